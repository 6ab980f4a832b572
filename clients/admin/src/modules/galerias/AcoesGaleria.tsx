import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { MENSAGENS_GALERIA } from '@alego/catalog';
import { useState } from 'react';
import { useSession } from '../../auth/useSession';
import { Confirmacao } from '../../kit/Confirmacao';
import { MENSAGENS, mensagemDoErro } from '../../kit/mensagens';
import type { PropsAcoes } from '../../kit/recurso';
import { Sobreposicao } from '../../kit/Sobreposicao';
import { avisos } from '../../shell/avisos';
import { AlterarSituacaoGaleriaDocument } from './documentos';
import { podePublicarGaleria } from './galeria.rules';

/** Publicar e despublicar o álbum, depois da confirmação: só com `pode_publicar` (back-office §4). */
export function AcoesGaleria({ item, aoConcluir, local }: PropsAcoes<{ id: string; situacao: string; titulo: string }>) {
  const sessao = useSession();
  const [confirmando, setConfirmando] = useState(false);
  const [alterar, { loading }] = useMutation(AlterarSituacaoGaleriaDocument, { refetchQueries: 'active' });
  if (!podePublicarGaleria(sessao)) return null;
  const publicada = item.situacao === 'publicacao';
  const confirmar = async () => {
    try {
      await alterar({ variables: { id: item.id, situacao: publicada ? 'revisao' : 'publicacao' } });
      avisos.sucesso(publicada ? MENSAGENS_GALERIA.despublicada : MENSAGENS_GALERIA.publicada);
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
        {publicada ? 'Despublicar' : 'Publicar'}
      </Button>
      <Confirmacao
        aberta={confirmando}
        titulo={publicada ? 'Despublicar galeria' : 'Publicar galeria'}
        texto={`Tem certeza de que deseja ${publicada ? 'despublicar' : 'publicar'} a galeria "${item.titulo}"?`}
        ocupado={loading}
        aoConfirmar={() => void confirmar()}
        aoCancelar={() => setConfirmando(false)}
      />
      {loading ? <Sobreposicao texto={MENSAGENS.salvando} /> : null}
    </>
  );
}
