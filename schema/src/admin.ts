/**
 * A parte administrativa das entradas do catálogo: permissão, menu, colunas da lista, campos da exibição e do
 * formulário, e as regras de validação que o formulário do admin e o servidor aplicam (as mesmas funções, importadas
 * pelos dois). Daqui saem, sem código por entidade: o recurso genérico do admin (clients/admin/src/kit/catalogo.tsx),
 * as suas operações GraphQL (scripts/compose.mjs as escreve; o codegen as tipa), as entradas e regras do servidor
 * (subgraphs/transparency/src/modules/relatorio-pdf/cadastro-pdf.ts) e as permissões das contas de demonstração.
 */

import { normalizarCnpj } from './cnpj.js';
import { cpfValido } from './cpf.js';
import { cabeNaColuna, normalizarValor } from './dinheiro.js';
import type { RestDoCadastro } from './rest.js';

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
 * mes (CampoSelecao dos meses), dinheiro (Input decimal em pt-BR), decimal (número com `casas` decimais: meia diária),
 * data (CampoData), cnpj (Input; dígitos verificadores conferidos, guardado com 14 dígitos), url (Input type=url;
 * endereço http(s)), relacao (CampoSelecao com os registros de outra consulta: o tipo de uma diária, o contrato de um
 * fiscal), pdf (CampoArquivo + validarPdf), pdfs (CampoPdfs: vários PDFs numa lista ordenada, cada um enviado pelo mesmo
 * pipeline de arquivos; os arquivos de um edital), textoRico (editor Slate), linhas (linhas aninhadas com os campos de
 * `linhas.campos`, LinhasAninhadas: as posições dos deputados numa votação) e personalizado (componente registrado no
 * admin com o nome `componente`: a saída para o que o catálogo não descreve). Um campo de outro tipo com `componente` é
 * mostrado por ele e lido e conferido pelo seu tipo (o deputado de uma linha: um inteiro numa seleção).
 */
export type TipoDoCampo = 'texto' | 'textoLongo' | 'url' | 'inteiro' | 'decimal' | 'opcoes' | 'ano' | 'mes' | 'dinheiro' | 'data' | 'cnpj' | 'relacao' | 'pdf' | 'pdfs' | 'textoRico' | 'linhas' | 'personalizado';

/**
 * Os registros que um campo `relacao` oferece: a consulta `raiz` (com `argumentos` fixos, escritos como em GraphQL),
 * que devolve uma lista ou, se `paginada`, uma página (`itens`); cada registro com `id` e o campo `rotulo`.
 */
export interface RelacaoDoCampo {
  raiz: string;
  rotulo: string;
  argumentos?: string;
  paginada?: true;
}

/** Linhas aninhadas de um campo `linhas`: os campos de cada linha e o que não pode se repetir entre elas. */
export interface LinhasDoCampo {
  campos: readonly CampoDoFormulario[];
  rotuloAdicionar: string;
  unico?: { campo: string; mensagem: string };
}

/** Os formatos de um campo de arquivo: o tipo real (lido dos bytes pelo gateway) → a extensão guardada, e os limites. */
export interface FormatosDoArquivo {
  tipos: Readonly<Record<string, string>>;
  /** Extensões que o seletor do admin oferece (a mesma lista, com as variantes: .jpeg). */
  extensoes: readonly string[];
  mensagemDeTipo: string;
  limite: { bytes: number; mensagem: string };
}

export interface CampoDoFormulario {
  /** Campo do `dados` da mutação e do registro (o mesmo nome nos dois). */
  campo: string;
  rotulo: string;
  tipo: TipoDoCampo;
  /** Obrigatório sempre, ou conforme os outros valores (autorizado com pessoal: salvo no PPA). */
  obrigatorio?: boolean | ((dados: DadosDoFormulario) => boolean);
  /** Máximo de caracteres (texto) ou de arquivos (pdfs, padrão MAXIMO_DE_PDFS). */
  maximo?: number;
  /** Limites de um inteiro ou de um decimal. */
  limites?: { minimo: number; maximo: number };
  /** Casas decimais aceitas (decimal; padrão 2). */
  casas?: number;
  /** Um campo `cnpj` que também aceita um CPF (o fornecedor pessoa física de uma verba indenizatória). */
  aceitaCpf?: true;
  /** De onde vêm as escolhas de um campo `relacao`. */
  relacao?: RelacaoDoCampo;
  opcoes?: readonly OpcaoDoCampo[];
  /** Anos aceitos (tipo ano). */
  anos?: FaixaDeAnos;
  /** Valor de um registro novo: 'anoAtual' sugere o ano corrente. */
  padrao?: 'anoAtual';
  /** Valor de um registro novo quando a mutação não traz o campo (numa atualização, o guardado fica) e o sugerido no formulário. */
  valorPadrao?: string;
  ajuda?: string;
  /** Descrição do campo no esquema GraphQL. */
  descricao?: string;
  /** Tipo personalizado (ou um campo de outro tipo mostrado por um componente): nome do componente registrado no admin. */
  componente?: string;
  /** Tipo linhas: os campos de cada linha. */
  linhas?: LinhasDoCampo;
  /** Tipo pdf: os formatos aceitos quando não é só PDF (o repositório de arquivos: documentos e imagens). */
  formatos?: FormatosDoArquivo;
  /** Tipo textoRico: altura mínima do editor em pixels (a procuradoria pede 500). */
  alturaDoEditor?: number;
  /**
   * Mensagens do servidor quando a padrão não serve: `obrigatorio` ('Informe o valor autorizado com pessoal.'),
   * `invalido` ('Tipo de orçamento inválido'; a lista de opções vem depois), `maximo` e `formato` (dinheiro, data).
   */
  mensagens?: { obrigatorio?: string; invalido?: string; maximo?: string; formato?: string };
}

/**
 * Coluna da lista ou linha da exibição: `campo` do registro; `mostrar` é o campo já formatado pela API, quando há, ou o
 * campo de um objeto ligado (`deputado.nome`).
 */
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
  /** Caminho dentro de /admin (e, sem `caminhoRest`, do cadastro REST em /api/admin). */
  caminho: string;
  /** O caminho do cadastro REST legado quando não é o da tela (a tela `legislacao`, os caminhos `/legislacoes`). */
  caminhoRest?: string;
  grupo: GrupoDoMenu;
  rotulo: string;
  rotuloItem: string;
  feminino: boolean;
  /** Nomes GraphQL: consultas `plural`/`singular`, mutações `criar<Tipo>`…, tipos `<Tipo>Input` e `<Tipo>Filtro`. */
  graphql: { singular: string; plural: string };
  /**
   * A lista e o registro só com as permissões index e show: o admin e o REST leem `<plural>Admin` e `<singular>Admin`
   * (as consultas de `createAdminQueries`), não as abertas de mesmo nome.
   */
  leituraProtegida?: true;
  /** Campos buscados pelo termo (sem eles, a lista não tem busca). */
  busca?: readonly string[];
  /** Filtros exatos da lista (campos do formulário); os de tipo ano, mes ou opcoes são também escolhas na lista do admin. */
  filtros?: readonly string[];
  /**
   * Um dos `filtros`, de tipo opcoes, mostrado como as abas da lista do admin em vez de uma caixa (back-office §2, a
   * procuradoria: `?pagina&termo&aba`): uma aba por opção, a padrão é o `valorPadrao` do campo (senão a primeira), e a
   * aba e uma só página ficam na URL com o nome do filtro e `pagina`.
   */
  abasDaLista?: string;
  lista: readonly ColunaDoAdmin[];
  exibicao: readonly ColunaDoAdmin[];
  formulario: readonly CampoDoFormulario[];
  /** Texto da confirmação de exclusão, com `{campo}` trocado pelo valor: 'o orçamento {tipoDescricao} de {ano}'. */
  descrever: string;
  /** Registros fixos (um por área: as configurações): o admin lista, mostra e edita; não cria nem exclui. */
  fixos?: true;
  /** Aviso de falha ao salvar quando o servidor não dá a mensagem (padrão: o do kit; os contatos, 'Erro ao salvar'). */
  erroAoSalvar?: string;
  /** Aviso de sucesso ao salvar (padrão: o do kit). */
  sucesso?: string;
  /** Conjunto de dados abertos da mesma entidade (CONJUNTOS), quando há. */
  conjunto?: string;
  /**
   * A data que deve cair no ano (e no mês, quando o formulário tem mês) informados: a saída de uma diária, a data de um
   * empenho. Sem ela, só um registro com ano, mês e um campo `data` tem essa regra.
   */
  dataDoPeriodo?: string;
  /** Pares de campos em que o primeiro não pode passar do segundo (ano de início ≤ ano de fim), com a mensagem do servidor. */
  comparacoes?: readonly { menor: string; maior: string; mensagem: string }[];
  /** Ao menos um destes campos preenchido (o endereço ou o PDF); um PDF já guardado conta. */
  exigeUm?: { campos: readonly string[]; mensagem: string };
  /** Texto da sobreposição enquanto um registro é excluído (padrão: o do kit). */
  excluindo?: string;
  /** Caminho do admin aonde salvar ou excluir leva, quando não é o da própria entrada (os arquivos da procuradoria). */
  retorno?: string;
  /** Ação "Copiar endereço" da exibição: o endereço público do registro e o aviso depois de copiá-lo. */
  copiarEndereco?: { endereco: (registro: DadosDoFormulario) => string; mensagem: string };
  /**
   * A lista oferece também cartões (back-office §2: tabela ou cartão, a escolha guardada no navegador, por usuário): o
   * título de cada cartão, as linhas abaixo dele (colunas como as da lista) e um texto em poucas linhas.
   */
  cartao?: { titulo: ColunaDoAdmin; linhas: readonly ColunaDoAdmin[]; texto?: ColunaDoAdmin };
  /**
   * A entrada é uma aba de uma tela do admin com outras (o assessoramento temático, back-office §2): o rótulo da aba. A
   * tela é o item do menu; a lista da entrada fica no seu `caminho`, com a aba escolhida.
   */
  aba?: string;
  /** Aviso do formulário do admin para qualquer valor que falte ou seja recusado, quando a especificação dá um próprio. */
  aviso?: string;
  /**
   * Sem conjunto: o motor REST do gateway serve os caminhos do cadastro em `/api/admin<caminho>` (lista, item, criar,
   * atualizar, excluir), com esta mensagem de sucesso, estas listas auxiliares, este tamanho de página (padrão
   * POR_PAGINA_ADMIN), a chave do formulário legado quando não é o nome GraphQL em snake_case (`material`,
   * back-office §7) e os outros caminhos legados.
   */
  rest?: RestDoCadastro;
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
export function errosDoFormulario(admin: Pick<AdminDoCatalogo, 'formulario' | 'dataDoPeriodo' | 'comparacoes' | 'exigeUm'>, dados: DadosDoFormulario, contexto: { anoAtual: number; temArquivo: boolean }): ErroDoFormulario[] {
  const erros: ErroDoFormulario[] = [];
  for (const campo of admin.formulario) {
    const valor = dados[campo.campo];
    const obrigatorio = typeof campo.obrigatorio === 'function' ? campo.obrigatorio(dados) : !!campo.obrigatorio;
    const erro = (tipo: ErroDoFormulario['tipo'], mensagem: string) => erros.push({ campo: campo.campo, tipo, mensagem });
    if (campo.tipo === 'pdf') {
      if (obrigatorio && vazio(valor) && !contexto.temArquivo) erro('obrigatorio', campo.mensagens?.obrigatorio ?? 'Anexe o arquivo PDF.');
      continue;
    }
    if (campo.tipo === 'pdfs') {
      for (const e of errosDosPdfs(campo, valor, obrigatorio)) erro(e.tipo, e.mensagem);
      continue;
    }
    if (campo.tipo === 'linhas') {
      // Rows marked _destroy leave the record: only the others are checked.
      const linhas = (Array.isArray(valor) ? (valor as DadosDoFormulario[]) : []).filter((linha) => !linha._destroy);
      if (obrigatorio && !linhas.length) erro('obrigatorio', campo.mensagens?.obrigatorio ?? `Informe ${minusculo(campo.rotulo)}.`);
      linhas.forEach((linha, i) => {
        for (const e of errosDoFormulario({ formulario: campo.linhas?.campos ?? [] }, linha, contexto)) erros.push({ campo: campo.campo, tipo: e.tipo, mensagem: `${campo.rotulo}, linha ${i + 1}: ${e.mensagem}` });
      });
      const unico = campo.linhas?.unico;
      const valores = unico ? linhas.map((linha) => linha[unico.campo]).filter((v) => !vazio(v)).map(String) : [];
      if (unico && new Set(valores).size < valores.length) erro('invalido', unico.mensagem);
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
      case 'decimal': {
        const numero = lerDecimal(texto, campo.casas ?? 2);
        if (numero === null || (campo.limites && (Number(numero) < campo.limites.minimo || Number(numero) > campo.limites.maximo))) {
          erro('invalido', campo.mensagens?.formato ?? `${campo.rotulo} deve ser um número${campo.limites ? ` entre ${campo.limites.minimo} e ${campo.limites.maximo}` : ''} com até ${campo.casas ?? 2} casa(s) decimal(is), por exemplo 2,5.`);
        }
        break;
      }
      case 'cnpj':
        if (!documentoDoCampo(campo, texto)) erro('invalido', campo.mensagens?.formato ?? (campo.aceitaCpf ? 'Informe um CNPJ ou CPF válido.' : 'CNPJ inválido.'));
        break;
      case 'relacao':
        if (!/^\d{1,9}$/.test(String(valor))) erro('invalido', campo.mensagens?.invalido ?? `Escolha ${minusculo(campo.rotulo)} na lista.`);
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
  for (const { menor, maior, mensagem } of admin.comparacoes ?? []) {
    const [a, b] = [dados[menor], dados[maior]];
    if (!erros.length && typeof a === 'number' && typeof b === 'number' && a > b) erros.push({ campo: menor, tipo: 'invalido', mensagem });
  }
  if (admin.exigeUm) {
    const pdf = new Set(admin.formulario.filter((c) => c.tipo === 'pdf').map((c) => c.campo));
    const algum = admin.exigeUm.campos.some((campo) => !vazio(dados[campo]) || (pdf.has(campo) && contexto.temArquivo));
    if (!algum) erros.push({ campo: admin.exigeUm.campos[0]!, tipo: 'obrigatorio', mensagem: admin.exigeUm.mensagem });
  }
  const campoData = admin.dataDoPeriodo ?? 'data';
  const data = admin.formulario.find((c) => c.tipo === 'data' && c.campo === campoData);
  const comMes = admin.formulario.some((c) => c.tipo === 'mes');
  const valorData = dados[campoData];
  // A register with a year (and a month) and its date (an edition, a session, a trip): the year and month are the date's.
  if (data && !erros.length && (comMes || admin.dataDoPeriodo) && typeof valorData === 'string') {
    const periodo = comMes ? `${String(dados.ano)}-${String(dados.mes).padStart(2, '0')}` : String(dados.ano);
    if (valorData.slice(0, periodo.length) !== periodo) {
      erros.push({ campo: campoData, tipo: 'invalido', mensagem: `${data.rotulo} deve estar no ano${comMes ? ' e no mês informados' : ' informado'}.` });
    }
  }
  return erros;
}

/** Arquivos de um campo `pdfs` se o formulário não diz outro máximo. */
export const MAXIMO_DE_PDFS = 20;
export const MENSAGEM_ITEM_DE_PDF = 'Arquivo inválido: envie o arquivo novamente.';
/**
 * Quantos arquivos um formulário multipart legado leva (o gateway recusa além: 'Arquivos demais neste envio.'); por
 * isso também quantos PDFs a página "Juntar PDFs" aceita (o `merge-arquivos` dos organogramas junta até cinco).
 */
export const ARQUIVOS_POR_FORMULARIO = 5;
export const mensagemDoMaximoDePdfs = (maximo: number): string => `Anexe no máximo ${maximo} ${maximo === 1 ? 'arquivo PDF' : 'arquivos PDF'}.`;

/**
 * Um arquivo de um campo `pdfs` na mutação: um guardado que fica (`chave`, a do registro) ou um novo (`arquivo`, o
 * enviado); a lista inteira, na ordem em que os arquivos ficam. Sem a lista (nula ou ausente), os guardados não mudam.
 */
export interface ItemDePdfs {
  chave?: string | null;
  arquivo?: unknown;
}

/** A lista de um campo `pdfs`: quantos, cada item um guardado ou um novo, e ao menos um quando obrigatório. */
function errosDosPdfs(campo: CampoDoFormulario, valor: unknown, obrigatorio: boolean): Omit<ErroDoFormulario, 'campo'>[] {
  if (valor === undefined || valor === null) return [];
  const itens = Array.isArray(valor) ? (valor as ItemDePdfs[]) : [];
  const maximo = campo.maximo ?? MAXIMO_DE_PDFS;
  const erros: Omit<ErroDoFormulario, 'campo'>[] = [];
  if (obrigatorio && !itens.length) erros.push({ tipo: 'obrigatorio', mensagem: campo.mensagens?.obrigatorio ?? 'Anexe ao menos um arquivo PDF.' });
  if (itens.length > maximo) erros.push({ tipo: 'invalido', mensagem: mensagemDoMaximoDePdfs(maximo) });
  if (itens.some((item) => !item || typeof item !== 'object' || vazio(item.chave) === vazio(item.arquivo))) erros.push({ tipo: 'invalido', mensagem: MENSAGEM_ITEM_DE_PDF });
  return erros;
}

/** O input GraphQL de um arquivo de um campo `pdfs` (`EditalArquivosItem`): a política de PDF do gateway vale para o seu `arquivo`. */
export function tipoDoItemDePdfs(tipo: string, campo: string): string {
  return `${tipo}${campo.charAt(0).toUpperCase()}${campo.slice(1)}Item`;
}

/** Os dígitos de um CNPJ (ou, se o campo aceita, de um CPF) com dígitos verificadores certos; null para outra coisa. */
export function documentoDoCampo(campo: Pick<CampoDoFormulario, 'aceitaCpf'>, texto: string): string | null {
  const cnpj = normalizarCnpj(texto);
  if (cnpj || !campo.aceitaCpf) return cnpj;
  return /^[\d.\s-]+$/.test(texto.trim()) && cpfValido(texto) ? texto.replace(/\D/g, '') : null;
}

/** "2,5" ou "2.5" com até `casas` decimais → "2.5" (sem ponto flutuante no texto guardado); null para outra coisa. */
export function lerDecimal(texto: string, casas: number): string | null {
  const m = new RegExp(`^(\\d{1,9})(?:[.,](\\d{1,${casas}}))?$`).exec(texto.trim());
  if (!m) return null;
  return m[2] ? `${m[1]}.${m[2]}` : m[1]!;
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
  const linhas = new Map(admin.formulario.filter((c) => c.tipo === 'linhas').map((c) => [c.campo, `${c.campo} { id ${(c.linhas?.campos ?? []).map((l) => l.campo).join(' ')} }`]));
  for (const c of admin.formulario) if (c.tipo !== 'pdf' && c.tipo !== 'pdfs') campos.add(c.campo);
  const cartao = admin.cartao ? [admin.cartao.titulo, ...admin.cartao.linhas, ...(admin.cartao.texto ? [admin.cartao.texto] : [])] : [];
  for (const c of [...admin.lista, ...admin.exibicao, ...cartao]) {
    campos.add(c.campo);
    if (c.mostrar) campos.add(c.mostrar);
  }
  for (const c of admin.formulario) if (c.tipo === 'pdf' || c.tipo === 'pdfs') campos.add(c.campo);
  const pdfs = new Map(admin.formulario.filter((c) => c.tipo === 'pdf' || c.tipo === 'pdfs').map((c) => [c.campo, c.tipo === 'pdfs' ? 'chave nome tamanho url' : 'nome tamanho url']));
  // A value shown from another entity (`deputado.nome`) is asked for as its object.
  return [...campos].map((campo) => (pdfs.has(campo) ? `${campo} { ${pdfs.get(campo)!} }` : (linhas.get(campo) ?? (campo.includes('.') ? campo.replace(/\.(.+)$/, ' { $1 }') : campo))));
}

/** The entry's GraphQL type (`Orcamento`): its `<Tipo>Input`, `<Tipo>Filtro` and `criar<Tipo>` follow from it. */
export function tipoGraphql(admin: Pick<AdminDoCatalogo, 'graphql'>): string {
  return admin.graphql.singular.charAt(0).toUpperCase() + admin.graphql.singular.slice(1);
}

/** As consultas de leitura do admin: as abertas (`orcamentos`, `orcamento`) ou, com `leituraProtegida`, as `*Admin`. */
export function consultasDeLeitura(admin: Pick<AdminDoCatalogo, 'graphql' | 'leituraProtegida'>): { lista: string; item: string } {
  const { singular, plural } = admin.graphql;
  return admin.leituraProtegida ? { lista: `${plural}Admin`, item: `${singular}Admin` } : { lista: plural, item: singular };
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
  const { item: singular, lista: plural } = consultasDeLeitura(admin);
  const campos = camposDoRegistro(admin).join(' ');
  return [
    `query ${nomes.lista}($filtro: ${tipo}Filtro, $pagina: Int!, $porPagina: Int!) {\n  ${plural}(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {\n    itens { ${campos} }\n    total\n    totalPaginas\n  }\n}`,
    `query ${nomes.item}($id: ID!) {\n  ${singular}(id: $id) { ${campos} }\n}`,
    `mutation ${nomes.criar}($dados: ${tipo}Input!) {\n  criar${tipo}(dados: $dados) { ${campos} }\n}`,
    `mutation ${nomes.atualizar}($id: ID!, $dados: ${tipo}Input!) {\n  atualizar${tipo}(id: $id, dados: $dados) { ${campos} }\n}`,
    `mutation ${nomes.excluir}($id: ID!) {\n  excluir${tipo}(id: $id)\n}`,
  ].join('\n\n');
}
