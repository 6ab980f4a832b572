import { Toaster } from '@alego/ui';
import { createToaster } from '@chakra-ui/react/toast';

/**
 * Avisos da administração (spec §9): canto inferior direito, 6000 ms, estendido 1000 ms (fecha 1 s depois que o
 * ponteiro sai de cima do aviso, que fica parado enquanto está sob ele), botão de fechar.
 * Use `avisos.erro(...)`/`avisos.sucesso(...)` (ou `toaster.create`) e monte <Avisos /> uma vez.
 */
export const DURACAO_AVISO_MS = 6000;
export const DURACAO_ESTENDIDA_MS = 1000;
export const toaster = createToaster({ placement: 'bottom-end', duration: DURACAO_AVISO_MS, pauseOnPageIdle: true });

type Tipo = 'success' | 'error' | 'info' | 'warning';
function criar(type: Tipo, title: string, opcoes: { id?: string; description?: string } = {}): string {
  return toaster.create({ type, title, closable: true, duration: DURACAO_AVISO_MS, ...opcoes });
}

export const avisos = {
  sucesso: (titulo: string, opcoes?: { id?: string; description?: string }) => criar('success', titulo, opcoes),
  erro: (titulo: string, opcoes?: { id?: string; description?: string }) => criar('error', titulo, opcoes),
  info: (titulo: string, opcoes?: { id?: string; description?: string }) => criar('info', titulo, opcoes),
  alerta: (titulo: string, opcoes?: { id?: string; description?: string }) => criar('warning', titulo, opcoes),
};

export function Avisos() {
  return <Toaster toaster={toaster} tempoAoSairMs={DURACAO_ESTENDIDA_MS} />;
}
