import { describe, expect, it } from 'vitest';
import { headDaLista, headDoArtigo, resumir, textoDoHtml } from './head';
import type { NoticiaCompleta } from './loaders';
import { urlDeDownload } from './loaders';
import { paginasVisiveis } from '../../componentes/Paginacao';
import { linkDaPagina } from './params';
import { caminhoDaNoticia } from './secoes';

describe('parâmetros da lista', () => {
  it('links de página mantêm a busca e omitem a primeira página', () => {
    expect(linkDaPagina('/noticias', 1, '')).toBe('/noticias');
    expect(linkDaPagina('/noticias', 2, '')).toBe('/noticias?pagina=2');
    expect(linkDaPagina('/discursos', 3, 'saúde & educação')).toBe('/discursos?pagina=3&termo=sa%C3%BAde+%26+educa%C3%A7%C3%A3o');
  });

  it('paginação com saltos', () => {
    expect(paginasVisiveis(1, 3)).toEqual([1, 2, 3]);
    expect(paginasVisiveis(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(paginasVisiveis(1, 1)).toEqual([1]);
  });

  it('endereços', () => {
    expect(caminhoDaNoticia({ id: '12', urlSufixo: 'sessao-solene' })).toBe('/noticias/12/sessao-solene');
    expect(caminhoDaNoticia({ id: '12', urlSufixo: 'a b' }, '/discursos')).toBe('/discursos/12/a%20b');
    expect(urlDeDownload('/arquivos/x.jpg?v=abc')).toBe('/arquivos/x.jpg?v=abc&download=1');
    expect(urlDeDownload('/arquivos/x.jpg')).toBe('/arquivos/x.jpg?download=1');
  });
});

describe('<head> das notícias', () => {
  const base: NoticiaCompleta = {
    id: '1',
    titulo: 'Título',
    resumo: null,
    conteudo: '<p>Primeiro &amp; <strong>segundo</strong>&nbsp;parágrafo.</p><script>x()</script>',
    fonte: null,
    categoria: 'assembleia',
    publicada: true,
    publicadaEm: null,
    urlSufixo: 'titulo',
    destaqueDescricao: null,
    imagemAlt: null,
    imagemLegenda: null,
    imagem: null,
    deputado: null,
    galeria: null,
  };

  it('sem resumo, a descrição vem do texto do corpo', () => {
    expect(textoDoHtml(base.conteudo)).toBe('Primeiro & segundo parágrafo.');
    expect(resumir('palavra '.repeat(40), 30)).toMatch(/^palavra( palavra)*…$/);
    const head = headDoArtigo({ secao: 'noticias', canonico: '/noticias/1/titulo', noticia: base });
    expect(head).toEqual({
      titulo: 'Título',
      descricao: 'Primeiro & segundo parágrafo.',
      tipo: 'article',
      canonico: '/noticias/1/titulo',
    });
  });

  it('com imagem, og:image é a imagem da notícia', () => {
    const head = headDoArtigo({
      secao: 'especiais',
      canonico: '/materias-especiais/1/titulo',
      noticia: { ...base, resumo: 'R', imagem: { url: '/arquivos/a.jpg?v=1', largura: null, altura: null } },
    });
    expect(head.imagem).toBe('/arquivos/a.jpg?v=1');
    expect(head.descricao).toBe('R');
  });

  it('lista: título com busca e página; canônico com os parâmetros', () => {
    const head = headDaLista({ secao: 'discursos', termo: 'saúde', pagina: 2, total: 0, totalPaginas: 0, itens: [] });
    expect(head.titulo).toBe('Discursos – busca por “saúde” – página 2');
    expect(head.canonico).toBe('/discursos?pagina=2&termo=sa%C3%BAde');
  });
});
