import { createElement } from 'react';
import { Navigate } from 'react-router';
import { RequireAuth } from '../../auth/RequireAuth';
import { definirRecurso } from '../../kit/definirRecurso';
import { AcoesFaleConosco, PARAM_RESPONDER } from './AcoesFaleConosco';
import { SolicitacaoFaleConoscoDocument, SolicitacoesFaleConoscoDocument, type SolicitacaoDetalhe } from './documentos';
import { ExibicaoFaleConosco } from './ExibicaoFaleConosco';
import { colunasFaleConosco, PARAMETROS_FALE_CONOSCO } from './lista';

const recurso = definirRecurso<SolicitacaoDetalhe, Record<string, never>>({
  nome: 'fale_conosco',
  rotulo: 'Fale conosco',
  rotuloItem: 'Solicitação do Fale Conosco',
  feminino: true,
  grupo: 'Portal',
  permissaoBase: 'api/admin/fale_conosco',
  caminho: '/fale-conosco',
  contador: 'fale_conosco',
  documentos: { lista: SolicitacoesFaleConoscoDocument, item: SolicitacaoFaleConoscoDocument },
  parametros: PARAMETROS_FALE_CONOSCO,
  rotuloBusca: 'Buscar por assunto',
  colunas: colunasFaleConosco,
  descrever: (s) => `a solicitação ${s.protocolo}`,
  Acoes: AcoesFaleConosco,
  Exibicao: ExibicaoFaleConosco,
});

/** `{id}/edit` (responder, spec §2): a exibição com o modal de resposta aberto. */
function ResponderRota() {
  return createElement(Navigate, { to: `..?${PARAM_RESPONDER}=1`, replace: true, relative: 'path' });
}

export const faleConosco = {
  ...recurso,
  rotas: [
    ...(recurso.rotas ?? []),
    { path: ':id/edit', element: createElement(RequireAuth, { permissoes: ['api/admin/fale_conosco#update'] }, createElement(ResponderRota)) },
  ],
};
