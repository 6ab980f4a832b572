import { parseId, PdfGerado, type SubgraphContext } from '@alego/kit';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Contato } from './contato.entity.js';
import { diretorioEmPdf } from './contato.service.js';

/** `pagina` of the legacy paths: the departments or the deputies' offices. */
export const PAGINAS_DE_CONTATOS: Record<string, string> = { departamentos: 'departamento', setores: 'departamento', gabinetes: 'gabinete' };

@Resolver(() => Contato)
export class ContatoResolver {
  @Query(() => [Contato], { description: 'Diretório de contatos; `pagina` (departamentos ou gabinetes) filtra.' })
  contatos(@Arg('pagina', () => String, { nullable: true }) pagina: string | null, @Ctx() { em }: SubgraphContext): Promise<Contato[]> {
    const tipo = pagina ? PAGINAS_DE_CONTATOS[pagina] : undefined;
    if (pagina && !tipo) return Promise.resolve([]);
    return em.find(Contato, tipo ? { tipo } : {}, { orderBy: { tipo: 'asc', ordem: 'asc', nome: 'asc' } });
  }

  @Query(() => PdfGerado, { description: 'O diretório de contatos em PDF, com código de verificação e QR code (`/cad`): um código por versão do diretório.' })
  contatosEmPdf(@Ctx() { em }: SubgraphContext): Promise<PdfGerado> {
    return diretorioEmPdf(em);
  }

  @Query(() => Contato, { nullable: true })
  contato(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<Contato | null> {
    const chave = parseId(id);
    return chave === null ? Promise.resolve(null) : em.findOne(Contato, { id: chave });
  }
}
