import { errosDoFormulario, INFORMACOES_ASSESSORAMENTO, SECOES_DE_INFORMACAO } from '@alego/catalog';
import { createCrudResolver, sanearHtml, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { InformacaoAssessoramento } from './informacao-assessoramento.entity.js';
import { InformacaoAssessoramentoFiltro, InformacaoAssessoramentoInput } from './informacao-assessoramento.inputs.js';

/** The module's permission (back-office §2): the three thematic-advisory entries share it. */
export const RECURSO_ASSESSORAMENTO = 'assessoramento_tematico';
export const contexto = (temArquivo = false) => ({ anoAtual: new Date().getFullYear(), temArquivo });
export const texto = (valor: string | null | undefined) => semNul(valor ?? '').trim() || null;

@Resolver(() => InformacaoAssessoramento)
export class InformacaoAssessoramentoResolver extends createCrudResolver({
  entity: InformacaoAssessoramento,
  nomes: INFORMACOES_ASSESSORAMENTO.graphql,
  recurso: RECURSO_ASSESSORAMENTO,
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
