import express, { type Router } from 'express';
import { estados, municipiosDoEstado } from '@alego/kit/gateway';

/**
 * `GET /api/public/estados` and `/api/public/estados/{id}/municipios` (public-site spec §7): the IBGE list shipped
 * with the portal (`subgraphs/kit/src/localidades-ibge.ts`), the same the forms' rules check against. Static data:
 * cached by browsers and proxies for a day.
 */
export function createRotasLocalidades(): Router {
  const router = express.Router();
  const cache = 'public, max-age=86400';
  router.get(['/estados', '/estados.json'], (_req, res) => void res.set('cache-control', cache).json(estados()));
  router.get(['/estados/:id/municipios', '/estados/:id/municipios.json'], (req, res) => {
    const id = String(req.params.id);
    if (!/^\d{1,2}$/.test(id)) return void res.status(400).json({ mensagem: 'O código do estado deve ser o número do IBGE (por exemplo, 52 para Goiás).' });
    const municipios = municipiosDoEstado(Number(id));
    if (!municipios) return void res.status(404).json({ mensagem: 'Estado não encontrado.' });
    res.set('cache-control', cache).json(municipios.map(({ id: codigo, nome }) => ({ id: codigo, nome })));
  });
  return router;
}
