import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { diaPorExtenso, MENSAGENS_AGENDA } from '@alego/catalog';
import { useState } from 'react';
import { useSession } from '../../auth/useSession';
import { Confirmacao } from '../../kit/Confirmacao';
import { MENSAGENS, mensagemDoErro } from '../../kit/mensagens';
import type { PropsAcoes } from '../../kit/recurso';
import { Sobreposicao } from '../../kit/Sobreposicao';
import { avisos } from '../../shell/avisos';
import { podePublicarAgenda } from './agenda.rules';
import { AlterarSituacaoAgendaDocument } from './documentos';

/** Publicar e devolver para revisão, depois da confirmação: só com `pode_publicar` (back-office §4). */
export function AcoesAgenda({ item, aoConcluir, local }: PropsAcoes<{ id: string; situacao: string; data: string }>) {
  const sessao = useSession();
  const [confirmando, setConfirmando] = useState(false);
  const [alterar, { loading }] = useMutation(AlterarSituacaoAgendaDocument, { refetchQueries: 'active' });
  if (!podePublicarAgenda(sessao)) return null;
  const publicada = item.situacao === 'publicacao';
  const confirmar = async () => {
    try {
      await alterar({ variables: { id: item.id, situacao: publicada ? 'revisao' : 'publicacao' } });
      avisos.sucesso(publicada ? MENSAGENS_AGENDA.despublicada : MENSAGENS_AGENDA.publicada);
      aoConcluir();
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, MENSAGENS.falhaEnviar));
    } finally {
      setConfirmando(false);
    }
  };
  return (
    <>
      <Button size={local === 'lista' ? 'xs' : 'sm'} variant="outline" colorPalette={publicada ? 'orange' : 'green'} onClick={() => setConfirmando(true)}>
        {publicada ? 'Devolver para revisão' : 'Publicar'}
      </Button>
      <Confirmacao
        aberta={confirmando}
        titulo={publicada ? 'Devolver agenda para revisão' : 'Publicar agenda'}
        texto={`Tem certeza de que deseja ${publicada ? 'devolver para revisão' : 'publicar'} a agenda de ${diaPorExtenso(item.data)}?`}
        ocupado={loading}
        aoConfirmar={() => void confirmar()}
        aoCancelar={() => setConfirmando(false)}
      />
      {loading ? <Sobreposicao texto={MENSAGENS.salvando} /> : null}
    </>
  );
}
