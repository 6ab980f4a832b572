import { describe, expect, it } from 'vitest';
import { comFormato, separarFormato } from './format';

describe('sufixo de formato', () => {
  it('sem sufixo, a rota é a página HTML', () => {
    expect(separarFormato('/noticias')).toEqual({ pathname: '/noticias', formato: 'html' });
    expect(separarFormato('/')).toEqual({ pathname: '/', formato: 'html' });
    expect(separarFormato('/noticias/12/sessao-solene')).toEqual({
      pathname: '/noticias/12/sessao-solene',
      formato: 'html',
    });
  });

  it('.json pede os dados da mesma rota', () => {
    expect(separarFormato('/noticias.json')).toEqual({ pathname: '/noticias', formato: 'json' });
    expect(separarFormato('/noticias/12/sessao-solene.json')).toEqual({
      pathname: '/noticias/12/sessao-solene',
      formato: 'json',
    });
    expect(separarFormato('/deputados/perfil/7.JSON')).toEqual({ pathname: '/deputados/perfil/7', formato: 'json' });
  });

  it('.html é a própria página', () => {
    expect(separarFormato('/noticias.html')).toEqual({ pathname: '/noticias', formato: 'html' });
  });

  it('a página inicial aceita /index.json e /.json', () => {
    expect(separarFormato('/index.json')).toEqual({ pathname: '/', formato: 'json' });
    expect(separarFormato('/.json')).toEqual({ pathname: '/', formato: 'json' });
    expect(separarFormato('/index.html')).toEqual({ pathname: '/', formato: 'html' });
  });

  it('ignora extensões que não são formatos e pontos no meio do caminho', () => {
    expect(separarFormato('/arquivo.pdf')).toEqual({ pathname: '/arquivo.pdf', formato: 'html' });
    expect(separarFormato('/noticias/v1.json/x')).toEqual({ pathname: '/noticias/v1.json/x', formato: 'html' });
    expect(separarFormato('/noticias/.json')).toEqual({ pathname: '/noticias', formato: 'json' });
  });

  it('comFormato é o inverso de separarFormato', () => {
    for (const caminho of ['/', '/noticias', '/noticias/12/sessao-solene']) {
      expect(separarFormato(comFormato(caminho, 'json'))).toEqual({ pathname: caminho, formato: 'json' });
      expect(comFormato(caminho, 'html')).toBe(caminho);
    }
  });
});
