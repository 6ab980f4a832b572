import { describe, expect, it } from 'vitest';
import { mensagemDoErro, MENSAGEM_ERRO_PADRAO } from './errors';

describe('/erro?dados', () => {
  it('mostra o texto de dados, ou a mensagem de um JSON', () => {
    expect(mensagemDoErro('Arquivo não encontrado')).toBe('Arquivo não encontrado');
    expect(mensagemDoErro('{"mensagem":"Registro removido"}')).toBe('Registro removido');
    expect(mensagemDoErro('{"controle":{"mensagem":"Falhou"}}')).toBe('Falhou');
    expect(mensagemDoErro('{"message":"Oops"}')).toBe('Oops');
    expect(mensagemDoErro('"entre aspas"')).toBe('entre aspas');
    expect(mensagemDoErro('{"outra":1}')).toBe('{"outra":1}');
  });

  it('HTML fica como texto (a tela o escapa); vazio vira a mensagem padrão; texto longo é cortado', () => {
    expect(mensagemDoErro('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(mensagemDoErro(null)).toBe(MENSAGEM_ERRO_PADRAO);
    expect(mensagemDoErro('   ')).toBe(MENSAGEM_ERRO_PADRAO);
    expect(mensagemDoErro('a\n\n  b')).toBe('a b');
    expect(mensagemDoErro('x'.repeat(2000))).toHaveLength(1001);
  });
});
