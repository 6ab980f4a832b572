import { diaPorExtenso, MENSAGENS_AGENDA } from '@alego/catalog';
import { AcoesDeSituacao, type ConfigDeSituacao } from '../../kit/AcoesDeSituacao';
import type { PropsAcoes } from '../../kit/recurso';
import { podePublicarAgenda } from './agenda.rules';
import { AlterarSituacaoAgendaDocument } from './documentos';

type Item = { id: string; situacao: string; data: string };

const SITUACAO: ConfigDeSituacao<Item> = {
  documento: AlterarSituacaoAgendaDocument,
  podePublicar: podePublicarAgenda,
  rotulos: { publicar: 'Publicar', despublicar: 'Devolver para revisão' },
  titulos: { publicar: 'Publicar agenda', despublicar: 'Devolver agenda para revisão' },
  mensagens: MENSAGENS_AGENDA,
  descrever: (item) => `a agenda de ${diaPorExtenso(item.data)}`,
};

/** Publicar e devolver para revisão, depois da confirmação: só com `pode_publicar` (back-office §4). */
export function AcoesAgenda(props: PropsAcoes<Item>) {
  return <AcoesDeSituacao {...props} config={SITUACAO} />;
}
