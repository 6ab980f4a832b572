import express from 'express';
import { describe, expect, it } from 'vitest';
import { caminhoInterno, metodoInterno, rotaInterna } from './interno.js';

describe('the /interno contracts', () => {
  it('builds the path of a route with its parameters encoded', () => {
    expect(caminhoInterno('GET /equipe/:id/lotacoes', { id: 7 })).toBe('/interno/equipe/7/lotacoes');
    expect(caminhoInterno('GET /sessoes/:chave', { chave: 'cidadao:1/..' })).toBe('/interno/sessoes/cidadao%3A1%2F..');
    expect(caminhoInterno('POST /equipe/sessoes', {})).toBe('/interno/equipe/sessoes');
    expect(metodoInterno('POST /cidadaos/:id/sessoes/encerrar')).toBe('POST');
  });

  it('registers the handler under the same method and path the callers use', async () => {
    const router = express.Router();
    rotaInterna(router, 'GET /equipe/:id/lotacoes', (req, res) => void res.json([{ id: Number(req.params.id), nome: 'Gabinete', sigla: 'GAB', padrao: true }]));
    rotaInterna(router, 'POST /equipe/sessoes/renovar', (_req, res) => void res.status(401).json({ mensagem: 'Sessão expirada.' }));
    const app = express().use(express.json()).use('/interno', router);
    const servidor = app.listen(0);
    try {
      const { port } = servidor.address() as { port: number };
      const base = `http://127.0.0.1:${port}`;
      const lotacoes = await fetch(new URL(caminhoInterno('GET /equipe/:id/lotacoes', { id: 3 }), base));
      expect(await lotacoes.json()).toEqual([{ id: 3, nome: 'Gabinete', sigla: 'GAB', padrao: true }]);
      const renovar = await fetch(new URL(caminhoInterno('POST /equipe/sessoes/renovar', {}), base), { method: 'POST' });
      expect(renovar.status).toBe(401);
      const metodoErrado = await fetch(new URL(caminhoInterno('POST /equipe/sessoes/renovar', {}), base));
      expect(metodoErrado.status).toBe(404);
    } finally {
      servidor.close();
    }
  });
});
