import { ATAS_PLENARIAS, TIPOS_SESSAO } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { AtaPlenaria } from './ata-plenaria.entity.js';

@Resolver(() => AtaPlenaria)
export class AtaPlenariaResolver extends createCadastroPdfResolver({ entity: AtaPlenaria, admin: ATAS_PLENARIAS, ordem: { data: 'desc', numero: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String, { description: 'Ordinária, extraordinária, solene ou especial.' })
  tipoSessaoDescricao(@Root() registro: AtaPlenaria): string {
    return TIPOS_SESSAO[registro.tipoSessao as keyof typeof TIPOS_SESSAO] ?? registro.tipoSessao;
  }
}
