/**
 * Galerias de fotos (back-office §3, §4, §5): categorias com o tipo do registro relacionado, situações do álbum e as
 * regras do formulário, as mesmas no admin (antes de enviar) e no subgrafo content (que decide). Decisões em
 * docs/galerias.md.
 */

/** Tipos de registro relacionado que uma categoria de fotos pode pedir (GET /categorias-fotos/tipo_relacionados). */
export const TIPOS_RELACIONADO_GALERIA = { deputado: 'Deputado', comissao: 'Comissão' } as const;
export type TipoRelacionadoGaleriaValor = keyof typeof TIPOS_RELACIONADO_GALERIA;

export const SITUACOES_GALERIA = { revisao: 'Revisão', publicacao: 'Publicação' } as const;
export type SituacaoGaleriaValor = keyof typeof SITUACOES_GALERIA;

/** Ordem de uma imagem sem ordem informada: vai para o fim do álbum. */
export const ORDEM_PADRAO_IMAGEM_GALERIA = 999999;

export const LIMITES_GALERIA = { titulo: 255, credito: 255, legenda: 500, nomeCategoria: 255 } as const;

export const MENSAGENS_GALERIA = {
  titulo: 'Informe o título da galeria.',
  categoria: 'Selecione a categoria da galeria.',
  relacionado: 'Selecione o registro relacionado da galeria.',
  semImagens: 'Adicione ao menos uma imagem',
  umaCapa: 'Apenas uma imagem do álbum deve ser capa dele.',
  ordem: `A ordem da imagem deve ser um número inteiro entre 0 e ${ORDEM_PADRAO_IMAGEM_GALERIA}.`,
  tamanho: 'O tamanho máximo da imagem permitida é de 3 MB.',
  tipoArquivo: 'Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif',
  nomeCategoria: 'Informe o nome da categoria.',
  categoriaEmUso: 'Esta categoria tem galerias: mude a categoria delas antes de excluí-la.',
  aplicarATodas: 'Aplicar este crédito a todas as imagens do álbum?',
  publicada: 'Galeria publicada com sucesso.',
  despublicada: 'Galeria devolvida para revisão.',
  salva: 'Galeria salva com sucesso.',
} as const;

/** Uma imagem do álbum como fica depois de salvar (guardada e não excluída, ou nova a enviar). */
export interface ImagemDoAlbum {
  titulo?: string | null;
  credito?: string | null;
  capa?: boolean | null;
  ordem?: number | null;
}

export interface AlbumDoFormulario {
  titulo?: string | null;
  categoriaId?: string | null;
  /** A categoria pede um registro relacionado (deputado, comissão). */
  categoriaPedeRelacionado?: boolean;
  relacionadoId?: string | null;
}

const comprimento = (texto: string | null | undefined) => [...(texto ?? '').trim()].length;

/** As regras das imagens do álbum: ao menos uma, no máximo uma capa, ordem inteira, textos dentro dos limites. */
export function errosDasImagensDoAlbum(imagens: readonly ImagemDoAlbum[]): string[] {
  const erros = new Set<string>();
  if (imagens.length === 0) erros.add(MENSAGENS_GALERIA.semImagens);
  if (imagens.filter((imagem) => imagem.capa).length > 1) erros.add(MENSAGENS_GALERIA.umaCapa);
  for (const imagem of imagens) {
    if (imagem.ordem != null && (!Number.isInteger(imagem.ordem) || imagem.ordem < 0 || imagem.ordem > ORDEM_PADRAO_IMAGEM_GALERIA)) erros.add(MENSAGENS_GALERIA.ordem);
    if (comprimento(imagem.titulo) > LIMITES_GALERIA.legenda) erros.add(`A legenda deve ter no máximo ${LIMITES_GALERIA.legenda} caracteres.`);
    if (comprimento(imagem.credito) > LIMITES_GALERIA.credito) erros.add(`O crédito deve ter no máximo ${LIMITES_GALERIA.credito} caracteres.`);
  }
  return [...erros];
}

/** As regras do álbum sobre o seu estado final: título, categoria, relacionado quando a categoria pede, e as imagens. */
export function errosDaGaleria(album: AlbumDoFormulario, imagens: readonly ImagemDoAlbum[]): string[] {
  const erros: string[] = [];
  const titulo = album.titulo?.trim();
  if (!titulo) erros.push(MENSAGENS_GALERIA.titulo);
  else if (comprimento(titulo) > LIMITES_GALERIA.titulo) erros.push(`O título deve ter no máximo ${LIMITES_GALERIA.titulo} caracteres.`);
  if (!album.categoriaId) erros.push(MENSAGENS_GALERIA.categoria);
  else if (album.categoriaPedeRelacionado && !album.relacionadoId) erros.push(MENSAGENS_GALERIA.relacionado);
  return [...erros, ...errosDasImagensDoAlbum(imagens)];
}

/** Tipos e extensões de imagem aceitos no álbum (o gateway confere o conteúdo do arquivo). */
export const TIPOS_IMAGEM_GALERIA = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** O nome do arquivo baixado: título da galeria e crédito, sem acentos nem símbolos ("sessao-solene-foto-joao-silva.jpg"). */
export function nomeDoDownloadDaFoto(galeria: string, credito: string | null | undefined, extensao: string): string {
  const limpar = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const partes = [limpar(galeria) || 'galeria', credito?.trim() ? `foto-${limpar(credito)}` : ''].filter(Boolean);
  return `${partes.join('-').slice(0, 150)}.${extensao}`;
}
