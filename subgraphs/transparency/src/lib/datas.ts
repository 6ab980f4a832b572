/** Dates without time travel as ISO strings "2025-03-01", as MikroORM maps `date` columns. */

const DATA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-02-29" is well-formed but not a date: check the calendar, not only the shape. */
export function dataIsoValida(texto: string): boolean {
  const partes = DATA_ISO.exec(texto);
  if (!partes) return false;
  const [ano, mes, dia] = [Number(partes[1]), Number(partes[2]), Number(partes[3])];
  const data = new Date(Date.UTC(ano, mes - 1, dia));
  return data.getUTCFullYear() === ano && data.getUTCMonth() === mes - 1 && data.getUTCDate() === dia;
}

// The Assembly is in Goiás (UTC−3, same clock as São Paulo): "today" must not turn at 21h local time.
const CALENDARIO_LOCAL = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in the Assembly's time zone, as "AAAA-MM-DD". */
export function hoje(agora: Date = new Date()): string {
  return CALENDARIO_LOCAL.format(agora);
}
