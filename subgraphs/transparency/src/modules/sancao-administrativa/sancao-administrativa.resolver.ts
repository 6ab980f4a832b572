import { SANCOES_ADMINISTRATIVAS } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { formatarCnpj } from '../../lib/cnpj.js';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { SancaoAdministrativa } from './sancao-administrativa.entity.js';

@Resolver(() => SancaoAdministrativa)
export class SancaoAdministrativaResolver extends createCadastroPdfResolver({
  entity: SancaoAdministrativa,
  admin: SANCOES_ADMINISTRATIVAS,
  ordem: { ano: 'desc', id: 'desc' },
}) {
  @FieldResolver(() => String, { nullable: true, description: 'CNPJ no formato 12.345.678/0001-95.' })
  cnpjFormatado(@Root() sancao: SancaoAdministrativa): string | null {
    return sancao.cnpj ? formatarCnpj(sancao.cnpj) : null;
  }
}
