import { SERVIDORES_LICENCIADOS, TIPOS_LICENCA } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { ServidorLicenciado } from './servidor-licenciado.entity.js';

@Resolver(() => ServidorLicenciado)
export class ServidorLicenciadoResolver extends createCadastroPdfResolver({ entity: ServidorLicenciado, admin: SERVIDORES_LICENCIADOS, ordem: { dataInicio: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String, { description: 'O tipo de licença por extenso.' })
  tipoLicencaDescricao(@Root() registro: ServidorLicenciado): string {
    return TIPOS_LICENCA[registro.tipoLicenca as keyof typeof TIPOS_LICENCA] ?? registro.tipoLicenca;
  }
}
