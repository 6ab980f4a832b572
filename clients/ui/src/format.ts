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

const numerico = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const mesPorExtenso = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'long' });

function paraData(valor: Entrada): Date | null {
  if (valor === null || valor === undefined || valor === '') return null;
  const data = valor instanceof Date ? valor : new Date(valor);
  return Number.isNaN(data.getTime()) ? null : data;
}

function partes(data: Date) {
  const p: Record<string, string> = {};
  for (const { type, value } of numerico.formatToParts(data)) p[type] = value;
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
  const { dia, mes, ano } = partes(data);
  return `${dia}/${mes}/${ano}`;
}

/** "22/11/2026 às 15:45" (horário de Brasília); texto vazio para data ausente ou inválida. */
export function formatDataHora(valor: Entrada): string {
  const data = paraData(valor);
  if (!data) return '';
  const { dia, mes, ano, hora, minuto } = partes(data);
  return `${dia}/${mes}/${ano} às ${hora}:${minuto}`;
}

/** "22 de novembro de 2026"; texto vazio para data ausente ou inválida. */
export function formatDataExtenso(valor: Entrada): string {
  const data = paraData(valor);
  if (!data) return '';
  const { dia, ano } = partes(data);
  return `${Number(dia)} de ${mesPorExtenso.format(data)} de ${ano}`;
}
