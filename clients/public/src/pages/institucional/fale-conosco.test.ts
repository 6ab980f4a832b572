import { describe, expect, it } from 'vitest';
import { enviarFaleConosco, MENSAGENS_ENVIO, resultadoDaUrl } from './envio';
import { validarFaleConosco, type DadosFaleConosco } from './validacao';

const VALIDOS: DadosFaleConosco = { nome: 'Ana', email: 'ana@example.com', telefone: '', assunto: 'Dúvida', tipo: 'duvida', mensagem: 'Olá' };

function respondendo(status: number, corpo: unknown): typeof fetch {
  return async () => new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });
}

describe('formulário do fale conosco', () => {
  it('validates every field with the server’s messages', () => {
    expect(validarFaleConosco(VALIDOS)).toEqual({});
    expect(validarFaleConosco({ nome: ' ', email: 'x@', telefone: '12', assunto: '', tipo: '', mensagem: 'a'.repeat(5001) })).toEqual({
      nome: 'Informe o seu nome.',
      email: 'Informe um e-mail válido.',
      telefone: 'Informe um telefone válido, com DDD.',
      assunto: 'Informe o assunto.',
      tipo: 'Selecione o objetivo da mensagem.',
      mensagem: 'A mensagem deve ter no máximo 5000 caracteres.',
    });
  });

  it('answers the protocol on success', async () => {
    const resultado = await enviarFaleConosco(
      { dados: { ...VALIDOS, tipo: 'duvida' }, recaptcha: '' },
      respondendo(200, { data: { enviarFaleConosco: { protocolo: '2026000001', mensagem: 'Mensagem enviada.' } } }),
    );
    expect(resultado).toEqual({ ok: true, protocolo: '2026000001', mensagem: 'Mensagem enviada.' });
  });

  it('puts server messages next to their fields and the others in the general notice', async () => {
    const corpo = { errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', mensagens: ['Informe o seu e-mail.', 'Escreva a mensagem.'] } }] };
    expect(await enviarFaleConosco({ dados: { ...VALIDOS, tipo: 'duvida' } }, respondendo(400, corpo))).toEqual({
      ok: false,
      mensagem: null,
      erros: { email: 'Informe o seu e-mail.', mensagem: 'Escreva a mensagem.' },
    });
    const recaptcha = { errors: [{ message: 'Não foi possível validar o reCAPTCHA. Tente novamente.', extensions: { code: 'BAD_USER_INPUT' } }] };
    expect(await enviarFaleConosco({ dados: { ...VALIDOS, tipo: 'duvida' } }, respondendo(400, recaptcha))).toEqual({
      ok: false,
      mensagem: 'Não foi possível validar o reCAPTCHA. Tente novamente.',
      erros: {},
    });
  });

  it('explains rate limits, outages and a lost connection in Portuguese', async () => {
    const dados = { dados: { ...VALIDOS, tipo: 'duvida' as const } };
    expect(await enviarFaleConosco(dados, respondendo(429, { errors: [{ message: 'Muitas tentativas.' }] }))).toMatchObject({ mensagem: MENSAGENS_ENVIO.muitasTentativas });
    expect(await enviarFaleConosco(dados, respondendo(503, {}))).toMatchObject({ mensagem: MENSAGENS_ENVIO.indisponivel });
    expect(await enviarFaleConosco(dados, () => Promise.reject(new TypeError('offline')))).toMatchObject({ mensagem: MENSAGENS_ENVIO.semConexao });
  });
});

describe('resultado do envio sem JavaScript', () => {
  const url = (busca: string) => new URL(`http://portal.test/fale-conosco?${busca}`);

  it('shows the protocol and the known messages from the URL', () => {
    expect(resultadoDaUrl(url('protocolo=2026000042'))).toEqual({ protocolo: '2026000042', erros: {}, erroGeral: null });
    const erros = resultadoDaUrl(url(`erro=${encodeURIComponent('Informe o seu nome.')}&erro=limite`));
    expect(erros).toEqual({ protocolo: null, erros: { nome: 'Informe o seu nome.' }, erroGeral: MENSAGENS_ENVIO.muitasTentativas });
  });

  it('ignores crafted text and malformed protocols', () => {
    expect(resultadoDaUrl(url('protocolo=<b>1</b>&erro=Seu%20protocolo%20foi%20cancelado'))).toEqual({ protocolo: null, erros: {}, erroGeral: null });
  });
});
