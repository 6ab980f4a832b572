/**
 * Datas sem hora da API (`AAAA-MM-DD`) em pt-BR. Não passam por `Date`: meia-noite
 * UTC já é o dia anterior em Brasília, e a data mudaria de dia.
 */
export function formatarDataSimples(valor: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(valor ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
