import { BASE_DA_TRANSPARENCIA } from './registro';

/** `/transparencia/contratos?ano=2025&termo=obra&pagina=2`: filtros não vazios e a página (a primeira fica implícita). */
export function linkComFiltros(base: string, valores: Readonly<Record<string, string>>, pagina = 1): string {
  const busca = new URLSearchParams(Object.entries(valores).filter(([, v]) => v !== ''));
  if (pagina > 1) busca.set('pagina', String(pagina));
  const texto = busca.toString();
  return texto ? `${base}?${texto}` : base;
}

export const CAMINHOS = {
  inicio: BASE_DA_TRANSPARENCIA,
  busca: `${BASE_DA_TRANSPARENCIA}/busca`,
  dadosAbertos: `${BASE_DA_TRANSPARENCIA}/dados-abertos`,
  graficos: `${BASE_DA_TRANSPARENCIA}/graficos`,
} as const;
