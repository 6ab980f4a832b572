import type { AdminResource } from '../../resources';
import { FUNCIONALIDADE_SISTEMA } from './sistema';
import { SistemaPage } from './SistemaPage';

/** Sistema: só para quem tem a funcionalidade Admin na lotação ativa (menu e tela). */
export const sistema: AdminResource = {
  nome: 'sistema',
  rotulo: 'Sistema',
  grupo: 'Configurações',
  funcionalidade: FUNCIONALIDADE_SISTEMA,
  caminho: '/sistema',
  rotas: [{ index: true, element: <SistemaPage /> }],
};
