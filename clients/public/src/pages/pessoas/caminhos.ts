/** Endereços das páginas de deputados, legislaturas, comissões e frentes. */
const seg = (valor: string) => encodeURIComponent(valor);

export const caminhoDoPerfil = (id: string) => `/deputados/perfil/${seg(id)}`;
export const caminhoDaBiografia = (id: string) => `/deputados/perfil-biografico/${seg(id)}`;
export const caminhoDaAtividade = (id: string) => `/deputados/${seg(id)}/atividade-parlamentar`;
/** `legislaturas[/{page}][/{id}]`: a página da lista vem antes do id (endereço do portal antigo). */
export const caminhoDaLegislatura = (id: string, pagina = 1) => `/legislaturas/${pagina}/${seg(id)}`;
export const caminhoDaListaDeLegislaturas = (pagina = 1) => (pagina > 1 ? `/legislaturas/${pagina}` : '/legislaturas');

/** Página pública de um processo legislativo (área de participação). */
export const caminhoDoProcesso = (id: string) => `/participacao/processos/${seg(id)}`;
/** Busca avançada da participação pelo nome do autor (a busca da página filtra autores por nome). */
export const caminhoDaBuscaPorAutor = (nome: string) => `/participacao/processos?${new URLSearchParams({ avancada: '1', autor: nome }).toString()}`;
/** Tela de verbas indenizatórias da transparência: o resumo do ano, ou o mês de um deputado. */
export function caminhoDasVerbas(ano: number, mesDoDeputado?: { deputadoId: string; mes: number }): string {
  const busca = new URLSearchParams(mesDoDeputado ? { deputadoId: mesDoDeputado.deputadoId, ano: String(ano), mes: String(mesDoDeputado.mes) } : { ano: String(ano) });
  return `/transparencia/verbas-indenizatorias?${busca.toString()}`;
}

/** Páginas de uma comissão: `/{aba}/{id}/{url_sufix}` (o sufixo vem da API; o id decide). */
export type AbaDaComissao = 'comissoes' | 'comissao_trabalhos' | 'comissao_arquivos' | 'comissao_links';
export function caminhoDaComissao(comissao: { id: string; urlSufixo: string }, aba: AbaDaComissao = 'comissoes'): string {
  return `/${aba}/${seg(comissao.id)}${comissao.urlSufixo ? `/${seg(comissao.urlSufixo)}` : ''}`;
}

/** Rótulo da liderança (0 nenhuma, 1 líder de partido, 2 líder do governo). */
export function rotuloDaLideranca(lider: number): string | null {
  if (lider === 2) return 'Líder do Governo';
  if (lider === 1) return 'Líder de partido';
  return null;
}

export interface LinhaDaLegislatura {
  dataInicio?: string | null;
  deputado: { id: string; nome: string; fotoUrl?: string | null };
  partido?: { sigla: string; nome: string } | null;
}

/**
 * Os deputados de uma legislatura, um por pessoa: quem mudou de partido tem uma linha
 * por partido (por data de início); o cartão mostra a sequência, "PSD → MDB".
 */
export function deputadosDaLegislatura(linhas: readonly LinhaDaLegislatura[]) {
  const porDeputado = new Map<string, LinhaDaLegislatura[]>();
  for (const linha of linhas) porDeputado.set(linha.deputado.id, [...(porDeputado.get(linha.deputado.id) ?? []), linha]);
  return [...porDeputado.values()].map((grupo) => {
    const ordenadas = [...grupo].sort((a, b) => (a.dataInicio ?? '').localeCompare(b.dataInicio ?? ''));
    const partidos = ordenadas.flatMap((l) => (l.partido ? [l.partido] : []));
    const primeira = ordenadas[0]!;
    return {
      id: primeira.deputado.id,
      nome: primeira.deputado.nome,
      fotoUrl: primeira.deputado.fotoUrl ?? null,
      partido: partidos.length
        ? { sigla: partidos.map((p) => p.sigla).join(' → '), nome: partidos.map((p) => p.nome).join(' → ') }
        : null,
    };
  });
}
