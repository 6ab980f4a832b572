import { ARQUIVOS_LINKS, TIPOS_ARQUIVO_LINK } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { ArquivoLink } from './arquivo-link.entity.js';

@Resolver(() => ArquivoLink)
export class ArquivoLinkResolver extends createCadastroPdfResolver({ entity: ArquivoLink, admin: ARQUIVOS_LINKS, ordem: { ano: 'desc', tipo: 'asc', titulo: 'asc', id: 'asc' } }) {
  @FieldResolver(() => String, { description: 'Tipo por extenso.' })
  tipoDescricao(@Root() arquivo: ArquivoLink): string {
    return TIPOS_ARQUIVO_LINK[arquivo.tipo as keyof typeof TIPOS_ARQUIVO_LINK] ?? arquivo.tipo;
  }
}
