import { formatDataHora } from '@alego/ui';
import { Badge } from '@chakra-ui/react';
import type { ConfigParametros } from '../../kit/lista';
import type { Coluna } from '../../kit/recurso';
import type { NoticiaResumo } from './documentos';
import { rotuloCategoria, rotuloNivel } from './noticia.rules';

/** ?status&pagina_a_revisar&pagina_publicadas&titulo&autor&data_publicacao&categoria&destaque&id (spec §2). */
export const PARAMETROS_NOTICIAS: ConfigParametros = {
  paramAba: 'status',
  paramBusca: 'titulo',
  abas: [
    { valor: 'a_revisar', rotulo: 'A revisar', filtro: { status: 'a_revisar' } },
    { valor: 'publicadas', rotulo: 'Publicadas', filtro: { status: 'publicadas' } },
  ],
  filtrosDaUrl: { autor: 'autor', data_publicacao: 'dataPublicacao', categoria: 'categoria', destaque: 'destaque', id: 'id' },
};

export const colunasNoticias: Coluna<NoticiaResumo>[] = [
  { titulo: 'Título', valor: (n) => n.titulo },
  { titulo: 'Categoria', valor: (n) => rotuloCategoria(n.categoria) },
  { titulo: 'Destaque', valor: (n) => (n.destaqueNivel ? <Badge variant="subtle">{`${rotuloNivel(n.destaqueNivel)} ${n.destaqueSlot ?? ''}`}</Badge> : '-') },
  { titulo: 'Autor', valor: (n) => n.usuarioCriador ?? '-' },
  { titulo: 'Data', valor: (n) => formatDataHora(n.publicadaEm ?? n.createdAt) },
];
