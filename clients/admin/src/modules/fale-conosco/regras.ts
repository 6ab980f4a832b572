import type { ObjetivoFaleConosco, StatusFaleConosco } from './documentos';

/** Mensagem do spec (§5), igual à do servidor. */
export const RESPOSTA_OBRIGATORIA = 'O conteúdo da resposta é obrigatório';
export const PDF_INVALIDO = 'O arquivo da resposta deve ser um PDF.';
// The gateway's PDF policy (gateway/src/files/politicas.ts).
export const PDF_GRANDE = 'O tamanho máximo do arquivo PDF é de 20 MB.';
export const PDF_MAXIMO = 20_000_000;

export const ROTULOS_STATUS: Record<StatusFaleConosco, string> = {
  aguardando_resposta: 'Aguardando resposta',
  com_pendencia: 'Com pendência',
  finalizada: 'Finalizada',
  indeferida: 'Indeferida',
};

export const CORES_STATUS: Record<StatusFaleConosco, string> = {
  aguardando_resposta: 'orange',
  com_pendencia: 'yellow',
  finalizada: 'green',
  indeferida: 'red',
};

export const ROTULOS_OBJETIVO: Record<ObjetivoFaleConosco, string> = {
  duvida: 'Dúvida',
  sugestao: 'Sugestão',
  elogio: 'Elogio',
  reclamacao: 'Reclamação',
  denuncia: 'Denúncia',
  solicitacao_informacao: 'Solicitação de informação',
};

/** Situações que uma resposta pode dar (docs/fale-conosco.md); a primeira é a padrão. */
export const STATUS_DA_RESPOSTA: readonly StatusFaleConosco[] = ['finalizada', 'com_pendencia', 'indeferida'];

/** Finalizadas e indeferidas estão encerradas: não recebem outra resposta. */
export function podeResponder(status: StatusFaleConosco): boolean {
  return status === 'aguardando_resposta' || status === 'com_pendencia';
}

/** Erro da resposta antes de enviar (o servidor confere de novo), ou undefined. */
export function validarResposta(conteudo: string, pdf: File | null): string | undefined {
  if (!conteudo.trim()) return RESPOSTA_OBRIGATORIA;
  if (pdf && pdf.type !== 'application/pdf' && !pdf.name.toLowerCase().endsWith('.pdf')) return PDF_INVALIDO;
  if (pdf && pdf.size > PDF_MAXIMO) return PDF_GRANDE;
  return undefined;
}
