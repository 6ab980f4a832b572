import { MENSAGEM_LOGIN, MENSAGEM_SEM_PERMISSAO } from '@alego/kit/acesso';
import type { AdminResource } from '../resources';
import { destinoAposProibido } from '../shell/menu';
import { ROTA_LOGIN } from './acesso';
import { aoLogout, type AmbienteEventos } from './eventos';
import { encerrarSessao } from './logout';
import type { ControleSessao } from './session';

/** Caminho do login com recarga da página (descarta o cache do Apollo); `mensagem` vira aviso. */
export function urlDoLogin(base: string, mensagem?: string): string {
  const raiz = base.endsWith('/') ? base.slice(0, -1) : base;
  return `${raiz}${ROTA_LOGIN}${mensagem ? `?error=${encodeURIComponent(mensagem)}` : ''}`;
}

/** '/admin/noticias' → '/noticias' (o estado do roteador guarda o caminho com o basename). */
export function caminhoSemBase(pathname: string, base: string): string {
  const raiz = base.endsWith('/') ? base.slice(0, -1) : base;
  if (!raiz) return pathname || '/';
  if (pathname === raiz) return '/';
  return pathname.startsWith(`${raiz}/`) ? pathname.slice(raiz.length) : pathname;
}

export interface DependenciasReacoes {
  controle: Pick<ControleSessao, 'estado' | 'limpar'>;
  recursos: readonly AdminResource[];
  /** Navegação do roteador (caminhos relativos a /admin). */
  navegar: (caminho: string) => void;
  /** Caminho atual relativo a /admin. */
  caminhoAtual: () => string;
  /** Navegação com recarga (window.location.assign). */
  recarregar: (url: string) => void;
  avisarErro: (mensagem: string) => void;
  /** Prefixo do app (import.meta.env.BASE_URL, '/admin/'). */
  base: string;
  encerrar?: typeof encerrarSessao;
}

/**
 * Reações às respostas do servidor e ao fim de sessão:
 * - `aoNaoAutenticado` (401): limpa a sessão, logout.json e aviso de logout — uma vez só
 *   enquanto estiver em andamento; quem ouve o aviso leva ao login com recarga;
 * - `aoProibido` (403): aviso e primeira tela permitida do menu (login se nenhuma);
 * - `aoAvisoDeLogout`: login com recarga (nada a fazer se já está no login ou em /erro).
 */
export function createReacoes(d: DependenciasReacoes) {
  let encerrando: Promise<void> | null = null;
  const encerrar = d.encerrar ?? encerrarSessao;

  return {
    aoNaoAutenticado(): Promise<void> {
      encerrando ??= encerrar({ mensagem: MENSAGEM_LOGIN }).finally(() => {
        encerrando = null;
      });
      return encerrando;
    },
    aoProibido(): void {
      d.avisarErro(MENSAGEM_SEM_PERMISSAO);
      const destino = destinoAposProibido(d.recursos, d.controle.estado());
      if (destino !== d.caminhoAtual()) d.navegar(destino);
    },
    aoAvisoDeLogout(mensagem?: string): void {
      // Sem avisar as telas: o guarda iria para /sair e pediria logout.json de novo.
      d.controle.limpar({ avisar: false });
      const caminho = d.caminhoAtual();
      if (!mensagem && (caminho === ROTA_LOGIN || caminho === '/errors')) return;
      d.recarregar(urlDoLogin(d.base, mensagem));
    },
  };
}

/** Liga as reações ao aviso de logout (esta página e as outras abas). */
export function ouvirLogout(reacoes: ReturnType<typeof createReacoes>, ambiente?: AmbienteEventos): () => void {
  return aoLogout((aviso) => reacoes.aoAvisoDeLogout(aviso.mensagem), ambiente);
}
