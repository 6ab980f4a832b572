/** Dias do calendário (AAAA-MM-DD) como a Assembleia os conta: no horário de Brasília, sem fuso nas contas. */

// Built once: a formatter costs far more to build than to use, and lists ask for today once per row (a contract's
// and each inspector's `vigente`), which made building it the largest cost of the contracts page. Built on first use,
// not on import: the public site's first load imports this module (the home's loader asks for today on the server
// only) and building it there cost a long task in the browser (time zone data) before hydration.
let diaEmBrasilia: Intl.DateTimeFormat | undefined;
const formatadorDoDia = () =>
  (diaEmBrasilia ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }));

/** Today's answer, kept for the minute it was computed in: Brasília's day turns at a whole minute of UTC. */
let hoje = { minuto: NaN, dia: '' };

/** O dia (AAAA-MM-DD) de um instante no horário de Brasília, onde a Assembleia está; sem argumento, hoje. */
export function hojeEmBrasilia(agora?: Date): string {
  if (agora) return formatadorDoDia().format(agora);
  // Read for every row of a list (a contract's `vigente`): formatting with Intl each time was a hot spot.
  const minuto = Math.floor(Date.now() / 60_000);
  if (hoje.minuto !== minuto) hoje = { minuto, dia: formatadorDoDia().format(new Date(minuto * 60_000)) };
  return hoje.dia;
}

/** AAAA-MM-DD mais `dias` dias corridos (negativo volta), no calendário. */
export function somarDias(data: string, dias: number): string {
  const [ano, mes, dia] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(ano, mes - 1, dia + dias)).toISOString().slice(0, 10);
}

/** Dias corridos de `de` até `ate` (AAAA-MM-DD); negativo quando `ate` vem antes. */
export function diasEntre(de: string, ate: string): number {
  const emDias = (d: string) => {
    const [ano, mes, dia] = d.split('-').map(Number) as [number, number, number];
    return Date.UTC(ano, mes - 1, dia) / 86_400_000;
  };
  return Math.round(emDias(ate) - emDias(de));
}
