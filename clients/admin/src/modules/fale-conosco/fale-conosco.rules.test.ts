import { describe, expect, it } from 'vitest';
import { podeResponder, validarResposta } from './fale-conosco.rules';

describe('resposta do fale conosco', () => {
  it('exige o conteúdo com a mensagem do spec', () => {
    expect(validarResposta('   ', null)).toBe('O conteúdo da resposta é obrigatório');
    expect(validarResposta('Encaminhado.', null)).toBeUndefined();
  });

  it('aceita só PDF de até 20 MB', () => {
    expect(validarResposta('Ok', new File(['x'], 'foto.png', { type: 'image/png' }))).toBe('O arquivo da resposta deve ser um PDF.');
    expect(validarResposta('Ok', new File(['%PDF'], 'resposta.pdf', { type: 'application/pdf' }))).toBeUndefined();
    const grande = new File([new Uint8Array(20_000_001)], 'grande.pdf', { type: 'application/pdf' });
    expect(validarResposta('Ok', grande)).toBe('O tamanho máximo do arquivo PDF é de 20 MB.');
  });

  it('não responde de novo uma solicitação encerrada', () => {
    expect(podeResponder('aguardando_resposta')).toBe(true);
    expect(podeResponder('com_pendencia')).toBe(true);
    expect(podeResponder('finalizada')).toBe(false);
    expect(podeResponder('indeferida')).toBe(false);
  });
});
