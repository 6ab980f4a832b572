import { rotaInterna, type Orm } from '@alego/kit';
import type { Router } from 'express';
import { gravarAuditoria } from './auditoria.service.js';

/** `POST /interno/auditoria`: the gateway appends the staff operations it ran (docs/auditoria.md). */
export function rotasAuditoria(router: Router, { orm }: { orm: Orm }): void {
  rotaInterna(router, 'POST /auditoria', async (req, res) => {
    const registros = req.body?.registros;
    if (!Array.isArray(registros)) return void res.status(400).json({ mensagem: 'Informe os registros de auditoria.' });
    res.status(201).json({ gravados: await gravarAuditoria(orm.em.fork(), registros) });
  });
}
