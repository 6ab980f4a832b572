/**
 * Aviso de fim de sessão: um BroadcastChannel 'alego-sessao' (as outras abas) e um
 * evento na própria página (o shell desta aba). Quem ouve vai para o login.
 */
export const CANAL_SESSAO = 'alego-sessao';
export const EVENTO_LOGOUT = 'alego-sessao:logout';

export interface AvisoLogout {
  tipo: 'logout';
  /** Mostrada no login desta aba (ex.: 'É necessário fazer login ...'). */
  mensagem?: string;
  /** true quando o aviso veio de outra aba. */
  outraAba?: boolean;
}

/** Identifica esta página: o canal entrega a mensagem também aos outros canais da mesma página. */
const ID_PAGINA = Math.random().toString(36).slice(2) + Date.now().toString(36);

export interface AmbienteEventos {
  /** Identificador desta página (as próprias mensagens do canal são ignoradas). */
  idPagina?: string;
  /** Alvo do evento na página (window). */
  pagina?: EventTarget;
  /** Construtor do canal entre abas (BroadcastChannel). */
  Canal?: new (nome: string) => Pick<BroadcastChannel, 'postMessage' | 'close' | 'addEventListener' | 'removeEventListener'>;
}

function ambientePadrao(): AmbienteEventos {
  return {
    idPagina: ID_PAGINA,
    pagina: typeof window === 'undefined' ? undefined : window,
    Canal: typeof BroadcastChannel === 'undefined' ? undefined : BroadcastChannel,
  };
}

/** Avisa esta página e, com `outrasAbas` (padrão), as outras abas. */
export function anunciarLogout(
  mensagem?: string,
  { outrasAbas = true, ambiente = ambientePadrao() }: { outrasAbas?: boolean; ambiente?: AmbienteEventos } = {},
): void {
  if (outrasAbas && ambiente.Canal) {
    try {
      const canal = new ambiente.Canal(CANAL_SESSAO);
      canal.postMessage({ tipo: 'logout', origem: ambiente.idPagina ?? ID_PAGINA });
      canal.close();
    } catch {
      // Sem canal entre abas: as outras abas saem na próxima renovação recusada.
    }
  }
  ambiente.pagina?.dispatchEvent(new CustomEvent<AvisoLogout>(EVENTO_LOGOUT, { detail: { tipo: 'logout', mensagem } }));
}

/** Ouve o fim de sessão desta página e das outras abas; devolve a função que para de ouvir. */
export function aoLogout(ouvinte: (aviso: AvisoLogout) => void, ambiente: AmbienteEventos = ambientePadrao()): () => void {
  const naPagina = (evento: Event) => {
    const detail = (evento as CustomEvent<AvisoLogout | undefined>).detail;
    ouvinte({ tipo: 'logout', mensagem: detail?.mensagem });
  };
  ambiente.pagina?.addEventListener(EVENTO_LOGOUT, naPagina);
  const canal = ambiente.Canal ? new ambiente.Canal(CANAL_SESSAO) : undefined;
  const deOutraAba = (evento: Event) => {
    const dados = (evento as MessageEvent<unknown>).data as (Partial<AvisoLogout> & { origem?: string }) | null;
    if (dados?.tipo === 'logout' && dados.origem !== (ambiente.idPagina ?? ID_PAGINA)) ouvinte({ tipo: 'logout', outraAba: true });
  };
  canal?.addEventListener('message', deOutraAba);
  return () => {
    ambiente.pagina?.removeEventListener(EVENTO_LOGOUT, naPagina);
    canal?.removeEventListener('message', deOutraAba);
    canal?.close();
  };
}
