import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './routes';
import { htmlDoMenu, htmlDoRodape } from './shell/barra';
import { secaoAtual, trilhaDe } from './site';

/** Pages reached from somewhere else than the menu and the site map: per-user areas, legacy addresses, file downloads. */
const FORA_DA_NAVEGACAO = [/^\/cidadao\//, /^\/politica-privacidade\/aceitar$/, /^\/participacao\/(minhas|meus)-/, /\/download_imagem$/, /^\/galerias\/autocomplete$/, /^\/noticias\/ver\//, /^\/legislaturas\/:pagina/, /^\/transparencia\/busca$/, /^\/transparencia\/remuneracoes\/consulta$/,
  // The sections of the thematic advisory: reached from its own section menu on /assessoramento, which the footer links.
  /^\/assessoramento\/(artigos|estudos|relatorios|livros|paineis|contato)$/,
  // The legacy addresses of the document check: the same page as /cad, which the menu links.
  /^\/(validar_cad|vcc|vcc\/folha\/contracheque\/validar|folha\/contracheque\/validar)$/];

function links(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
}

describe('navegação do site', () => {
  it('every page without parameters is linked from the menu or the footer site map', () => {
    const navegacao = new Set([...links(htmlDoMenu('/')), ...links(htmlDoRodape())]);
    const soltas = PAGE_ROUTES.map((r) => r.path)
      .filter((p) => !p.includes(':') && !FORA_DA_NAVEGACAO.some((re) => re.test(p)))
      .filter((p) => !navegacao.has(p));
    expect(soltas).toEqual([]);
    for (const secao of ['/comissoes', '/discursos', '/materias-especiais', '/noticias-dos-gabinetes', '/frentes_parlamentares_ativas']) {
      expect(navegacao.has(secao)).toBe(true);
    }
  });

  it('the menu is a <details> that works without JavaScript and marks the current section', () => {
    const html = htmlDoMenu('/comissao_trabalhos/1');
    expect(html).toMatch(/^<div class="menu-e-busca"><details class="menu-principal" id="menu-principal"><summary>.*Menu<\/summary><nav id="menu" tabindex="-1" aria-label="Navegação principal">/);
    expect(html).toContain('<a href="/comissoes" aria-current="page">Comissões</a>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toContain('<input id="busca" name="termo"');
    expect(secaoAtual('/')).toBe('/');
    expect(secaoAtual('/acessibilidade')).toBeNull();
    expect(secaoAtual('/legislaturas/1/2')).toBe('/deputados');
  });

  it('the footer has contacts, opening hours, LAI, ombudsman, accessibility, privacy, FAQ, search and the site map', () => {
    const html = htmlDoRodape();
    expect(html).toContain('<footer id="rodape" tabindex="-1"');
    for (const texto of ['Telefone:', 'E-mail:', 'Atendimento ao público:', 'Acesso à informação (LAI)', 'Ouvidoria', 'Mapa do site', 'Redes sociais']) {
      expect(html).toContain(texto);
    }
    for (const pagina of ['/acessibilidade', '/politica-privacidade', '/perguntas-frequentes', '/alego_search/buscar', '/mapa-do-site']) {
      expect(html).toContain(`href="${pagina}"`);
    }
  });
});

describe('trilha de navegação', () => {
  const rotulos = (caminho: string, titulo: string) => trilhaDe(caminho, titulo).map((i) => (i.href ? `${i.rotulo} (${i.href})` : i.rotulo));

  it('Início › section › section page › the page, the page itself without a link', () => {
    expect(trilhaDe('/', 'Início')).toEqual([]);
    expect(rotulos('/noticias/12/ldo-2026', 'LDO aprovada')).toEqual(['Início (/)', 'Notícias (/noticias)', 'LDO aprovada']);
    expect(rotulos('/materias-especiais/3/x', 'Especial')).toEqual(['Início (/)', 'Notícias (/noticias)', 'Matérias especiais (/materias-especiais)', 'Especial']);
    expect(rotulos('/noticias', 'Notícias')).toEqual(['Início (/)', 'Notícias']);
    expect(rotulos('/comissao_links/1', 'Links – CCJR')).toEqual(['Início (/)', 'Comissões (/comissoes)', 'Links – CCJR']);
    expect(rotulos('/transparencia/contratos/dicionario', 'Dicionário de dados: Contratos')).toEqual([
      'Início (/)',
      'Transparência (/transparencia)',
      'Contratos (/transparencia/contratos)',
      'Dicionário de dados: Contratos',
    ]);
    expect(rotulos('/transparencia/contratos', 'Contratos – Transparência')).toEqual(['Início (/)', 'Transparência (/transparencia)', 'Contratos']);
    expect(rotulos('/acessibilidade', 'Acessibilidade')).toEqual(['Início (/)', 'Acessibilidade']);
    expect(rotulos('/agenda-do-mes', 'Agenda do mês')).toEqual(['Início (/)', 'Agenda (/agenda)', 'Agenda do mês']);
  });
});
