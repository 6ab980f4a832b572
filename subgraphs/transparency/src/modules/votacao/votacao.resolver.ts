import { dataIsoValida, POSICOES_VOTO, RESULTADOS_VOTACAO, VOTACOES } from '@alego/catalog';
import { deputadoRef, DeputadoRef, PaginaDe, PaginacaoArgs, parseId, processoRef, ProcessoRef, termoEm, ValidacaoError, type Pagina, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root, type ClassType } from 'type-graphql';
import { condicoesDeData, juntar, listarPagina, validarPeriodo } from '../../lib/consultas.js';
import { createCadastroPdfResolver, type FiltroDoCadastro } from '../relatorio-pdf/cadastro-pdf.js';
import { Votacao, VotoDeputado } from './votacao.entity.js';
import { VotacaoFiltro, VotoDeputadoFiltro } from './votacao.inputs.js';

/** A choice filter's value must be one of its options: a clear message, never an empty page that looks like "no data". */
function opcao(valor: string | undefined, opcoes: Readonly<Record<string, string>>, rotulo: string): string | undefined {
  if (valor === undefined || valor === null || valor === '') return undefined;
  if (!Object.hasOwn(opcoes, valor)) throw new ValidacaoError(`${rotulo} inválido: use ${Object.keys(opcoes).join(', ')}.`);
  return valor;
}

export function ondeVotacao(filtro: VotacaoFiltro | undefined): FilterQuery<Votacao> {
  validarPeriodo(filtro);
  if (filtro?.data && !dataIsoValida(filtro.data)) throw new ValidacaoError('Informe a data da sessão no formato AAAA-MM-DD.');
  const resultado = opcao(filtro?.resultado, RESULTADOS_VOTACAO, 'Resultado');
  return juntar<Votacao>([
    termoEm<Votacao>(filtro?.termo, ['materia']),
    ...condicoesDeData<Votacao>(filtro, 'data'),
    resultado ? { resultado } : undefined,
    filtro?.data ? { data: filtro.data } : undefined,
  ]);
}

export function ondeVoto(filtro: VotoDeputadoFiltro | undefined): FilterQuery<VotoDeputado> {
  validarPeriodo(filtro);
  const posicao = opcao(filtro?.posicao, POSICOES_VOTO, 'Posição');
  return juntar<VotoDeputado>([
    // An id that cannot be a key matches nothing rather than everything.
    filtro?.votacaoId ? { votacao: parseId(filtro.votacaoId) ?? 0 } : undefined,
    filtro?.deputadoId ? { deputadoId: parseId(filtro.deputadoId) ?? 0 } : undefined,
    posicao ? { posicao } : undefined,
    filtro?.ano ? { votacao: { ano: filtro.ano } } : undefined,
  ]);
}

const VotoDeputadoPagina = PaginaDe(VotoDeputado);

/** The tally kept on the vote, from its deputies' positions (the list never counts rows). */
function contar(votacao: Votacao, votos: readonly Record<string, unknown>[]): void {
  const conta = (posicao: string) => votos.filter((voto) => voto.posicao === posicao).length;
  Object.assign(votacao, { sim: conta('sim'), nao: conta('nao'), abstencao: conta('abstencao'), ausentes: conta('ausente') });
}

/**
 * The roll-call votes: the catalog's register (`VOTACOES`: list, item, create, update, delete with the permission
 * `api/admin/votacoes`) with the public filter and rules it had, and the deputies' positions as nested rows.
 */
@Resolver(() => Votacao)
export class VotacaoResolver extends createCadastroPdfResolver({
  entity: Votacao,
  admin: VOTACOES,
  ordem: { data: 'desc', numero: 'desc', id: 'desc' },
  filtro: { classe: VotacaoFiltro as ClassType<FiltroDoCadastro>, onde: (filtro) => ondeVotacao(filtro as VotacaoFiltro | undefined) },
  // The tally is counted from the positions in the same unit of work (zero on a vote without them).
  linhas: { votos: { entidade: VotoDeputado, pai: 'votacao', depois: contar } },
}) {
  @FieldResolver(() => [VotoDeputado], { description: 'As posições dos deputados, pelo id do deputado (o formulário do admin).' })
  votos(@Root() votacao: Votacao, @Ctx() { em }: SubgraphContext): Promise<VotoDeputado[]> {
    return em.find(VotoDeputado, { votacao: votacao.id }, { orderBy: { deputadoId: 'asc', id: 'asc' } });
  }

  @FieldResolver(() => ProcessoRef, { nullable: true, description: 'O processo votado, resolvido pelo subgrafo participation (null sem processo).' })
  processo(@Root() votacao: Votacao): ProcessoRef | null {
    return processoRef(votacao.processoId);
  }

  @FieldResolver(() => String, { description: 'Aprovado ou rejeitado.' })
  resultadoDescricao(@Root() votacao: Votacao): string {
    return RESULTADOS_VOTACAO[votacao.resultado as keyof typeof RESULTADOS_VOTACAO] ?? votacao.resultado;
  }
}

@Resolver(() => VotoDeputado)
export class VotoDeputadoResolver {
  @Query(() => VotoDeputadoPagina, { description: 'Posições dos deputados nas votações nominais: as da votação mais recente primeiro, deputados pelo id.' })
  votosDeputados(
    @Arg('filtro', () => VotoDeputadoFiltro, { nullable: true }) filtro: VotoDeputadoFiltro | undefined,
    @Args() paginacao: PaginacaoArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<VotoDeputado>> {
    return listarPagina(em, VotoDeputado, ondeVoto(filtro), paginacao, { votacao: { data: 'desc', numero: 'desc' }, deputadoId: 'asc', id: 'asc' });
  }

  @FieldResolver(() => Votacao)
  async votacao(@Root() voto: VotoDeputado, @Ctx() { loaders }: SubgraphContext): Promise<Votacao> {
    return (await loaders.load(Votacao, voto.votacao.id))!;
  }

  @FieldResolver(() => ID)
  deputadoId(@Root() voto: VotoDeputado): string {
    return String(voto.deputadoId);
  }

  @FieldResolver(() => DeputadoRef, { description: 'O deputado, resolvido pelo subgrafo people.' })
  deputado(@Root() voto: VotoDeputado): DeputadoRef {
    return deputadoRef(voto.deputadoId);
  }

  @FieldResolver(() => String, { description: 'Sim, Não, Abstenção, Obstrução ou Ausente.' })
  posicaoDescricao(@Root() voto: VotoDeputado): string {
    return POSICOES_VOTO[voto.posicao as keyof typeof POSICOES_VOTO] ?? voto.posicao;
  }
}
