/**
 * Regras do formulário de notícias (spec §3–§5, docs/noticias.md), como funções puras.
 */
import { FUNCIONALIDADE_GABINETE, LIMITES_NOTICIA, limiteResumoSecundario, PERMISSOES_DE_PUBLICAR, tamanho } from '@alego/catalog';
import { possuiFuncionalidade, possuiPermissoes, type ContextoPermissoes } from '../../auth/permissoes';

export type CategoriaNoticia = 'assembleia' | 'especiais' | 'discurso' | 'gabinete';
export type DestaqueNivel = 'primario' | 'secundario' | 'terciario';

export const CATEGORIAS: readonly { valor: CategoriaNoticia; rotulo: string }[] = [
  { valor: 'assembleia', rotulo: 'Assembleia' },
  { valor: 'especiais', rotulo: 'Especiais' },
  { valor: 'discurso', rotulo: 'Discurso' },
  { valor: 'gabinete', rotulo: 'Gabinete' },
];
export const NIVEIS: readonly { valor: DestaqueNivel; rotulo: string }[] = [
  { valor: 'primario', rotulo: 'Primário' },
  { valor: 'secundario', rotulo: 'Secundário' },
  { valor: 'terciario', rotulo: 'Terciário' },
];
export const CATEGORIA_PADRAO: CategoriaNoticia = 'assembleia';

export const rotuloCategoria = (c: string | null | undefined) => CATEGORIAS.find((x) => x.valor === c)?.rotulo ?? c ?? '';
export const rotuloNivel = (n: string | null | undefined) => NIVEIS.find((x) => x.valor === n)?.rotulo ?? n ?? '';

// ── Destaque ───────────────────────────────────────────────────────────────────────

/** Slots da página inicial por nível: primario 1; secundario 1–2; terciario 1–3. */
export function slotsDoNivel(nivel: string | null | undefined): number[] {
  const slots = LIMITES_NOTICIA.slotsPorNivel[nivel as DestaqueNivel] ?? 0;
  return Array.from({ length: slots }, (_, i) => i + 1);
}

export interface Limites {
  resumo?: number;
  titulo?: number;
}

export function limitesDoNivel(nivel: string | null | undefined, titulo: string): Limites {
  if (nivel === 'primario') return { resumo: LIMITES_NOTICIA.resumoPrimario };
  if (nivel === 'secundario') return { resumo: limiteResumoSecundario(titulo) };
  if (nivel === 'terciario') return { titulo: LIMITES_NOTICIA.tituloTerciario };
  return {};
}

export interface Contador {
  usados: number;
  limite: number;
  restantes: number;
  excedido: boolean;
  texto: string;
}

/** Contador ao vivo: "120 de 405 caracteres (285 restantes)", contados como o servidor conta. */
export function contador(valor: string, limite: number): Contador {
  const usados = tamanho(valor);
  const restantes = limite - usados;
  return {
    usados,
    limite,
    restantes,
    excedido: restantes < 0,
    texto: restantes < 0 ? `${usados} de ${limite} caracteres (${-restantes} acima do limite)` : `${usados} de ${limite} caracteres (${restantes} restantes)`,
  };
}

export interface ValoresNoticia {
  titulo: string;
  resumo: string;
  conteudo: string;
  fonte: string;
  categoria: CategoriaNoticia;
  destaqueNivel: DestaqueNivel | '';
  destaqueSlot: string;
  destaqueDescricao: string;
  imagemAlt: string;
  imagemLegenda: string;
  deputadoId: string;
  galeriaId: string;
  imagem: File | null;
  removerImagem: boolean;
}

/** Mensagem do primeiro limite estourado (ou undefined). */
export function validarLimites(v: Pick<ValoresNoticia, 'titulo' | 'resumo' | 'destaqueNivel' | 'destaqueSlot'>): string | undefined {
  const limites = limitesDoNivel(v.destaqueNivel, v.titulo);
  if (limites.resumo !== undefined && tamanho(v.resumo) > limites.resumo)
    return `O resumo deve ter no máximo ${limites.resumo} caracteres para o destaque ${rotuloNivel(v.destaqueNivel).toLowerCase()}.`;
  if (limites.titulo !== undefined && tamanho(v.titulo) > limites.titulo)
    return `O título deve ter no máximo ${limites.titulo} caracteres para o destaque ${rotuloNivel(v.destaqueNivel).toLowerCase()}.`;
  if (v.destaqueNivel && !slotsDoNivel(v.destaqueNivel).includes(Number(v.destaqueSlot))) return 'Escolha a posição do destaque.';
  return undefined;
}

/** Mudar a categoria zera nível e slot do destaque. */
export function aoMudarCategoria<V extends Pick<ValoresNoticia, 'categoria' | 'destaqueNivel' | 'destaqueSlot'>>(valores: V, categoria: CategoriaNoticia): V {
  return { ...valores, categoria, destaqueNivel: '', destaqueSlot: '' };
}

/** Mudar o nível mantém o slot só se ele existe no novo nível (um nível de slot único já o escolhe). */
export function slotAoMudarNivel(nivel: DestaqueNivel | '', slotAtual: string): string {
  const slots = slotsDoNivel(nivel);
  if (slots.length === 1) return String(slots[0]);
  return slots.includes(Number(slotAtual)) ? slotAtual : '';
}

// ── Gabinete e deputado ────────────────────────────────────────────────────────────

export function ehUsuarioDeGabinete(contexto?: ContextoPermissoes): boolean {
  return possuiFuncionalidade(FUNCIONALIDADE_GABINETE, contexto);
}

/** Usuário de gabinete sempre grava "gabinete"; os demais, a escolhida (padrão assembleia). */
export function categoriaEfetiva(categoria: string | null | undefined, gabinete: boolean): CategoriaNoticia {
  if (gabinete) return 'gabinete';
  return CATEGORIAS.some((c) => c.valor === categoria) ? (categoria as CategoriaNoticia) : CATEGORIA_PADRAO;
}

/** Fonte de uma notícia de gabinete: 'Gabinete do(a) Deputado(a) <nome>'. */
export function fonteDoGabinete(nomeDeputado: string): string {
  return `Gabinete do(a) Deputado(a) ${nomeDeputado.trim()}`;
}

/** Escolher um deputado põe a fonte do gabinete dele; tirar o deputado mantém a fonte digitada. */
export function fonteAoEscolherDeputado(fonteAtual: string, deputado: { nome: string } | undefined): string {
  return deputado ? fonteDoGabinete(deputado.nome) : fonteAtual;
}

// ── Publicação e edição ────────────────────────────────────────────────────────────

/** Publicada: só quem tem noticias#publicar edita; não publicada: quem tem #update. */
export function podeEditarNoticia(noticia: { publicada: boolean }, contexto?: ContextoPermissoes): boolean {
  if (!possuiPermissoes(['api/admin/noticias#update'], contexto)) return false;
  return !noticia.publicada || podePublicar(contexto);
}

export function podePublicar(contexto?: ContextoPermissoes): boolean {
  return PERMISSOES_DE_PUBLICAR.some((p) => possuiPermissoes([p], contexto));
}


/** Campos do modal (input date "aaaa-mm-dd" + time "HH:mm") → "dd/mm/aaaa HH:mm". */
export function dataPublicacaoDosCampos(data: string, hora: string): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(data);
  const h = /^(\d{2}):(\d{2})$/.exec(hora);
  if (!d || !h) return undefined;
  const texto = `${d[3]}/${d[2]}/${d[1]} ${h[1]}:${h[2]}`;
  return dataPublicacaoValida(texto) ? texto : undefined;
}

/** "dd/mm/aaaa HH:mm" com data e hora reais. */
export function dataPublicacaoValida(texto: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(texto);
  if (!m) return false;
  const [dia, mes, ano, hora, minuto] = m.slice(1).map(Number) as [number, number, number, number, number];
  const data = new Date(Date.UTC(ano, mes - 1, dia));
  return data.getUTCDate() === dia && data.getUTCMonth() === mes - 1 && hora < 24 && minuto < 60;
}

/** Agora em Brasília, para preencher o modal: { data: "aaaa-mm-dd", hora: "HH:mm" }. */
export function agoraEmBrasilia(agora: Date = new Date()): { data: string; hora: string } {
  const partes: Record<string, string> = {};
  const fmt = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  for (const p of fmt.formatToParts(agora)) partes[p.type] = p.value;
  return { data: `${partes.year}-${partes.month}-${partes.day}`, hora: `${partes.hour}:${partes.minute}` };
}

// ── Imagem ─────────────────────────────────────────────────────────────────────────

export const TAMANHO_MAXIMO_IMAGEM = 3_000_000;
export const EXTENSOES_IMAGEM = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const MENSAGEM_TAMANHO_IMAGEM = 'O tamanho máximo da imagem permitida é de 3 MB.';
export const MENSAGEM_TIPO_IMAGEM = 'Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif';

/** Checagem no navegador antes do envio (o gateway confere de novo pelos bytes). */
export function validarImagem(arquivo: { name: string; size: number }): string | undefined {
  const extensao = arquivo.name.split('.').pop()?.toLowerCase() ?? '';
  if (!arquivo.name.includes('.') || !(EXTENSOES_IMAGEM as readonly string[]).includes(extensao)) return MENSAGEM_TIPO_IMAGEM;
  if (arquivo.size > TAMANHO_MAXIMO_IMAGEM) return MENSAGEM_TAMANHO_IMAGEM;
  return undefined;
}

// ── Formulário ⇄ API ───────────────────────────────────────────────────────────────

export interface NoticiaParaFormulario {
  titulo: string;
  resumo?: string | null;
  conteudo: string;
  fonte?: string | null;
  categoria: string;
  destaqueNivel?: string | null;
  destaqueSlot?: number | null;
  destaqueDescricao?: string | null;
  imagemAlt?: string | null;
  imagemLegenda?: string | null;
  galeriaId?: string | null;
  deputado?: { id: string } | null;
}

export function valoresIniciais(noticia: NoticiaParaFormulario | undefined, gabinete: boolean): ValoresNoticia {
  return {
    titulo: noticia?.titulo ?? '',
    resumo: noticia?.resumo ?? '',
    conteudo: noticia?.conteudo ?? '',
    fonte: noticia?.fonte ?? '',
    categoria: categoriaEfetiva(noticia?.categoria, gabinete),
    destaqueNivel: (NIVEIS.some((n) => n.valor === noticia?.destaqueNivel) ? noticia?.destaqueNivel : '') as DestaqueNivel | '',
    destaqueSlot: noticia?.destaqueSlot ? String(noticia.destaqueSlot) : '',
    destaqueDescricao: noticia?.destaqueDescricao ?? '',
    imagemAlt: noticia?.imagemAlt ?? '',
    imagemLegenda: noticia?.imagemLegenda ?? '',
    deputadoId: noticia?.deputado?.id ?? '',
    galeriaId: gabinete ? '' : (noticia?.galeriaId ?? ''),
    imagem: null,
    removerImagem: false,
  };
}

const ouNulo = (s: string) => (s.trim() === '' ? null : s.trim());

/** `dados` de criarNoticia/atualizarNoticia (NoticiaInput); a imagem vai como Upload (multipart). */
export function paraNoticiaInput(v: ValoresNoticia, gabinete: boolean): Record<string, unknown> {
  const nivel = v.destaqueNivel || null;
  return {
    titulo: v.titulo.trim(),
    resumo: ouNulo(v.resumo),
    conteudo: v.conteudo,
    fonte: ouNulo(v.fonte),
    categoria: categoriaEfetiva(v.categoria, gabinete),
    destaqueNivel: nivel,
    destaqueSlot: nivel && v.destaqueSlot ? Number(v.destaqueSlot) : null,
    destaqueDescricao: nivel ? ouNulo(v.destaqueDescricao) : null,
    imagemAlt: ouNulo(v.imagemAlt),
    imagemLegenda: ouNulo(v.imagemLegenda),
    // A cabinet user's value only ever comes from their own cabinet's deputy (DeputadoDoGabinete).
    deputadoId: ouNulo(v.deputadoId),
    galeriaId: gabinete ? null : ouNulo(v.galeriaId),
    ...(v.imagem ? { imagem: v.imagem } : {}),
    removerImagem: !v.imagem && v.removerImagem,
  };
}

// ── Clareza para a equipe (issue 14) ──────────────────────────────────────────────

export interface SituacaoDaNoticia {
  rotulo: 'Nova' | 'A revisar' | 'Agendada' | 'Publicada';
  texto: string;
}

/**
 * Em que ponto do fluxo a notícia está e o que falta (docs/noticias.md): toda notícia salva fica "A revisar" (salvar
 * uma publicada a despublica) até que alguém com permissão de publicar a publique.
 */
export function situacaoDaNoticia(noticia: { publicada: boolean; publicadaEm?: string | null } | undefined, publicador: boolean, agora: Date = new Date()): SituacaoDaNoticia {
  const aprovar = publicador
    ? 'Para aparecer no portal, publique-a com o botão "Publicar" (data e hora de publicação).'
    : 'Ela só aparece no portal depois que uma pessoa com permissão de publicar a aprovar e publicar.';
  if (!noticia) return { rotulo: 'Nova', texto: `Ao salvar, a notícia fica "A revisar". ${aprovar}` };
  if (!noticia.publicada) return { rotulo: 'A revisar', texto: `Esta notícia aguarda revisão. ${aprovar}` };
  const quando = noticia.publicadaEm ? new Date(noticia.publicadaEm) : undefined;
  if (quando && quando > agora) return { rotulo: 'Agendada', texto: 'Publicada com data futura: aparece no portal na data e hora de publicação. Salvar alterações a devolve para "A revisar".' };
  return { rotulo: 'Publicada', texto: 'Publicada no portal. Salvar alterações a devolve para "A revisar" até nova publicação.' };
}

export interface Destaque {
  id: string;
  titulo: string;
  destaqueNivel?: DestaqueNivel | null;
  destaqueSlot?: number | null;
}

/** A notícia que ocupa o espaço escolhido (outra que não esta), que sai dele quando esta for publicada. */
export function ocupanteDoEspaco(destaques: readonly Destaque[], nivel: DestaqueNivel | '', slot: string, idAtual?: string): Destaque | undefined {
  if (!nivel || !slot) return undefined;
  return destaques.find((d) => d.destaqueNivel === nivel && d.destaqueSlot === Number(slot) && d.id !== idAtual);
}
