/**
 * A parte REST de uma entrada do catálogo: o que o motor do gateway (gateway/src/rest/engine.ts) precisa para servir
 * os caminhos legados documentados de um conjunto, e o teste de contrato (test/catalogo.test.ts) para conferi-los.
 * Sem imports de servidor: o site público importa o catálogo inteiro.
 *
 * Regras que valem para todo conjunto (docs/transparencia.md): os campos do corpo são o nome GraphQL em snake_case
 * (`dataAssinatura` → `data_assinatura`), um nome legado irregular é um alias GraphQL na seleção
 * (`cnpj: cnpjFormatado`), e todo campo `id` sai como número; um parâmetro inválido é um 400 que o nomeia em
 * português; um registro que não existe é um 404 `{mensagem}`.
 */

import { tipoGraphql, type AdminDoCatalogo, type CampoDoFormulario } from './admin.js';
import type { Filtro } from './conjuntos.js';

/** Raízes GraphQL de um conjunto além da lista (`Conjunto.raiz`) e dos totais (`Conjunto.totais.raiz`). */
export interface RaizesGraphql {
  /** Um registro por id: `empenho(id: ID!)`. */
  item?: string;
  /** Cadastro (mutations `criarX`, `atualizarX(id)`, `excluirX(id)` e o input `XInput`). */
  criar?: string;
  atualizar?: string;
  excluir?: string;
  input?: string;
}

/** As raízes do cadastro de uma entrada com parte administrativa, a partir dos nomes GraphQL dela. */
export function crudDe(admin: Pick<AdminDoCatalogo, 'graphql'>): Required<RaizesGraphql> {
  return crud(tipoGraphql(admin), admin.graphql.singular);
}

/**
 * O formulário legado do cadastro (`envelope[campo]`), lido como os campos do formulário do admin: números para ano,
 * mês e inteiros, texto para o resto; o que não é sempre obrigatório pode vir vazio (nulo). O PDF vem em multipart.
 */
export function adminRestDe(admin: AdminDoCatalogo, extra: RestDoCadastro = {}): AdminRest {
  // Several PDFs (a bid's files) are kept through GraphQL only: the legacy form had one file per record.
  const campos = admin.formulario.filter((c) => c.tipo !== 'pdf' && c.tipo !== 'pdfs');
  const arquivo = admin.formulario.find((c) => c.tipo === 'pdf')?.campo;
  const numero = (tipo: string) => tipo === 'ano' || tipo === 'mes' || tipo === 'inteiro';
  const leitura = (c: CampoDoFormulario): LeituraDoCampo => `${numero(c.tipo) ? 'inteiro' : 'texto'}${c.obrigatorio === true ? '' : 'OuNulo'}` as LeituraDoCampo;
  return {
    caminho: admin.caminhoRest ?? admin.caminho,
    envelope: snake(admin.graphql.singular),
    formulario: Object.fromEntries(
      campos.map((c): [string, LeituraDoFormulario] => [c.campo, c.tipo === 'linhas' ? { linhas: Object.fromEntries((c.linhas?.campos ?? []).map((l) => [l.campo, leitura(l)])) } : leitura(c)]),
    ),
    ...(arquivo ? { arquivo } : {}),
    ...extra,
  };
}

/** `crud('Orcamento', 'orcamento')`: as raízes do cadastro de um tipo, com os nomes que `createCrudResolver` dá. */
export function crud(tipo: string, item: string): Required<RaizesGraphql> {
  return { item, criar: `criar${tipo}`, atualizar: `atualizar${tipo}`, excluir: `excluir${tipo}`, input: `${tipo}Input` };
}

/** Como um filtro é lido da query string legada. */
export interface RestDoFiltro {
  /** Parâmetro (o padrão é o nome do filtro em snake_case: `tipoContratacaoId` → `tipo_contratacao_id`). */
  parametro?: string;
  /** Outros nomes aceitos, na ordem em que são lidos (`tipo_contrato_id`, `tipo_id`). */
  legado?: readonly string[];
  /** Nomes que significam o contrário de um filtro booleano (`encerrados=1` é `vigente=0`). */
  negado?: readonly string[];
  /** Mensagem de um valor inválido (o padrão depende do tipo e nomeia o parâmetro). */
  mensagem?: string;
}

/** Uma lista auxiliar de valores: anos, períodos, tipos (`/licitacoes/anos`, `/diarias/tipos-solicitacao`). */
export interface Vocabulario {
  caminho: string;
  raiz: string;
  /** Seleção GraphQL dos itens, quando são objetos (`id descricao`). */
  campos?: string;
  /** Argumentos fixos, escritos como em GraphQL (`cadastro: ORCAMENTO`, `grupo: "contrato"`). */
  argumentos?: string;
  /** Argumentos vindos da query string, com o tipo GraphQL de cada um (`{ tipo: 'String' }`, `{ ano: 'Int!' }`). */
  parametros?: Readonly<Record<string, 'String' | 'String!' | 'Int' | 'Int!' | 'ID'>>;
}

/** Formulário legado do cadastro: campo do input GraphQL → como ler o campo `envelope[campo_em_snake_case]`. */
export type LeituraDoCampo = 'texto' | 'inteiro' | 'textoOuNulo' | 'inteiroOuNulo';
/**
 * Um campo, ou uma lista de linhas aninhadas (`votos[0][deputado_id]`, também `<campo>_attributes` como o Rails as
 * enviava: `telefones_lotacao_attributes`), cada uma com `id` e `_destroy` e os seus campos.
 */
export type LeituraDoFormulario = LeituraDoCampo | { linhas: Readonly<Record<string, LeituraDoCampo>> };

/** O que uma entrada declara da sua parte REST: a chave do formulário só quando não é a derivada do nome GraphQL. */
export type RestDoCadastro = Pick<AdminRest, 'mensagem' | 'vocabularios' | 'sinonimos' | 'porPagina' | 'daConsulta'> & { envelope?: string };

/** O que um caminho legado faz no cadastro: a lista, um registro, criar, atualizar ou excluir. */
export type AcaoDoCadastro = 'lista' | 'item' | 'criar' | 'atualizar' | 'excluir';

/**
 * Outro caminho legado do mesmo cadastro (back-office §7: `/assessoramento_tematico/{id}/informacoes`), com o método e
 * a ação que faz; `:id` no caminho é o registro. `fixos` são campos do registro com valor fixo neste caminho: o filtro
 * da lista, o valor gravado ao criar ou atualizar, e o que o registro deve ter para ser lido, atualizado ou excluído
 * por ele (senão, 404 e nada muda).
 */
export interface SinonimoRest {
  metodo: 'get' | 'post' | 'put' | 'delete';
  caminho: string;
  acao: AcaoDoCadastro;
  fixos?: Readonly<Record<string, string>>;
}

/** O cadastro em `/api/admin<caminho>` (back-office.md §7): lista, item, criar, atualizar, excluir, com o PDF em multipart. */
export interface AdminRest {
  caminho: string;
  /** Chave que envolve os campos do formulário legado (`orcamento[ano]` ou `{orcamento: {ano}}`). */
  envelope: string;
  formulario: Readonly<Record<string, LeituraDoFormulario>>;
  /** Campo do input que recebe o arquivo enviado em multipart (`arquivo`). */
  arquivo?: string;
  /** Mensagem de sucesso ao salvar (o padrão é "Salvo com sucesso!"). */
  mensagem?: string;
  /** Listas auxiliares do formulário (`/orcamentos/anos`: os anos permitidos). */
  vocabularios?: readonly Vocabulario[];
  /** Itens por página da lista sem `por_pagina`, no REST e na lista do admin (padrão POR_PAGINA_ADMIN; os contatos, 20). */
  porPagina?: number;
  /**
   * Caminho, depois de `caminho`, que cria o registro com vários PDFs juntados num só, na ordem do envio
   * (`/merge-arquivos` dos organogramas): os mesmos campos, os arquivos em `envelope[arquivos][]`.
   */
  juntarPdfs?: string;
  /** Os outros caminhos legados do cadastro, servidos pelas mesmas operações. */
  sinonimos?: readonly SinonimoRest[];
  /**
   * Campos do formulário que o salvar legado manda também na query string, em snake_case (back-office §7: "procuradoria
   * save carries aba and campo"): lidos dela quando o formulário não os traz; os do formulário valem mais.
   */
  daConsulta?: readonly string[];
}

/** Os caminhos legados de um conjunto (public-site.md §7), relativos a `/api/transparencia`. */
export interface RestDoConjunto {
  /**
   * Caminhos da lista paginada (`/empenhos`); mais de um quando a API antiga tinha sinônimos. Um segmento
   * `:parametro` é lido como o filtro desse parâmetro (`/orcamentos/:ano`).
   */
  lista?: readonly string[];
  /** Seleção GraphQL de cada item: nomes GraphQL (em snake_case no corpo), aliases para nomes legados irregulares. */
  campos: string;
  /** Caminho do item (`/empenhos/:id`); a seleção é `campos` mais `camposDoItem`. */
  item?: string;
  camposDoItem?: string;
  /**
   * Um registro que o servidor escolhe, sem id (`/organogramas/ultimo`: o vigente), pela consulta `raiz` sem
   * argumentos e com a seleção do item; 404 quando não há nenhum.
   */
  escolhidos?: readonly { caminho: string; raiz: string }[];
  /** Filtro sempre aplicado só no REST (`/contratos-e-convenios/contratos` são só os contratos). */
  filtroFixo?: Readonly<Record<string, string | number | boolean>>;
  /** Filtros que só a API legada aceita (`contrato_id`), além dos filtros do conjunto. */
  filtros?: readonly Filtro[];
  /** Cabeçalho → campo da consulta de totais (`{ Total: 'valor' }`). */
  cabecalhos?: Readonly<Record<string, string>>;
  /** Cabeçalhos só quando a lista é de um mês (ano e mês informados). */
  cabecalhosDoMes?: Readonly<Record<string, string>>;
  /** `Ano` e `Mes` repetem o período pedido, quando há. */
  cabecalhosDoPeriodo?: true;
  vocabularios?: readonly Vocabulario[];
  admin?: AdminRest;
}

/** Itens por página da API pública (public-site.md §9) e do cadastro (back-office.md §9). */
export const POR_PAGINA_REST = 10;
export const POR_PAGINA_ADMIN = 12;
export const MENSAGEM_PAGINA = 'A página deve ser um número inteiro maior ou igual a 1.';
export const MENSAGEM_POR_PAGINA = 'A quantidade por página deve estar entre 1 e 100.';
export const MENSAGEM_NAO_ENCONTRADO = 'Registro não encontrado.';
export const MENSAGEM_SALVO = 'Salvo com sucesso!';
export const MENSAGEM_EXCLUIDO = 'Registro excluído com sucesso.';

/** `dataAssinatura` → `data_assinatura`. */
/** The field names of the schema are few and repeat on every row of every page: each is converted once. */
const emSnake = new Map<string, string>();

export function snake(nome: string): string {
  let convertido = emSnake.get(nome);
  if (convertido === undefined) {
    convertido = nome.replace(/[A-Z]/g, (letra) => `_${letra.toLowerCase()}`);
    if (emSnake.size < 10_000) emSnake.set(nome, convertido);
  }
  return convertido;
}

const NUMERICO = /^\d+$/;

/** A resposta GraphQL como a API legada a entrega: chaves em snake_case, `id` como número, fundo. */
export function paraRest(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(paraRest);
  if (!valor || typeof valor !== 'object') return valor;
  // A plain loop: this runs for every field of every row a legacy list returns.
  const rest: Record<string, unknown> = {};
  for (const chave in valor) {
    const v = (valor as Record<string, unknown>)[chave];
    rest[snake(chave)] = chave === 'id' && typeof v === 'string' && NUMERICO.test(v) ? Number(v) : paraRest(v);
  }
  return rest;
}
