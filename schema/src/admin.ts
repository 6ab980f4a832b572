/**
 * A parte administrativa das entradas do catálogo: permissão, menu, colunas da lista, campos da exibição e do
 * formulário, e as regras de validação que o formulário do admin e o servidor aplicam (as mesmas funções, importadas
 * pelos dois). Daqui saem, sem código por entidade: o recurso genérico do admin (clients/admin/src/kit/catalogo.tsx),
 * as suas operações GraphQL (scripts/compose.mjs as escreve; o codegen as tipa), as entradas e regras do servidor
 * (subgraphs/transparency/src/modules/relatorio-pdf/cadastro-pdf.ts) e as permissões das contas de demonstração.
 */

import { cabeNaColuna, normalizarValor } from './dinheiro.js';
import type { AdminRest } from './rest.js';

/** Grupos do menu lateral do admin, na ordem do menu. */
export const GRUPOS_DO_MENU = ['Configurações', 'Transparência', 'Portal'] as const;
export type GrupoDoMenu = (typeof GRUPOS_DO_MENU)[number];

export interface OpcaoDoCampo {
  valor: string;
  rotulo: string;
}

/** Um limite de ano: fixo (1992) ou relativo ao ano corrente (`{ anoAtual: -12 }`). */
export type LimiteDeAno = number | { anoAtual: number };

export interface FaixaDeAnos {
  minimo: LimiteDeAno;
  maximo: LimiteDeAno;
}

/**
 * Tipo de um campo do formulário → componente do kit do admin:
 * texto e textoLongo (Input, Textarea), inteiro, opcoes (CampoSelecao), ano (CampoSelecao dos anos da faixa),
 * mes (CampoSelecao dos meses), dinheiro (Input decimal em pt-BR), data (CampoData), cnpj (Input),
 * url (Input type=url; endereço http(s)), pdf (CampoArquivo + validarPdf), textoRico (editor Slate) e personalizado (componente registrado no admin
 * com o nome `componente`: a saída para o que o catálogo não descreve).
 */
export type TipoDoCampo = 'texto' | 'textoLongo' | 'url' | 'inteiro' | 'opcoes' | 'ano' | 'mes' | 'dinheiro' | 'data' | 'cnpj' | 'pdf' | 'textoRico' | 'personalizado';

export interface CampoDoFormulario {
  /** Campo do `dados` da mutação e do registro (o mesmo nome nos dois). */
  campo: string;
  rotulo: string;
  tipo: TipoDoCampo;
  /** Obrigatório sempre, ou conforme os outros valores (autorizado com pessoal: salvo no PPA). */
  obrigatorio?: boolean | ((dados: DadosDoFormulario) => boolean);
  /** Máximo de caracteres (texto). */
  maximo?: number;
  /** Limites de um inteiro. */
  limites?: { minimo: number; maximo: number };
  opcoes?: readonly OpcaoDoCampo[];
  /** Anos aceitos (tipo ano). */
  anos?: FaixaDeAnos;
  /** Valor de um registro novo: 'anoAtual' sugere o ano corrente. */
  padrao?: 'anoAtual';
  ajuda?: string;
  /** Descrição do campo no esquema GraphQL. */
  descricao?: string;
  /** Tipo personalizado: nome do componente registrado no admin. */
  componente?: string;
  /**
   * Mensagens do servidor quando a padrão não serve: `obrigatorio` ('Informe o valor autorizado com pessoal.'),
   * `invalido` ('Tipo de orçamento inválido'; a lista de opções vem depois), `maximo` e `formato` (dinheiro, data).
   */
  mensagens?: { obrigatorio?: string; invalido?: string; maximo?: string; formato?: string };
}

/** Coluna da lista ou linha da exibição: `campo` do registro; `mostrar` é o campo já formatado pela API, quando há. */
export interface ColunaDoAdmin {
  campo: string;
  rotulo: string;
  mostrar?: string;
  /** Como mostrar: ano/mês juntos ("03/2014"), a data em dd/mm/aaaa ou o texto de um HTML (texto rico). */
  formato?: 'periodo' | 'data' | 'html';
}

export interface AdminDoCatalogo {
  /** Chave do recurso no admin e nas permissões antigas (`quadro_remuneracoes`). */
  recurso: string;
  /** Base das permissões: `api/admin/<recurso>` (#index, #show, #create, #update, #destroy). */
  permissao: string;
  /** Caminho dentro de /admin. */
  caminho: string;
  grupo: GrupoDoMenu;
  rotulo: string;
  rotuloItem: string;
  feminino: boolean;
  /** Nomes GraphQL: consultas `plural`/`singular`, mutações `criar<Tipo>`…, tipos `<Tipo>Input` e `<Tipo>Filtro`. */
  graphql: { singular: string; plural: string };
  /** Campos buscados pelo termo (sem eles, a lista não tem busca). */
  busca?: readonly string[];
  /** Filtros exatos da lista (campos do formulário); os de tipo ano, mes ou opcoes são também escolhas na lista do admin. */
  filtros?: readonly string[];
  lista: readonly ColunaDoAdmin[];
  exibicao: readonly ColunaDoAdmin[];
  formulario: readonly CampoDoFormulario[];
  /** Texto da confirmação de exclusão, com `{campo}` trocado pelo valor: 'o orçamento {tipoDescricao} de {ano}'. */
  descrever: string;
  /** Aviso de sucesso ao salvar (padrão: o do kit). */
  sucesso?: string;
  /** Conjunto de dados abertos da mesma entidade (CONJUNTOS), quando há. */
  conjunto?: string;
  /**
   * Sem conjunto: o motor REST do gateway serve os caminhos do cadastro em `/api/admin<caminho>` (lista, item, criar,
   * atualizar, excluir), com esta mensagem de sucesso e estas listas auxiliares.
   */
  rest?: Pick<AdminRest, 'mensagem' | 'vocabularios'>;
}

export type DadosDoFormulario = Readonly<Record<string, unknown>>;

export function anoDoLimite(limite: LimiteDeAno, atual: number): number {
  return typeof limite === 'number' ? limite : atual + limite.anoAtual;
}

export function faixaDoAno(faixa: FaixaDeAnos, atual: number): { minimo: number; maximo: number } {
  return { minimo: anoDoLimite(faixa.minimo, atual), maximo: anoDoLimite(faixa.maximo, atual) };
}

/** Anos da faixa, do mais recente ao mais antigo (opções do formulário). */
export function anosDaFaixa(faixa: FaixaDeAnos, atual: number): number[] {
  const { minimo, maximo } = faixaDoAno(faixa, atual);
  return maximo < minimo ? [] : Array.from({ length: maximo - minimo + 1 }, (_, i) => maximo - i);
}

/** "a, b, c ou d". */
function listar(valores: readonly string[]): string {
  return valores.length <= 1 ? (valores[0] ?? '') : `${valores.slice(0, -1).join(', ')} ou ${valores.at(-1)}`;
}

function minusculo(rotulo: string): string {
  return /^[A-Z][a-zà-ú]/.test(rotulo) ? rotulo.charAt(0).toLowerCase() + rotulo.slice(1) : rotulo;
}

export interface ErroDoFormulario {
  campo: string;
  /** Obrigatório que falta (o admin o marca no campo) ou valor recusado. */
  tipo: 'obrigatorio' | 'invalido';
  mensagem: string;
}

function vazio(valor: unknown): boolean {
  return valor === undefined || valor === null || (typeof valor === 'string' && valor.trim() === '');
}

/**
 * As regras do formulário, iguais no admin (antes de enviar) e no servidor (que decide): obrigatórios, faixas de
 * ano e mês, opções, tamanho dos textos, valores em reais e a presença do PDF. `dados` tem a forma da mutação
 * (anos e meses números, textos, o arquivo enviado ou nada); `temArquivo` diz se o registro já guarda um PDF.
 */
export function errosDoFormulario(admin: Pick<AdminDoCatalogo, 'formulario'>, dados: DadosDoFormulario, contexto: { anoAtual: number; temArquivo: boolean }): ErroDoFormulario[] {
  const erros: ErroDoFormulario[] = [];
  for (const campo of admin.formulario) {
    const valor = dados[campo.campo];
    const obrigatorio = typeof campo.obrigatorio === 'function' ? campo.obrigatorio(dados) : !!campo.obrigatorio;
    const erro = (tipo: ErroDoFormulario['tipo'], mensagem: string) => erros.push({ campo: campo.campo, tipo, mensagem });
    if (campo.tipo === 'pdf') {
      if (obrigatorio && vazio(valor) && !contexto.temArquivo) erro('obrigatorio', campo.mensagens?.obrigatorio ?? 'Anexe o arquivo PDF.');
      continue;
    }
    if (campo.tipo === 'ano') {
      const { minimo, maximo } = faixaDoAno(campo.anos ?? { minimo: 1900, maximo: 2200 }, contexto.anoAtual);
      if (typeof valor !== 'number' || !Number.isInteger(valor) || valor < minimo || valor > maximo) erro(vazio(valor) ? 'obrigatorio' : 'invalido', `Informe um ano entre ${minimo} e ${maximo}.`);
      continue;
    }
    if (vazio(valor)) {
      if (obrigatorio) erro('obrigatorio', campo.mensagens?.obrigatorio ?? `Informe ${campo.tipo === 'mes' ? 'um mês entre 1 e 12' : `o campo ${minusculo(campo.rotulo)}`}.`);
      continue;
    }
    const texto = typeof valor === 'string' ? valor.trim() : '';
    switch (campo.tipo) {
      case 'mes':
        if (typeof valor !== 'number' || !Number.isInteger(valor) || valor < 1 || valor > 12) erro('invalido', 'Informe um mês entre 1 e 12.');
        break;
      case 'inteiro':
        if (typeof valor !== 'number' || !Number.isInteger(valor) || (campo.limites && (valor < campo.limites.minimo || valor > campo.limites.maximo))) {
          erro('invalido', campo.mensagens?.invalido ?? `${campo.rotulo} deve ser um número inteiro${campo.limites ? ` entre ${campo.limites.minimo} e ${campo.limites.maximo}` : ''}.`);
        }
        break;
      case 'opcoes':
        if (!campo.opcoes?.some((o) => o.valor === valor)) erro('invalido', `${campo.mensagens?.invalido ?? `${campo.rotulo} inválido`}: use ${listar(campo.opcoes?.map((o) => o.valor) ?? [])}.`);
        break;
      case 'dinheiro': {
        const normalizado = normalizarValor(texto);
        if (normalizado === null) erro('invalido', campo.mensagens?.formato ?? `Informe um valor válido em ${minusculo(campo.rotulo)}, por exemplo 1234,56.`);
        else if (!cabeNaColuna(normalizado)) erro('invalido', campo.mensagens?.maximo ?? `${campo.rotulo} não pode passar de R$ 999.999.999.999,99.`);
        break;
      }
      case 'url':
        if (!URL_VALIDA.test(texto) || (campo.maximo !== undefined && texto.length > campo.maximo)) erro('invalido', campo.mensagens?.formato ?? MENSAGEM_URL);
        break;
      case 'data':
        if (!dataIsoValida(texto)) erro('invalido', campo.mensagens?.formato ?? `Informe ${minusculo(campo.rotulo)} no formato AAAA-MM-DD.`);
        break;
      default:
        if (campo.maximo !== undefined && [...texto].length > campo.maximo) erro('invalido', campo.mensagens?.maximo ?? `${campo.rotulo} deve ter no máximo ${campo.maximo} caracteres.`);
    }
  }
  const data = admin.formulario.find((c) => c.tipo === 'data' && c.campo === 'data');
  // A register with a year, a month and a date (an edition, a session): the year and month are the date's, never another.
  if (data && !erros.length && admin.formulario.some((c) => c.tipo === 'mes') && typeof dados.data === 'string') {
    if (dados.data.slice(0, 7) !== `${String(dados.ano)}-${String(dados.mes).padStart(2, '0')}`) {
      erros.push({ campo: 'data', tipo: 'invalido', mensagem: `${data.rotulo} deve estar no ano e no mês informados.` });
    }
  }
  return erros;
}

/** Um endereço de outro site (link, banner): http(s), sem espaços nem aspas. */
export const URL_VALIDA = /^https?:\/\/[^\s<>"']+$/i;
export const MENSAGEM_URL = 'Informe um endereço que comece com http:// ou https://.';

/** HH:mm de 00:00 a 23:59 (agenda, turnos dos cursos). */
export function horarioValido(texto: unknown): texto is string {
  return typeof texto === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(texto);
}

/** AAAA-MM-DD de um dia que existe. */
export function dataIsoValida(texto: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(texto);
  if (!m) return false;
  const data = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return data.getUTCFullYear() === Number(m[1]) && data.getUTCMonth() === Number(m[2]) - 1 && data.getUTCDate() === Number(m[3]);
}

/** 'o quadro de {mes}/{ano}' com os valores do registro. */
export function descreverRegistro(modelo: string, registro: DadosDoFormulario): string {
  return modelo.replace(/\{(\w+)\}/g, (_, campo: string) => String(registro[campo] ?? ''));
}

/** Campos pedidos pelas operações do admin: id, os da lista, da exibição e do formulário (o PDF com nome, tamanho e url). */
export function camposDoRegistro(admin: AdminDoCatalogo): string[] {
  const campos = new Set<string>(['id']);
  for (const c of admin.formulario) if (c.tipo !== 'pdf') campos.add(c.campo);
  for (const c of [...admin.lista, ...admin.exibicao]) {
    campos.add(c.campo);
    if (c.mostrar) campos.add(c.mostrar);
  }
  for (const c of admin.formulario) if (c.tipo === 'pdf') campos.add(c.campo);
  const pdfs = new Set(admin.formulario.filter((c) => c.tipo === 'pdf').map((c) => c.campo));
  return [...campos].map((campo) => (pdfs.has(campo) ? `${campo} { nome tamanho url }` : campo));
}

/** The entry's GraphQL type (`Orcamento`): its `<Tipo>Input`, `<Tipo>Filtro` and `criar<Tipo>` follow from it. */
export function tipoGraphql(admin: Pick<AdminDoCatalogo, 'graphql'>): string {
  return admin.graphql.singular.charAt(0).toUpperCase() + admin.graphql.singular.slice(1);
}

/** Nomes das operações do admin de uma entrada (os documentos que o codegen gera: `<nome>Document`). */
export function nomesDasOperacoes(admin: AdminDoCatalogo): { lista: string; item: string; criar: string; atualizar: string; excluir: string } {
  const tipo = tipoGraphql(admin);
  const plural = admin.graphql.plural.charAt(0).toUpperCase() + admin.graphql.plural.slice(1);
  return { lista: `${plural}Admin`, item: `${tipo}Admin`, criar: `Criar${tipo}Admin`, atualizar: `Atualizar${tipo}Admin`, excluir: `Excluir${tipo}Admin` };
}

/** As operações GraphQL do admin de uma entrada, com os nomes e variáveis da convenção da API. */
export function operacoesDoAdmin(admin: AdminDoCatalogo): string {
  const tipo = tipoGraphql(admin);
  const nomes = nomesDasOperacoes(admin);
  const { singular, plural } = admin.graphql;
  const campos = camposDoRegistro(admin).join(' ');
  return [
    `query ${nomes.lista}($filtro: ${tipo}Filtro, $pagina: Int!, $porPagina: Int!) {\n  ${plural}(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens { ${campos} }\n    total\n    totalPaginas\n  }\n}`,
    `query ${nomes.item}($id: ID!) {\n  ${singular}(id: $id) { ${campos} }\n}`,
    `mutation ${nomes.criar}($dados: ${tipo}Input!) {\n  criar${tipo}(dados: $dados) { ${campos} }\n}`,
    `mutation ${nomes.atualizar}($id: ID!, $dados: ${tipo}Input!) {\n  atualizar${tipo}(id: $id, dados: $dados) { ${campos} }\n}`,
    `mutation ${nomes.excluir}($id: ID!) {\n  excluir${tipo}(id: $id)\n}`,
  ].join('\n\n');
}
