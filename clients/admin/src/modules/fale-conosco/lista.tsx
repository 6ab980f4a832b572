import { formatDataHora } from '@alego/ui';
import { Badge } from '@chakra-ui/react';
import type { ConfigParametros } from '../../kit/lista';
import type { Coluna } from '../../kit/recurso';
import type { SolicitacaoResumo } from './documentos';
import { CORES_STATUS, ROTULOS_OBJETIVO, ROTULOS_STATUS } from './fale-conosco.rules';

/** ?aba&assunto&protocolo&created_at&tipo&pagina_aguardando&pagina_pendencias&pagina_finalizadas&pagina_indeferidas (spec §2). */
export const PARAMETROS_FALE_CONOSCO: ConfigParametros = {
  paramAba: 'aba',
  paramBusca: 'assunto',
  abas: [
    { valor: 'aguardando', rotulo: 'Aguardando', filtro: { status: 'aguardando_resposta' } },
    { valor: 'pendencias', rotulo: 'Pendências', filtro: { status: 'com_pendencia' } },
    { valor: 'finalizadas', rotulo: 'Finalizadas', filtro: { status: 'finalizada' } },
    { valor: 'indeferidas', rotulo: 'Indeferidas', filtro: { status: 'indeferida' } },
  ],
  filtrosDaUrl: { protocolo: 'protocolo', created_at: 'createdAt', tipo: 'tipo' },
};

export const colunasFaleConosco: Coluna<SolicitacaoResumo>[] = [
  { titulo: 'Protocolo', valor: (s) => s.protocolo },
  { titulo: 'Assunto', valor: (s) => s.assunto },
  { titulo: 'Objetivo', valor: (s) => ROTULOS_OBJETIVO[s.tipo] },
  { titulo: 'Nome', valor: (s) => s.nome },
  { titulo: 'Situação', valor: (s) => <Badge colorPalette={CORES_STATUS[s.status]}>{ROTULOS_STATUS[s.status]}</Badge> },
  { titulo: 'Enviada em', valor: (s) => formatDataHora(s.createdAt) },
];
