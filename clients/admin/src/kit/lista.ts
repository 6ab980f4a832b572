/**
 * Estado das listas na URL (spec §2): `?pagina=2&termo=x`; listas com abas guardam a aba
 * num parâmetro (`aba`, `status`…) e a página de cada aba em `pagina_<aba>`.
 * Funções puras: a página genérica só as liga ao `useSearchParams`.
 */
export const POR_PAGINA = 12;

export interface AbaDaLista {
  /** Valor da aba na URL (ex.: "a_revisar"). */
  valor: string;
  rotulo: string;
  /** Filtro que a aba acrescenta à consulta (ex.: `{ status: 'a_revisar' }`). */
  filtro: Record<string, unknown>;
}

export interface ConfigParametros {
  /** Abas (a primeira é a padrão, salvo `abaPadrao`). */
  abas?: readonly AbaDaLista[];
  abaPadrao?: string;
  /** Parâmetro da aba na URL (padrão "aba"). */
  paramAba?: string;
  /** Uma só página na URL (`pagina`) para todas as abas, e trocar de aba volta à página 1 (a procuradoria: `?pagina&termo&aba`). */
  paginaUnica?: true;
  /** Parâmetro da busca na URL e no filtro (padrão "termo"). */
  paramBusca?: string;
  /** Outros parâmetros da URL que viram filtro: nome na URL → nome no filtro. */
  filtrosDaUrl?: Readonly<Record<string, string>>;
  /** Filtros de escolha (caixas ao lado da busca), guardados na URL. */
  selecoes?: readonly SelecaoDaLista[];
}

export interface OpcaoDaSelecao {
  valor: string;
  rotulo: string;
}

export interface SelecaoDaLista {
  /** Nome na URL (ex.: "mesa_diretora"). */
  param: string;
  /** Nome no filtro da consulta (ex.: "mesaDiretora"; padrão: o mesmo do parâmetro). */
  filtro?: string;
  rotulo: string;
  /** Tipo do valor no filtro (padrão texto). */
  tipo?: 'texto' | 'booleano' | 'inteiro';
  /** Opções fixas, ou um hook que as busca (ex.: partidos). */
  opcoes: readonly OpcaoDaSelecao[] | (() => readonly OpcaoDaSelecao[]);
}

function converter(valor: string, tipo: SelecaoDaLista['tipo']): unknown {
  if (tipo === 'booleano') return valor === 'true' ? true : valor === 'false' ? false : undefined;
  if (tipo === 'inteiro') return /^-?\d+$/.test(valor) ? Number(valor) : undefined;
  return valor;
}

export interface EstadoLista {
  aba: AbaDaLista | undefined;
  pagina: number;
  termo: string;
  /** Filtro completo da consulta: busca, filtros da URL e o da aba. */
  filtro: Record<string, unknown>;
}

/** Nome do parâmetro de página: "pagina" ou "pagina_<aba>". */
export function nomeParamPagina(aba?: string): string {
  return aba ? `pagina_${aba}` : 'pagina';
}

/** A aba cuja página a URL guarda à parte (nenhuma, quando a lista tem uma só página). */
export function abaDaPagina(aba: AbaDaLista | undefined, config: ConfigParametros): string | undefined {
  return config.paginaUnica ? undefined : aba?.valor;
}

/** Inteiro positivo lido da URL; qualquer outra coisa vale 1. */
export function lerPagina(valor: string | null | undefined): number {
  if (!valor || !/^\d+$/.test(valor)) return 1;
  const n = Number(valor);
  return n >= 1 ? n : 1;
}

export function abaAtual(params: URLSearchParams, config: ConfigParametros): AbaDaLista | undefined {
  const { abas } = config;
  if (!abas?.length) return undefined;
  const pedida = params.get(config.paramAba ?? 'aba');
  return abas.find((a) => a.valor === pedida) ?? abas.find((a) => a.valor === config.abaPadrao) ?? abas[0];
}

/** Filtro vindo da URL, sem a aba (busca + filtros extras). Valores vazios ficam de fora. */
export function filtroDaUrl(params: URLSearchParams, config: ConfigParametros): Record<string, unknown> {
  const filtro: Record<string, unknown> = {};
  const busca = config.paramBusca ?? 'termo';
  const termo = params.get(busca)?.trim();
  if (termo) filtro[busca] = termo;
  for (const [daUrl, doFiltro] of Object.entries(config.filtrosDaUrl ?? {})) {
    const valor = params.get(daUrl)?.trim();
    if (valor) filtro[doFiltro] = valor;
  }
  for (const selecao of config.selecoes ?? []) {
    const valor = params.get(selecao.param)?.trim();
    const convertido = valor ? converter(valor, selecao.tipo) : undefined;
    if (convertido !== undefined) filtro[selecao.filtro ?? selecao.param] = convertido;
  }
  return filtro;
}

export function lerEstadoLista(params: URLSearchParams, config: ConfigParametros = {}): EstadoLista {
  const aba = abaAtual(params, config);
  const base = filtroDaUrl(params, config);
  return {
    aba,
    pagina: lerPagina(params.get(nomeParamPagina(abaDaPagina(aba, config)))),
    termo: params.get(config.paramBusca ?? 'termo') ?? '',
    filtro: { ...base, ...(aba?.filtro ?? {}) },
  };
}

/** Filtro da consulta de contagem de uma aba (sempre página 1). */
export function filtroDaAba(params: URLSearchParams, config: ConfigParametros, aba: AbaDaLista): Record<string, unknown> {
  return { ...filtroDaUrl(params, config), ...aba.filtro };
}

/** Nova URL com a página da aba; página 1 sai da URL. */
export function comPagina(params: URLSearchParams, pagina: number, aba?: string): URLSearchParams {
  const novos = new URLSearchParams(params);
  const nome = nomeParamPagina(aba);
  if (pagina <= 1) novos.delete(nome);
  else novos.set(nome, String(pagina));
  return novos;
}

/** Nova busca: grava o termo e volta todas as páginas para 1. */
export function comBusca(params: URLSearchParams, termo: string, config: ConfigParametros = {}): URLSearchParams {
  const novos = new URLSearchParams(params);
  const nome = config.paramBusca ?? 'termo';
  const limpo = termo.trim();
  if (limpo) novos.set(nome, limpo);
  else novos.delete(nome);
  for (const chave of [...novos.keys()]) if (chave === 'pagina' || chave.startsWith('pagina_')) novos.delete(chave);
  return novos;
}

/** Nova escolha num filtro: grava o valor (vazio sai da URL) e volta as páginas para 1. */
export function comSelecao(params: URLSearchParams, param: string, valor: string): URLSearchParams {
  const novos = new URLSearchParams(params);
  if (valor) novos.set(param, valor);
  else novos.delete(param);
  for (const chave of [...novos.keys()]) if (chave === 'pagina' || chave.startsWith('pagina_')) novos.delete(chave);
  return novos;
}

/** Anos de `maximo` a `minimo` (opções de formulários e filtros, do mais recente ao mais antigo). */
export function anosEntre(minimo: number, maximo: number): number[] {
  return maximo < minimo ? [] : Array.from({ length: maximo - minimo + 1 }, (_, i) => maximo - i);
}

/** O ano corrente no fuso da Assembleia (Goiás). */
export function anoCorrente(agora: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(agora));
}

export const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'] as const;

/** Opções de uma seleção de ano e de mês (1 a 12). */
export function opcoesDeAnos(anos: readonly number[]): OpcaoDaSelecao[] {
  return anos.map((ano) => ({ valor: String(ano), rotulo: String(ano) }));
}
export const OPCOES_MESES: readonly OpcaoDaSelecao[] = MESES.map((rotulo, i) => ({ valor: String(i + 1), rotulo }));

/** Troca de aba: a página de cada aba continua guardada no seu parâmetro; com uma só página, volta à 1. */
export function comAba(params: URLSearchParams, aba: string, config: ConfigParametros = {}): URLSearchParams {
  const novos = new URLSearchParams(params);
  novos.set(config.paramAba ?? 'aba', aba);
  if (config.paginaUnica) novos.delete('pagina');
  return novos;
}

export function totalDePaginas(total: number, porPagina = POR_PAGINA): number {
  return Math.max(1, Math.ceil(total / porPagina));
}

// ── Visualização em tabela ou cartões (spec §2, §9) ─────────────────────────────────

/**
 * Uma chave por usuário para todas as listas: a escolha vale para o conteúdo todo e é de quem a fez (outro usuário no
 * mesmo navegador tem a sua); sem usuário conhecido, a chave sem sufixo.
 */
export const CHAVE_VISUALIZACAO = 'alego.admin.visualizacao-conteudo';
export type Visualizacao = 'tabela' | 'card';
export const VISUALIZACAO_PADRAO: Visualizacao = 'tabela';

type Armazenamento = Pick<Storage, 'getItem' | 'setItem'>;

function armazenamentoLocal(): Armazenamento | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function chaveDaVisualizacao(usuario: string | undefined): string {
  return usuario ? `${CHAVE_VISUALIZACAO}:${usuario}` : CHAVE_VISUALIZACAO;
}

export function lerVisualizacao(usuario: string | undefined, armazenamento: Armazenamento | undefined = armazenamentoLocal()): Visualizacao {
  try {
    return armazenamento?.getItem(chaveDaVisualizacao(usuario)) === 'card' ? 'card' : VISUALIZACAO_PADRAO;
  } catch {
    return VISUALIZACAO_PADRAO;
  }
}

export function gravarVisualizacao(valor: Visualizacao, usuario: string | undefined, armazenamento: Armazenamento | undefined = armazenamentoLocal()): void {
  try {
    armazenamento?.setItem(chaveDaVisualizacao(usuario), valor);
  } catch {
    // Armazenamento indisponível (modo privado): a escolha vale só nesta tela.
  }
}

// ── Exclusão ───────────────────────────────────────────────────────────────────────

/** 'Tem certeza de que deseja excluir <descrição>? Esta ação não poderá ser desfeita.' */
export function textoConfirmacaoExclusao(descricao: string): string {
  const alvo = descricao.trim() || 'este registro';
  return `Tem certeza de que deseja excluir ${alvo}? Esta ação não poderá ser desfeita.`;
}
