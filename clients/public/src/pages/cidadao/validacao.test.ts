import { describe, expect, it } from 'vitest';
import {
  destinoSeguro,
  MENSAGENS_VALIDACAO as M,
  validarConfirmacao,
  validarEmail,
  validarLocalidade,
  validarNome,
  validarSenhaAtual,
  validarSenhaLogin,
  validarSenhaNova,
  validarTelefone,
} from './validacao';

describe('e-mail', () => {
  it('aceita endereços comuns (com espaços nas pontas)', () => {
    for (const email of ['maria@exemplo.com.br', 'a.b+c@sub.dominio.gov.br', ' jose@x.io ']) {
      expect(validarEmail(email), email).toBe(true);
    }
  });

  it('recusa vazio e formatos inválidos com mensagens em português', () => {
    expect(validarEmail('')).toBe(M.emailObrigatorio);
    expect(validarEmail('   ')).toBe(M.emailObrigatorio);
    for (const email of ['maria', 'maria@', '@exemplo.com', 'maria@exemplo', 'maria @exemplo.com', 'a@b..com', 'a@b.com.']) {
      expect(validarEmail(email), email).toBe(M.emailInvalido);
    }
    expect(validarEmail(`${'a'.repeat(194)}@b.com`)).toBe(true);
    expect(validarEmail(`${'a'.repeat(195)}@b.com`)).toBe(M.emailInvalido);
  });
});

describe('senha nova', () => {
  it('pelo menos 8 caracteres, com letras e números', () => {
    const regra = validarSenhaNova();
    expect(regra('abc12345')).toBe(true);
    expect(regra('Çãoé1234')).toBe(true);
    expect(regra('a1b2c3d4 !')).toBe(true);
    expect(regra('')).toBe(M.senhaObrigatoria);
    expect(regra('abc1234')).toBe(M.senhaFraca);
    expect(regra('abcdefgh')).toBe(M.senhaFraca);
    expect(regra('12345678')).toBe(M.senhaFraca);
    expect(regra('!!!!1111')).toBe(M.senhaFraca);
    expect(regra('abcdefg1')).toBe(true);
    expect(regra(`a1${'x'.repeat(126)}`)).toBe(true);
    expect(regra(`a1${'x'.repeat(127)}`)).toBe(M.senhaLonga);
    expect(M.senhaFraca).toBe('A senha deve ter pelo menos 8 caracteres, com letras e números.');
  });

  it('mensagem de obrigatório configurável (nova senha)', () => {
    expect(validarSenhaNova(M.senhaNovaObrigatoria)('')).toBe('Informe a nova senha.');
  });

  it('confirmação tem de ser igual: "As senhas não conferem."', () => {
    let senha = 'abc12345';
    const regra = validarConfirmacao(() => senha);
    expect(regra('abc12345')).toBe(true);
    expect(regra('abc1234')).toBe('As senhas não conferem.');
    expect(regra('')).toBe(M.confirmacaoObrigatoria);
    senha = 'outra123';
    expect(regra('abc12345')).toBe('As senhas não conferem.');
  });

  it('senha do login e senha atual: só presença', () => {
    expect(validarSenhaLogin('x')).toBe(true);
    expect(validarSenhaLogin('')).toBe(M.senhaObrigatoria);
    expect(validarSenhaAtual('')).toBe(M.senhaAtualObrigatoria);
  });
});

describe('perfil', () => {
  it('nome obrigatório e com tamanho máximo', () => {
    expect(validarNome('Maria')).toBe(true);
    expect(validarNome('  ')).toBe(M.nomeObrigatorio);
    expect(validarNome('a'.repeat(200))).toBe(true);
    expect(validarNome('a'.repeat(201))).toBe(M.nomeLongo);
  });

  it('telefone opcional; se informado, DDD + número', () => {
    for (const tel of ['', '  ', '(62) 99999-9999', '62 3221-0000', '62999999999', '+55 62 99999-9999']) {
      expect(validarTelefone(tel), tel).toBe(true);
    }
    for (const tel of ['9999-9999', '123', '(62) 9999-99999-9', 'sessenta e dois']) {
      expect(validarTelefone(tel), tel).toBe(M.telefoneInvalido);
    }
  });

  it('estado e município opcionais, mas juntos, e o município do estado escolhido', () => {
    expect(validarLocalidade({ estadoId: '', municipioId: '' })).toBe(true);
    expect(validarLocalidade({ estadoId: '52', municipioId: '5208707' })).toBe(true);
    expect(validarLocalidade({ estadoId: '35', municipioId: '3550308' })).toBe(true);
    // Goiânia não é de São Paulo; estado sem município e município sem estado não bastam.
    expect(validarLocalidade({ estadoId: '35', municipioId: '5208707' })).toBe(M.municipio);
    expect(validarLocalidade({ estadoId: '52', municipioId: '' })).toBe(M.municipio);
    expect(validarLocalidade({ estadoId: '', municipioId: '5208707' })).toBe(M.municipio);
    expect(validarLocalidade({ estadoId: '52', municipioId: '52' })).toBe(M.municipio);
    expect(validarLocalidade({ estadoId: 'GO', municipioId: '5208707' })).toBe(M.estado);
    expect(M.municipio).toBe('Selecione o município do estado escolhido.');
  });
});

describe('destino depois do login', () => {
  it('só caminhos deste site', () => {
    expect(destinoSeguro('/cidadao/alterar-senha')).toBe('/cidadao/alterar-senha');
    expect(destinoSeguro('/participacao?x=1')).toBe('/participacao?x=1');
    for (const ruim of [null, undefined, '', 'https://golpe.com', '//golpe.com', '/\\golpe.com', 'javascript:alert(1)']) {
      expect(destinoSeguro(ruim), String(ruim)).toBe('/cidadao/perfil');
    }
    // Voltar para a própria tela de entrada faria um laço.
    expect(destinoSeguro('/cidadao/entrar?destino=/x')).toBe('/cidadao/perfil');
  });
});
