import { MENSAGEM_LOGIN, MENSAGEM_SEM_PERMISSAO } from '@alego/kit/acesso';
import { describe, expect, it, vi } from 'vitest';
import type { AdminResource } from '../resources';
import { anunciarLogout, aoLogout, CANAL_SESSAO, EVENTO_LOGOUT, type AmbienteEventos } from './eventos';
import { LOGOUT_URL } from './endpoints';
import { encerrarSessao } from './logout';
import { caminhoSemBase, createReacoes, ouvirLogout, urlDoLogin } from './reacoes';
import { ControleSessao, TOKEN_KEY } from './session';
import { jwt, memoria, SESSAO } from './testes';

/** BroadcastChannel em memória: entrega às outras instâncias de mesmo nome, como o de verdade. */
function canais() {
  const abertos = new Set<FakeCanal>();
  class FakeCanal extends EventTarget {
    constructor(readonly name: string) {
      super();
      abertos.add(this);
    }
    postMessage(data: unknown) {
      for (const c of abertos) if (c !== this && c.name === this.name) c.dispatchEvent(new MessageEvent('message', { data }));
    }
    close() {
      abertos.delete(this);
    }
  }
  return { Canal: FakeCanal as unknown as AmbienteEventos['Canal'], abertos };
}

const RECURSOS: AdminResource[] = [{ nome: 'noticias', rotulo: 'Notícias', grupo: 'Portal', permissao: 'api/admin/noticias#index', caminho: '/noticias' }];

describe('aviso de logout', () => {
  it('chega a esta página (evento) e às outras abas (BroadcastChannel alego-sessao)', () => {
    const { Canal } = canais();
    const estaPagina = new EventTarget();
    const outraPagina = new EventTarget();
    const aqui = vi.fn();
    const ali = vi.fn();
    // Cada aba tem o seu id; o canal também entrega à própria página, que ignora a mensagem.
    const pararAqui = aoLogout(aqui, { pagina: estaPagina, Canal, idPagina: 'a' });
    aoLogout(ali, { pagina: outraPagina, Canal, idPagina: 'b' });
    anunciarLogout('Sessão expirada', { ambiente: { pagina: estaPagina, Canal, idPagina: 'a' } });
    expect(aqui).toHaveBeenCalledTimes(1);
    expect(aqui).toHaveBeenCalledWith({ tipo: 'logout', mensagem: 'Sessão expirada' });
    expect(ali).toHaveBeenCalledWith({ tipo: 'logout', outraAba: true });
    // Sem outrasAbas, só esta página.
    anunciarLogout(undefined, { outrasAbas: false, ambiente: { pagina: estaPagina, Canal, idPagina: 'a' } });
    expect(aqui).toHaveBeenCalledTimes(2);
    expect(ali).toHaveBeenCalledTimes(1);
    pararAqui();
    estaPagina.dispatchEvent(new CustomEvent(EVENTO_LOGOUT));
    expect(aqui).toHaveBeenCalledTimes(2);
    expect(CANAL_SESSAO).toBe('alego-sessao');
  });

  it('encerrarSessao: limpa o sessionStorage, chama logout.json e avisa (outras abas só se havia token)', async () => {
    const storage = memoria({ [TOKEN_KEY]: jwt(SESSAO), 'alego.admin.lotacao': '9' });
    const controle = new ControleSessao({ storage });
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{}')));
    const anunciar = vi.fn();
    await encerrarSessao({ controle, fetch, anunciar, mensagem: MENSAGEM_LOGIN });
    expect(storage.dados.size).toBe(0);
    expect(fetch.mock.calls[0]?.[0]).toBe(LOGOUT_URL);
    expect(anunciar).toHaveBeenCalledWith(MENSAGEM_LOGIN, { outrasAbas: true });
    // Sem token (aba nova) e sem rede: ainda avisa esta página.
    const semRede = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    await encerrarSessao({ controle, fetch: semRede, anunciar });
    expect(anunciar).toHaveBeenLastCalledWith(undefined, { outrasAbas: false });
  });
});

describe('reações a 401, 403 e ao aviso de logout', () => {
  function reacoes(caminho = '/noticias/5', sessao = true) {
    const controle = new ControleSessao({ storage: memoria(sessao ? { [TOKEN_KEY]: jwt(SESSAO) } : {}) });
    const d = {
      controle,
      recursos: RECURSOS,
      navegar: vi.fn(),
      caminhoAtual: () => caminho,
      recarregar: vi.fn(),
      avisarErro: vi.fn(),
      base: '/admin/',
      encerrar: vi.fn(() => Promise.resolve()),
    };
    return { d, r: createReacoes(d) };
  }

  it('401: encerra a sessão com a mensagem de login, uma vez enquanto estiver em andamento', async () => {
    const { d, r } = reacoes();
    await Promise.all([r.aoNaoAutenticado(), r.aoNaoAutenticado(), r.aoNaoAutenticado()]);
    expect(d.encerrar).toHaveBeenCalledTimes(1);
    expect(d.encerrar).toHaveBeenCalledWith({ mensagem: MENSAGEM_LOGIN });
  });

  it('403: aviso e primeira tela permitida; já nela, fica; sem nenhuma, login', () => {
    const fora = reacoes('/agendas');
    fora.r.aoProibido();
    expect(fora.d.avisarErro).toHaveBeenCalledWith(MENSAGEM_SEM_PERMISSAO);
    expect(fora.d.navegar).toHaveBeenCalledWith('/noticias');
    const nela = reacoes('/noticias');
    nela.r.aoProibido();
    expect(nela.d.avisarErro).toHaveBeenCalledTimes(1);
    expect(nela.d.navegar).not.toHaveBeenCalled();
    const semSessao = reacoes('/noticias', false);
    semSessao.r.aoProibido();
    expect(semSessao.d.navegar).toHaveBeenCalledWith('/acesso');
  });

  it('aviso de logout: limpa e vai ao login com recarga (com a mensagem como ?error)', () => {
    const { d, r } = reacoes();
    r.aoAvisoDeLogout(MENSAGEM_LOGIN);
    expect(d.controle.estado().token).toBeNull();
    expect(d.recarregar).toHaveBeenCalledWith(`/admin/acesso?error=${encodeURIComponent(MENSAGEM_LOGIN)}`);
    r.aoAvisoDeLogout();
    expect(d.recarregar).toHaveBeenLastCalledWith('/admin/acesso');
    // Já no login ou na tela pública de erro: fica.
    for (const caminho of ['/acesso', '/errors']) {
      const outra = reacoes(caminho);
      outra.r.aoAvisoDeLogout();
      expect(outra.d.recarregar).not.toHaveBeenCalled();
    }
    expect(urlDoLogin('/admin')).toBe('/admin/acesso');
    expect(['/admin/noticias/5', '/admin', '/admin/', '/administrar'].map((c) => caminhoSemBase(c, '/admin/'))).toEqual([
      '/noticias/5',
      '/',
      '/',
      '/administrar',
    ]);
    expect(caminhoSemBase('/acesso', '/')).toBe('/acesso');
  });

  it('ouvirLogout: o aviso de outra aba leva esta ao login', () => {
    const { Canal } = canais();
    const { d, r } = reacoes();
    ouvirLogout(r, { pagina: new EventTarget(), Canal, idPagina: 'a' });
    anunciarLogout(undefined, { ambiente: { pagina: new EventTarget(), Canal, idPagina: 'b' } });
    expect(d.recarregar).toHaveBeenCalledWith('/admin/acesso');
  });
});
