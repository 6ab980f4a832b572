import { useMutation } from '@apollo/client/react';
import { CampoData } from '@alego/ui';
import { Button, Dialog, Field, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useSession } from '../../auth/useSession';
import { Confirmacao } from '../../kit/Confirmacao';
import { MENSAGENS, mensagemDoErro } from '../../kit/mensagens';
import type { PropsAcoes } from '../../kit/recurso';
import { Sobreposicao } from '../../kit/Sobreposicao';
import { avisos } from '../../shell/avisos';
import { DespublicarNoticiaDocument, PublicarNoticiaDocument } from './documentos';
import { agoraEmBrasilia, dataPublicacaoDosCampos, podePublicar } from './noticia.rules';

function ModalPublicar({ id, aoFechar, aoConcluir }: { id: string; aoFechar: () => void; aoConcluir: () => void }) {
  const [campos, setCampos] = useState(agoraEmBrasilia);
  const [publicar, { loading }] = useMutation(PublicarNoticiaDocument, { refetchQueries: 'active' });
  const dataPublicacao = dataPublicacaoDosCampos(campos.data, campos.hora);
  const enviar = async () => {
    if (!dataPublicacao) {
      avisos.erro(MENSAGENS.camposObrigatorios);
      return;
    }
    try {
      await publicar({ variables: { id, dataPublicacao } });
      avisos.sucesso('Notícia publicada com sucesso.');
      aoFechar();
      aoConcluir();
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, MENSAGENS.falhaEnviar));
    }
  };
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : aoFechar())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={(e) => {
              e.preventDefault();
              void enviar();
            }}>
            <Dialog.Header>
              <Dialog.Title>Publicar notícia</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <CampoData
                rotulo="Data e hora de publicação"
                comHora
                obrigatorio
                invalido={!dataPublicacao}
                valor={campos.data && campos.hora ? `${campos.data}T${campos.hora}` : ''}
                aoMudar={(iso) => setCampos({ data: iso.slice(0, 10), hora: iso.slice(11, 16) })}
              />
              <Field.Root mt="3">
                <Field.HelperText>{dataPublicacao ? `Será publicada em ${dataPublicacao} (horário de Brasília).` : 'Informe data e hora.'}</Field.HelperText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={aoFechar} disabled={loading}>
                Cancelar
              </Button>
              <Button type="submit" colorPalette="brand" loading={loading}>
                Publicar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Publicar (modal com data e hora) e despublicar (confirmação): só com noticias#publicar. */
export function AcoesNoticia({ item, aoConcluir, local }: PropsAcoes<{ id: string; publicada: boolean; titulo: string }>) {
  const sessao = useSession();
  const [modal, setModal] = useState<'publicar' | 'despublicar' | null>(null);
  const [despublicar, { loading }] = useMutation(DespublicarNoticiaDocument, { refetchQueries: 'active' });
  if (!podePublicar(sessao)) return null;
  const tamanho = local === 'lista' ? 'xs' : 'sm';
  const confirmarDespublicar = async () => {
    try {
      await despublicar({ variables: { id: item.id } });
      avisos.sucesso('Notícia despublicada com sucesso.');
      aoConcluir();
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, MENSAGENS.falhaEnviar));
    } finally {
      setModal(null);
    }
  };
  return (
    <>
      {item.publicada ? (
        <Button size={tamanho} variant="outline" colorPalette="orange" onClick={() => setModal('despublicar')}>
          Despublicar
        </Button>
      ) : (
        <Button size={tamanho} variant="outline" colorPalette="green" onClick={() => setModal('publicar')}>
          Publicar
        </Button>
      )}
      {modal === 'publicar' ? <ModalPublicar id={item.id} aoFechar={() => setModal(null)} aoConcluir={aoConcluir} /> : null}
      <Confirmacao
        aberta={modal === 'despublicar'}
        titulo="Despublicar notícia"
        texto={`Tem certeza de que deseja despublicar a notícia "${item.titulo}"?`}
        ocupado={loading}
        aoConfirmar={() => void confirmarDespublicar()}
        aoCancelar={() => setModal(null)}
      />
      {loading ? <Sobreposicao texto={MENSAGENS.salvando} /> : null}
    </>
  );
}
