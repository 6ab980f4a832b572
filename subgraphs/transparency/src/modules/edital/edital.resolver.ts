import { EDITAIS } from '@alego/catalog';
import { parseId, termoEm, termoEmColunas, ValidacaoError, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Ctx, Directive, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { anosDe, errosDePeriodo, juntar, SCHEMA, somar } from '../../lib/consultas.js';
import { formatarReais } from '../../lib/dinheiro.js';
import { AvisoLicitacao } from '../aviso-licitacao/aviso-licitacao.entity.js';
import { FaseLicitacao } from '../fase-licitacao/fase-licitacao.entity.js';
import { ModalidadeLicitacao } from '../modalidade-licitacao/modalidade-licitacao.entity.js';
import { createCadastroResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { RelatorioPdf, relatoriosDe } from '../relatorio-pdf/relatorio-pdf.js';
import { Edital } from './edital.entity.js';
import { EditalFiltro } from './edital.inputs.js';

@ObjectType({ description: 'Quantidade e soma exata dos valores estimados dos editais de um filtro.' })
export class EditaisTotal {
  @Field(() => Int)
  quantidade!: number;

  @Field()
  valorEstimado!: string;

  @Field()
  valorEstimadoFormatado!: string;
}

@ObjectType({ description: 'Licitação sugerida ao digitar, para vincular a outro registro.' })
export class LicitacaoAutocomplete {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Modalidade e número, por exemplo "Pregão eletrônico nº 012/2025".' })
  identificador!: string;
}

export const AUTOCOMPLETE_MAXIMO = 20;

export function identificadorDe(modalidade: string, numero: string): string {
  return `${modalidade} nº ${numero}`;
}

export function ondeEdital(filtro: EditalFiltro | undefined): FilterQuery<Edital> {
  const erros = errosDePeriodo({ ano: filtro?.ano, dataInicio: filtro?.dataInicio, dataFim: filtro?.dataFim });
  if (erros.length) throw new ValidacaoError(erros);
  return juntar<Edital>([
    termoEm<Edital>(filtro?.termo, ['objeto', 'numero', 'processo']),
    filtro?.ano ? { ano: filtro.ano } : undefined,
    // An id that cannot be a key matches nothing rather than everything.
    filtro?.modalidadeId ? { modalidade: parseId(filtro.modalidadeId) ?? 0 } : undefined,
    filtro?.faseId ? { fase: parseId(filtro.faseId) ?? 0 } : undefined,
    filtro?.dataInicio ? { dataAbertura: { $gte: filtro.dataInicio } } : undefined,
    filtro?.dataFim ? { dataAbertura: { $lte: filtro.dataFim } } : undefined,
  ]);
}

/** The public list and item, and the admin's writes (catalog entry EDITAIS, with the bid's PDFs). */
@Resolver(() => Edital)
export class EditalResolver extends createCadastroResolver({
  entity: Edital,
  admin: EDITAIS,
  filtro: { classe: EditalFiltro, onde: ondeEdital },
  ordem: { dataAbertura: 'desc', id: 'desc' },
  relacoes: { modalidadeId: { propriedade: 'modalidade', entidade: ModalidadeLicitacao }, faseId: { propriedade: 'fase', entidade: FaseLicitacao } },
  // The relations below only load the related record: a join, for the REST list read in SQL (kit/lista-rest.ts).
  sql: { modalidade: { juncao: true }, fase: { juncao: true } },
}) {
  @Query(() => EditaisTotal, { description: 'Quantidade e soma dos valores estimados do filtro (uma consulta SQL).' })
  async editaisTotal(@Arg('filtro', () => EditalFiltro, { nullable: true }) filtro: EditalFiltro | undefined, @Ctx() { em }: SubgraphContext): Promise<EditaisTotal> {
    const linha = await somar(em, Edital, ondeEdital(filtro), { valorEstimado: 'valor_estimado' });
    return { quantidade: linha.quantidade, valorEstimado: linha.valorEstimado, valorEstimadoFormatado: formatarReais(linha.valorEstimado) };
  }

  @Query(() => [Int], { description: 'Anos com editais, do mais recente.' })
  anosLicitacoes(@Ctx() { em }: SubgraphContext): Promise<number[]> {
    return anosDe(em, 'editais', 'ano');
  }

  @Query(() => [LicitacaoAutocomplete], { description: `Licitações cuja modalidade, número, processo ou objeto contém o termo (até ${AUTOCOMPLETE_MAXIMO}).` })
  @Directive('@requiresScopes(scopes: [["api/admin/sancao_administrativa"], ["api/admin/contratos"]])')
  async licitacoesAutocomplete(@Arg('termo') termo: string, @Ctx() { em }: SubgraphContext): Promise<LicitacaoAutocomplete[]> {
    const limpo = termo.trim();
    if (!limpo) return [];
    // "pregão 12" finds "Pregão eletrônico nº 012/2025": every word must appear somewhere in the identifier or the bid.
    const palavras = limpo.split(/\s+/).slice(0, 8);
    // Each word compared like every list's term: ignoring case and accents ("concorrencia" finds "Concorrência").
    const condicoes = palavras.map((palavra) => termoEmColunas(palavra, [`(m.descricao || ' nº ' || e.numero || ' ' || e.processo || ' ' || e.objeto)`])!);
    const linhas = await em.getConnection().execute<{ id: number; modalidade: string; numero: string }[]>(
      `select e.id, m.descricao as modalidade, e.numero
         from "${SCHEMA}"."editais" e join "${SCHEMA}"."modalidades_licitacao" m on m.id = e.modalidade_id
        where ${condicoes.map((c) => c.sql).join(' and ')}
        order by e.data_abertura desc, e.id desc limit ${AUTOCOMPLETE_MAXIMO}`,
      condicoes.flatMap((c) => c.parametros),
    );
    return linhas.map((linha) => ({ id: String(linha.id), identificador: identificadorDe(linha.modalidade, linha.numero) }));
  }

  @FieldResolver(() => ModalidadeLicitacao)
  async modalidade(@Root() edital: Edital, @Ctx() { loaders }: SubgraphContext): Promise<ModalidadeLicitacao> {
    return (await loaders.load(ModalidadeLicitacao, edital.modalidade.id))!;
  }

  @FieldResolver(() => FaseLicitacao)
  async fase(@Root() edital: Edital, @Ctx() { loaders }: SubgraphContext): Promise<FaseLicitacao> {
    return (await loaders.load(FaseLicitacao, edital.fase.id))!;
  }

  @FieldResolver(() => String, { description: 'Modalidade e número, por exemplo "Pregão eletrônico nº 012/2025".' })
  async identificador(@Root() edital: Edital, @Ctx() { loaders }: SubgraphContext): Promise<string> {
    const modalidade = await loaders.load(ModalidadeLicitacao, edital.modalidade.id);
    return identificadorDe(modalidade?.descricao ?? 'Licitação', edital.numero);
  }

  @FieldResolver(() => String, { description: 'Valor estimado no formato brasileiro: "R$ 12.345,67".' })
  valorEstimadoFormatado(@Root() edital: Edital): string {
    return formatarReais(edital.valorEstimado);
  }

  @FieldResolver(() => ID, { description: 'Id da modalidade (o formulário do admin).' })
  modalidadeId(@Root() edital: Edital): string {
    return String(edital.modalidade.id);
  }

  @FieldResolver(() => ID, { description: 'Id da fase (o formulário do admin).' })
  faseId(@Root() edital: Edital): string {
    return String(edital.fase.id);
  }

  @FieldResolver(() => [RelatorioPdf], { description: 'PDFs do edital (o edital, os anexos, as atas), na ordem.' })
  arquivos(@Root() edital: Edital): RelatorioPdf[] {
    return relatoriosDe(edital.arquivos);
  }

  @FieldResolver(() => [AvisoLicitacao], { description: 'Avisos publicados sobre o edital, o mais recente primeiro (uma consulta SQL por página).' })
  avisos(@Root() edital: Edital, @Ctx() { loaders }: SubgraphContext): Promise<AvisoLicitacao[]> {
    return loaders.loadMany(AvisoLicitacao, 'edital', edital.id, { dataPublicacao: 'desc', id: 'desc' });
  }
}
