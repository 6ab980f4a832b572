import { describe, expect, it } from 'vitest';
import { trilhaEmCsv } from './auditoria';

describe('exportação da trilha em CSV', () => {
  it('uma linha por ação, com as alterações resumidas e as células perigosas neutralizadas', () => {
    const csv = trilhaEmCsv([
      {
        ocorridoEm: '2026-11-25T12:00:00.000Z',
        usuarioId: '7',
        usuarioNome: 'Maria; Silva',
        lotacaoId: '3',
        origem: 'graphql',
        operacao: 'atualizarLotacao',
        entidade: 'Lotacao',
        entidadeId: '8',
        sucesso: true,
        alteracoes: [{ entidade: 'Lotacao', entidadeId: '8', tipo: 'atualizar', campos: [{ campo: 'nome', antes: '"DTI"', depois: '=HYPERLINK()' }] }],
      },
      { ocorridoEm: '2026-11-25T12:01:00.000Z', origem: 'sessao', operacao: 'entrar', sucesso: false, alteracoes: [] },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'data_hora;usuario_id;usuario;lotacao_id;origem;operacao;entidade;entidade_id;sucesso;alteracoes',
      '2026-11-25T12:00:00.000Z;7;"Maria; Silva";3;graphql;atualizarLotacao;Lotacao;8;sim;"Lotacao#8 atualizar: nome ""DTI"" → =HYPERLINK()"',
      '2026-11-25T12:01:00.000Z;;;;sessao;entrar;;;não;',
      '',
    ]);
  });
});
