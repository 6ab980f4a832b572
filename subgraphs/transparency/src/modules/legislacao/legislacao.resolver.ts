import { LEGISLACOES, TIPOS_LEGISLACAO } from '@alego/catalog';
import { urlDoArquivo } from '@alego/kit';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Legislacao } from './legislacao.entity.js';

@Resolver(() => Legislacao)
export class LegislacaoResolver extends createCadastroPdfResolver({ entity: Legislacao, admin: LEGISLACOES, ordem: { data: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String, { description: 'Tipo por extenso.' })
  tipoDescricao(@Root() legislacao: Legislacao): string {
    return TIPOS_LEGISLACAO[legislacao.tipo as keyof typeof TIPOS_LEGISLACAO] ?? legislacao.tipo;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Onde ler a norma (o `link_ou_arquivo` do formulário antigo): o link, quando há; senão, o PDF.' })
  endereco(@Root() legislacao: Legislacao): string | null {
    return legislacao.link ?? (legislacao.arquivo ? urlDoArquivo(legislacao.arquivo.chave) : null);
  }
}
