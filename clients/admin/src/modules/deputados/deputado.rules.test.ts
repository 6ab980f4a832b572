import { describe, expect, it } from 'vitest';
import { paraDeputadoInput, proximoAnoEmenda, validarDeputado, valoresIniciais, type LinhaPartido } from './deputado.rules';

const REF = {
  legislaturas: [{ id: '2', descricao: '20ª Legislatura', anoInicio: 2023, anoFim: 2026 }],
  partidos: [
    { id: '1', sigla: 'PSD' },
    { id: '4', sigla: 'PL' },
  ],
};

function com(linhas: Partial<LinhaPartido>[]) {
  return { ...valoresIniciais(), nome: 'X', nomeCompleto: 'X', deputadoLegislaturas: linhas.map((l) => ({ legislaturaId: '2', partidoId: '', dataInicio: '', ...l })) };
}

describe('regras do deputado no formulário', () => {
  it('gives the legacy messages for party rows', () => {
    expect(validarDeputado(com([{ partidoId: '' }]), REF)).toBe('Favor selecionar um Partido para Legislatura');
    expect(validarDeputado(com([{ partidoId: '1', legislaturaId: '' }]), REF)).toBe('Favor selecionar uma Legislatura');
    expect(validarDeputado(com([{ partidoId: '1' }, { partidoId: '4' }]), REF)).toBe('Favor informar a data de início de mudança de Partido para PL');
    expect(validarDeputado(com([{ partidoId: '1' }, { partidoId: '1', dataInicio: '2024-01-01' }]), REF)).toBe('O Partido PSD já foi incluído na 20ª Legislatura.');
    expect(validarDeputado(com([{ partidoId: '1' }, { partidoId: '4', dataInicio: '2027-01-01' }]), REF)).toBe('A data de início de mudança de Partido para PL deve estar entre 2023 e 2026.');
    expect(validarDeputado(com([{ partidoId: '1', dataInicio: '2024-04-05' }, { partidoId: '4', dataInicio: '2024-04-05' }]), REF)).toBe(
      'A data de início 05/04/2024 foi informada mais de uma vez na 20ª Legislatura.',
    );
    expect(validarDeputado(com([{ partidoId: '1' }, { partidoId: '4', dataInicio: '2024-04-05' }]), REF)).toBeUndefined();
    // A persisted row marked to go does not count.
    expect(validarDeputado(com([{ partidoId: '1' }, { partidoId: '4', registroId: '9', _destroy: true }]), REF)).toBeUndefined();
  });

  it('offers the next free amendment year until all are in', () => {
    expect(proximoAnoEmenda([{ ano: '2021', ativo: true }])).toEqual({ ano: '2022', ativo: true });
    const todos = Array.from({ length: 10 }, (_, i) => ({ ano: String(2021 + i), ativo: true }));
    expect(proximoAnoEmenda(todos)).toBe('Todos os anos já foram incluídos.');
    expect(validarDeputado({ ...com([]), deputadoAnoEmendas: [{ ano: '2024', ativo: true }, { ano: '2024', ativo: true }] }, REF)).toBe('Emenda para o ano 2024 já foi incluído.');
  });

  it('sends persisted rows with id, removed ones as _destroy and drops unsaved removed ones', () => {
    const dados = paraDeputadoInput({
      ...com([]),
      deputadoAnoEmendas: [
        { registroId: '3', ano: '2024', ativo: true, _destroy: true },
        { ano: '2025', ativo: true, _destroy: true },
        { ano: '2026', ativo: false },
      ],
    });
    expect(dados.deputadoAnoEmendas).toEqual([{ id: '3', _destroy: true }, { ano: 2026, ativo: false }]);
  });
});
