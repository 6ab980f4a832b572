import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Field, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { possuiPermissoes } from '../../auth/permissoes';
import { useSession } from '../../auth/useSession';
import { MENSAGENS, mensagemDoErro } from '../../kit/mensagens';
import type { PropsAcoes } from '../../kit/recurso';
import { avisos } from '../../shell/avisos';
import { atualizarContadores } from '../../shell/contadores';
import { ResponderFaleConoscoDocument, type StatusFaleConosco } from './documentos';
import { podeResponder, ROTULOS_STATUS, STATUS_DA_RESPOSTA, validarResposta } from './fale-conosco.rules';

/** Abre o modal ao chegar por `:id/edit` (a rota de resposta do spec redireciona para `?responder=1`). */
export const PARAM_RESPONDER = 'responder';

function ModalResponder({ id, aoFechar, aoConcluir }: { id: string; aoFechar: () => void; aoConcluir: () => void }) {
  const [conteudo, setConteudo] = useState('');
  const [status, setStatus] = useState<StatusFaleConosco>(STATUS_DA_RESPOSTA[0]!);
  const [pdf, setPdf] = useState<File | null>(null);
  const [erro, setErro] = useState<string | undefined>();
  const [responder, { loading }] = useMutation(ResponderFaleConoscoDocument, { refetchQueries: 'active' });
  const enviar = async () => {
    const invalido = validarResposta(conteudo, pdf);
    setErro(invalido);
    if (invalido) return;
    try {
      await responder({ variables: { id, dados: { respostaConteudo: conteudo.trim(), status, pdfRespostaSolicitacao: pdf } } });
      avisos.sucesso('Resposta registrada com sucesso.');
      void atualizarContadores();
      aoFechar();
      aoConcluir();
    } catch (falha) {
      avisos.erro(mensagemDoErro(falha, MENSAGENS.falhaEnviar));
    }
  };
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : aoFechar())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* noValidate: the form's own messages (spec §5) instead of the browser's. */}
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void enviar();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Responder solicitação</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={!!erro && !conteudo.trim()}>
                    <Field.Label>
                      Resposta <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea rows={8} value={conteudo} onChange={(e) => setConteudo(e.currentTarget.value)} />
                    <Field.ErrorText>{erro}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Situação após a resposta</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={status} onChange={(e) => setStatus(e.currentTarget.value as StatusFaleConosco)}>
                        {STATUS_DA_RESPOSTA.map((s) => (
                          <option key={s} value={s}>
                            {ROTULOS_STATUS[s]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.HelperText>“Com pendência” pede uma informação ao cidadão; a solicitação continua aberta.</Field.HelperText>
                  </Field.Root>
                  <Field.Root invalid={!!erro && !!conteudo.trim()}>
                    <Field.Label>PDF da resposta (opcional)</Field.Label>
                    <input type="file" accept="application/pdf,.pdf" onChange={(e) => setPdf(e.currentTarget.files?.[0] ?? null)} />
                    <Field.HelperText>Até 20 MB.</Field.HelperText>
                    {erro && conteudo.trim() ? <Field.ErrorText>{erro}</Field.ErrorText> : null}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={aoFechar} disabled={loading}>
                  Cancelar
                </Button>
                <Button type="submit" colorPalette="brand" loading={loading} loadingText={MENSAGENS.salvando}>
                  Enviar resposta
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** "Responder" (modal com a resposta, a situação e o PDF): com fale_conosco#update e solicitação em aberto. */
export function AcoesFaleConosco({ item, aoConcluir, local }: PropsAcoes<{ id: string; status: StatusFaleConosco }>) {
  const sessao = useSession();
  const [params, setParams] = useSearchParams();
  const [aberto, setAberto] = useState(local === 'exibicao' && params.get(PARAM_RESPONDER) === '1');
  if (!podeResponder(item.status) || !possuiPermissoes(['api/admin/fale_conosco#update'], sessao)) return null;
  const fechar = () => {
    setAberto(false);
    if (params.has(PARAM_RESPONDER)) {
      params.delete(PARAM_RESPONDER);
      setParams(params, { replace: true });
    }
  };
  return (
    <>
      <Button size={local === 'lista' ? 'xs' : 'sm'} colorPalette="brand" variant={local === 'lista' ? 'outline' : 'solid'} onClick={() => setAberto(true)}>
        Responder
      </Button>
      {aberto ? <ModalResponder id={item.id} aoFechar={fechar} aoConcluir={aoConcluir} /> : null}
    </>
  );
}
