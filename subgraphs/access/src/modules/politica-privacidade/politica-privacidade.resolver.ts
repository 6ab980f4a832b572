import { errosDoFormulario, hojeEmBrasilia, POLITICAS_PRIVACIDADE, textoDoHtml } from '@alego/catalog';
import { createCrudResolver, sanearHtml, semNul, termoEm, type SubgraphContext } from '@alego/kit';
import { FlushMode } from '@mikro-orm/core';
import { Ctx, Query, Resolver } from 'type-graphql';
import { PoliticaPrivacidade } from './politica-privacidade.entity.js';
import { PoliticaPrivacidadeFiltro, PoliticaPrivacidadeInput } from './politica-privacidade.inputs.js';
import { politicaVigente } from './politica-privacidade.service.js';

export const MENSAGENS_POLITICA = {
  semTexto: 'Informe o texto da política de privacidade.',
  ultimaVigente: 'É preciso manter ao menos uma versão vigente da Política de Privacidade.',
} as const;

const ORDEM = { vigenteDesde: 'desc', versao: 'desc' } as const;

/**
 * The privacy policy's versions (back-office §2 `politica-privacidade`): public list and record (every version is
 * public text), the catalog's admin operations, and the version in force.
 */
@Resolver(() => PoliticaPrivacidade)
export class PoliticaPrivacidadeResolver extends createCrudResolver({
  entity: PoliticaPrivacidade,
  nomes: POLITICAS_PRIVACIDADE.graphql,
  recurso: 'politica_privacidade',
  filtro: PoliticaPrivacidadeFiltro,
  criar: PoliticaPrivacidadeInput,
  atualizar: PoliticaPrivacidadeInput,
  ordem: ORDEM,
  onde: (filtro) => termoEm<PoliticaPrivacidade>(semNul(filtro?.termo), ['conteudo', 'resumoAlteracoes']) ?? {},
  regras: (dados) => {
    const erros = errosDoFormulario(POLITICAS_PRIVACIDADE, dados as unknown as Record<string, unknown>, { anoAtual: new Date().getFullYear(), temArquivo: false }).map((e) => e.mensagem);
    // An editor's empty paragraph, or markup the sanitizer removes entirely, is no text.
    if (!erros.length && !textoDoHtml(sanearHtml(dados.conteudo))) erros.push(MENSAGENS_POLITICA.semTexto);
    return erros;
  },
  paraEntidade: (dados) => ({ vigenteDesde: dados.vigenteDesde.trim(), resumoAlteracoes: semNul(dados.resumoAlteracoes)?.trim() || null, conteudo: sanearHtml(dados.conteudo) }),
  // A new record takes the next number; the unique index refuses a concurrent twin. (The read must not flush the
  // new record, still without its number.)
  aninhados: async (politica, _dados, em) => {
    if (politica.versao) return;
    const [ultima] = await em.find(PoliticaPrivacidade, {}, { orderBy: { versao: 'desc' }, limit: 1, flushMode: FlushMode.COMMIT });
    politica.versao = (ultima?.versao ?? 0) + 1;
  },
  regrasDeExclusao: async (politica, em) => {
    const outras = await em.count(PoliticaPrivacidade, { id: { $ne: politica.id }, vigenteDesde: { $lte: hojeEmBrasilia() } });
    return outras ? [] : [MENSAGENS_POLITICA.ultimaVigente];
  },
}) {
  @Query(() => PoliticaPrivacidade, { nullable: true, description: 'A versão vigente da Política de Privacidade (a página pública e o aceite do cidadão).' })
  politicaPrivacidadeVigente(@Ctx() { em }: SubgraphContext): Promise<PoliticaPrivacidade | null> {
    return politicaVigente(em);
  }
}
