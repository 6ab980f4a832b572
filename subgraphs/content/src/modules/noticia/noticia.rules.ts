import { possuiFuncionalidade, possuiPermissao, type Identidade, type ReferenciaDeArquivo } from '@alego/kit';
import { FUNCIONALIDADE_GABINETE, LIMITES_NOTICIA, limiteResumoSecundario, PERMISSOES_DE_PUBLICAR, tamanho } from '@alego/catalog';
import { CategoriaNoticia, DestaqueNivel } from './noticia.entity.js';

export const SLOTS_POR_NIVEL: Record<DestaqueNivel, number> = LIMITES_NOTICIA.slotsPorNivel;
export const IMAGEM_TIPOS = ['image/jpeg', 'image/png', 'image/gif'];

export const FUSO_HORARIO = 'America/Sao_Paulo';

export const MENSAGEM_DATA_PUBLICACAO = 'Informe a data de publicação no formato dd/mm/aaaa HH:mm.';
export const MENSAGEM_DATA_FILTRO = 'Informe a data de publicação no formato dd/mm/aaaa.';
export const MENSAGEM_IMAGEM_TAMANHO = 'O tamanho máximo da imagem permitida é de 3 MB.';
export const MENSAGEM_IMAGEM_TIPO = 'Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif';

const NOMES_DOS_NIVEIS: Record<DestaqueNivel, string> = { primario: 'primário', secundario: 'secundário', terciario: 'terciário' };

export interface DadosDeDestaque {
  titulo: string;
  resumo?: string | null;
  destaqueNivel?: DestaqueNivel | null;
  destaqueSlot?: number | null;
}

/** Size limits per highlight level and the slots each level has on the home page. */
export function regrasDeDestaque({ titulo, resumo, destaqueNivel, destaqueSlot }: DadosDeDestaque): string[] {
  const erros: string[] = [];
  const temSlot = destaqueSlot !== null && destaqueSlot !== undefined;
  if (!destaqueNivel) {
    if (temSlot) erros.push('Escolha o nível do destaque para o espaço informado.');
    return erros;
  }
  const slots = SLOTS_POR_NIVEL[destaqueNivel];
  if (!temSlot || !Number.isInteger(destaqueSlot) || destaqueSlot < 1 || destaqueSlot > slots) {
    erros.push(
      slots === 1
        ? `Escolha o espaço do destaque ${NOMES_DOS_NIVEIS[destaqueNivel]}: só há o espaço 1.`
        : `Escolha o espaço do destaque ${NOMES_DOS_NIVEIS[destaqueNivel]}: de 1 a ${slots}.`,
    );
  }
  if (destaqueNivel === DestaqueNivel.primario && tamanho(resumo) > LIMITES_NOTICIA.resumoPrimario) {
    erros.push(`O resumo de um destaque primário deve ter no máximo ${LIMITES_NOTICIA.resumoPrimario} caracteres.`);
  }
  if (destaqueNivel === DestaqueNivel.secundario) {
    const limite = limiteResumoSecundario(titulo);
    if (tamanho(resumo) > limite) erros.push(`O resumo de um destaque secundário com este título deve ter no máximo ${limite} caracteres.`);
  }
  if (destaqueNivel === DestaqueNivel.terciario && tamanho(titulo) > LIMITES_NOTICIA.tituloTerciario) {
    erros.push(`O título de um destaque terciário deve ter no máximo ${LIMITES_NOTICIA.tituloTerciario} caracteres.`);
  }
  return erros;
}

export interface DadosDaNoticia extends DadosDeDestaque {
  conteudo: string;
  fonte?: string | null;
  destaqueDescricao?: string | null;
  imagemAlt?: string | null;
  imagemLegenda?: string | null;
  deputadoId?: string | null;
  galeriaId?: string | null;
}

/** Field rules of a news item as it will be saved (after category forcing and highlight reset). */
export function regrasNoticia(dados: DadosDaNoticia, conteudoSaneado: string): string[] {
  const erros: string[] = [];
  if (!dados.titulo?.trim()) erros.push('Informe o título da notícia.');
  else if (tamanho(dados.titulo) > LIMITES_NOTICIA.titulo) erros.push(`O título deve ter no máximo ${LIMITES_NOTICIA.titulo} caracteres.`);
  if (!dados.conteudo?.trim() || !conteudoSaneado.replace(/<(?!img)[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim()) {
    erros.push('Informe o conteúdo da notícia.');
  }
  if (tamanho(dados.resumo) > LIMITES_NOTICIA.resumo) erros.push(`O resumo deve ter no máximo ${LIMITES_NOTICIA.resumo} caracteres.`);
  if (tamanho(dados.fonte) > LIMITES_NOTICIA.textoCurto) erros.push(`A fonte deve ter no máximo ${LIMITES_NOTICIA.textoCurto} caracteres.`);
  if (tamanho(dados.destaqueDescricao) > LIMITES_NOTICIA.textoCurto) {
    erros.push(`A descrição do destaque deve ter no máximo ${LIMITES_NOTICIA.textoCurto} caracteres.`);
  }
  if (tamanho(dados.imagemAlt) > LIMITES_NOTICIA.textoCurto) erros.push(`O texto alternativo da imagem deve ter no máximo ${LIMITES_NOTICIA.textoCurto} caracteres.`);
  if (tamanho(dados.imagemLegenda) > LIMITES_NOTICIA.textoCurto) erros.push(`A legenda da imagem deve ter no máximo ${LIMITES_NOTICIA.textoCurto} caracteres.`);
  if (dados.titulo?.trim()) erros.push(...regrasDeDestaque(dados));
  return erros;
}

/** The gateway already checked the bytes; this is the subgraph's own last word on what a news image may be. */
export function regrasDaImagem(imagem: ReferenciaDeArquivo | null | undefined): string[] {
  if (!imagem) return [];
  const erros: string[] = [];
  if (!IMAGEM_TIPOS.includes(imagem.tipo)) erros.push(MENSAGEM_IMAGEM_TIPO);
  if (imagem.tamanho > LIMITES_NOTICIA.imagemBytes) erros.push(MENSAGEM_IMAGEM_TAMANHO);
  return erros;
}

/** Cabinet users always write in the `gabinete` category (spec §6). */
export function categoriaEfetiva(identidade: Identidade | null, pedida: CategoriaNoticia | null | undefined): CategoriaNoticia {
  if (possuiFuncionalidade(identidade, FUNCIONALIDADE_GABINETE)) return CategoriaNoticia.gabinete;
  return pedida ?? CategoriaNoticia.assembleia;
}

/** Changing the category of an existing item frees its highlight (level and slot). */
export function destaqueAposCategoria<T extends { destaqueNivel?: DestaqueNivel | null; destaqueSlot?: number | null }>(
  categoriaAtual: CategoriaNoticia | undefined,
  categoriaNova: CategoriaNoticia,
  dados: T,
): { destaqueNivel: DestaqueNivel | null; destaqueSlot: number | null } {
  if (categoriaAtual !== undefined && categoriaAtual !== categoriaNova) return { destaqueNivel: null, destaqueSlot: null };
  return { destaqueNivel: dados.destaqueNivel ?? null, destaqueSlot: dados.destaqueSlot ?? null };
}

/** Published items are edited, deleted, published and unpublished only by holders of `noticias#publicar`. */
export function podePublicar(identidade: Identidade | null): boolean {
  return identidade?.tipo === 'equipe' && PERMISSOES_DE_PUBLICAR.some((permissao) => possuiPermissao(identidade.permissoes, permissao));
}

export const MENSAGEM_DEPUTADO_DO_GABINETE = 'Um usuário de gabinete só assina notícias como o deputado do seu gabinete.';

/**
 * A news item is edited or deleted by its author's unit (lotação) while it is a draft, and by holders of
 * `noticias#publicar` always; an item without a recorded unit (older than this rule) only by the latter.
 */
export function podeAlterar(identidade: Identidade | null, noticia: { publicada: boolean; lotacaoId?: number | null }): boolean {
  if (podePublicar(identidade)) return true;
  return !noticia.publicada && identidade?.tipo === 'equipe' && noticia.lotacaoId != null && noticia.lotacaoId === identidade.lotacaoId;
}

/**
 * The deputy an item is signed as. Cabinet users sign only as the deputy of their own cabinet (the unit's
 * `Lotacao.deputado`, carried in the token): without a choice, that one; another one is refused.
 */
export function deputadoEfetivo(identidade: Identidade | null, pedido: number | null): { deputadoId: number | null; erro?: string } {
  if (!possuiFuncionalidade(identidade, FUNCIONALIDADE_GABINETE) || identidade?.tipo !== 'equipe') return { deputadoId: pedido };
  const proprio = identidade.deputadoId ?? null;
  if (pedido !== null && pedido !== proprio) return { deputadoId: proprio, erro: MENSAGEM_DEPUTADO_DO_GABINETE };
  return { deputadoId: proprio };
}

/** Offset (ms) of the zone from UTC at an instant. */
function deslocamento(instante: number, fuso: string): number {
  const partes = new Intl.DateTimeFormat('en-US', {
    timeZone: fuso,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instante));
  const valor = (tipo: string) => Number(partes.find((parte) => parte.type === tipo)?.value);
  const local = Date.UTC(valor('year'), valor('month') - 1, valor('day'), valor('hour'), valor('minute'), valor('second'));
  return local - Math.floor(instante / 1000) * 1000;
}

/** The instant of a wall-clock time in a zone, or null when the date does not exist. */
export function instanteLocal(ano: number, mes: number, dia: number, hora = 0, minuto = 0, fuso = FUSO_HORARIO): Date | null {
  if (ano < 1900 || ano > 2200 || mes < 1 || mes > 12 || dia < 1 || dia > 31 || hora > 23 || minuto > 59) return null;
  const parede = Date.UTC(ano, mes - 1, dia, hora, minuto);
  const conferida = new Date(parede);
  if (conferida.getUTCDate() !== dia || conferida.getUTCMonth() !== mes - 1) return null;
  let instante = parede - deslocamento(parede, fuso);
  const segundo = deslocamento(instante, fuso);
  if (parede - segundo !== instante) instante = parede - segundo;
  return new Date(instante);
}

/** 'dd/mm/aaaa HH:mm' in Brasília time; null when malformed or impossible. */
export function interpretarDataPublicacao(texto: string | null | undefined): Date | null {
  const partes = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})$/.exec(texto?.trim() ?? '');
  if (!partes) return null;
  const [, dia, mes, ano, hora, minuto] = partes.map(Number) as [number, number, number, number, number, number];
  return instanteLocal(ano, mes, dia, hora, minuto);
}

/** 'dd/mm/aaaa' as the [start, end) interval of that day in Brasília time. */
export function interpretarDia(texto: string | null | undefined): { inicio: Date; fim: Date } | null {
  const partes = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(texto?.trim() ?? '');
  if (!partes) return null;
  const [, dia, mes, ano] = partes.map(Number) as [number, number, number, number];
  const inicio = instanteLocal(ano, mes, dia);
  if (!inicio) return null;
  const seguinte = new Date(Date.UTC(ano, mes - 1, dia + 1));
  const fim = instanteLocal(seguinte.getUTCFullYear(), seguinte.getUTCMonth() + 1, seguinte.getUTCDate());
  return fim ? { inicio, fim } : null;
}
