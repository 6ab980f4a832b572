import { PROGRAMAS_ACOES, TIPOS_ACAO } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { formatarReais } from '../../lib/dinheiro.js';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { ProgramaAcao } from './programa-acao.entity.js';

@Resolver(() => ProgramaAcao)
export class ProgramaAcaoResolver extends createCadastroPdfResolver({ entity: ProgramaAcao, admin: PROGRAMAS_ACOES, ordem: { ano: 'desc', programa: 'asc', acao: 'asc', id: 'asc' } }) {
  @FieldResolver(() => String, { description: 'Projeto, Atividade ou Operação especial.' })
  tipoDescricao(@Root() programa: ProgramaAcao): string {
    return TIPOS_ACAO[programa.tipo as keyof typeof TIPOS_ACAO] ?? programa.tipo;
  }

  @FieldResolver(() => String)
  valorPrevistoFormatado(@Root() programa: ProgramaAcao): string {
    return formatarReais(programa.valorPrevisto);
  }

  @FieldResolver(() => String, { nullable: true })
  valorExecutadoFormatado(@Root() programa: ProgramaAcao): string | null {
    return programa.valorExecutado ? formatarReais(programa.valorExecutado) : null;
  }
}
