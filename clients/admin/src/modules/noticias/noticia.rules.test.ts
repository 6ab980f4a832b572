import { describe, expect, it } from 'vitest';
import type { ContextoPermissoes } from '../../auth/permissoes';
import { limiteResumoSecundario } from '@alego/catalog';
import {
  ocupanteDoEspaco,
  situacaoDaNoticia,
  aoMudarCategoria,
  agoraEmBrasilia,
  categoriaEfetiva,
  contador,
  dataPublicacaoDosCampos,
  dataPublicacaoValida,
  ehUsuarioDeGabinete,
  fonteAoEscolherDeputado,
  fonteDoGabinete,
  limitesDoNivel,
  MENSAGEM_TAMANHO_IMAGEM,
  MENSAGEM_TIPO_IMAGEM,
  paraNoticiaInput,
  podeEditarNoticia,
  podePublicar,
  slotAoMudarNivel,
  slotsDoNivel,
  validarImagem,
  validarLimites,
  valoresIniciais,
} from './noticia.rules';

function contexto(permissoes: string[], funcionalidades: string[] = []): ContextoPermissoes {
  return { sessao: { exp: 9e9, lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes, funcionalidades }] } };
}
const EDITOR = contexto(['api/admin/noticias#index', 'api/admin/noticias#show', 'api/admin/noticias#create', 'api/admin/noticias#update']);
const GABINETE = contexto(['api/admin/noticias#update'], ['USUARIO_DE_GABINETE']);

describe('notícias: limites do destaque', () => {
  it('primário: resumo 405; terciário: título 108; sem nível: sem limite', () => {
    expect(limitesDoNivel('primario', 'x')).toEqual({ resumo: 405 });
    expect(limitesDoNivel('terciario', 'x')).toEqual({ titulo: 108 });
    expect(limitesDoNivel('', 'x')).toEqual({});
  });
  it('secundário: 140 + 38 por linha de título que sobra (linhas de 27 caracteres, 3 no total)', () => {
    expect(limiteResumoSecundario('')).toBe(140 + 38 * 3);
    expect(limiteResumoSecundario('a'.repeat(27))).toBe(140 + 38 * 2);
    expect(limiteResumoSecundario('a'.repeat(28))).toBe(140 + 38);
    expect(limiteResumoSecundario('a'.repeat(81))).toBe(140);
    expect(limiteResumoSecundario('a'.repeat(200))).toBe(140);
  });
  it('contador ao vivo e validação antes do envio', () => {
    expect(contador('abc', 5)).toMatchObject({ usados: 3, restantes: 2, excedido: false, texto: '3 de 5 caracteres (2 restantes)' });
    expect(contador('abcdef', 5)).toMatchObject({ excedido: true, texto: '6 de 5 caracteres (1 acima do limite)' });
    const base = { titulo: 'T', resumo: '', destaqueNivel: 'primario' as const, destaqueSlot: '1' };
    expect(validarLimites(base)).toBeUndefined();
    expect(validarLimites({ ...base, resumo: 'r'.repeat(406) })).toBe('O resumo deve ter no máximo 405 caracteres para o destaque primário.');
    expect(validarLimites({ ...base, destaqueNivel: 'terciario', titulo: 't'.repeat(109) })).toBe('O título deve ter no máximo 108 caracteres para o destaque terciário.');
    expect(validarLimites({ ...base, destaqueNivel: 'secundario', destaqueSlot: '' })).toBe('Escolha a posição do destaque.');
    expect(validarLimites({ ...base, destaqueNivel: '', destaqueSlot: '', resumo: 'r'.repeat(1000) })).toBeUndefined();
  });
  it('conta caracteres como o servidor: um emoji é um caractere, não dois', () => {
    expect(contador('🏛️'.repeat(2), 5)).toMatchObject({ usados: 4, restantes: 1 });
    const base = { titulo: 'T', resumo: '📜'.repeat(405), destaqueNivel: 'primario' as const, destaqueSlot: '1' };
    expect(validarLimites(base)).toBeUndefined();
    expect(validarLimites({ ...base, resumo: '📜'.repeat(406) })).toBe('O resumo deve ter no máximo 405 caracteres para o destaque primário.');
    expect(validarLimites({ ...base, destaqueNivel: 'terciario', titulo: '📜'.repeat(108) })).toBeUndefined();
  });
});

describe('notícias: slots e categoria', () => {
  it('slots por nível: primario 1; secundario 1–2; terciario 1–3', () => {
    expect(slotsDoNivel('primario')).toEqual([1]);
    expect(slotsDoNivel('secundario')).toEqual([1, 2]);
    expect(slotsDoNivel('terciario')).toEqual([1, 2, 3]);
    expect(slotsDoNivel('')).toEqual([]);
  });
  it('mudar o nível mantém só um slot que exista no novo nível', () => {
    expect(slotAoMudarNivel('primario', '3')).toBe('1');
    expect(slotAoMudarNivel('secundario', '3')).toBe('');
    expect(slotAoMudarNivel('terciario', '2')).toBe('2');
    expect(slotAoMudarNivel('', '2')).toBe('');
  });
  it('mudar a categoria zera nível e slot', () => {
    expect(aoMudarCategoria({ categoria: 'assembleia', destaqueNivel: 'terciario', destaqueSlot: '3', titulo: 'x' }, 'especiais')).toEqual({
      categoria: 'especiais',
      destaqueNivel: '',
      destaqueSlot: '',
      titulo: 'x',
    });
  });
  it('usuário de gabinete: categoria forçada para gabinete, sem galeria', () => {
    expect(ehUsuarioDeGabinete(GABINETE)).toBe(true);
    expect(ehUsuarioDeGabinete(EDITOR)).toBe(false);
    expect(categoriaEfetiva('especiais', true)).toBe('gabinete');
    expect(categoriaEfetiva(undefined, false)).toBe('assembleia');
    expect(categoriaEfetiva('discurso', false)).toBe('discurso');
    expect(valoresIniciais(undefined, true).categoria).toBe('gabinete');
    expect(valoresIniciais(undefined, false).categoria).toBe('assembleia');
    const valores = { ...valoresIniciais(undefined, false), titulo: ' T ', conteudo: '<p>c</p>', categoria: 'especiais' as const, deputadoId: '4', galeriaId: '8' };
    expect(paraNoticiaInput(valores, true)).toMatchObject({ categoria: 'gabinete', deputadoId: '4', galeriaId: null, titulo: 'T' });
    expect(paraNoticiaInput(valores, false)).toMatchObject({ categoria: 'especiais', deputadoId: '4', galeriaId: '8' });
  });
  it('dados: sem nível, slot e descrição vão nulos; imagem só quando escolhida', () => {
    const v = { ...valoresIniciais(undefined, false), titulo: 'T', conteudo: 'c', destaqueSlot: '2', destaqueDescricao: 'd' };
    expect(paraNoticiaInput(v, false)).toMatchObject({ destaqueNivel: null, destaqueSlot: null, destaqueDescricao: null, removerImagem: false });
    expect(paraNoticiaInput(v, false)).not.toHaveProperty('imagem');
    const comNivel = paraNoticiaInput({ ...v, destaqueNivel: 'secundario' }, false);
    expect(comNivel).toMatchObject({ destaqueNivel: 'secundario', destaqueSlot: 2, destaqueDescricao: 'd' });
  });
});

describe('notícias: deputado, publicação e imagem', () => {
  it('escolher um deputado põe a fonte do gabinete', () => {
    expect(fonteDoGabinete('Caio Vilela')).toBe('Gabinete do(a) Deputado(a) Caio Vilela');
    expect(fonteAoEscolherDeputado('Agência', { nome: 'Ana Lima' })).toBe('Gabinete do(a) Deputado(a) Ana Lima');
    expect(fonteAoEscolherDeputado('Agência', undefined)).toBe('Agência');
  });
  it('publicada: só edita quem tem noticias#publicar (qualquer das duas formas)', () => {
    expect(podeEditarNoticia({ publicada: false }, EDITOR)).toBe(true);
    expect(podeEditarNoticia({ publicada: true }, EDITOR)).toBe(false);
    expect(podeEditarNoticia({ publicada: true }, contexto(['api/admin/noticias#update', 'api/admin/noticias#publicar']))).toBe(true);
    expect(podeEditarNoticia({ publicada: true }, contexto(['api/admin/noticias#update', 'noticias#publicar']))).toBe(true);
    expect(podeEditarNoticia({ publicada: false }, contexto(['api/admin/noticias#index']))).toBe(false);
    expect(podePublicar(EDITOR)).toBe(false);
    expect(podePublicar(contexto(['api/admin/noticias']))).toBe(true);
  });
  it('data de publicação dd/mm/aaaa HH:mm', () => {
    expect(dataPublicacaoDosCampos('2026-11-22', '09:05')).toBe('22/11/2026 09:05');
    expect(dataPublicacaoDosCampos('2026-02-30', '09:05')).toBeUndefined();
    expect(dataPublicacaoDosCampos('', '09:05')).toBeUndefined();
    expect(dataPublicacaoValida('31/12/2026 23:59')).toBe(true);
    expect(dataPublicacaoValida('31/12/2026 24:00')).toBe(false);
    expect(agoraEmBrasilia(new Date('2026-11-22T02:30:00Z'))).toEqual({ data: '2026-11-21', hora: '23:30' });
  });
  it('imagem: jpg, jpeg, png ou gif até 3.000.000 bytes', () => {
    expect(validarImagem({ name: 'foto.JPG', size: 3_000_000 })).toBeUndefined();
    expect(validarImagem({ name: 'a.jpeg', size: 10 })).toBeUndefined();
    expect(validarImagem({ name: 'a.gif', size: 10 })).toBeUndefined();
    expect(validarImagem({ name: 'foto.png', size: 3_000_001 })).toBe(MENSAGEM_TAMANHO_IMAGEM);
    expect(validarImagem({ name: 'doc.pdf', size: 10 })).toBe(MENSAGEM_TIPO_IMAGEM);
    expect(validarImagem({ name: 'semextensao', size: 10 })).toBe(MENSAGEM_TIPO_IMAGEM);
    expect(MENSAGEM_TAMANHO_IMAGEM).toBe('O tamanho máximo da imagem permitida é de 3 MB.');
    expect(MENSAGEM_TIPO_IMAGEM).toBe('Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif');
  });
});

describe('clareza para a equipe', () => {
  const agora = new Date('2026-05-10T12:00:00Z');
  it('diz o estado e que um publicador precisa aprovar', () => {
    expect(situacaoDaNoticia(undefined, false, agora).texto).toMatch(/fica "A revisar".*permissão de publicar a aprovar/);
    expect(situacaoDaNoticia({ publicada: false }, false, agora).rotulo).toBe('A revisar');
    expect(situacaoDaNoticia({ publicada: false }, true, agora).texto).toMatch(/botão "Publicar"/);
    expect(situacaoDaNoticia({ publicada: true, publicadaEm: '2026-05-11T12:00:00Z' }, true, agora).rotulo).toBe('Agendada');
    expect(situacaoDaNoticia({ publicada: true, publicadaEm: '2026-05-09T12:00:00Z' }, true, agora).rotulo).toBe('Publicada');
  });

  it('acha quem sai do espaço de destaque escolhido', () => {
    const destaques = [
      { id: '1', titulo: 'Primária', destaqueNivel: 'primario' as const, destaqueSlot: 1 },
      { id: '2', titulo: 'Secundária 2', destaqueNivel: 'secundario' as const, destaqueSlot: 2 },
    ];
    expect(ocupanteDoEspaco(destaques, 'secundario', '2')?.titulo).toBe('Secundária 2');
    expect(ocupanteDoEspaco(destaques, 'secundario', '1')).toBeUndefined();
    // A própria notícia não "sai" do espaço que já ocupa.
    expect(ocupanteDoEspaco(destaques, 'primario', '1', '1')).toBeUndefined();
    expect(ocupanteDoEspaco(destaques, '', '')).toBeUndefined();
  });
});
