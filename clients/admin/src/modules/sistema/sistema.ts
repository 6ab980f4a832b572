import { cabecalhosDaSessao, controleSessao, type ControleSessao } from '../../auth/session';

export const URL_SISTEMA = '/api/admin/sistema';
export const FUNCIONALIDADE_SISTEMA = 'Admin';
/** Um backup mais velho que isto aparece como alerta: o roteiro de operação pede um por dia (docs/operacao.md). */
export const IDADE_MAXIMA_DO_BACKUP_EM_HORAS = 26;

export interface EstadoDoSistema {
  geradoEm: string;
  gateway: { versao: string };
  subgrafos: {
    nome: string;
    disponivel: boolean;
    estado?: { versao: string; banco: boolean; iniciadoEm: string; migracoes: { aplicadas: number; ultima: string | null; pendentes: string[] } };
  }[];
  cache: { ttlMs: number; maxEntradas: number; acertos: number; faltas: number };
  fila: { configurada: boolean; mensagem: string };
  ultimoBackup: { criadoEm: string; arquivo: string; bytes: number; metodo: string; idadeEmHoras: number } | null;
}

export type RespostaDoSistema = { ok: true; estado: EstadoDoSistema } | { ok: false; mensagem: string };

/** GET /api/admin/sistema com a sessão (token e lotação ativa). */
export async function buscarSistema({ fetcher = fetch, controle = controleSessao }: { fetcher?: typeof fetch; controle?: Pick<ControleSessao, 'tokenValido' | 'estado'> } = {}): Promise<RespostaDoSistema> {
  const headers = await cabecalhosDaSessao(controle);
  try {
    const resposta = await fetcher(URL_SISTEMA, { headers });
    const corpo = (await resposta.json().catch(() => ({}))) as EstadoDoSistema & { mensagem?: string };
    if (!resposta.ok) return { ok: false, mensagem: corpo.mensagem ?? 'Não foi possível consultar o estado do sistema.' };
    return { ok: true, estado: corpo };
  } catch {
    return { ok: false, mensagem: 'Não foi possível consultar o estado do sistema.' };
  }
}

/** "há 3 horas", "há 2 dias": a idade do último backup como o operador lê. */
export function idadeDoBackup(horas: number): string {
  if (horas < 1) return 'há menos de uma hora';
  if (horas < 48) return `há ${horas} ${horas === 1 ? 'hora' : 'horas'}`;
  return `há ${Math.floor(horas / 24)} dias`;
}

export function taxaDeAcerto(cache: Pick<EstadoDoSistema['cache'], 'acertos' | 'faltas'>): string {
  const total = cache.acertos + cache.faltas;
  return total ? `${Math.round((cache.acertos / total) * 100)}%` : '—';
}

export function tamanhoLegivel(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.ceil(bytes / 1024).toLocaleString('pt-BR')} KB`;
}
