import { COMPLIANCE, TIPOS_COMPLIANCE } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { DocumentoCompliance } from './documento-compliance.entity.js';

@Resolver(() => DocumentoCompliance)
export class DocumentoComplianceResolver extends createCadastroPdfResolver({ entity: DocumentoCompliance, admin: COMPLIANCE, ordem: { ano: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String, { description: 'Tipo por extenso.' })
  tipoDescricao(@Root() registro: DocumentoCompliance): string {
    return TIPOS_COMPLIANCE[registro.tipo as keyof typeof TIPOS_COMPLIANCE] ?? registro.tipo;
  }
}
