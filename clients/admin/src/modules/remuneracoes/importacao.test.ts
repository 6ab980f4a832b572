import { describe, expect, it } from 'vitest';
import { ControleSessao } from '../../auth/session';
import { jwt, memoria } from '../../auth/testes';
import { arquivoCsvValido, enviarCsv, lerResposta, MENSAGEM_ARQUIVO_CSV, MENSAGEM_FALHA_IMPORTACAO, URL_IMPORTACAO } from './importacao';

describe('importação de remunerações: envio e resposta', () => {
  it('aceita só arquivos terminados em .csv (com a mensagem do spec)', () => {
    expect(MENSAGEM_ARQUIVO_CSV).toBe('Selecione um arquivo .CSV válido para importação');
    expect(arquivoCsvValido(new File(['x'], 'folha.CSV'))).toBe(true);
    expect(arquivoCsvValido(new File(['x'], 'folha.xlsx'))).toBe(false);
    expect(arquivoCsvValido(new File(['x'], 'csv'))).toBe(false);
    expect(arquivoCsvValido(null)).toBe(false);
  });

  it('sucesso com avisos: os avisos vão para o diálogo de erro; sem mensagem, o texto padrão', () => {
    expect(lerResposta(200, { mensagem: '3 remunerações importadas.', importacao: { avisos: ['O período 03/2016 já tinha 1 registros, substituídos pelos do arquivo.'] } })).toEqual({
      ok: true,
      mensagem: '3 remunerações importadas.',
      avisos: ['O período 03/2016 já tinha 1 registros, substituídos pelos do arquivo.'],
      erros: [],
    });
    expect(lerResposta(502, null)).toEqual({ ok: false, mensagem: MENSAGEM_FALHA_IMPORTACAO, avisos: [], erros: [] });
    expect(MENSAGEM_FALHA_IMPORTACAO).toBe('Não foi possível importar este arquivo');
  });

  it('falha: a mensagem do servidor e os erros numerados por linha', () => {
    const r = lerResposta(400, { mensagem: 'Não foi possível importar este arquivo: 1 erro encontrado. Nada foi alterado.', erros: [{ linha: 150000, mensagem: 'Linha 150000: Informe o líquido em reais, por exemplo 1234,56.' }, { linha: 'x' }] });
    expect(r.ok).toBe(false);
    expect(r.erros).toEqual([{ linha: 150000, mensagem: 'Linha 150000: Informe o líquido em reais, por exemplo 1234,56.' }]);
    expect(r.mensagem).toContain('Nada foi alterado.');
  });

  it('envia o multipart (campo arquivo) para o trabalho criado, com o token e a lotação da sessão', async () => {
    const token = jwt({ exp: 9e9, sub: '1', nome: 'Admin', lotacao_padrao_id: 4, recursos: [] });
    const controle = new ControleSessao({ storage: memoria({ 'alego.admin.token': token }), agora: () => 1000 });
    const pedidos: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      pedidos.push({ url, init });
      return new Response(JSON.stringify({ mensagem: '2 remunerações importadas.', importacao: { avisos: [] } }), { status: 200 });
    }) as unknown as typeof fetch;
    const resultado = await enviarCsv(new File(['matricula;nome\n'], 'folha.csv'), '42', { fetcher, controle });
    expect(resultado).toEqual({ ok: true, mensagem: '2 remunerações importadas.', avisos: [], erros: [] });
    expect(pedidos[0]!.url).toBe(`${URL_IMPORTACAO}?importacao=42`);
    expect(pedidos[0]!.init.headers).toEqual({ authorization: `Bearer ${token}`, 'x-lotacao-id': '4' });
    const corpo = pedidos[0]!.init.body as FormData;
    expect((corpo.get('arquivo') as File).name).toBe('folha.csv');
  });

  it('falha de rede vira a mensagem padrão, sem lançar', async () => {
    const controle = new ControleSessao({ storage: memoria(), agora: () => 1000 });
    const fetcher = (async () => {
      throw new TypeError('rede');
    }) as unknown as typeof fetch;
    expect(await enviarCsv(new File(['x'], 'folha.csv'), '1', { fetcher, controle })).toEqual({ ok: false, mensagem: MENSAGEM_FALHA_IMPORTACAO, avisos: [], erros: [] });
  });
});
