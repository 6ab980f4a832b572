import { RespostaError } from '../executor.js';
import { CAMPOS_DA_PAGINA, inteiroDe, textoDe, type RotaRest } from '../shim.js';

const CAMPOS = 'id nome cpf email telefone veiculo tipoVeiculo rotuloTipoVeiculo funcao createdAt';

/** `/api/admin/imprensa-externas?pagina&termo` and `/imprensa_externas/{id}` (back-office spec §2, read only; CPF masked without the permission). */
export const rotasAdminImprensaExternas: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/imprensa-externas',
    paginada: true,
    operacao: `query ImprensasExternasRest($filtro: ImprensaExternaFiltro, $pagina: Int!, $porPagina: Int!) {
      imprensasExternas(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS} } ${CAMPOS_DA_PAGINA} } }`,
    variaveis: (req) => ({ filtro: { termo: textoDe(req.query.termo) ?? null }, pagina: Math.max(inteiroDe(req.query.pagina) ?? inteiroDe(req.query.page) ?? 1, 1), porPagina: 12 }),
  },
  {
    metodo: 'get',
    caminho: '/imprensa_externas/:id',
    operacao: `query ImprensaExternaRest($id: ID!) { imprensaExterna(id: $id) { ${CAMPOS} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ imprensaExterna }) => {
      if (!imprensaExterna) throw new RespostaError(404, { mensagem: 'Registro não encontrado.' });
      return imprensaExterna;
    },
  },
];
