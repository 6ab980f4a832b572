import { LIMITE_PDF, MENSAGENS_FALE_CONOSCO, ROTULOS_OBJETIVO_FALE_CONOSCO, ROTULOS_STATUS_FALE_CONOSCO } from '@alego/catalog';
import type { ObjetivoFaleConosco, StatusFaleConosco } from './documentos';

export const ROTULOS_STATUS: Record<StatusFaleConosco, string> = ROTULOS_STATUS_FALE_CONOSCO;

export const CORES_STATUS: Record<StatusFaleConosco, string> = {
  aguardando_resposta: 'orange',
  com_pendencia: 'yellow',
  finalizada: 'green',
  indeferida: 'red',
};

export const ROTULOS_OBJETIVO: Record<ObjetivoFaleConosco, string> = ROTULOS_OBJETIVO_FALE_CONOSCO;

/** Situações que uma resposta pode dar (docs/fale-conosco.md); a primeira é a padrão. */
export const STATUS_DA_RESPOSTA: readonly StatusFaleConosco[] = ['finalizada', 'com_pendencia', 'indeferida'];

/** Finalizadas e indeferidas estão encerradas: não recebem outra resposta. */
export function podeResponder(status: StatusFaleConosco): boolean {
  return status === 'aguardando_resposta' || status === 'com_pendencia';
}

/** Erro da resposta antes de enviar (o servidor confere de novo), ou undefined. */
export function validarResposta(conteudo: string, pdf: File | null): string | undefined {
  if (!conteudo.trim()) return MENSAGENS_FALE_CONOSCO.respostaObrigatoria;
  if (pdf && pdf.type !== 'application/pdf' && !pdf.name.toLowerCase().endsWith('.pdf')) return MENSAGENS_FALE_CONOSCO.pdf;
  if (pdf && pdf.size > LIMITE_PDF.bytes) return LIMITE_PDF.mensagem;
  return undefined;
}
