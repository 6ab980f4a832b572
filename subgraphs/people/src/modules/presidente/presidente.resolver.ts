import { urlDoArquivo, type SubgraphContext } from '@alego/kit';
import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Deputado } from '../deputado/deputado.entity.js';
import { PresidenteAssembleia } from './presidente.entity.js';

@Resolver(() => PresidenteAssembleia)
export class PresidenteAssembleiaResolver {
  @Query(() => [PresidenteAssembleia], { description: 'Galeria de presidentes, do mais recente ao mais antigo.' })
  galeriaPresidentes(@Ctx() { em }: SubgraphContext): Promise<PresidenteAssembleia[]> {
    return em.find(PresidenteAssembleia, {}, { orderBy: { anoInicio: 'desc', id: 'desc' } });
  }

  @FieldResolver(() => Deputado, { nullable: true, description: 'O deputado, quando o presidente tem cadastro no portal.' })
  deputado(@Root() presidente: PresidenteAssembleia, @Ctx() { loaders }: SubgraphContext): Promise<Deputado | null> | null {
    return presidente.deputado ? loaders.load(Deputado, presidente.deputado.id) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Foto do deputado, quando houver.' })
  async fotoUrl(@Root() presidente: PresidenteAssembleia, @Ctx() { loaders }: SubgraphContext): Promise<string | null> {
    const deputado = presidente.deputado ? await loaders.load(Deputado, presidente.deputado.id) : null;
    return deputado?.foto ? urlDoArquivo(deputado.foto.chave) : null;
  }
}
