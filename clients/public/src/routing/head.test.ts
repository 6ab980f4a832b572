import { describe, expect, it } from 'vitest';
import { headDoErro, headHtml, tituloCompleto } from './head';

describe('head por rota', () => {
  it('título com o sufixo da Assembleia', () => {
    expect(tituloCompleto({ titulo: 'Notícias' })).toBe('Notícias | Assembleia Legislativa');
    expect(tituloCompleto(headDoErro(404))).toBe('Página não encontrada | Assembleia Legislativa');
  });

  it('gera title, description, Open Graph e canonical com texto escapado', () => {
    const html = headHtml(
      { titulo: 'Deputado "Zé" <Silva>', descricao: 'Perfil & atuação', tipo: 'profile' },
      'https://portal.exemplo/deputados/perfil/1',
    );
    expect(html).toContain('<title>Deputado &#34;Zé&#34; &#60;Silva&#62; | Assembleia Legislativa</title>');
    expect(html).toContain('<meta name="description" content="Perfil &#38; atuação" />');
    expect(html).toContain('<meta property="og:title" content="Deputado &#34;Zé&#34; &#60;Silva&#62; | Assembleia Legislativa" />');
    expect(html).toContain('<meta property="og:description" content="Perfil &#38; atuação" />');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain('<meta property="og:url" content="https://portal.exemplo/deputados/perfil/1" />');
    expect(html).toContain('<link rel="canonical" href="https://portal.exemplo/deputados/perfil/1" />');
  });

  it('sem descrição própria, usa a do portal', () => {
    expect(headHtml({ titulo: 'X' }, 'http://a/')).toMatch(/<meta name="description" content="Portal da Assembleia/);
  });
});
