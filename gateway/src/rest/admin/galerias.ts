import { MENSAGEM_EXCLUIDO, MENSAGENS_GALERIA } from '@alego/catalog';
import type { Request } from 'express';
import { RespostaError } from '../executor.js';
import { CAMPOS_DA_PAGINA, campoDoCorpo, inteiroDe, paginacaoDaConsulta, textoDe, type RotaRest } from '../shim.js';
import { campoDeReferencia, campoDireto, camposDiretos, variaveisDaAtualizacao } from '../mantidos.js';
import { encontrado } from './links.js';

/** Admin page size (back-office spec §9). */
const POR_PAGINA = 12;

const CAMPOS_CATEGORIA = 'id nome tipoRelacionado createdAt updatedAt';
const CAMPOS_IMAGEM = 'id titulo credito capa ordem imagem { url nome tipo tamanho largura altura }';
const CAMPOS_LISTA = `id titulo descricao situacao relacionadoId relacionadoNome ultimoCredito urlSufixo legadoId createdAt updatedAt categoria { ${CAMPOS_CATEGORIA} } capa { ${CAMPOS_IMAGEM} }`;
/** One album with all its images (the list carries only the cover: an album may hold a hundred photos). */
const CAMPOS = `${CAMPOS_LISTA} galeriaImagens { ${CAMPOS_IMAGEM} }`;

interface CategoriaLida {
  id: string;
  nome: string;
  tipoRelacionado: string | null;
  createdAt: string;
  updatedAt: string;
}
interface ImagemLida {
  id: string;
  titulo: string | null;
  credito: string | null;
  capa: boolean;
  ordem: number;
  imagem: { url: string; nome: string; tipo: string; tamanho: number; largura: number | null; altura: number | null };
}
interface GaleriaLida {
  id: string;
  titulo: string;
  descricao: string | null;
  situacao: string;
  relacionadoId: string | null;
  relacionadoNome: string | null;
  ultimoCredito: string | null;
  urlSufixo: string;
  legadoId: number | null;
  createdAt: string;
  updatedAt: string;
  categoria: CategoriaLida;
  capa: ImagemLida | null;
  galeriaImagens?: ImagemLida[];
}

const categoriaRest = (c: CategoriaLida) => ({ id: Number(c.id), nome: c.nome, tipo_relacionado: c.tipoRelacionado, created_at: c.createdAt, updated_at: c.updatedAt });

const imagemRest = (galeriaId: string) => (i: ImagemLida) => ({
  id: Number(i.id),
  galeria_id: Number(galeriaId),
  titulo: i.titulo,
  credito: i.credito,
  capa: i.capa,
  ordem: i.ordem,
  imagem: i.imagem,
});

/** The legacy shape (back-office §3): `relacionado` as `{id, nome}`, images under `galeria_imagens`. */
export const galeriaRest = (g: GaleriaLida) => ({
  id: Number(g.id),
  titulo: g.titulo,
  descricao: g.descricao,
  situacao: g.situacao,
  galeria_categoria_id: Number(g.categoria.id),
  galeria_categoria: categoriaRest(g.categoria),
  relacionado: g.relacionadoId ? { id: Number(g.relacionadoId), nome: g.relacionadoNome } : null,
  ultimo_credito: g.ultimoCredito,
  url_sufix: g.urlSufixo,
  legado_id: g.legadoId,
  created_at: g.createdAt,
  updated_at: g.updatedAt,
  capa: g.capa ? imagemRest(g.id)(g.capa) : null,
  ...(g.galeriaImagens ? { galeria_imagens: g.galeriaImagens.map(imagemRest(g.id)) } : {}),
});

const verdadeiro = (valor: unknown) => ['true', '1', 'on'].includes(textoDe(valor) ?? '');

/** `galeria[galeria_imagens_attributes][0][…]`: saved rows update or go; rows without id announce the uploads to come. */
function imagensDoCorpo(req: Request) {
  const linhas = campoDoCorpo(req, 'galeria', 'galeria_imagens_attributes') ?? campoDoCorpo(req, 'galeria', 'galeria_imagens');
  if (linhas === undefined) return {};
  if (!linhas || typeof linhas !== 'object') throw new RespostaError(400, { mensagem: 'Imagens da galeria inválidas.' });
  const galeriaImagens: Record<string, unknown>[] = [];
  const novasImagens: Record<string, unknown>[] = [];
  for (const linha of Object.values(linhas as Record<string, unknown>)) {
    if (!linha || typeof linha !== 'object') throw new RespostaError(400, { mensagem: 'Imagens da galeria inválidas.' });
    const campo = (nome: string) => (linha as Record<string, unknown>)[nome];
    const comuns = { titulo: textoDe(campo('titulo')) ?? null, credito: textoDe(campo('credito')) ?? null, capa: verdadeiro(campo('capa')), ordem: inteiroDe(campo('ordem')) ?? null };
    const id = textoDe(campo('id'));
    if (id) galeriaImagens.push({ id, _destroy: verdadeiro(campo('_destroy')), ...comuns });
    else if (!verdadeiro(campo('_destroy'))) novasImagens.push(comuns);
  }
  return { galeriaImagens, novasImagens };
}

function dadosDaGaleria(req: Request): Record<string, unknown> {
  const campo = (nome: string) => campoDoCorpo(req, 'galeria', nome);
  const relacionado = campo('relacionado');
  const doRelacionado = (nome: string) => (relacionado && typeof relacionado === 'object' ? textoDe((relacionado as Record<string, unknown>)[nome]) : undefined);
  return {
    titulo: textoDe(campo('titulo')) ?? '',
    descricao: textoDe(campo('descricao')) ?? null,
    categoriaId: textoDe(campo('galeria_categoria_id')) ?? '',
    relacionadoId: textoDe(campo('relacionado_id')) ?? doRelacionado('id') ?? null,
    relacionadoNome: textoDe(campo('relacionado_nome')) ?? doRelacionado('nome') ?? null,
    ultimoCredito: textoDe(campo('ultimo_credito')) ?? null,
    ...imagensDoCorpo(req),
  };
}

/** The admin list's filters (`galerias?pagina&termo&data&galeria_categoria_id&relacionado_id&relacionado_nome&situacao`). */
function filtroDaLista(req: Request): Record<string, string> {
  const q = req.query as Record<string, unknown>;
  const filtro = {
    termo: textoDe(q.termo) ?? textoDe(q.titulo),
    data: textoDe(q.data),
    categoriaId: textoDe(q.galeria_categoria_id),
    relacionadoId: textoDe(q.relacionado_id),
    relacionadoNome: textoDe(q.relacionado_nome),
    situacao: textoDe(q.situacao),
  };
  return Object.fromEntries(Object.entries(filtro).filter((par): par is [string, string] => !!par[1]));
}

/** A PUT with only `situacao` (and the id) is the publish/unpublish confirmation (back-office §4). */
function eMudancaDeSituacao(req: Request): boolean {
  const corpo = (req.body ?? {}) as Record<string, unknown>;
  const campos = Object.keys(typeof corpo.galeria === 'object' && corpo.galeria ? corpo.galeria : corpo).filter((c) => c !== 'id');
  return campos.length === 1 && campos[0] === 'situacao';
}

/** The album form carries no file (images go one by one to salvar-imagens): a file field is refused. */
const SEM_ARQUIVOS = {};

/** `/api/admin/galerias…` and `/api/admin/categorias-fotos…` (back-office spec §7; docs/galerias.md). Fixed segments come before `/:id`. */
export const rotasAdminGalerias: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/categorias-fotos',
    paginada: true,
    operacao: `query GaleriaCategoriasRest($filtro: GaleriaCategoriaFiltro, $pagina: Int!, $porPagina: Int!) { galeriaCategoriasAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_CATEGORIA} } ${CAMPOS_DA_PAGINA} } }`,
    variaveis: (req) => {
      const q = req.query as Record<string, unknown>;
      return { filtro: { termo: textoDe(q.termo) || undefined, tipoRelacionado: textoDe(q.tipo) || undefined }, ...paginacaoDaConsulta(req, POR_PAGINA) };
    },
    resposta: ({ galeriaCategoriasAdmin }) => (galeriaCategoriasAdmin.itens as CategoriaLida[]).map(categoriaRest),
  },
  { metodo: 'get', caminho: '/categorias-fotos/tipo_relacionados', operacao: 'query TiposRelacionadoGaleriaRest { tiposRelacionadoGaleria { valor rotulo } }' },
  {
    metodo: 'get',
    caminho: '/categorias-fotos/:id',
    operacao: `query GaleriaCategoriaRest($id: ID!) { galeriaCategoriaAdmin(id: $id) { ${CAMPOS_CATEGORIA} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ galeriaCategoriaAdmin }) => encontrado(galeriaCategoriaAdmin as CategoriaLida | null, categoriaRest),
  },
  {
    metodo: 'post',
    caminho: '/categorias-fotos',
    status: 201,
    arquivos: SEM_ARQUIVOS,
    operacao: 'mutation CriarGaleriaCategoriaRest($dados: GaleriaCategoriaInput!) { criarGaleriaCategoria(dados: $dados) { id } }',
    variaveis: (req) => ({ dados: dadosDaCategoria(req) }),
    resposta: ({ criarGaleriaCategoria }) => ({ mensagem: 'Categoria salva com sucesso.', id: Number(criarGaleriaCategoria.id) }),
  },
  {
    metodo: 'put',
    caminho: '/categorias-fotos/:id',
    arquivos: SEM_ARQUIVOS,
    operacao: 'mutation AtualizarGaleriaCategoriaRest($id: ID!, $dados: GaleriaCategoriaInput!) { atualizarGaleriaCategoria(id: $id, dados: $dados) { id } }',
    variaveis: variaveisDaAtualizacao({ envelope: 'galeria_categoria', item: 'galeriaCategoriaAdmin', operacao: 'GaleriaCategoriaAtualRest' }, [...camposDiretos('nome'), campoDireto('tipoRelacionado', ['tipo_relacionado', 'tipo'])], dadosDaCategoria),
    resposta: ({ atualizarGaleriaCategoria }) => ({ mensagem: 'Categoria salva com sucesso.', id: Number(atualizarGaleriaCategoria.id) }),
  },
  {
    metodo: 'delete',
    caminho: '/categorias-fotos/:id',
    operacao: 'mutation ExcluirGaleriaCategoriaRest($id: ID!) { excluirGaleriaCategoria(id: $id) }',
    variaveis: (req) => ({ id: req.params.id }),
    resposta: () => ({ mensagem: MENSAGEM_EXCLUIDO }),
  },
  {
    // The news form's album lookup (`galerias?titulo&pre_definidas`): titles only, behind the news permission.
    metodo: 'get',
    caminho: '/galerias',
    quando: (req) => verdadeiro((req.query as Record<string, unknown>).pre_definidas),
    operacao: 'query GaleriasParaNoticiaRest($termo: String) { galeriasParaNoticia(termo: $termo) { id titulo } }',
    variaveis: (req) => ({ termo: textoDe((req.query as Record<string, unknown>).titulo) ?? null }),
    resposta: ({ galeriasParaNoticia }) => (galeriasParaNoticia as { id: string; titulo: string }[]).map((g) => ({ id: Number(g.id), titulo: g.titulo })),
  },
  {
    metodo: 'get',
    caminho: '/galerias',
    paginada: true,
    operacao: `query GaleriasAdminRest($filtro: GaleriaAdminFiltro, $pagina: Int!, $porPagina: Int!) {
      galeriasAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_LISTA} } ${CAMPOS_DA_PAGINA} }
      totaisGalerias(filtro: $filtro) { revisao publicacao }
    }`,
    variaveis: (req) => ({ filtro: filtroDaLista(req), ...paginacaoDaConsulta(req, POR_PAGINA) }),
    cabecalhos: ({ totaisGalerias }) => ({ TotalLinhasRevisao: String(totaisGalerias.revisao), TotalLinhasPublicacao: String(totaisGalerias.publicacao) }),
    resposta: ({ galeriasAdmin }) => (galeriasAdmin.itens as GaleriaLida[]).map(galeriaRest),
  },
  {
    metodo: 'get',
    caminho: '/galerias/galeria-categorias',
    // The album form's options: categories are public (the portal filters by them), no category permission needed.
    operacao: `query CategoriasDaGaleriaRest { galeriaCategorias(porPagina: 100) { itens { ${CAMPOS_CATEGORIA} } } }`,
    resposta: ({ galeriaCategorias }) => (galeriaCategorias.itens as CategoriaLida[]).map(categoriaRest),
  },
  { metodo: 'get', caminho: '/galerias/situacoes', operacao: 'query SituacoesGaleriaRest { situacoesGaleria { valor rotulo } }' },
  {
    metodo: 'post',
    caminho: '/galerias/salvar-imagens',
    status: 201,
    arquivos: { imagem: 'dados.imagem' },
    operacao: `mutation SalvarImagemGaleriaRest($dados: GaleriaImagemInput!) { salvarImagemGaleria(dados: $dados) { ${CAMPOS_IMAGEM} galeria { id } } }`,
    variaveis: (req) => {
      const campo = (nome: string) => campoDoCorpo(req, 'galeria_imagem', nome);
      const capa = campo('capa');
      return {
        dados: {
          galeriaId: textoDe(campo('galeria_id')) ?? '',
          titulo: textoDe(campo('titulo')) ?? null,
          credito: textoDe(campo('credito')) ?? null,
          ordem: inteiroDe(campo('ordem')) ?? null,
          capa: capa === undefined ? null : verdadeiro(capa),
        },
      };
    },
    resposta: ({ salvarImagemGaleria }) => ({ mensagem: 'Imagem salva com sucesso.', ...imagemRest(salvarImagemGaleria.galeria.id)(salvarImagemGaleria) }),
  },
  {
    metodo: 'post',
    caminho: '/galerias/:id/aplicar-credito',
    arquivos: SEM_ARQUIVOS,
    operacao: 'mutation AplicarCreditoGaleriaRest($id: ID!, $credito: String) { aplicarCreditoGaleria(id: $id, credito: $credito) { id } }',
    variaveis: (req) => ({ id: req.params.id, credito: textoDe(campoDoCorpo(req, 'galeria', 'credito')) ?? null }),
    resposta: ({ aplicarCreditoGaleria }) => ({ mensagem: 'Crédito aplicado a todas as imagens.', id: Number(aplicarCreditoGaleria.id) }),
  },
  {
    metodo: 'get',
    caminho: '/galerias/:id',
    operacao: `query GaleriaAdminRest($id: ID!) { galeriaAdmin(id: $id) { ${CAMPOS} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ galeriaAdmin }) => encontrado(galeriaAdmin as GaleriaLida | null, galeriaRest),
  },
  {
    metodo: 'post',
    caminho: '/galerias',
    status: 201,
    arquivos: SEM_ARQUIVOS,
    operacao: 'mutation CriarGaleriaRest($dados: GaleriaInput!) { criarGaleria(dados: $dados) { id } }',
    variaveis: (req) => ({ dados: dadosDaGaleria(req) }),
    resposta: ({ criarGaleria }) => ({ mensagem: MENSAGENS_GALERIA.salva, id: Number(criarGaleria.id) }),
  },
  {
    metodo: 'put',
    caminho: '/galerias/:id',
    quando: eMudancaDeSituacao,
    arquivos: SEM_ARQUIVOS,
    operacao: 'mutation AlterarSituacaoGaleriaRest($id: ID!, $situacao: SituacaoGaleria!) { alterarSituacaoGaleria(id: $id, situacao: $situacao) { id situacao } }',
    variaveis: (req) => {
      const situacao = textoDe(campoDoCorpo(req, 'galeria', 'situacao'));
      if (situacao !== 'revisao' && situacao !== 'publicacao') throw new RespostaError(400, { mensagem: 'Situação inválida: use revisao ou publicacao.' });
      return { id: req.params.id, situacao };
    },
    resposta: ({ alterarSituacaoGaleria }) => ({
      mensagem: alterarSituacaoGaleria.situacao === 'publicacao' ? MENSAGENS_GALERIA.publicada : MENSAGENS_GALERIA.despublicada,
      id: Number(alterarSituacaoGaleria.id),
    }),
  },
  {
    metodo: 'put',
    caminho: '/galerias/:id',
    arquivos: SEM_ARQUIVOS,
    operacao: 'mutation AtualizarGaleriaRest($id: ID!, $dados: GaleriaInput!) { atualizarGaleria(id: $id, dados: $dados) { id } }',
    variaveis: variaveisDaAtualizacao(
      { envelope: 'galeria', item: 'galeriaAdmin', operacao: 'GaleriaAtualRest' },
      [
        ...camposDiretos('titulo', 'descricao', 'ultimoCredito'),
        campoDeReferencia('categoriaId', 'categoria', ['galeria_categoria_id']),
        campoDireto('relacionadoId', ['relacionado_id', 'relacionado']),
        campoDireto('relacionadoNome', ['relacionado_nome', 'relacionado']),
      ],
      dadosDaGaleria,
    ),
    resposta: ({ atualizarGaleria }) => ({ mensagem: MENSAGENS_GALERIA.salva, id: Number(atualizarGaleria.id) }),
  },
  {
    metodo: 'delete',
    caminho: '/galerias/:id',
    operacao: 'mutation ExcluirGaleriaRest($id: ID!) { excluirGaleria(id: $id) }',
    variaveis: (req) => ({ id: req.params.id }),
    resposta: () => ({ mensagem: MENSAGEM_EXCLUIDO }),
  },
];

/** Multipart under `galeria_categoria` (back-office §7). */
function dadosDaCategoria(req: Request) {
  const campo = (nome: string) => campoDoCorpo(req, 'galeria_categoria', nome);
  return { nome: textoDe(campo('nome')) ?? '', tipoRelacionado: textoDe(campo('tipo_relacionado')) ?? textoDe(campo('tipo')) ?? null };
}
