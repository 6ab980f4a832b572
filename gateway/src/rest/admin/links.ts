import { MENSAGEM_EXCLUIDO, MENSAGEM_NAO_ENCONTRADO } from '@alego/catalog';
import type { Request } from 'express';
import { RespostaError } from '../executor.js';
import { CAMPOS_DA_PAGINA, campoDoCorpo, inteiroDe, paginacaoDaConsulta, textoDe, type RotaRest } from '../shim.js';
import { campoDireto, camposDiretos, variaveisDaAtualizacao } from '../mantidos.js';

/** Admin page size (back-office spec §9). */
const POR_PAGINA = 12;

interface LinkLido {
  id: string;
  titulo: string;
  url: string;
  ordem: number;
  categoriaLinkId: string;
  categoriaNome: string;
  createdAt: string;
  updatedAt: string;
}
interface CategoriaLida {
  id: string;
  nome: string;
  ordem: number;
  createdAt: string;
  updatedAt: string;
}

const CAMPOS_LINK = 'id titulo url ordem categoriaLinkId categoriaNome createdAt updatedAt';
const CAMPOS_CATEGORIA = 'id nome ordem createdAt updatedAt';

/** The legacy shapes (snake_case; a link carries its `categoria_link`). */
const linkRest = (l: LinkLido) => ({
  id: Number(l.id),
  titulo: l.titulo,
  url: l.url,
  ordem: l.ordem,
  categoria_link_id: Number(l.categoriaLinkId),
  categoria_link: { id: Number(l.categoriaLinkId), nome: l.categoriaNome },
  created_at: l.createdAt,
  updated_at: l.updatedAt,
});
const categoriaRest = (c: CategoriaLida) => ({ id: Number(c.id), nome: c.nome, ordem: c.ordem, created_at: c.createdAt, updated_at: c.updatedAt });

export function encontrado<T, R>(registro: T | null, paraRest: (r: T) => R): R {
  if (!registro) throw new RespostaError(404, { mensagem: MENSAGEM_NAO_ENCONTRADO });
  return paraRest(registro);
}

/** JSON bodies (back-office §7), under the wrapper (`link`, `categoria_link`) or bare. */
function dadosDoLink(req: Request) {
  const campo = (nome: string) => campoDoCorpo(req, 'link', nome);
  return {
    titulo: textoDe(campo('titulo')) ?? '',
    url: textoDe(campo('url')) ?? '',
    categoriaLinkId: textoDe(campo('categoria_link_id')) ?? textoDe(campo('categoria_link')) ?? null,
    ordem: inteiroDe(campo('ordem')) ?? 0,
  };
}

function dadosDaCategoria(req: Request) {
  const campo = (nome: string) => campoDoCorpo(req, 'categoria_link', nome);
  return { nome: textoDe(campo('nome')) ?? '', ordem: inteiroDe(campo('ordem')) ?? 0 };
}

/** `/api/admin/links…` and `/api/admin/categorias-links…`: every admin route needs the index/show permission (back-office §6). */
/** `/api/admin/links…` and `/api/admin/categorias-links…` (back-office §7; docs/links.md). */
export const rotasAdminLinks: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/links',
    paginada: true,
    operacao: `query LinksRest($filtro: LinkFiltro, $pagina: Int!, $porPagina: Int!) { linksAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_LINK} } ${CAMPOS_DA_PAGINA} } }`,
    variaveis: (req) => {
      const q = req.query as Record<string, unknown>;
      const filtro = { termo: textoDe(q.termo) || undefined, categoriaLinkId: textoDe(q.categoria_link) || undefined };
      return { filtro, ...paginacaoDaConsulta(req, POR_PAGINA) };
    },
    resposta: ({ linksAdmin }) => (linksAdmin.itens as LinkLido[]).map(linkRest),
  },
  {
    metodo: 'get',
    caminho: '/links/:id',
    operacao: `query LinkRest($id: ID!) { linkAdmin(id: $id) { ${CAMPOS_LINK} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ linkAdmin }) => encontrado(linkAdmin as LinkLido | null, linkRest),
  },
  {
    metodo: 'post',
    caminho: '/links',
    status: 201,
    operacao: 'mutation CriarLinkRest($dados: LinkInput!) { criarLink(dados: $dados) { id } }',
    variaveis: (req) => ({ dados: dadosDoLink(req) }),
    resposta: ({ criarLink }) => ({ mensagem: 'Link salvo com sucesso.', id: Number(criarLink.id) }),
  },
  {
    metodo: 'put',
    caminho: '/links/:id',
    operacao: 'mutation AtualizarLinkRest($id: ID!, $dados: LinkInput!) { atualizarLink(id: $id, dados: $dados) { id } }',
    variaveis: variaveisDaAtualizacao({ envelope: 'link', item: 'linkAdmin', operacao: 'LinkAtualRest' }, [...camposDiretos('titulo', 'url', 'ordem'), campoDireto('categoriaLinkId', ['categoria_link_id', 'categoria_link'])], dadosDoLink),
    resposta: ({ atualizarLink }) => ({ mensagem: 'Link salvo com sucesso.', id: Number(atualizarLink.id) }),
  },
  {
    metodo: 'delete',
    caminho: '/links/:id',
    operacao: 'mutation ExcluirLinkRest($id: ID!) { excluirLink(id: $id) }',
    variaveis: (req) => ({ id: req.params.id }),
    resposta: () => ({ mensagem: MENSAGEM_EXCLUIDO }),
  },
  {
    metodo: 'get',
    caminho: '/categorias-links',
    paginada: true,
    operacao: `query CategoriasLinksRest($filtro: CategoriaLinkFiltro, $pagina: Int!, $porPagina: Int!) { categoriasLinksAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_CATEGORIA} } ${CAMPOS_DA_PAGINA} } }`,
    variaveis: (req) => ({ filtro: { termo: textoDe((req.query as Record<string, unknown>).termo) || undefined }, ...paginacaoDaConsulta(req, POR_PAGINA) }),
    resposta: ({ categoriasLinksAdmin }) => (categoriasLinksAdmin.itens as CategoriaLida[]).map(categoriaRest),
  },
  {
    metodo: 'get',
    caminho: '/categorias-links/:id',
    operacao: `query CategoriaLinkRest($id: ID!) { categoriaLinkAdmin(id: $id) { ${CAMPOS_CATEGORIA} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ categoriaLinkAdmin }) => encontrado(categoriaLinkAdmin as CategoriaLida | null, categoriaRest),
  },
  {
    metodo: 'post',
    caminho: '/categorias-links',
    status: 201,
    operacao: 'mutation CriarCategoriaLinkRest($dados: CategoriaLinkInput!) { criarCategoriaLink(dados: $dados) { id } }',
    variaveis: (req) => ({ dados: dadosDaCategoria(req) }),
    resposta: ({ criarCategoriaLink }) => ({ mensagem: 'Categoria salva com sucesso.', id: Number(criarCategoriaLink.id) }),
  },
  {
    metodo: 'put',
    caminho: '/categorias-links/:id',
    operacao: 'mutation AtualizarCategoriaLinkRest($id: ID!, $dados: CategoriaLinkInput!) { atualizarCategoriaLink(id: $id, dados: $dados) { id } }',
    variaveis: variaveisDaAtualizacao({ envelope: 'categoria_link', item: 'categoriaLinkAdmin', operacao: 'CategoriaLinkAtualRest' }, camposDiretos('nome', 'ordem'), dadosDaCategoria),
    resposta: ({ atualizarCategoriaLink }) => ({ mensagem: 'Categoria salva com sucesso.', id: Number(atualizarCategoriaLink.id) }),
  },
  {
    metodo: 'delete',
    caminho: '/categorias-links/:id',
    operacao: 'mutation ExcluirCategoriaLinkRest($id: ID!) { excluirCategoriaLink(id: $id) }',
    variaveis: (req) => ({ id: req.params.id }),
    resposta: () => ({ mensagem: MENSAGEM_EXCLUIDO }),
  },
];
