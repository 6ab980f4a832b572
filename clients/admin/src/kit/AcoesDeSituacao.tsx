import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import type { DocumentNode } from 'graphql';
import { useState } from 'react';
import { useSession } from '../auth/useSession';
import type { ContextoPermissoes } from '../auth/permissoes';
import { avisos } from '../shell/avisos';
import { Confirmacao } from './Confirmacao';
import { MENSAGENS, mensagemDoErro } from './mensagens';
import type { PropsAcoes } from './recurso';
import { Sobreposicao } from './Sobreposicao';

/** How one record kind is published and sent back to review (agenda, photo album). */
export interface ConfigDeSituacao<T> {
  /** The mutation that takes `$id` and `$situacao` (revisao or publicacao). */
  documento: DocumentNode;
  podePublicar: (contexto?: ContextoPermissoes) => boolean;
  rotulos: { publicar: string; despublicar: string };
  titulos: { publicar: string; despublicar: string };
  mensagens: { publicada: string; despublicada: string };
  /** "a agenda de …", "a galeria "…"": the object of the confirmation question. */
  descrever: (item: T) => string;
}

/** Publicar e devolver para revisão, depois da confirmação: só com o direito de publicar (back-office §4). */
export function AcoesDeSituacao<T extends { id: string; situacao: string }>({ item, aoConcluir, local, config }: PropsAcoes<T> & { config: ConfigDeSituacao<T> }) {
  const sessao = useSession();
  const [confirmando, setConfirmando] = useState(false);
  const [alterar, { loading }] = useMutation(config.documento, { refetchQueries: 'active' });
  if (!config.podePublicar(sessao)) return null;
  const publicada = item.situacao === 'publicacao';
  const confirmar = async () => {
    try {
      await alterar({ variables: { id: item.id, situacao: publicada ? 'revisao' : 'publicacao' } });
      avisos.sucesso(publicada ? config.mensagens.despublicada : config.mensagens.publicada);
      aoConcluir();
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, MENSAGENS.falhaEnviar));
    } finally {
      setConfirmando(false);
    }
  };
  const acao = publicada ? config.rotulos.despublicar : config.rotulos.publicar;
  return (
    <>
      <Button size={local === 'lista' ? 'xs' : 'sm'} variant="outline" colorPalette={publicada ? 'orange' : 'green'} onClick={() => setConfirmando(true)}>
        {acao}
      </Button>
      <Confirmacao
        aberta={confirmando}
        titulo={publicada ? config.titulos.despublicar : config.titulos.publicar}
        texto={`Tem certeza de que deseja ${acao.toLowerCase()} ${config.descrever(item)}?`}
        ocupado={loading}
        aoConfirmar={() => void confirmar()}
        aoCancelar={() => setConfirmando(false)}
      />
      {loading ? <Sobreposicao texto={MENSAGENS.salvando} /> : null}
    </>
  );
}
