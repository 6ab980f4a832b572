import { exigirEquipe, filaDeTrabalhos, NaoEncontradoError, possuiFuncionalidade, SemPermissaoError, type FilaDeTrabalhos, type ResumoDeTrabalho, type SubgraphContext } from '@alego/kit';
import { GraphQLError } from 'graphql';
import { Arg, Ctx, Directive, Field, ID, Int, Mutation, ObjectType, Query, registerEnumType, Resolver } from 'type-graphql';

/** Staff with this feature see the background jobs and retry the failed ones (back-office "Trabalhos em segundo plano"). */
export const FUNCIONALIDADE_ADMIN = 'Admin';

export enum EstadoTrabalho {
  naFila = 'naFila',
  aguardandoNovaTentativa = 'aguardandoNovaTentativa',
  emExecucao = 'emExecucao',
  concluido = 'concluido',
  cancelado = 'cancelado',
  falhou = 'falhou',
}
registerEnumType(EstadoTrabalho, { name: 'EstadoTrabalho', description: 'Situação de um trabalho em segundo plano.' });

const DO_PG_BOSS: Record<ResumoDeTrabalho['estado'], EstadoTrabalho> = {
  created: EstadoTrabalho.naFila,
  retry: EstadoTrabalho.aguardandoNovaTentativa,
  active: EstadoTrabalho.emExecucao,
  completed: EstadoTrabalho.concluido,
  cancelled: EstadoTrabalho.cancelado,
  failed: EstadoTrabalho.falhou,
};
const PARA_PG_BOSS = Object.fromEntries(Object.entries(DO_PG_BOSS).map(([pgBoss, nosso]) => [nosso, pgBoss])) as Record<EstadoTrabalho, ResumoDeTrabalho['estado']>;

@ObjectType('Trabalho', { description: 'Um trabalho em segundo plano na fila do PostgreSQL (e-mail, aviso, importação). Os dados do trabalho (endereços) não são expostos.' })
export class Trabalho {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Fila do trabalho, ex.: access.email, participation.feed.' })
  fila!: string;

  @Field(() => EstadoTrabalho)
  estado!: EstadoTrabalho;

  @Field(() => Int, { description: 'Tentativas já iniciadas (a primeira conta).' })
  tentativas!: number;

  @Field(() => Date)
  criadoEm!: Date;

  @Field(() => Date, { nullable: true })
  iniciadoEm!: Date | null;

  @Field(() => Date, { nullable: true })
  concluidoEm!: Date | null;

  @Field(() => String, { nullable: true, description: 'Mensagem do último erro, quando falhou ou aguarda nova tentativa.' })
  erro!: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function exigirAdmin(ctx: SubgraphContext): FilaDeTrabalhos {
  const equipe = exigirEquipe(ctx.identidade);
  if (!possuiFuncionalidade(equipe, FUNCIONALIDADE_ADMIN)) throw new SemPermissaoError();
  const fila = filaDeTrabalhos();
  if (!fila) throw new GraphQLError('A fila de trabalhos não está disponível no momento.', { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
  return fila;
}

@Resolver()
export class TrabalhoResolver {
  @Query(() => [Trabalho], { description: 'Os 100 trabalhos mais recentes (de uma situação, se informada). Exige a funcionalidade Admin.' })
  @Directive('@authenticated')
  async trabalhos(@Arg('estado', () => EstadoTrabalho, { nullable: true }) estado: EstadoTrabalho | null, @Ctx() ctx: SubgraphContext): Promise<Trabalho[]> {
    const fila = exigirAdmin(ctx);
    const lista = await fila.listar(estado ? PARA_PG_BOSS[estado] : undefined);
    return lista.map((job) => ({ ...job, estado: DO_PG_BOSS[job.estado] }));
  }

  @Mutation(() => Boolean, { description: 'Devolve à fila um trabalho que falhou. Exige a funcionalidade Admin.' })
  @Directive('@authenticated')
  async repetirTrabalho(@Arg('fila') nomeDaFila: string, @Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const fila = exigirAdmin(ctx);
    if (!UUID.test(id) || nomeDaFila.length > 200 || !(await fila.repetir(nomeDaFila, id))) {
      throw new NaoEncontradoError('Trabalho com falha não encontrado: só um trabalho que falhou pode ser repetido.');
    }
    ctx.logger.info({ evento: 'trabalho_repetido', fila: nomeDaFila, trabalho: id }, 'trabalho devolvido à fila');
    return true;
  }
}
