/**
 * Datas em pt-BR no fuso de Brasília.
 *
 * Os textos são montados a partir de `formatToParts` em vez de usar o texto pronto
 * do Intl: servidor (Node) e navegador podem ter versões diferentes do ICU/CLDR
 * ("22/11/2026, 15:45" num, "22/11/2026 15:45" noutro), e qualquer diferença
 * quebra a hidratação do React. Os números e nomes de mês são estáveis.
 */
export const LOCALE = 'pt-BR';
export const TIME_ZONE = 'America/Sao_Paulo';

type Entrada = string | number | Date | null | undefined;

/** O formatador nasce no primeiro uso, não ao carregar o módulo (ver `formatado`). */
function aoUsar<T>(criar: () => T): () => T {
  let valor: T | undefined;
  return () => (valor ??= criar());
}

const numerico = aoUsar(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const mesPorExtenso = aoUsar(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'long' }));
const inteiro = aoUsar(() => new Intl.NumberFormat(LOCALE));
const reais = aoUsar(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' }));
const percentual = aoUsar(() => new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 }));

/*
 * O primeiro formatador do Intl de uma aba carrega os dados do ICU: no perfil da hidratação da página inicial no
 * Chromium, 50–400 ms de thread principal (mais que o react-dom inteiro), pagos só para repetir textos que o servidor
 * já pôs no HTML. Então o servidor anota cada texto que formata ao renderizar uma página (`registrarFormatos`), a
 * página os leva ao navegador, e o navegador os usa na hidratação (`semearFormatos`) sem criar formatador nenhum; os
 * formatadores nascem no primeiro texto que a página não trouxe (em geral, numa navegação depois).
 */
const semeados = new Map<string, string>();
let registro: Map<string, string> | null = null;

function formatado(tipo: string, entrada: string, calcular: () => string): string {
  const chave = `${tipo}:${entrada}`;
  const texto = semeados.get(chave) ?? calcular();
  registro?.set(chave, texto);
  return texto;
}

/** No servidor: roda uma renderização síncrona e devolve, com o resultado, os textos formatados nela. */
export function registrarFormatos<T>(renderizar: () => T): { resultado: T; formatos: Record<string, string> } {
  const anterior = registro;
  const desta = new Map<string, string>();
  registro = desta;
  try {
    return { resultado: renderizar(), formatos: Object.fromEntries(desta) };
  } finally {
    registro = anterior;
  }
}

/** No navegador, antes de hidratar: os textos que o servidor formatou para esta página. */
export function semearFormatos(formatos: Readonly<Record<string, string>> | null | undefined): void {
  for (const [chave, texto] of Object.entries(formatos ?? {})) semeados.set(chave, texto);
}

function paraData(valor: Entrada): Date | null {
  if (valor === null || valor === undefined || valor === '') return null;
  const data = valor instanceof Date ? valor : new Date(valor);
  return Number.isNaN(data.getTime()) ? null : data;
}

function partes(data: Date) {
  const p: Record<string, string> = {};
  for (const { type, value } of numerico().formatToParts(data)) p[type] = value;
  return {
    dia: p.day ?? '',
    mes: p.month ?? '',
    ano: p.year ?? '',
    hora: p.hour ?? '',
    minuto: p.minute ?? '',
  };
}

/** "22/11/2026"; texto vazio para data ausente ou inválida. */
export function formatData(valor: Entrada): string {
  const data = paraData(valor);
  if (!data) return '';
  return formatado('data', data.toISOString(), () => {
    const { dia, mes, ano } = partes(data);
    return `${dia}/${mes}/${ano}`;
  });
}

/** "22/11/2026 às 15:45" (horário de Brasília); texto vazio para data ausente ou inválida. */
export function formatDataHora(valor: Entrada): string {
  const data = paraData(valor);
  if (!data) return '';
  return formatado('dataHora', data.toISOString(), () => {
    const { dia, mes, ano, hora, minuto } = partes(data);
    return `${dia}/${mes}/${ano} às ${hora}:${minuto}`;
  });
}

/** "22 de novembro de 2026"; texto vazio para data ausente ou inválida. */
export function formatDataExtenso(valor: Entrada): string {
  const data = paraData(valor);
  if (!data) return '';
  return formatado('dataExtenso', data.toISOString(), () => {
    const { dia, ano } = partes(data);
    return `${Number(dia)} de ${mesPorExtenso().format(data)} de ${ano}`;
  });
}

/** "1.234.567"; números com casas decimais saem com a vírgula do pt-BR. */
export function formatNumero(valor: number): string {
  return formatado('numero', String(valor), () => inteiro().format(valor));
}

/** "12,5%" para 0,125 (uma casa decimal). */
export function formatPorcentagem(fracao: number): string {
  return formatado('porcentagem', String(fracao), () => percentual().format(fracao));
}

/** "R$ 1.234,50". */
export function formatMoeda(valor: number): string {
  return formatado('moeda', String(valor), () => reais().format(valor));
}
