import { MENSAGENS_COMISSAO } from '@alego/catalog';
import { estadoFinal, parseId } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dataValida } from '../../lib/datas.js';
import { CARGOS_COMISSAO, CATEGORIAS_LINK_COMISSAO, TIPOS_ARQUIVO_COMISSAO, TIPOS_COMISSAO, TIPOS_TRABALHO_COMISSAO } from '../../lib/opcoes.js';
import { Deputado } from '../deputado/deputado.entity.js';
import { ArquivoComissao, Comissao, DeputadoComissao, EquipeTecnicaComissao, LinkComissao, TrabalhoComissao } from './comissao.entity.js';
import type { ComissaoInput } from './comissao.inputs.js';

const URL_SEGURA = /^https?:\/\/[^\s<>"']+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Commission documents are PDFs (the gateway's PDF policy checks the real type; this guards other callers). */
export const TIPOS_DE_ARQUIVO_ACEITOS = ['application/pdf'];

export async function linhasDaComissao(em: EntityManager, comissao: Comissao | undefined) {
  if (!comissao?.id) return { deputados: [], equipe: [], trabalhos: [], arquivos: [], links: [] };
  const onde = { comissao: comissao.id };
  const ordem = { orderBy: { id: 'asc' as const } };
  const [deputados, equipe, trabalhos, arquivos, links] = await Promise.all([
    em.find(DeputadoComissao, onde, ordem),
    em.find(EquipeTecnicaComissao, onde, ordem),
    em.find(TrabalhoComissao, onde, ordem),
    em.find(ArquivoComissao, onde, ordem),
    em.find(LinkComissao, onde, ordem),
  ]);
  return { deputados, equipe, trabalhos, arquivos, links };
}

export async function regrasComissao(dados: ComissaoInput, { em, atual }: { em: EntityManager; atual?: Comissao }): Promise<string[]> {
  const erros: string[] = [];
  if (!dados.nome?.trim()) erros.push('Informe o nome da comissão.');
  if (!(dados.tipo in TIPOS_COMISSAO)) erros.push('Favor selecionar um tipo de comissão válido.');
  const existentes = await linhasDaComissao(em, atual);

  const membros = estadoFinal(
    existentes.deputados,
    dados.deputadosComissao,
    (m) => ({ deputadoId: m.deputado.id as number | null, cargo: m.cargo as number | null }),
    (m, e) => ({ deputadoId: m.deputadoId ? parseId(m.deputadoId) : (e?.deputado.id ?? null), cargo: m.cargo ?? null }),
  );
  const ids = membros.map((m) => m.deputadoId).filter((id): id is number => id !== null);
  const deputados = new Map((await em.find(Deputado, { id: { $in: ids } })).map((d) => [d.id, d]));
  const vistos = new Set<number>();
  for (const membro of membros) {
    const deputado = membro.deputadoId === null ? undefined : deputados.get(membro.deputadoId);
    if (!deputado) erros.push(MENSAGENS_COMISSAO.deputado);
    else if (vistos.has(deputado.id)) erros.push(`${deputado.nome} já é membro desta comissão.`);
    else vistos.add(deputado.id);
    if (membro.cargo === null || !(membro.cargo in CARGOS_COMISSAO)) erros.push(MENSAGENS_COMISSAO.cargo);
  }
  if (membros.filter((m) => m.cargo === 1).length > 1) erros.push(MENSAGENS_COMISSAO.umPresidente);

  const equipe = (s: { nome?: string | null; email?: string | null }) => ({ nome: s.nome, email: s.email });
  for (const servidor of estadoFinal(existentes.equipe, dados.equipeTecnicaComissoes, equipe, equipe)) {
    if (!servidor.nome?.trim()) erros.push('Informe o nome do servidor da equipe técnica.');
    if (servidor.email && !EMAIL.test(servidor.email)) erros.push('Informe um e-mail válido para a equipe técnica.');
  }
  const trabalhoDe = (t: { tipo?: number | null; titulo?: string | null; data?: string | null; url?: string | null }) => ({ tipo: t.tipo, titulo: t.titulo, data: t.data, url: t.url });
  for (const trabalho of estadoFinal(existentes.trabalhos, dados.trabalhosComissao, trabalhoDe, trabalhoDe)) {
    if (trabalho.tipo === null || trabalho.tipo === undefined || !(trabalho.tipo in TIPOS_TRABALHO_COMISSAO)) erros.push('Favor selecionar o tipo do trabalho.');
    if (!trabalho.titulo?.trim()) erros.push('Informe o título do trabalho.');
    if (trabalho.data && !dataValida(trabalho.data)) erros.push('Informe uma data válida para o trabalho (AAAA-MM-DD).');
    if (trabalho.url && !URL_SEGURA.test(trabalho.url)) erros.push('Informe um endereço (URL) válido, começando por http:// ou https://.');
  }
  const arquivos = estadoFinal(
    existentes.arquivos,
    dados.arquivosComissao,
    (a) => ({ tipo: a.tipo as number | null | undefined, titulo: a.titulo as string | null | undefined, data: a.data, temArquivo: !!a.arquivo, tipoMime: undefined as string | undefined }),
    (a, e) => ({ tipo: a.tipo, titulo: a.titulo, data: a.data, temArquivo: !!a.arquivo || !!e?.arquivo, tipoMime: a.arquivo?.tipo }),
  );
  for (const arquivo of arquivos) {
    if (arquivo.tipo === null || arquivo.tipo === undefined || !(arquivo.tipo in TIPOS_ARQUIVO_COMISSAO)) erros.push('Favor selecionar o tipo do arquivo.');
    if (!arquivo.titulo?.trim()) erros.push('Informe o título do arquivo.');
    if (!arquivo.temArquivo) erros.push(MENSAGENS_COMISSAO.arquivo);
    if (arquivo.tipoMime && !TIPOS_DE_ARQUIVO_ACEITOS.includes(arquivo.tipoMime)) erros.push('Tipo de arquivo inválido. Envie um arquivo .pdf');
    if (arquivo.data && !dataValida(arquivo.data)) erros.push('Informe uma data válida para o arquivo (AAAA-MM-DD).');
  }
  const linkDe = (l: { categoria?: number | null; titulo?: string | null; url?: string | null }) => ({ categoria: l.categoria, titulo: l.titulo, url: l.url });
  for (const link of estadoFinal(existentes.links, dados.linksComissao, linkDe, linkDe)) {
    if (link.categoria === null || link.categoria === undefined || !(link.categoria in CATEGORIAS_LINK_COMISSAO)) erros.push('Favor selecionar a categoria do link.');
    if (!link.titulo?.trim()) erros.push('Informe o título do link.');
    if (!link.url || !URL_SEGURA.test(link.url)) erros.push('Informe um endereço (URL) válido, começando por http:// ou https://.');
  }
  return [...new Set(erros)];
}
