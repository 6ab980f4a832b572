import { FUNCIONALIDADE_ADMIN } from '@alego/catalog';
import type { AdminResource } from '../../resources';
import { TrilhaAuditoria } from './TrilhaAuditoria';

/** Trilha de auditoria (docs/auditoria.md): só com a funcionalidade Admin, em qualquer lotação que a tenha. */
export const auditoria: AdminResource = {
  nome: 'auditoria',
  rotulo: 'Trilha de auditoria',
  grupo: 'Configurações',
  funcionalidade: FUNCIONALIDADE_ADMIN,
  caminho: '/auditoria',
  rotas: [{ index: true, element: <TrilhaAuditoria /> }],
};
