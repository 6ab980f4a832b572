import { AREAS_DE_CONFIGURACAO, CATEGORIAS_PADRAO_NOTICIA, CONFIGURACOES, errosDoFormulario, MENSAGENS_CONFIGURACAO } from '@alego/catalog';
import { createCrudResolver, type SubgraphContext } from '@alego/kit';
import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { Configuracao } from './configuracao.entity.js';
import { ConfiguracaoFiltro, ConfiguracaoInput } from './configuracao.inputs.js';

@Resolver(() => Configuracao)
export class ConfiguracaoResolver extends createCrudResolver({
  entity: Configuracao,
  nomes: CONFIGURACOES.graphql,
  recurso: 'configuracoes',
  filtro: ConfiguracaoFiltro,
  criar: ConfiguracaoInput,
  atualizar: ConfiguracaoInput,
  ordem: { area: 'asc' },
  onde: (filtro) => (filtro?.area ? { area: filtro.area } : {}),
  regras: async (dados, { em, atual }) => {
    const erros = errosDoFormulario(CONFIGURACOES, { ...dados }, { anoAtual: new Date().getFullYear(), temArquivo: false }).map((e) => e.mensagem);
    const outra = erros.length ? null : await em.findOne(Configuracao, { area: dados.area });
    if (outra && outra.id !== atual?.id) erros.push(MENSAGENS_CONFIGURACAO.repetida);
    return erros;
  },
  paraEntidade: (dados) => ({ area: dados.area, fontePadrao: semNul(dados.fontePadrao).trim(), categoriaPadrao: dados.categoriaPadrao }),
  regrasDeExclusao: async () => [MENSAGENS_CONFIGURACAO.exclusao],
}) {
  @Query(() => Configuracao, { nullable: true, description: 'As configurações das notícias, lidas pelo formulário de notícias (`/configuracoes/noticias`).' })
  configuracaoNoticias(@Ctx() { em }: SubgraphContext): Promise<Configuracao | null> {
    return em.findOne(Configuracao, { area: 'noticias' });
  }

  @FieldResolver(() => String)
  areaDescricao(@Root() configuracao: Configuracao): string {
    return AREAS_DE_CONFIGURACAO[configuracao.area as keyof typeof AREAS_DE_CONFIGURACAO] ?? configuracao.area;
  }

  @FieldResolver(() => String)
  categoriaPadraoDescricao(@Root() configuracao: Configuracao): string {
    return CATEGORIAS_PADRAO_NOTICIA[configuracao.categoriaPadrao as keyof typeof CATEGORIAS_PADRAO_NOTICIA] ?? configuracao.categoriaPadrao;
  }
}
