import { lerDecimal, normalizarValor } from '@alego/catalog';
import { paraCentavos } from '../../lib/dinheiro.js';
import type { DadosDoCadastro } from '../relatorio-pdf/cadastro-pdf.js';
import type { Diaria } from './diaria.entity.js';

/** Beyond the catalog's: the return is not before the departure. */
export function regrasDiaria(dados: DadosDoCadastro): string[] {
  const { dataSaida, dataRetorno } = dados;
  // ISO dates compare as text in calendar order.
  return typeof dataSaida === 'string' && typeof dataRetorno === 'string' && dataRetorno < dataSaida ? ['A data de retorno não pode ser anterior à de saída.'] : [];
}

/** The total is the number of allowances (tenths: half a day) times the unit value, in exact cents, rounded half up. */
export function valorTotalDaDiaria(dados: DadosDoCadastro): Partial<Diaria> {
  const quantidade = typeof dados.quantidade === 'string' ? lerDecimal(dados.quantidade, 1) : null;
  const unitario = typeof dados.valorUnitario === 'string' ? normalizarValor(dados.valorUnitario) : null;
  if (quantidade === null || unitario === null) return {};
  const [inteiro, decimo = '0'] = quantidade.split('.');
  const decimos = BigInt(inteiro!) * 10n + BigInt(decimo);
  const centavos = (decimos * paraCentavos(unitario) + 5n) / 10n;
  return { valorTotal: `${centavos / 100n}.${String(centavos % 100n).padStart(2, '0')}` };
}
