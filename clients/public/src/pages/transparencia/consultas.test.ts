import { Kind, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { TransparenciaRemuneracaoDoServidorDocument } from '../../gql/transparencia/graphql';
import { CAMPOS } from './ConsultaRemuneracaoPage';
import { ITENS_EM_PREPARACAO } from './InicioPage';
import { linkComFiltros } from './links';
import { formatarReais, formatarValor, lerData, lerFiltros, conjuntoPorId } from './registro';
import { somarReais } from './GraficoDeBarras';

describe('transparency pages', () => {
  it('every screen the transparency home lists is published: none is shown as "Em preparação"', () => {
    expect(ITENS_EM_PREPARACAO).toBe(0);
  });

  it('the payslip query asks exactly the columns of the payroll dataset (besides id), so screen and export agree', () => {
    const [operacao] = TransparenciaRemuneracaoDoServidorDocument.definitions;
    const raiz = operacao?.kind === Kind.OPERATION_DEFINITION ? (operacao.selectionSet.selections[0] as FieldNode) : undefined;
    const campos = raiz?.selectionSet?.selections.map((s) => (s as FieldNode).name.value);
    expect(campos).toEqual(['id', ...CAMPOS.map((c) => c.campo)]);
  });

  it('shows money exactly in pt-BR, years without grouping, sums in integer cents', () => {
    expect(formatarReais('24234705.58')).toBe('R$ 24.234.705,58');
    expect(formatarReais('0.5')).toBe('R$ 0,50');
    expect(formatarReais('-1234')).toBe('-R$ 1.234,00');
    expect(formatarValor('ano', 2025)).toBe('2025');
    expect(formatarValor('inteiro', 1234567)).toBe('1.234.567');
    expect(formatarValor('data', '2025-03-07')).toBe('07/03/2025');
    expect(formatarValor('mes', 3)).toBe('Março');
    expect(formatarValor('decimal', '2.5')).toBe('2,5');
    // 0.1 + 0.2 in floating point is 0.30000000000000004; the sum of the strings stays exact.
    expect(somarReais(['0.10', '0.20', '12345678901.99'])).toBe('12345678902.29');
  });

  it('reads filters from the URL and keeps them in page links', () => {
    const contratos = conjuntoPorId('contratos')!;
    const lidos = lerFiltros(contratos, new URLSearchParams('ano=2025&termo=%20limpeza%20&vigente=sim&utm_source=x&pagina=2'));
    expect(lidos).toEqual({ valores: { ano: '2025', termo: 'limpeza', vigente: 'sim' }, filtro: { ano: 2025, termo: 'limpeza', vigente: true }, erros: [] });
    expect(lerFiltros(conjuntoPorId('convenios')!, new URLSearchParams('')).filtro).toEqual({ tipo: 'convenio' });
    // A NUL from a pasted or forged link is a space (it reached PostgreSQL and the page answered 502); only NULs: no filter.
    expect(lerFiltros(contratos, new URLSearchParams('termo=limpeza%00urbana&ano=%00')).filtro).toEqual({ termo: 'limpeza urbana' });
    expect(linkComFiltros('/transparencia/contratos', lidos.valores, 3)).toBe('/transparencia/contratos?termo=limpeza&ano=2025&vigente=sim&pagina=3');
  });

  it('date filters: dd/mm/aaaa as the form shows them, ISO for older links and the API, a Portuguese error otherwise', () => {
    expect(lerData('01/02/2024')).toBe('2024-02-01');
    expect(lerData('1/2/2024')).toBe('2024-02-01');
    expect(lerData('29/02/2024')).toBe('2024-02-29');
    expect(lerData('2024-02-01')).toBe('2024-02-01');
    for (const invalida of ['30/02/2025', '2025-02-30', '29/02/2025', '31/04/2024', '00/01/2024', '01/13/2024', '01/02/24', '2024-2-1', '01-02-2024', 'ontem', '']) {
      expect(lerData(invalida), invalida).toBeNull();
    }
    const contratos = conjuntoPorId('contratos')!;
    // The form keeps what was typed (links, the field); the query gets ISO.
    expect(lerFiltros(contratos, new URLSearchParams('dataInicio=01/02/2024&dataFim=2024-12-31'))).toEqual({
      valores: { dataInicio: '01/02/2024', dataFim: '2024-12-31' },
      filtro: { dataInicio: '2024-02-01', dataFim: '2024-12-31' },
      erros: [],
    });
    expect(lerFiltros(contratos, new URLSearchParams('dataInicio=30/02/2025')).erros).toEqual(['O filtro “Assinados a partir de” deve ser uma data válida no formato dd/mm/aaaa.']);
    expect(lerFiltros(contratos, new URLSearchParams('dataInicio=02/01/2025&dataFim=01/01/2025')).erros).toEqual(['A data inicial deve ser anterior ou igual à data final.']);
  });
});
