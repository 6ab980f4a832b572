import { FUNCIONALIDADE_ADMIN } from '@alego/catalog';
import type { AdminResource } from '../../resources';
import { Usuarios } from './Usuarios';

/** Contas da equipe e suas permissões por lotação (docs/autenticacao.md): só com a funcionalidade Admin. */
export const usuarios: AdminResource = {
  nome: 'usuarios',
  rotulo: 'Usuários',
  grupo: 'Configurações',
  funcionalidade: FUNCIONALIDADE_ADMIN,
  caminho: '/usuarios',
  rotas: [{ index: true, element: <Usuarios /> }],
};
