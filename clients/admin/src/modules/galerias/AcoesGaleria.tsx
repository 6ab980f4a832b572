import { MENSAGENS_GALERIA } from '@alego/catalog';
import { AcoesDeSituacao, type ConfigDeSituacao } from '../../kit/AcoesDeSituacao';
import type { PropsAcoes } from '../../kit/recurso';
import { AlterarSituacaoGaleriaDocument } from './documentos';
import { podePublicarGaleria } from './galeria.rules';

type Item = { id: string; situacao: string; titulo: string };

const SITUACAO: ConfigDeSituacao<Item> = {
  documento: AlterarSituacaoGaleriaDocument,
  podePublicar: podePublicarGaleria,
  rotulos: { publicar: 'Publicar', despublicar: 'Despublicar' },
  titulos: { publicar: 'Publicar galeria', despublicar: 'Despublicar galeria' },
  mensagens: MENSAGENS_GALERIA,
  descrever: (item) => `a galeria "${item.titulo}"`,
};

/** Publicar e despublicar o álbum, depois da confirmação: só com `pode_publicar` (back-office §4). */
export function AcoesGaleria(props: PropsAcoes<Item>) {
  return <AcoesDeSituacao {...props} config={SITUACAO} />;
}
