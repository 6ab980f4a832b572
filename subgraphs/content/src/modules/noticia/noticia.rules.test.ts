import type { Identidade } from '@alego/kit';
import { limiteResumoSecundario } from '@alego/catalog';
import { describe, expect, it } from 'vitest';
import { CategoriaNoticia, DestaqueNivel } from './noticia.entity.js';
import {
  categoriaEfetiva,
  deputadoEfetivo,
  destaqueAposCategoria,
  interpretarDataPublicacao,
  interpretarDia,
  MENSAGEM_DEPUTADO_DO_GABINETE,
  podeAlterar,
  podePublicar,
  regrasDaImagem,
  regrasDeDestaque,
  regrasNoticia,
} from './noticia.rules.js';

function equipe(permissoes: string[], funcionalidades: string[] = []): Identidade {
  return { tipo: 'equipe', usuarioId: 1, nome: 'Ana', lotacaoId: 1, permissoes, funcionalidades, recursos: [] };
}

describe('highlight rules', () => {
  it('limits the summary of a primary highlight to 405 characters', () => {
    const base = { titulo: 'Título', destaqueNivel: DestaqueNivel.primario, destaqueSlot: 1 };
    expect(regrasDeDestaque({ ...base, resumo: 'a'.repeat(405) })).toEqual([]);
    expect(regrasDeDestaque({ ...base, resumo: 'a'.repeat(406) })).toEqual(['O resumo de um destaque primário deve ter no máximo 405 caracteres.']);
  });

  it('gives a secondary highlight 140 characters plus 38 per spare title line', () => {
    expect(limiteResumoSecundario('a'.repeat(27))).toBe(140 + 2 * 38); // 1 line, 2 spare
    expect(limiteResumoSecundario('a'.repeat(28))).toBe(140 + 38); // 2 lines
    expect(limiteResumoSecundario('a'.repeat(81))).toBe(140); // 3 lines
    expect(limiteResumoSecundario('a'.repeat(200))).toBe(140); // never negative
    expect(limiteResumoSecundario('')).toBe(140 + 3 * 38);
    const base = { titulo: 'a'.repeat(40), destaqueNivel: DestaqueNivel.secundario, destaqueSlot: 2 };
    expect(regrasDeDestaque({ ...base, resumo: 'b'.repeat(178) })).toEqual([]);
    expect(regrasDeDestaque({ ...base, resumo: 'b'.repeat(179) })).toEqual([
      'O resumo de um destaque secundário com este título deve ter no máximo 178 caracteres.',
    ]);
  });

  it('limits the title of a tertiary highlight to 108 characters', () => {
    expect(regrasDeDestaque({ titulo: 'a'.repeat(108), destaqueNivel: DestaqueNivel.terciario, destaqueSlot: 3 })).toEqual([]);
    expect(regrasDeDestaque({ titulo: 'a'.repeat(109), destaqueNivel: DestaqueNivel.terciario, destaqueSlot: 3 })).toEqual([
      'O título de um destaque terciário deve ter no máximo 108 caracteres.',
    ]);
  });

  it('accepts only the slots of each level, and never a slot without a level or a level without a slot', () => {
    const t = 'Título';
    expect(regrasDeDestaque({ titulo: t, destaqueNivel: DestaqueNivel.primario, destaqueSlot: 2 })).toEqual(['Escolha o espaço do destaque primário: só há o espaço 1.']);
    expect(regrasDeDestaque({ titulo: t, destaqueNivel: DestaqueNivel.secundario, destaqueSlot: 3 })).toEqual(['Escolha o espaço do destaque secundário: de 1 a 2.']);
    expect(regrasDeDestaque({ titulo: t, destaqueNivel: DestaqueNivel.terciario, destaqueSlot: 0 })).toEqual(['Escolha o espaço do destaque terciário: de 1 a 3.']);
    expect(regrasDeDestaque({ titulo: t, destaqueNivel: DestaqueNivel.terciario, destaqueSlot: 4 })).toHaveLength(1);
    expect(regrasDeDestaque({ titulo: t, destaqueNivel: DestaqueNivel.terciario })).toEqual(['Escolha o espaço do destaque terciário: de 1 a 3.']);
    expect(regrasDeDestaque({ titulo: t, destaqueSlot: 1 })).toEqual(['Escolha o nível do destaque para o espaço informado.']);
    expect(regrasDeDestaque({ titulo: t })).toEqual([]);
    for (const [nivel, slots] of [[DestaqueNivel.primario, 1], [DestaqueNivel.secundario, 2], [DestaqueNivel.terciario, 3]] as const) {
      for (let slot = 1; slot <= slots; slot++) expect(regrasDeDestaque({ titulo: t, destaqueNivel: nivel, destaqueSlot: slot })).toEqual([]);
    }
  });
});

describe('field rules', () => {
  it('asks for title and content and limits the short fields', () => {
    expect(regrasNoticia({ titulo: ' ', conteudo: '' }, '')).toEqual(['Informe o título da notícia.', 'Informe o conteúdo da notícia.']);
    expect(regrasNoticia({ titulo: 'x'.repeat(256), conteudo: '<p>a</p>' }, '<p>a</p>')).toEqual(['O título deve ter no máximo 255 caracteres.']);
    expect(regrasNoticia({ titulo: 'T', conteudo: '<script>x</script>' }, '')).toEqual(['Informe o conteúdo da notícia.']);
    expect(regrasNoticia({ titulo: 'T', conteudo: '<p>a</p>', fonte: 'f'.repeat(256), destaqueDescricao: 'd'.repeat(256) }, '<p>a</p>')).toEqual([
      'A fonte deve ter no máximo 255 caracteres.',
      'A descrição do destaque deve ter no máximo 255 caracteres.',
    ]);
  });

  it('accepts only JPEG, PNG and GIF images up to 3 MB', () => {
    const ref = { chave: 'a.jpg', nome: 'a.jpg', tipo: 'image/jpeg', tamanho: 1000, assinatura: 'x' };
    expect(regrasDaImagem(ref)).toEqual([]);
    expect(regrasDaImagem({ ...ref, tipo: 'image/svg+xml' })).toEqual(['Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif']);
    expect(regrasDaImagem({ ...ref, tamanho: 4 * 1024 * 1024 })).toEqual(['O tamanho máximo da imagem permitida é de 3 MB.']);
  });
});

describe('workflow rules', () => {
  it('forces the gabinete category on cabinet users', () => {
    expect(categoriaEfetiva(equipe([], ['USUARIO_DE_GABINETE']), CategoriaNoticia.especiais)).toBe(CategoriaNoticia.gabinete);
    expect(categoriaEfetiva(equipe([]), CategoriaNoticia.especiais)).toBe(CategoriaNoticia.especiais);
    expect(categoriaEfetiva(equipe([]), undefined)).toBe(CategoriaNoticia.assembleia);
  });

  it('resets the highlight when the category changes', () => {
    const dados = { destaqueNivel: DestaqueNivel.primario, destaqueSlot: 1 };
    expect(destaqueAposCategoria(CategoriaNoticia.assembleia, CategoriaNoticia.discurso, dados)).toEqual({ destaqueNivel: null, destaqueSlot: null });
    expect(destaqueAposCategoria(CategoriaNoticia.assembleia, CategoriaNoticia.assembleia, dados)).toEqual(dados);
    expect(destaqueAposCategoria(undefined, CategoriaNoticia.discurso, dados)).toEqual(dados);
  });

  it('lets only holders of noticias#publicar touch published items', () => {
    expect(podePublicar(equipe(['api/admin/noticias#publicar']))).toBe(true);
    expect(podePublicar(equipe(['noticias#publicar']))).toBe(true);
    expect(podePublicar(equipe(['api/admin/noticias']))).toBe(true);
    expect(podePublicar(equipe(['api/admin/noticias#update']))).toBe(false);
    expect(podePublicar(null)).toBe(false);
  });
});

describe('dates in Brasília time', () => {
  it('parses dd/mm/aaaa HH:mm as America/Sao_Paulo', () => {
    expect(interpretarDataPublicacao('22/11/2026 14:30')?.toISOString()).toBe('2026-11-22T17:30:00.000Z');
    expect(interpretarDataPublicacao('01/01/2027 00:00')?.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    // Before 2019 Brazil had daylight saving time: the zone database knows it.
    expect(interpretarDataPublicacao('15/01/2018 12:00')?.toISOString()).toBe('2018-01-15T14:00:00.000Z');
  });

  it('refuses malformed and impossible dates', () => {
    for (const texto of ['', '2026-11-22 14:30', '31/02/2026 10:00', '22/11/2026', '22/11/2026 24:00', '22/13/2026 10:00', '22/11/2026 10:60', 'abc', '22/11/2026 10:00 x']) {
      expect(interpretarDataPublicacao(texto), texto).toBeNull();
    }
  });

  it('turns dd/mm/aaaa into the day interval', () => {
    expect(interpretarDia('22/11/2026')).toEqual({ inicio: new Date('2026-11-22T03:00:00Z'), fim: new Date('2026-11-23T03:00:00Z') });
    expect(interpretarDia('31/12/2026')?.fim).toEqual(new Date('2027-01-01T03:00:00Z'));
    expect(interpretarDia('30/02/2026')).toBeNull();
  });
});

describe('object-level rules', () => {
  const daUnidade = (lotacaoId: number, permissoes: string[], funcionalidades: string[] = [], deputadoId: number | null = null): Identidade => ({
    tipo: 'equipe',
    usuarioId: 9,
    nome: 'Bia',
    lotacaoId,
    permissoes,
    funcionalidades,
    deputadoId,
    recursos: [],
  });

  it("lets the author's unit alter a draft, publishers any item, nobody else", () => {
    const rascunho = { publicada: false, lotacaoId: 1 };
    expect(podeAlterar(daUnidade(1, ['api/admin/noticias#update']), rascunho)).toBe(true);
    expect(podeAlterar(daUnidade(2, ['api/admin/noticias#update']), rascunho)).toBe(false);
    expect(podeAlterar(daUnidade(1, ['api/admin/noticias#update']), { publicada: true, lotacaoId: 1 })).toBe(false);
    expect(podeAlterar(daUnidade(2, ['api/admin/noticias#publicar']), { publicada: true, lotacaoId: 1 })).toBe(true);
    expect(podeAlterar(daUnidade(2, ['api/admin/noticias']), rascunho)).toBe(true);
    // Older items record no unit: only publishers.
    expect(podeAlterar(daUnidade(1, ['api/admin/noticias#update']), { publicada: false, lotacaoId: null })).toBe(false);
    expect(podeAlterar(null, rascunho)).toBe(false);
  });

  it("signs a cabinet user's item only as their own deputy", () => {
    const gabinete = daUnidade(2, [], ['USUARIO_DE_GABINETE'], 5);
    expect(deputadoEfetivo(gabinete, null)).toEqual({ deputadoId: 5 });
    expect(deputadoEfetivo(gabinete, 5)).toEqual({ deputadoId: 5 });
    expect(deputadoEfetivo(gabinete, 7)).toEqual({ deputadoId: 5, erro: MENSAGEM_DEPUTADO_DO_GABINETE });
    expect(deputadoEfetivo(daUnidade(2, [], ['USUARIO_DE_GABINETE']), 7).erro).toBe(MENSAGEM_DEPUTADO_DO_GABINETE);
    expect(deputadoEfetivo(daUnidade(1, []), 7)).toEqual({ deputadoId: 7 });
    expect(deputadoEfetivo(daUnidade(1, []), null)).toEqual({ deputadoId: null });
  });
});
