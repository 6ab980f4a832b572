import { CONCURSOS, SITUACOES_CONCURSO } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Concurso } from './concurso.entity.js';

@Resolver(() => Concurso)
export class ConcursoResolver extends createCadastroPdfResolver({ entity: Concurso, admin: CONCURSOS, ordem: { ano: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String, { description: 'Situação por extenso.' })
  situacaoDescricao(@Root() registro: Concurso): string {
    return SITUACOES_CONCURSO[registro.situacao as keyof typeof SITUACOES_CONCURSO] ?? registro.situacao;
  }
}
