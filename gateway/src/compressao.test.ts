import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_DA_EXPORTACAO } from '@alego/catalog';
import { comprimirRespostas } from './compressao.js';

// A CSV-like body, varied enough that qualities 3 and 4 give different bytes.
const CORPO = Array.from({ length: 4000 }, (_, i) => `2025NE${String(i * 7919).padStart(6, '0')};2025-03-${(i % 28) + 1};Credor ${(i * 31) % 997};${(i * 1.37).toFixed(2).replace('.', ',')}\r\n`).join('');
const brotli = (qualidade: number) => brotliCompressSync(CORPO, { params: { [constants.BROTLI_PARAM_QUALITY]: qualidade } });

let base: { porta: number; fechar: () => void };

beforeAll(async () => {
  const app = express();
  app.use(comprimirRespostas());
  app.get(['/api/rest/empenhos', `${BASE_DA_EXPORTACAO}/empenhos.csv`], (_req, res) => void res.type('text/csv').send(CORPO));
  const servidor = app.listen(0, '127.0.0.1');
  await new Promise((pronto) => servidor.once('listening', pronto));
  base = { porta: (servidor.address() as AddressInfo).port, fechar: () => servidor.close() };
});

afterAll(() => base.fechar());

/** The answer's bytes as sent (fetch would decode them) and its Content-Encoding. */
function baixar(caminho: string): Promise<{ codificacao: string | undefined; bytes: Buffer }> {
  return new Promise((pronto, falha) => {
    request({ host: '127.0.0.1', port: base.porta, path: caminho, headers: { 'accept-encoding': 'br' } }, (resposta) => {
      const partes: Buffer[] = [];
      resposta.on('data', (parte: Buffer) => partes.push(parte));
      resposta.on('end', () => pronto({ codificacao: resposta.headers['content-encoding'], bytes: Buffer.concat(partes) }));
    })
      .on('error', falha)
      .end();
  });
}

describe('on-the-fly compression', () => {
  it('compresses open-data exports with brotli at quality 3 and other answers at quality 4', async () => {
    expect(brotli(3).equals(brotli(4))).toBe(false);
    const [exportacao, outra] = await Promise.all([baixar(`${BASE_DA_EXPORTACAO}/empenhos.csv`), baixar('/api/rest/empenhos')]);
    expect(exportacao.codificacao).toBe('br');
    expect(exportacao.bytes.equals(brotli(3))).toBe(true);
    expect(outra.codificacao).toBe('br');
    expect(outra.bytes.equals(brotli(4))).toBe(true);
  });
});
