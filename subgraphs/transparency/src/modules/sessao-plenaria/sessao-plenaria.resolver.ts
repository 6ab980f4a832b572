import { SESSOES_PLENARIAS, SITUACOES_SESSAO, TIPOS_SESSAO } from '@alego/catalog';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { SessaoPlenaria } from './sessao-plenaria.entity.js';

@Resolver(() => SessaoPlenaria)
export class SessaoPlenariaResolver extends createCadastroPdfResolver({ entity: SessaoPlenaria, admin: SESSOES_PLENARIAS, ordem: { data: 'desc', numero: 'desc', id: 'desc' } }) {
  @FieldResolver(() => String, { description: 'Ordinária, extraordinária, solene ou especial.' })
  tipoDescricao(@Root() registro: SessaoPlenaria): string {
    return TIPOS_SESSAO[registro.tipo as keyof typeof TIPOS_SESSAO] ?? registro.tipo;
  }

  @FieldResolver(() => String, { description: 'Agendada, realizada ou cancelada.' })
  situacaoDescricao(@Root() registro: SessaoPlenaria): string {
    return SITUACOES_SESSAO[registro.situacao as keyof typeof SITUACOES_SESSAO] ?? registro.situacao;
  }

  @FieldResolver(() => [String], { description: 'A pauta item por item, na ordem da votação.' })
  itensDaPauta(@Root() registro: SessaoPlenaria): string[] {
    return registro.pauta.split('\n').map((item) => item.trim()).filter(Boolean);
  }
}
