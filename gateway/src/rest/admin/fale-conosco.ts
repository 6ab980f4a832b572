import type { Request } from 'express';
import { campoDoCorpo, inteiroDe, textoDe, type RotaRest } from '../shim.js';

/** Admin page size (back-office spec §9). */
const POR_PAGINA = 12;

const CAMPOS = 'id protocolo nome email telefone assunto tipo mensagem contatadoId status respostaConteudo respondidaEm respondidaPor createdAt updatedAt pdfRespostaSolicitacao { url nome tipo tamanho }';

/** Tab (`aba`) of the legacy screen → status, with the page parameter each tab keeps in the URL. */
export const ABAS_FALE_CONOSCO = {
  aguardando: { status: 'aguardando_resposta', pagina: 'pagina_aguardando' },
  pendencias: { status: 'com_pendencia', pagina: 'pagina_pendencias' },
  finalizadas: { status: 'finalizada', pagina: 'pagina_finalizadas' },
  indeferidas: { status: 'indeferida', pagina: 'pagina_indeferidas' },
} as const;

function aba(req: Request): (typeof ABAS_FALE_CONOSCO)[keyof typeof ABAS_FALE_CONOSCO] {
  const nome = textoDe(req.query.aba) ?? '';
  return nome in ABAS_FALE_CONOSCO ? ABAS_FALE_CONOSCO[nome as keyof typeof ABAS_FALE_CONOSCO] : ABAS_FALE_CONOSCO.aguardando;
}

/** `/api/admin/fale-conosco...` (back-office spec §7); a reply's PDF goes through GraphQL multipart (docs/fale-conosco.md). */
export const rotasAdminFaleConosco: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/fale-conosco',
    paginada: true,
    operacao: `query FaleConoscoAdminRest($filtro: FaleConoscoFiltro, $pagina: Int!, $porPagina: Int!) {
      solicitacoesFaleConosco(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS} } total pagina porPagina totalPaginas }
    }`,
    variaveis: (req) => {
      const q = req.query as Record<string, unknown>;
      const atual = aba(req);
      const filtro = {
        status: atual.status,
        assunto: textoDe(q.assunto) || undefined,
        protocolo: textoDe(q.protocolo) || undefined,
        createdAt: textoDe(q.created_at) || undefined,
        tipo: textoDe(q.tipo) || undefined,
      };
      const pagina = inteiroDe(q[atual.pagina]) ?? inteiroDe(q.page) ?? inteiroDe(q.pagina) ?? 1;
      return { filtro, pagina: Math.max(pagina, 1), porPagina: POR_PAGINA };
    },
  },
  {
    metodo: 'get',
    caminho: '/fale-conosco/objetivos',
    operacao: 'query ObjetivosFaleConoscoRest { objetivosFaleConosco { valor rotulo } }',
  },
  {
    metodo: 'get',
    caminho: '/fale-conosco/fale-conosco-status',
    operacao: 'query StatusFaleConoscoRest { statusFaleConosco { valor rotulo } }',
  },
  {
    metodo: 'post',
    caminho: '/fale-conosco/responder',
    operacao: `mutation ResponderFaleConoscoRest($id: ID!, $dados: RespostaFaleConoscoInput!) { responderFaleConosco(id: $id, dados: $dados) { id status } }`,
    variaveis: (req) => {
      const campo = (nome: string) => campoDoCorpo(req, 'resposta_solicitacao_informacoes', nome);
      const status = textoDe(campo('status'));
      return {
        id: textoDe(campo('id')) ?? '',
        dados: { respostaConteudo: textoDe(campo('resposta_conteudo')) ?? '', ...(status ? { status } : {}) },
      };
    },
    resposta: ({ responderFaleConosco }) => ({ mensagem: 'Resposta registrada com sucesso.', id: Number(responderFaleConosco.id), status: responderFaleConosco.status }),
  },
  {
    metodo: 'get',
    caminho: '/fale-conosco/:id',
    operacao: `query FaleConoscoRest($id: ID!) { solicitacaoFaleConosco(id: $id) { ${CAMPOS} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ solicitacaoFaleConosco }) => solicitacaoFaleConosco ?? { mensagem: 'Registro não encontrado.' },
  },
];
