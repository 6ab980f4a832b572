import { CORPO_TECNICO, errosDoFormulario, INFORMACOES_ASSESSORAMENTO, MATERIAIS, SECOES_DE_INFORMACAO, TIPOS_DE_MATERIAL } from '@alego/catalog';
import { createCrudResolver, guardarArquivo, sanearHtml, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { Arquivo, arquivoDe } from '../arquivo/arquivo.types.js';
import { InformacaoAssessoramento, MaterialAssessoramento, MembroCorpoTecnico } from './assessoramento.entity.js';
import { InformacaoAssessoramentoFiltro, InformacaoAssessoramentoInput, MaterialAssessoramentoFiltro, MaterialAssessoramentoInput, MembroCorpoTecnicoFiltro, MembroCorpoTecnicoInput } from './assessoramento.inputs.js';

export const MENSAGENS_ASSESSORAMENTO = { pdf: 'Envie o material em PDF.' } as const;

const RECURSO = 'assessoramento_tematico';
const contexto = (temArquivo = false) => ({ anoAtual: new Date().getFullYear(), temArquivo });
const texto = (valor: string | null | undefined) => semNul(valor ?? '').trim() || null;

@Resolver(() => InformacaoAssessoramento)
export class InformacaoAssessoramentoResolver extends createCrudResolver({
  entity: InformacaoAssessoramento,
  nomes: INFORMACOES_ASSESSORAMENTO.graphql,
  recurso: RECURSO,
  filtro: InformacaoAssessoramentoFiltro,
  criar: InformacaoAssessoramentoInput,
  atualizar: InformacaoAssessoramentoInput,
  ordem: { secao: 'asc', ordem: 'asc', id: 'asc' },
  onde: (filtro): FilterQuery<InformacaoAssessoramento> =>
    todas<InformacaoAssessoramento>(termoEm<InformacaoAssessoramento>(semNul(filtro?.termo), ['titulo', 'conteudo']), filtro?.secao ? { secao: filtro.secao } : undefined),
  regras: (dados) => errosDoFormulario(INFORMACOES_ASSESSORAMENTO, { ...dados }, contexto()).map((e) => e.mensagem),
  paraEntidade: (dados) => ({ secao: dados.secao ?? '', titulo: semNul(dados.titulo ?? '').trim(), ordem: dados.ordem ?? 1, conteudo: sanearHtml(dados.conteudo) }),
}) {
  @FieldResolver(() => String, { description: 'Nome da seção.' })
  secaoNome(@Root() informacao: InformacaoAssessoramento): string {
    return SECOES_DE_INFORMACAO.find((s) => s.valor === informacao.secao)?.rotulo ?? informacao.secao;
  }
}

@Resolver(() => MembroCorpoTecnico)
export class MembroCorpoTecnicoResolver extends createCrudResolver({
  entity: MembroCorpoTecnico,
  nomes: CORPO_TECNICO.graphql,
  recurso: RECURSO,
  filtro: MembroCorpoTecnicoFiltro,
  criar: MembroCorpoTecnicoInput,
  atualizar: MembroCorpoTecnicoInput,
  ordem: { nome: 'asc', id: 'asc' },
  onde: (filtro): FilterQuery<MembroCorpoTecnico> => todas<MembroCorpoTecnico>(termoEm<MembroCorpoTecnico>(semNul(filtro?.termo), ['nome', 'area'])),
  regras: (dados) => errosDoFormulario(CORPO_TECNICO, { ...dados }, contexto()).map((e) => e.mensagem),
  paraEntidade: (dados) => ({ nome: semNul(dados.nome ?? '').trim(), cargo: texto(dados.cargo), area: texto(dados.area), formacao: texto(dados.formacao), email: texto(dados.email) }),
}) {}

@Resolver(() => MaterialAssessoramento)
export class MaterialAssessoramentoResolver extends createCrudResolver({
  entity: MaterialAssessoramento,
  nomes: MATERIAIS.graphql,
  recurso: RECURSO,
  filtro: MaterialAssessoramentoFiltro,
  criar: MaterialAssessoramentoInput,
  atualizar: MaterialAssessoramentoInput,
  ordem: { data: 'desc', id: 'desc' },
  onde: (filtro): FilterQuery<MaterialAssessoramento> => {
    const tipo = filtro?.tipo !== undefined && /^\d$/.test(filtro.tipo) ? Number(filtro.tipo) : undefined;
    return todas<MaterialAssessoramento>(termoEm<MaterialAssessoramento>(semNul(filtro?.termo), ['titulo', 'resumo']), tipo === undefined ? undefined : { tipo });
  },
  regras: (dados, { atual }) => {
    const erros = errosDoFormulario(MATERIAIS, { ...dados }, contexto(!!atual?.arquivo)).map((e) => e.mensagem);
    // The gateway's PDF policy checked the bytes; this refuses a reference of another kind.
    if (dados.arquivo && dados.arquivo.tipo !== 'application/pdf') erros.push(MENSAGENS_ASSESSORAMENTO.pdf);
    return erros;
  },
  paraEntidade: (dados) => ({
    titulo: semNul(dados.titulo ?? '').trim(),
    data: dados.data ?? '',
    tipo: Number(dados.tipo),
    resumo: texto(dados.resumo),
    url: texto(dados.url),
    ...(dados.arquivo ? { arquivo: guardarArquivo(dados.arquivo) } : {}),
  }),
}) {
  @FieldResolver(() => String, { description: '0 Artigo, 1 Estudo, 2 Relatório, 3 Livro, 4 Painel interativo.' })
  tipo(@Root() material: MaterialAssessoramento): string {
    return String(material.tipo);
  }

  @FieldResolver(() => String)
  tipoDescricao(@Root() material: MaterialAssessoramento): string {
    return TIPOS_DE_MATERIAL.find((t) => t.valor === String(material.tipo))?.rotulo ?? '';
  }

  @FieldResolver(() => Arquivo, { name: 'arquivo', nullable: true, description: 'O PDF guardado: nome, tamanho e URL assinada.' })
  arquivoDoMaterial(@Root() material: MaterialAssessoramento): Arquivo | null {
    return arquivoDe(material.arquivo);
  }
}
