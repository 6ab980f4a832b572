import { QUADROS_REMUNERACAO } from '@alego/catalog';
import { Resolver } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { QuadroRemuneracao } from './quadro-remuneracao.entity.js';
import { regrasQuadroRemuneracao } from './quadro-remuneracao.rules.js';

@Resolver(() => QuadroRemuneracao)
export class QuadroRemuneracaoResolver extends createCadastroPdfResolver({
  entity: QuadroRemuneracao,
  admin: QUADROS_REMUNERACAO,
  ordem: { ano: 'desc', mes: 'desc', id: 'desc' },
  regras: regrasQuadroRemuneracao,
}) {}
