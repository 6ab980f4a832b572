import { afterEach, describe, expect, it } from 'vitest';
import { API_CIDADAO, criarApiCidadao, MENSAGENS_API, mensagemDoCorpo, mensagemPorStatus, VERSAO_POLITICA } from './api';
import { CANAL, consumirMotivoDoFim, TOKEN_KEY, USUARIO_KEY } from './sessao';
import { ArmazenamentoFalso, tokenCidadao } from './teste-util';

interface Pedido {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Resposta = { status: number; corpo?: unknown; texto?: string } | Error;

/** fetch falso: responde por caminho (sem o prefixo da API) e registra os pedidos. */
function fetchFalso(respostas: Record<string, Resposta>) {
  const pedidos: Pedido[] = [];
  const fazer: typeof fetch = async (input, init) => {
    const url = String(input);
    pedidos.push({
      url,
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const r = respostas[url.slice(API_CIDADAO.length + 1)] ?? { status: 404, corpo: { mensagem: 'Recurso não encontrado.' } };
    if (r instanceof Error) throw r;
    const texto = r.texto ?? (r.corpo === undefined ? '' : JSON.stringify(r.corpo));
    return new Response(texto || null, { status: r.status, headers: { 'content-type': 'application/json' } });
  };
  return { fazer, pedidos };
}

function montar(respostas: Record<string, Resposta>, token: string | null = tokenCidadao()) {
  const storage = new ArmazenamentoFalso();
  if (token) {
    storage.setItem(TOKEN_KEY, token);
    storage.setItem(USUARIO_KEY, JSON.stringify({ nome: 'Maria' }));
  }
  const { fazer, pedidos } = fetchFalso(respostas);
  return { api: criarApiCidadao({ fetch: fazer, storage }), pedidos, storage };
}

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
  it('usa a mensagem do servidor quando existe', async () => {
    const { api } = montar({ 'usuarios/login': { status: 401, corpo: { mensagem: 'E-mail ou senha inválidos.' } } });
    expect(await api.entrar({ email: 'a@b.com', senha: 'x' })).toEqual({
      ok: false,
      status: 401,
      mensagem: 'E-mail ou senha inválidos.',
    });
  });

  it('403 do login (cadastro não confirmado) e 429 chegam com status e mensagem', async () => {
    const { api } = montar({
      'usuarios/login': { status: 403, corpo: { mensagem: 'Confirme seu cadastro pelo link enviado ao seu e-mail.' } },
      'gerar-link-recuperar-senha': { status: 429, corpo: {} },
    });
    expect(await api.entrar({ email: 'a@b.com', senha: 'x' })).toMatchObject({ ok: false, status: 403 });
    expect(await api.gerarLinkRecuperarSenha('a@b.com')).toEqual({
      ok: false,
      status: 429,
      mensagem: MENSAGENS_API.muitasTentativas,
    });
  });

  it('sem mensagem no corpo (vazio, HTML, outro formato): mensagem em português pelo status', async () => {
    const { api } = montar({
      'reenviar-confirmacao': { status: 502, texto: '<html>Bad gateway</html>' },
      'recuperar-senha': { status: 400, corpo: { erro: 'x' } },
      'gerar-link-recuperar-senha': { status: 500 },
    });
    expect(await api.reenviarConfirmacao('a@b.com')).toMatchObject({ status: 502, mensagem: MENSAGENS_API.indisponivel });
    expect(await api.recuperarSenha('c', 'senha1234')).toMatchObject({ status: 400, mensagem: MENSAGENS_API.dadosInvalidos });
    expect(await api.gerarLinkRecuperarSenha('a@b.com')).toMatchObject({ status: 500, mensagem: MENSAGENS_API.indisponivel });
  });

  it('falha de rede vira status 0 com mensagem de conexão', async () => {
    const { api } = montar({ usuarios: new TypeError('Failed to fetch') });
    expect(await api.cadastrar({ nome: 'A', email: 'a@b.com', senha: 'abc12345' })).toEqual({
      ok: false,
      status: 0,
      mensagem: MENSAGENS_API.semConexao,
    });
  });

  it('resposta 2xx fora do contrato não quebra a tela', async () => {
    const { api } = montar({ 'usuarios/login': { status: 200, corpo: { token: 'nao-e-jwt', usuario: { nome: 'A' } } } }, null);
    expect(await api.entrar({ email: 'a@b.com', senha: 'x' })).toMatchObject({
      ok: false,
      mensagem: MENSAGENS_API.respostaInvalida,
    });
  });

  it('mensagemDoCorpo e mensagemPorStatus', () => {
    expect(mensagemDoCorpo({ mensagem: 'Oi' })).toBe('Oi');
    expect(mensagemDoCorpo({ controle: { mensagem: 'Do portal antigo' } })).toBe('Do portal antigo');
    expect(mensagemDoCorpo({ mensagem: '  ' })).toBeUndefined();
    expect(mensagemDoCorpo('texto')).toBeUndefined();
    expect(mensagemDoCorpo(null)).toBeUndefined();
    expect(mensagemPorStatus(401)).toBe(MENSAGENS_API.naoAutorizado);
    expect(mensagemPorStatus(401, true)).toBe(MENSAGENS_API.sessaoExpirada);
    expect(mensagemPorStatus(403)).toBe(MENSAGENS_API.proibido);
    expect(mensagemPorStatus(404)).toBe(MENSAGENS_API.naoEncontrado);
    expect(mensagemPorStatus(422)).toBe(MENSAGENS_API.dadosInvalidos);
    expect(mensagemPorStatus(503)).toBe(MENSAGENS_API.indisponivel);
  });
});

describe('contrato das chamadas', () => {
  it('cadastro: JSON com aceite e versão da política, cabeçalho de pré-voo do Apollo, sem Authorization', async () => {
    const { api, pedidos } = montar({ usuarios: { status: 201, corpo: { mensagem: 'Enviamos um e-mail.' } } }, null);
    const r = await api.cadastrar({ nome: ' Maria ', email: ' maria@exemplo.com.br ', senha: 'abc12345' });
    expect(r).toMatchObject({ ok: true, status: 201, mensagem: 'Enviamos um e-mail.' });
    expect(pedidos).toEqual([
      {
        url: '/api/opine-cidadao/usuarios',
        method: 'POST',
        headers: {
          accept: 'application/json',
          'apollo-require-preflight': 'true',
          'content-type': 'application/json',
        },
        body: {
          nome: 'Maria',
          email: 'maria@exemplo.com.br',
          senha: 'abc12345',
          aceitePolitica: true,
          versaoPolitica: VERSAO_POLITICA,
        },
      },
    ]);
    expect(VERSAO_POLITICA).toBe('2026-01');
  });

  it('login envia g-recaptcha-response e devolve token e usuário', async () => {
    const token = tokenCidadao();
    const usuario = { id: 7, nome: 'Maria', email: 'maria@exemplo.com.br' };
    const { api, pedidos } = montar({ 'usuarios/login': { status: 200, corpo: { token, usuario } } }, null);
    expect(await api.entrar({ email: 'maria@exemplo.com.br', senha: 'abc12345' })).toMatchObject({
      ok: true,
      dados: { token, usuario },
    });
    expect(pedidos[0]?.body).toEqual({ email: 'maria@exemplo.com.br', senha: 'abc12345', 'g-recaptcha-response': '' });
  });

  it('confirmação por GET com o código escapado; recuperação por POST', async () => {
    const { api, pedidos } = montar(
      {
        'confirmar-cadastro/a%2Fb%3Fc': { status: 200, corpo: { mensagem: 'Cadastro confirmado.' } },
        'callback-gerar-link-recuperar-senha': { status: 200, corpo: { mensagem: 'ok' } },
      },
      null,
    );
    expect(await api.confirmarCadastro('a/b?c')).toMatchObject({ ok: true, mensagem: 'Cadastro confirmado.' });
    expect(await api.validarCodigoRecuperacao('xyz')).toMatchObject({ ok: true });
    expect(pedidos.map((p) => [p.method, p.url, p.body])).toEqual([
      ['GET', '/api/opine-cidadao/confirmar-cadastro/a%2Fb%3Fc', undefined],
      ['POST', '/api/opine-cidadao/callback-gerar-link-recuperar-senha', { codigo: 'xyz' }],
    ]);
  });

  it('chamadas do perfil levam o Bearer; campos ausentes viram null', async () => {
    const token = tokenCidadao();
    const { api, pedidos } = montar(
      { 'perfis/get-info-usuario': { status: 200, corpo: { id: 7, nome: 'Maria', email: 'maria@exemplo.com.br' } } },
      token,
    );
    expect(await api.obterPerfil()).toMatchObject({
      ok: true,
      dados: { id: 7, nome: 'Maria', email: 'maria@exemplo.com.br', telefone: null, municipio: null, possuiSenha: true },
    });
    expect(pedidos[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });
});

describe('401 numa chamada autenticada', () => {
  it('limpa a sessão, chama o logout, transmite o fim e repassa o erro', async () => {
    const token = tokenCidadao();
    const { api, pedidos, storage } = montar(
      {
        'perfis/update': { status: 401, corpo: { mensagem: 'Token inválido.' } },
        logout: { status: 200, corpo: { mensagem: 'Até logo.' } },
      },
      token,
    );
    const mensagem = proximaMensagem();
    const r = await api.atualizarPerfil({ nome: 'Maria', telefone: '', municipio: '' });
    expect(r).toEqual({ ok: false, status: 401, mensagem: MENSAGENS_API.sessaoExpirada });
    expect(storage.dados.size).toBe(0);
    expect(await mensagem).toEqual({ tipo: 'logout', motivo: 'expirada' });
    expect(consumirMotivoDoFim()).toBe('expirada');
    expect(pedidos.map((p) => `${p.method} ${p.url}`)).toEqual([
      'POST /api/opine-cidadao/perfis/update',
      'POST /api/opine-cidadao/logout',
    ]);
    expect(pedidos[1]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(pedidos[1]?.headers['apollo-require-preflight']).toBe('true');
  });

  it('troca de senha: guarda o token novo que o servidor devolve (o antigo foi revogado)', async () => {
    const antigo = tokenCidadao();
    const novo = tokenCidadao(3600, { ver: 1 });
    const { api, storage } = montar({ 'perfis/update-senha': { status: 200, corpo: { mensagem: 'Senha alterada com sucesso.', token: novo } } }, antigo);
    const r = await api.alterarSenha({ senhaAtual: 'abc12345', novaSenha: 'xyz98765' });
    expect(r).toMatchObject({ ok: true, dados: { mensagem: 'Senha alterada com sucesso.' } });
    expect(storage.getItem(TOKEN_KEY)).toBe(novo);
    expect(storage.getItem(USUARIO_KEY)).toBe(JSON.stringify({ nome: 'Maria' }));
  });

  it('token já vencido: nem chama o serviço, encerra a sessão do mesmo jeito', async () => {
    const { api, pedidos, storage } = montar({ logout: { status: 200, corpo: {} } }, tokenCidadao(-1));
    const r = await api.alterarSenha({ senhaAtual: 'abc12345', novaSenha: 'xyz98765' });
    expect(r).toEqual({ ok: false, status: 401, mensagem: MENSAGENS_API.sessaoExpirada });
    expect(storage.dados.size).toBe(0);
    expect(pedidos.map((p) => p.url)).toEqual(['/api/opine-cidadao/logout']);
    expect(consumirMotivoDoFim()).toBe('expirada');
  });

  it('falha do logout não atrapalha', async () => {
    const { api } = montar({ 'perfis/get-info-usuario': { status: 401 }, logout: new TypeError('offline') });
    expect(await api.obterPerfil()).toMatchObject({ ok: false, status: 401 });
  });

  it('401 de rotas sem sessão (login) não encerra a sessão guardada', async () => {
    const { api, pedidos, storage } = montar({ 'usuarios/login': { status: 401, corpo: { mensagem: 'E-mail ou senha inválidos.' } } });
    await api.entrar({ email: 'a@b.com', senha: 'x' });
    expect(storage.getItem(TOKEN_KEY)).not.toBeNull();
    expect(pedidos).toHaveLength(1);
    expect(consumirMotivoDoFim()).toBeNull();
  });

  it('sair: apaga a sessão, chama o logout com o token e transmite', async () => {
    const token = tokenCidadao();
    const { api, pedidos, storage } = montar({ logout: { status: 200, corpo: {} } }, token);
    const mensagem = proximaMensagem();
    await api.sair();
    expect(storage.dados.size).toBe(0);
    expect(pedidos[0]).toMatchObject({ method: 'POST', url: '/api/opine-cidadao/logout' });
    expect(pedidos[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(await mensagem).toEqual({ tipo: 'logout', motivo: 'saida' });
    expect(consumirMotivoDoFim()).toBe('saida');
  });
});
