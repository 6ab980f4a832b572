import { beforeAll, describe, expect, it } from 'vitest';
import { ValidacaoError } from './errors.js';
import { assinarReferencia, configurarSegredoDeArquivos, guardarArquivo, LARGURA_MINIATURA_MAXIMA, miniaturaDe } from './files.js';

describe('file references kept by the subgraphs', () => {
  beforeAll(() => configurarSegredoDeArquivos('segredo-interno', ['chave-de-url']));

  it('keeps everything but the signature', () => {
    const ref = assinarReferencia({ chave: 'img/ab/x.png', nome: 'x.png', tipo: 'image/png', tamanho: 10, largura: 4, altura: 3 }, 'segredo');
    expect(ref.assinatura).toBeTruthy();
    expect(guardarArquivo(ref)).toEqual({ chave: 'img/ab/x.png', nome: 'x.png', tipo: 'image/png', tamanho: 10, largura: 4, altura: 3 });
  });

  it('a thumbnail width out of 1…2000 is a Portuguese validation error, with or without a file', () => {
    for (const largura of [0, -1, 1.5, LARGURA_MINIATURA_MAXIMA + 1]) {
      expect(() => miniaturaDe({ chave: 'img/ab/x.png' }, largura)).toThrow(ValidacaoError);
      expect(() => miniaturaDe(null, largura)).toThrow('A largura da miniatura deve estar entre 1 e 2000 pixels.');
    }
    expect(miniaturaDe(null, 400)).toBeNull();
    expect(miniaturaDe({ chave: 'img/ab/x.png' }, 400)).toMatch(/^\/arquivos\/img\/ab\/x\.png\?v=[\w-]+&largura=\d+$/);
  });
});
