import { createApolloClient } from '@alego/ui/apollo';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiCidadao, MENSAGENS_API, mensagemPorStatus } from './api';
import { CANAL, consumirMotivoDoFim, TOKEN_KEY, USUARIO_KEY } from './session';
import { ArmazenamentoFalso, tokenCidadao } from './teste-util';

interface Pedido {
  url: string;
  operacao: string;
  headers: Record<string, string>;
  variaveis: Record<string, unknown>;
}

/** Uma resposta do gateway: corpo GraphQL (`graphql-response+json`), texto cru com outro tipo, ou falha de rede. */
type Resposta = { status?: number; corpo?: unknown; texto?: string; tipo?: string } | Error;

/** fetch falso do `/graphql`: responde pelo nome da operação e registra os pedidos. */
function fetchFalso(respostas: Record<string, Resposta | Resposta[]>) {
  const pedidos: Pedido[] = [];
  const fazer: typeof fetch = async (input, init) => {
    const corpo = JSON.parse(String(init?.body)) as { operationName: string; variables?: Record<string, unknown> };
    pedidos.push({ url: String(input), operacao: corpo.operationName, headers: Object.fromEntries(new Headers(init?.headers)), variaveis: corpo.variables ?? {} });
    const lista = respostas[corpo.operationName];
    const r = (Array.isArray(lista) ? lista.shift() : lista) ?? { corpo: { errors: [{ message: 'Operação desconhecida.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }, status: 400 };
    if (r instanceof Error) throw r;
    const texto = r.texto ?? JSON.stringify(r.corpo);
    return new Response(texto, { status: r.status ?? 200, headers: { 'content-type': r.tipo ?? 'application/graphql-response+json' } });
  };
  return { fazer, pedidos };
}

function montar(respostas: Record<string, Resposta | Resposta[]>, token: string | null = tokenCidadao()) {
  const storage = new ArmazenamentoFalso();
  if (token) {
    storage.setItem(TOKEN_KEY, token);
    storage.setItem(USUARIO_KEY, JSON.stringify({ nome: 'Maria', email: 'maria@exemplo.com.br' }));
  }
  const { fazer, pedidos } = fetchFalso(respostas);
  const apollo = createApolloClient({ uri: '/graphql', fetch: fazer });
  return { api: createApiCidadao({ cliente: async () => apollo, storage }), pedidos, storage };
}

const erro = (message: string, code: string, status = 200): Resposta => ({ status, corpo: { data: null, errors: [{ message, extensions: { code } }] } });

function proximaMensagem(): Promise<unknown> {
  const canal = new BroadcastChannel(CANAL);
  return new Promise((ok) => {
    canal.onmessage = (e) => {
      canal.close();
      ok(e.data);
    };
  });
}

afterEach(() => {
  consumirMotivoDoFim();
});

describe('mapeamento de erros', () => {
  it('usa a mensagem do servidor nos erros do cliente', async () => {
    const { api } = montar({ EntrarCidadao: erro('E-mail ou senha inválidos.', 'UNAUTHENTICATED', 401) });
    expect(await api.entrar({ email: 'a@b.com', senha: 'x' })).toEqual({ ok: false, status: 401, mensagem: 'E-mail ou senha inválidos.' });
  });

  it('login não confirmado (403) e limite (429) chegam com status e mensagem, também como application/json', async () => {
    const { api } = montar({
      EntrarCidadao: erro('Confirme seu cadastro pelo link enviado ao seu e-mail.', 'FORBIDDEN', 403),
      GerarLinkRecuperarSenha: { ...(erro('Muitas tentativas. Tente novamente em alguns minutos.', 'TOO_MANY_REQUESTS', 429) as object), tipo: 'application/json' },
    });
    expect(await api.entrar({ email: 'a@b.com', senha: 'x' })).toEqual({ ok: false, status: 403, mensagem: 'Confirme seu cadastro pelo link enviado ao seu e-mail.' });
    expect(await api.gerarLinkRecuperarSenha('a@b.com')).toEqual({ ok: false, status: 429, mensagem: 'Muitas tentativas. Tente novamente em alguns minutos.' });
  });

  it('sem erro legível (HTML, erro interno): mensagem em português pelo status', async () => {
    const { api } = montar({
      ReenviarConfirmacao: { status: 502, texto: '<html>Bad gateway</html>', tipo: 'text/html' },
      RecuperarSenha: erro('Cannot read properties of undefined', 'INTERNAL_SERVER_ERROR', 500),
    });
    expect(await api.reenviarConfirmacao('a@b.com')).toMatchObject({ ok: false, status: 502, mensagem: MENSAGENS_API.indisponivel });
    expect(await api.recuperarSenha('c', 'senha1234')).toEqual({ ok: false, status: 500, mensagem: MENSAGENS_API.indisponivel });
  });

  it('falha de rede vira status 0 com mensagem de conexão', async () => {
    const { api } = montar({ CadastrarCidadao: new TypeError('Failed to fetch') });
    expect(await api.cadastrar({ nome: 'A', email: 'a@b.com', senha: 'abc12345' })).toEqual({ ok: false, status: 0, mensagem: MENSAGENS_API.semConexao });
  });

  it('resposta fora do contrato não quebra a tela', async () => {
    const { api } = montar({ EntrarCidadao: { corpo: { data: { entrarCidadao: { token: 'nao-e-jwt', id: '1', nome: 'A', email: 'a@b.com' } } } } }, null);
    expect(await api.entrar({ email: 'a@b.com', senha: 'x' })).toMatchObject({ ok: false, mensagem: MENSAGENS_API.respostaInvalida });
  });

  it('mensagemPorStatus', () => {
    expect(mensagemPorStatus(0)).toBe(MENSAGENS_API.semConexao);
    expect(mensagemPorStatus(401)).toBe(MENSAGENS_API.naoAutorizado);
    expect(mensagemPorStatus(401, true)).toBe(MENSAGENS_API.sessaoExpirada);
    expect(mensagemPorStatus(403)).toBe(MENSAGENS_API.proibido);
    expect(mensagemPorStatus(404)).toBe(MENSAGENS_API.naoEncontrado);
    expect(mensagemPorStatus(422)).toBe(MENSAGENS_API.dadosInvalidos);
    expect(mensagemPorStatus(503)).toBe(MENSAGENS_API.indisponivel);
  });
});

describe('contrato das chamadas', () => {
  it('cadastro: mutation tipada no /graphql com o aceite (o servidor registra a versão vigente) e o token do reCAPTCHA, pré-voo do Apollo, sem Authorization', async () => {
    const { api, pedidos } = montar({ CadastrarCidadao: { corpo: { data: { cadastrarCidadao: { __typename: 'MensagemResultado', mensagem: 'Enviamos um e-mail.' } } } } }, null);
    const r = await api.cadastrar({ nome: ' Maria ', email: ' maria@exemplo.com.br ', senha: 'abc12345' }, 'token-do-widget');
    expect(r).toMatchObject({ ok: true, mensagem: 'Enviamos um e-mail.', dados: { mensagem: 'Enviamos um e-mail.' } });
    expect(pedidos).toHaveLength(1);
    expect(pedidos[0]).toMatchObject({
      url: '/graphql',
      operacao: 'CadastrarCidadao',
      variaveis: { dados: { nome: 'Maria', email: 'maria@exemplo.com.br', senha: 'abc12345', aceitePolitica: true }, recaptcha: 'token-do-widget' },
    });
    expect(pedidos[0]?.headers['apollo-require-preflight']).toBe('true');
    expect(pedidos[0]?.headers.authorization).toBeUndefined();
  });

  it('login envia o reCAPTCHA (vazio sem widget) e devolve token e usuário', async () => {
    const token = tokenCidadao();
    const { api, pedidos } = montar({ EntrarCidadao: { corpo: { data: { entrarCidadao: { __typename: 'SessaoCidadao', token, id: '7', nome: 'Maria', email: 'maria@exemplo.com.br' } } } } }, null);
    expect(await api.entrar({ email: ' maria@exemplo.com.br ', senha: 'abc12345' })).toMatchObject({
      ok: true,
      dados: { token, usuario: { id: '7', nome: 'Maria', email: 'maria@exemplo.com.br' } },
    });
    expect(pedidos[0]?.variaveis).toEqual({ email: 'maria@exemplo.com.br', senha: 'abc12345', recaptcha: '' });
  });

  it('chamadas do perfil levam o Bearer e não ficam no cache da aba', async () => {
    const token = tokenCidadao();
    const perfil = { __typename: 'PerfilCidadao', id: '7', nome: 'Maria', email: 'maria@exemplo.com.br', telefone: null, estadoId: 52, municipioId: 5208707, municipio: 'Goiânia', possuiSenha: true };
    const { api, pedidos } = montar({ MeuPerfil: [{ corpo: { data: { meuPerfil: perfil } } }, { corpo: { data: { meuPerfil: perfil } } }] }, token);
    expect(await api.obterPerfil()).toMatchObject({ ok: true, dados: { id: '7', nome: 'Maria', telefone: null, estadoId: 52, municipioId: 5208707, municipio: 'Goiânia', possuiSenha: true } });
    await api.obterPerfil();
    expect(pedidos.map((p) => p.headers.authorization)).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
  });
});

describe('sessão recusada numa chamada autenticada', () => {
  it('limpa a sessão, pede a saída no servidor, transmite o fim e repassa o erro', async () => {
    const token = tokenCidadao();
    const { api, pedidos, storage } = montar(
      { AtualizarPerfil: erro('É necessário fazer login para acessar esta funcionalidade', 'UNAUTHENTICATED', 401), SairCidadao: { corpo: { data: { sairCidadao: true } } } },
      token,
    );
    const mensagem = proximaMensagem();
    const r = await api.atualizarPerfil({ nome: 'Maria', telefone: '', localidade: { estadoId: '', municipioId: '' } });
    expect(r).toEqual({ ok: false, status: 401, mensagem: MENSAGENS_API.sessaoExpirada });
    expect(storage.dados.size).toBe(0);
    expect(await mensagem).toEqual({ tipo: 'logout', motivo: 'expirada' });
    expect(consumirMotivoDoFim()).toBe('expirada');
    await expect.poll(() => pedidos.map((p) => p.operacao)).toEqual(['AtualizarPerfil', 'SairCidadao']);
    expect(pedidos[1]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('troca de senha: a aba entra de novo com a senha nova (a troca revogou o token antigo)', async () => {
    const antigo = tokenCidadao();
    const novo = tokenCidadao(3600, { ver: 1 });
    const { api, storage, pedidos } = montar(
      {
        AtualizarSenha: { corpo: { data: { atualizarSenha: { __typename: 'MensagemResultado', mensagem: 'Senha alterada com sucesso.' } } } },
        EntrarCidadao: { corpo: { data: { entrarCidadao: { __typename: 'SessaoCidadao', token: novo, id: '7', nome: 'Maria', email: 'maria@exemplo.com.br' } } } },
      },
      antigo,
    );
    const r = await api.alterarSenha({ senhaAtual: 'abc12345', novaSenha: 'xyz98765' });
    expect(r).toMatchObject({ ok: true, dados: { mensagem: 'Senha alterada com sucesso.' } });
    expect(pedidos.map((p) => [p.operacao, p.variaveis])).toEqual([
      ['AtualizarSenha', { senhaAtual: 'abc12345', novaSenha: 'xyz98765' }],
      ['EntrarCidadao', { email: 'maria@exemplo.com.br', senha: 'xyz98765', recaptcha: '' }],
    ]);
    expect(storage.getItem(TOKEN_KEY)).toBe(novo);
    expect(storage.getItem(USUARIO_KEY)).toBe(JSON.stringify({ nome: 'Maria', email: 'maria@exemplo.com.br' }));
  });

  it('token já vencido: nem chama a operação, encerra a sessão do mesmo jeito', async () => {
    const { api, pedidos, storage } = montar({ SairCidadao: { corpo: { data: { sairCidadao: true } } } }, tokenCidadao(-1));
    const r = await api.alterarSenha({ senhaAtual: 'abc12345', novaSenha: 'xyz98765' });
    expect(r).toEqual({ ok: false, status: 401, mensagem: MENSAGENS_API.sessaoExpirada });
    expect(storage.dados.size).toBe(0);
    await expect.poll(() => pedidos.map((p) => p.operacao)).toEqual(['SairCidadao']);
    expect(consumirMotivoDoFim()).toBe('expirada');
  });

  it('falha da saída no servidor não atrapalha', async () => {
    const { api } = montar({ MeuPerfil: erro('Sessão expirada.', 'UNAUTHENTICATED', 401), SairCidadao: new TypeError('offline') });
    expect(await api.obterPerfil()).toMatchObject({ ok: false, status: 401 });
  });

  it('erro do próprio login não encerra a sessão guardada', async () => {
    const { api, pedidos, storage } = montar({ EntrarCidadao: erro('E-mail ou senha inválidos.', 'UNAUTHENTICATED', 401) });
    await api.entrar({ email: 'a@b.com', senha: 'x' });
    expect(storage.getItem(TOKEN_KEY)).not.toBeNull();
    expect(pedidos).toHaveLength(1);
    expect(consumirMotivoDoFim()).toBeNull();
  });

  it('sair: apaga a sessão, pede a saída com o token e transmite', async () => {
    const token = tokenCidadao();
    const { api, pedidos, storage } = montar({ SairCidadao: { corpo: { data: { sairCidadao: true } } } }, token);
    const mensagem = proximaMensagem();
    await api.sair();
    expect(storage.dados.size).toBe(0);
    expect(pedidos[0]).toMatchObject({ operacao: 'SairCidadao', url: '/graphql' });
    expect(pedidos[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(await mensagem).toEqual({ tipo: 'logout', motivo: 'saida' });
    expect(consumirMotivoDoFim()).toBe('saida');
  });
});
