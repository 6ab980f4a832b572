import type { ApolloClient } from '@apollo/client';
import { errosDaGaleria } from '@alego/catalog';
import { possuiPermissoes, type ContextoPermissoes } from '../../auth/permissoes';
import { linhasDoRegistro, linhasParaDados, linhasVivas, type LinhaDoFormulario } from '../../kit/nested';
import { SalvarImagemGaleriaDocument, type GaleriaDetalhe } from './documentos';

export interface LinhaImagem extends LinhaDoFormulario {
  /** A foto escolhida numa linha nova (enviada depois de salvar o álbum). */
  arquivo: File | null;
  /** Miniatura de uma foto guardada. */
  miniatura: string;
  titulo: string;
  credito: string;
  capa: boolean;
  ordem: string;
}

export interface ValoresGaleria {
  titulo: string;
  descricao: string;
  categoriaId: string;
  relacionadoId: string;
  relacionadoNome: string;
  galeriaImagens: LinhaImagem[];
}

export const novaImagem = (): LinhaImagem => ({ arquivo: null, miniatura: '', titulo: '', credito: '', capa: false, ordem: '' });

export function valoresIniciais(g?: GaleriaDetalhe): ValoresGaleria {
  return {
    titulo: g?.titulo ?? '',
    descricao: g?.descricao ?? '',
    categoriaId: g?.categoria.id ?? '',
    relacionadoId: g?.relacionadoId ?? '',
    relacionadoNome: g?.relacionadoNome ?? '',
    galeriaImagens: g
      ? linhasDoRegistro(g.galeriaImagens, (i) => ({ arquivo: null, miniatura: i.imagem.miniatura, titulo: i.titulo ?? '', credito: i.credito ?? '', capa: i.capa, ordem: String(i.ordem) }))
      : [novaImagem()],
  };
}

const texto = (valor: string) => valor.trim() || null;
const ordem = (valor: string) => (valor.trim() === '' ? null : Number(valor));
const camposDaImagem = (i: LinhaImagem) => ({ titulo: texto(i.titulo), credito: texto(i.credito), capa: i.capa, ordem: ordem(i.ordem) });
const novas = (v: ValoresGaleria) => linhasVivas(v.galeriaImagens).filter((i) => !i.registroId);

/** O último crédito preenchido (o da linha mais abaixo), sugerido a todas as fotos. */
export function ultimoCredito(v: Pick<ValoresGaleria, 'galeriaImagens'>): string | null {
  return linhasVivas(v.galeriaImagens).map((i) => i.credito.trim()).filter(Boolean).at(-1) ?? null;
}

/** Valores → `GaleriaInput`: as fotos guardadas vão como linhas; as novas só anunciadas (vêm depois, uma a uma). */
export function paraGaleriaInput(v: ValoresGaleria): Record<string, unknown> {
  return {
    titulo: v.titulo.trim(),
    descricao: texto(v.descricao),
    categoriaId: v.categoriaId,
    relacionadoId: texto(v.relacionadoId),
    relacionadoNome: texto(v.relacionadoNome),
    ultimoCredito: ultimoCredito(v),
    galeriaImagens: linhasParaDados(v.galeriaImagens.filter((i) => i.registroId), camposDaImagem),
    novasImagens: novas(v).map(camposDaImagem),
  };
}

/** As regras do catálogo (as mesmas do servidor) antes de enviar: a primeira mensagem. */
export function validarGaleria(v: ValoresGaleria, pedeRelacionado: boolean): string | undefined {
  if (novas(v).some((i) => !i.arquivo)) return 'Escolha a foto de cada imagem nova.';
  const imagens = linhasVivas(v.galeriaImagens).map(camposDaImagem);
  return errosDaGaleria({ titulo: v.titulo, categoriaId: v.categoriaId || null, categoriaPedeRelacionado: pedeRelacionado, relacionadoId: texto(v.relacionadoId) }, imagens)[0];
}

/** Uma foto nova por vez, com o id do álbum salvo (galerias/salvar-imagens); o primeiro erro interrompe. */
export async function enviarImagens(id: string, v: ValoresGaleria, cliente: ApolloClient): Promise<void> {
  for (const imagem of novas(v)) {
    // validarGaleria has refused a new row without its file before the album was saved.
    if (!imagem.arquivo) continue;
    await cliente.mutate({ mutation: SalvarImagemGaleriaDocument, variables: { dados: { galeriaId: id, imagem: imagem.arquivo, ...camposDaImagem(imagem) } } });
  }
}

/** Publicar e devolver para revisão: o direito `pode_publicar` e a permissão de editar galerias. */
export function podePublicarGaleria(contexto?: ContextoPermissoes): boolean {
  return possuiPermissoes(['api/admin/galerias#update', 'pode_publicar'], contexto);
}
