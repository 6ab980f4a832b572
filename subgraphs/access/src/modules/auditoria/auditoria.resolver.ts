import { montarPagina, PaginaDe, PaginacaoArgs, validarPaginacao, ValidacaoError, type Pagina, type SubgraphContext } from '@alego/kit';
import { Arg, Args, Ctx, Directive, Query, Resolver } from 'type-graphql';
import { exigirAdmin } from '../../lib/admin.js';
import { RegistroAuditoria } from './auditoria.entity.js';
import { ondeAuditoria } from './auditoria.service.js';
import { AuditoriaFiltro, AcaoAuditada } from './auditoria.types.js';


const AcaoAuditadaPagina = PaginaDe(AcaoAuditada);

function paraView(r: RegistroAuditoria): AcaoAuditada {
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  return {
    ...r,
    alteracoes: r.alteracoes.map((a) => ({
      entidade: a.entidade,
      entidadeId: a.id,
      tipo: a.tipo,
      campos: Object.entries(a.campos).map(([campo, par]) => ({ campo, antes: json(par.antes), depois: json(par.depois) })),
    })),
  };
}

@Resolver(() => AcaoAuditada)
export class AuditoriaResolver {
  @Query(() => AcaoAuditadaPagina, { description: 'A trilha de auditoria, mais recente primeiro (funcionalidade Admin).' })
  @Directive('@authenticated')
  async registrosAuditoria(
    @Ctx() ctx: SubgraphContext,
    @Args() paginacao: PaginacaoArgs,
    @Arg('filtro', () => AuditoriaFiltro, { nullable: true }) filtro?: AuditoriaFiltro,
  ): Promise<Pagina<AcaoAuditada>> {
    exigirAdmin(ctx.identidade);
    const { limit, offset } = validarPaginacao(paginacao);
    const usuarioId = filtro?.usuarioId ? Number(filtro.usuarioId) : null;
    if (filtro?.usuarioId && !Number.isSafeInteger(usuarioId)) throw new ValidacaoError(['Usuário inválido.']);
    if (filtro?.desde && filtro?.ate && filtro.desde > filtro.ate) throw new ValidacaoError(['O início do período deve ser anterior ao fim.']);
    const [itens, total] = await ctx.em.findAndCount(RegistroAuditoria, ondeAuditoria({ ...filtro, usuarioId }), {
      orderBy: { ocorridoEm: 'desc', id: 'desc' },
      limit,
      offset,
    });
    return montarPagina(itens.map(paraView), total, paginacao);
  }
}
