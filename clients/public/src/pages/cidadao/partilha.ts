import { CANAL, EVENTO, TOKEN_KEY, USUARIO_KEY } from './constantes';

/*
 * A sessão do cidadão mora no sessionStorage (spec §9), que é de uma aba só: uma aba nova
 * começaria sem sessão. Pelo BroadcastChannel (mesma origem, mesmo navegador), a aba nova
 * pede a sessão às abas abertas e a primeira que tiver uma responde; uma entrada numa aba
 * também chega às outras. A saída já é transmitida por sessao.ts ('logout'), e todas saem
 * juntas. Este módulo é pequeno e vai no bundle inicial (o cabeçalho o inicia em toda
 * página); a lógica da sessão continua sob demanda.
 */

type Mensagem =
  | { tipo: 'pedido' }
  | { tipo: 'sessao' | 'entrada'; token: string; usuario: string | null };

/** Quanto a aba nova espera uma resposta antes de concluir que nenhuma aba tem sessão. */
const ESPERA_MS = 300;

let pedido: Promise<void> | null = null;

function armazenamento(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function guardar(storage: Storage, mensagem: { token: string; usuario: string | null }): void {
  if (storage.getItem(TOKEN_KEY) === mensagem.token) return;
  storage.setItem(TOKEN_KEY, mensagem.token);
  if (mensagem.usuario) storage.setItem(USUARIO_KEY, mensagem.usuario);
  else storage.removeItem(USUARIO_KEY);
  // Quem mostra a sessão (cabeçalho, telas) relê o armazenamento com este evento; um token vencido é descartado lá.
  window.dispatchEvent(new CustomEvent(EVENTO, { detail: { tipo: 'entrada' } }));
}

/** Entrou nesta aba: as outras abas abertas passam a ter a mesma sessão. */
export function transmitirEntrada(token: string, usuario: string | null): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const aviso = new BroadcastChannel(CANAL);
  aviso.postMessage({ tipo: 'entrada', token, usuario } satisfies Mensagem);
  aviso.close();
}

/**
 * Começa a partilha nesta página (uma vez): responde aos pedidos das abas novas, adota as
 * entradas das outras abas e, se esta aba não tem sessão, pede uma. A promessa termina
 * quando a sessão chegou ou a espera acabou: só então "sem sessão" é certo.
 */
export function iniciarPartilhaDaSessao(): Promise<void> {
  if (pedido) return pedido;
  const storage = armazenamento();
  if (!storage || typeof BroadcastChannel === 'undefined') return (pedido = Promise.resolve());
  // Fica aberto enquanto a página existir (um canal com ouvinte não é recolhido).
  const aberto = new BroadcastChannel(CANAL);
  let recebeu: () => void = () => {};
  aberto.onmessage = (evento: MessageEvent<Mensagem | null>) => {
    const mensagem = evento.data;
    if (mensagem?.tipo === 'pedido') {
      const token = storage.getItem(TOKEN_KEY);
      if (token) aberto.postMessage({ tipo: 'sessao', token, usuario: storage.getItem(USUARIO_KEY) } satisfies Mensagem);
      return;
    }
    if ((mensagem?.tipo === 'sessao' || mensagem?.tipo === 'entrada') && typeof mensagem.token === 'string') {
      guardar(storage, mensagem);
      recebeu();
    }
  };
  if (storage.getItem(TOKEN_KEY)) return (pedido = Promise.resolve());
  pedido = new Promise<void>((resolve) => {
    const relogio = setTimeout(resolve, ESPERA_MS);
    recebeu = () => {
      clearTimeout(relogio);
      resolve();
    };
  });
  aberto.postMessage({ tipo: 'pedido' } satisfies Mensagem);
  return pedido;
}
