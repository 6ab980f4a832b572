import { CONJUNTOS, IMPORTACOES, permissaoDeImportar } from '@alego/catalog';
import { exigirEquipe, NaoEncontradoError, parseId, possuiPermissao, type SubgraphContext } from '@alego/kit';
import { Arg, Ctx, Directive, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ImportacaoDeConjunto } from './importacao.entity.js';
import { confirmarImportacao, exigirPermissaoDeImportar } from './importacao.service.js';

@ObjectType('ConjuntoImportavel', { description: 'Um conjunto que a equipe pode importar em lote.' })
export class ConjuntoImportavel {
  @Field({ description: 'Id do conjunto no catálogo.' })
  conjunto!: string;

  @Field()
  titulo!: string;

  @Field({ description: 'A permissão que a importação exige.' })
  permissao!: string;
}

/** The import's dataset permission, checked in code: one generic mutation serves every dataset. */
@Resolver(() => ImportacaoDeConjunto)
export class ImportacaoDeConjuntoResolver {
  @Query(() => [ConjuntoImportavel], { description: 'Os conjuntos que o usuário pode importar (a permissão #importar de cada um).' })
  @Directive('@authenticated')
  conjuntosImportaveis(@Ctx() { identidade }: SubgraphContext): ConjuntoImportavel[] {
    const equipe = exigirEquipe(identidade);
    return CONJUNTOS.filter((c) => IMPORTACOES[c.id] && possuiPermissao(equipe.permissoes, permissaoDeImportar(IMPORTACOES[c.id]!))).map((c) =>
      Object.assign(new ConjuntoImportavel(), { conjunto: c.id, titulo: c.titulo, permissao: permissaoDeImportar(IMPORTACOES[c.id]!) }),
    );
  }

  @FieldResolver(() => Int, { description: 'Percentual do arquivo já lido pela importação (0 a 100).' })
  percentual(@Root() importacao: ImportacaoDeConjunto): number {
    if (importacao.situacao === 'concluida') return 100;
    if (importacao.situacao !== 'processando' || !importacao.tamanho) return 0;
    return Math.min(99, Math.floor((importacao.bytesLidos / importacao.tamanho) * 100));
  }

  @Query(() => ImportacaoDeConjunto, { nullable: true, description: 'Uma importação: prévia, erros, progresso e resultado.' })
  @Directive('@authenticated')
  async importacaoDeConjunto(@Arg('id', () => ID) id: string, @Ctx() { em, identidade }: SubgraphContext): Promise<ImportacaoDeConjunto | null> {
    const importacao = await carregar(em, id);
    exigirPermissaoDeImportar(identidade, importacao.conjunto);
    return importacao;
  }

  @Query(() => [ImportacaoDeConjunto], { description: 'As 20 importações mais recentes do conjunto.' })
  @Directive('@authenticated')
  importacoesDoConjunto(@Arg('conjunto') conjunto: string, @Ctx() { em, identidade }: SubgraphContext): Promise<ImportacaoDeConjunto[]> {
    exigirPermissaoDeImportar(identidade, conjunto);
    return em.find(ImportacaoDeConjunto, { conjunto }, { orderBy: { id: 'desc' }, limit: 20 });
  }

  @Mutation(() => ImportacaoDeConjunto, { description: 'Confirma uma importação validada: ela vai para a fila de trabalhos e é aplicada numa transação.' })
  @Directive('@authenticated')
  async confirmarImportacao(@Arg('id', () => ID) id: string, @Ctx() { em, identidade, logger }: SubgraphContext): Promise<ImportacaoDeConjunto> {
    const importacao = await carregar(em, id);
    exigirPermissaoDeImportar(identidade, importacao.conjunto);
    return confirmarImportacao(em, importacao, logger);
  }
}

async function carregar(em: SubgraphContext['em'], id: string): Promise<ImportacaoDeConjunto> {
  const chave = parseId(id);
  const importacao = chave === null ? null : await em.findOne(ImportacaoDeConjunto, { id: chave });
  if (!importacao) throw new NaoEncontradoError('Importação não encontrada.');
  return importacao;
}
