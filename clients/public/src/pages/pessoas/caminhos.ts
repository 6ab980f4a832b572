/** Endereços das páginas de deputados, legislaturas, comissões e frentes. */
const seg = (valor: string) => encodeURIComponent(valor);

export const caminhoDoPerfil = (id: string) => `/deputados/perfil/${seg(id)}`;
export const caminhoDaBiografia = (id: string) => `/deputados/perfil-biografico/${seg(id)}`;
export const caminhoDaAtividade = (id: string) => `/deputados/${seg(id)}/atividade-parlamentar`;
/** `legislaturas[/{page}][/{id}]`: a página da lista vem antes do id (endereço do portal antigo). */
export const caminhoDaLegislatura = (id: string, pagina = 1) => `/legislaturas/${pagina}/${seg(id)}`;
export const caminhoDaListaDeLegislaturas = (pagina = 1) => (pagina > 1 ? `/legislaturas/${pagina}` : '/legislaturas');

/**
 * `/comissoes/{id}[/{url_sufix}]` e as abas da comissão; o sufixo é o nome em
 * minúsculas, sem acentos, com hífens (só enfeite: o id decide).
 */
export function sufixoDoNome(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export type AbaDaComissao = 'comissoes' | 'comissao_trabalhos' | 'comissao_arquivos' | 'comissao_links';
export function caminhoDaComissao(comissao: { id: string; nome: string }, aba: AbaDaComissao = 'comissoes'): string {
  const sufixo = sufixoDoNome(comissao.nome);
  return `/${aba}/${seg(comissao.id)}${sufixo ? `/${sufixo}` : ''}`;
}

/** Rótulo da liderança (0 nenhuma, 1 líder de partido, 2 líder do governo). */
export function rotuloDaLideranca(lider: number): string | null {
  if (lider === 2) return 'Líder do Governo';
  if (lider === 1) return 'Líder de partido';
  return null;
}
