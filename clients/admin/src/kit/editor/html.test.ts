import { describe, expect, it } from 'vitest';
import { desserializar, serializar } from './html';
import type { Bloco } from './tipos';

const ida = (html: string) => serializar(desserializar(html));

describe('editor: HTML ⇄ documento', () => {
  it.each([
    '<p>Texto simples</p>',
    '<p>Um <strong>negrito</strong>, um <em>itálico</em> e um <u>sublinhado</u>.</p>',
    '<p><strong><em><u>tudo junto</u></em></strong></p>',
    '<p>linha 1<br>linha 2</p>',
    '<h2>Título</h2><h3>Sub</h3><h4>Menor</h4>',
    '<ul><li>um</li><li>dois</li></ul><ol><li>primeiro</li></ol>',
    '<blockquote>Citação de alguém</blockquote>',
    '<p>Veja <a href="https://al.go.leg.br/" target="_blank" rel="noopener noreferrer">o portal</a> agora</p>',
    '<p><a href="/noticias">mesma aba</a></p>',
    '<img src="/arquivos/a.jpg" alt="Plenário" class="img-30-esquerda"><p>depois</p>',
    '<p>5 &lt; 6 &amp; &quot;aspas&quot;</p>',
    '<p>a</p><p></p><p>b</p>',
  ])('ida e volta sem perdas: %s', (html) => {
    expect(ida(html)).toBe(html);
  });

  it('todas as classes de imagem sobrevivem', () => {
    for (const classe of ['img-30-esquerda', 'img-30-direita', 'img-50-esquerda', 'img-50-direita', 'img-70-esquerda', 'img-70-direita', 'img-bloco']) {
      const html = `<img src="x.png" alt="" class="${classe}">`;
      expect(ida(html)).toBe(html);
    }
  });

  it('documento → HTML → documento devolve o mesmo documento', () => {
    const doc: Bloco[] = [
      { type: 'titulo', nivel: 2, children: [{ text: 'Sessão' }] },
      {
        type: 'paragrafo',
        children: [
          { text: 'Leia ' },
          { type: 'link', url: 'https://exemplo.gov.br', novaAba: true, children: [{ text: 'aqui', negrito: true }] },
          { text: ' e ' },
          { type: 'link', url: '/x', novaAba: false, children: [{ text: 'ali' }] },
          { text: '' },
        ],
      },
      { type: 'imagem', url: '/a.jpg', alt: 'Foto', classe: 'img-50-direita', children: [{ text: '' }] },
      { type: 'lista', ordenada: true, children: [{ type: 'item', children: [{ text: 'a', italico: true }] }] },
      { type: 'citacao', children: [{ text: 'linha\noutra' }] },
    ];
    expect(desserializar(serializar(doc))).toEqual(doc);
  });

  it('lê HTML antigo: b/i, div, imagem dentro de parágrafo, tags desconhecidas, classe inválida e script', () => {
    expect(ida('<div><b>A</b> <i>b</i></div>')).toBe('<p><strong>A</strong> <em>b</em></p>');
    expect(ida('<p>antes<img src="a.png" alt="x" class="img-70-direita">depois</p>')).toBe(
      '<p>antes</p><img src="a.png" alt="x" class="img-70-direita"><p>depois</p>',
    );
    expect(ida('<p><span style="color:red">cor</span> <font>velha</font></p>')).toBe('<p>cor velha</p>');
    expect(ida('<img src="a.png">')).toBe('<img src="a.png" alt="" class="img-bloco">');
    expect(ida('<p>ok</p><script>alert(1)</script>')).toBe('<p>ok</p>');
    expect(ida('<h1>Grande</h1><h6>pequeno</h6>')).toBe('<h2>Grande</h2><h4>pequeno</h4>');
    expect(ida('<blockquote><p>um</p><p>dois</p></blockquote>')).toBe('<blockquote>um<br>dois</blockquote>');
    expect(ida('solto <strong>texto</strong>')).toBe('<p>solto <strong>texto</strong></p>');
    expect(ida('<p>&nbsp;a&#233;&#x41;</p>')).toBe('<p>\u00a0aéA</p>');
  });

  it('links: nova aba quando o HTML diz; javascript: nunca passa', () => {
    const [p] = desserializar('<p><a href="https://a.b" target="_blank">x</a></p>');
    expect(p).toMatchObject({ children: [{ text: '' }, { type: 'link', novaAba: true }, { text: '' }] });
    expect(ida('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<p><a href="#">x</a></p>');
  });

  it('vazio: documento com um parágrafo vazio, que grava ""', () => {
    expect(desserializar('')).toEqual([{ type: 'paragrafo', children: [{ text: '' }] }]);
    expect(serializar(desserializar(null))).toBe('');
  });
});
