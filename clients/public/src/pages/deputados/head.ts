import type { HeadInfo } from '../../routing/head';
import { resumir, textoDoHtml } from '../noticias/head';
import { caminhoDaAtividade, caminhoDaBiografia, caminhoDoPerfil } from '../pessoas/caminhos';
import { TEXTOS_DA_SITUACAO } from './ListasPages';
import type { AtividadeData, BiografiaData, DeputadoDaLista, ListaDeDeputadosData, PerfilData } from './loaders';

export function headDaLista(dados: ListaDeDeputadosData): HeadInfo {
  const textos = TEXTOS_DA_SITUACAO[dados.situacao];
  return { titulo: textos.titulo, descricao: textos.descricao, canonico: `/deputados/${dados.situacao}` };
}

/** "Ana Ribeiro (PSD)". */
function nomeComPartido(deputado: DeputadoDaLista): string {
  return deputado.partido ? `${deputado.nome} (${deputado.partido.sigla})` : deputado.nome;
}

function imagemDe(deputado: DeputadoDaLista): Pick<HeadInfo, 'imagem'> {
  return deputado.fotoUrl ? { imagem: deputado.fotoUrl } : {};
}

export function headDoPerfil({ deputado }: PerfilData): HeadInfo {
  const situacao = deputado.ativo ? 'em exercício' : 'fora de exercício';
  return {
    titulo: nomeComPartido(deputado),
    descricao: `Perfil de ${deputado.nomeCompleto}, deputado(a) estadual ${situacao}${deputado.partido ? ` pelo ${deputado.partido.sigla}` : ''} na Assembleia Legislativa do Estado de Goiás: contato, partido e mandatos.`,
    tipo: 'profile',
    canonico: caminhoDoPerfil(deputado.id),
    ...imagemDe(deputado),
  };
}

export function headDaBiografia({ deputado }: BiografiaData): HeadInfo {
  const texto = deputado.biografia ? textoDoHtml(deputado.biografia) : '';
  return {
    titulo: `Biografia de ${nomeComPartido(deputado)}`,
    descricao: texto ? resumir(texto) : `Biografia de ${deputado.nomeCompleto}, deputado(a) estadual de Goiás.`,
    tipo: 'profile',
    canonico: caminhoDaBiografia(deputado.id),
    ...imagemDe(deputado),
  };
}

export function headDaAtividade({ deputado }: AtividadeData): HeadInfo {
  return {
    titulo: `Atividade parlamentar de ${nomeComPartido(deputado)}`,
    descricao: `Notícias, discursos e comissões de ${deputado.nomeCompleto}, deputado(a) estadual de Goiás.`,
    tipo: 'profile',
    canonico: caminhoDaAtividade(deputado.id),
    ...imagemDe(deputado),
  };
}
