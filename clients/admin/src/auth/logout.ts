import { LOGOUT_URL } from './endpoints';
import { anunciarLogout } from './eventos';
import { controleSessao, type ControleSessao } from './session';

export interface OpcoesEncerrar {
  /** Mostrada na tela de acesso desta aba. */
  mensagem?: string;
  controle?: ControleSessao;
  fetch?: typeof fetch;
  anunciar?: typeof anunciarLogout;
}

/**
 * Fim da sessão (botão Sair, /sair, 401): limpa o token e a lotação, pede
 * logout.json (o cookie deixa de renovar) e avisa esta página e as outras abas
 * (estas só se a aba tinha token).
 */
export function encerrarSessao(opcoes: OpcoesEncerrar = {}): Promise<void> {
  // Vários 401 ou /sair seguidos: um só logout enquanto o primeiro está em andamento.
  emAndamento ??= encerrar(opcoes).finally(() => {
    emAndamento = null;
  });
  return emAndamento;
}

let emAndamento: Promise<void> | null = null;

async function encerrar(opcoes: OpcoesEncerrar): Promise<void> {
  const controle = opcoes.controle ?? controleSessao;
  const fazer = opcoes.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  // Sem token nesta aba (ex.: aba nova) as outras abas não são avisadas.
  const tinhaSessao = controle.estado().token !== null;
  // Sem avisar as telas: quem ouve o aviso de logout leva ao login com recarga.
  controle.limpar({ avisar: false });
  try {
    await fazer(LOGOUT_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    // Sem rede: o token já foi descartado nesta aba; o cookie vence sozinho.
  }
  (opcoes.anunciar ?? anunciarLogout)(opcoes.mensagem, { outrasAbas: tinhaSessao });
}
