import { MENSAGENS_GALERIA, SITUACOES_GALERIA, type SituacaoGaleriaValor } from '@alego/catalog';
import { formatData } from '@alego/ui';
import { createElement } from 'react';
import type { ConfigParametros } from '../../kit/lista';
import { definirRecurso } from '../../kit/definirRecurso';
import { AcoesGaleria } from './AcoesGaleria';
import { AtualizarGaleriaDocument, CriarGaleriaDocument, ExcluirGaleriaDocument, GaleriaAdminDocument, GaleriasAdminDocument, type GaleriaDetalhe } from './documentos';
import { ExibicaoGaleria } from './ExibicaoGaleria';
import { enviarImagens, paraGaleriaInput, validarGaleria, valoresIniciais, type ValoresGaleria } from './galeria.rules';
import { GaleriaForm } from './GaleriaForm';

/** galerias?pagina&termo&data&galeria_categoria_id&relacionado_nome&situacao, abas revisao e publicacao; padrão publicacao (back-office §2). */
export const PARAMETROS_GALERIAS: ConfigParametros = {
  paramAba: 'situacao',
  abas: (['publicacao', 'revisao'] as SituacaoGaleriaValor[]).map((valor) => ({ valor, rotulo: SITUACOES_GALERIA[valor], filtro: { situacao: valor } })),
  filtrosDaUrl: { data: 'data', galeria_categoria_id: 'categoriaId', relacionado_id: 'relacionadoId', relacionado_nome: 'relacionadoNome' },
};

type ItemDaLista = Pick<GaleriaDetalhe, 'id' | 'titulo' | 'situacao' | 'createdAt' | 'relacionadoNome' | 'categoria' | 'capa'>;

export const galerias = definirRecurso<GaleriaDetalhe, ValoresGaleria>({
  nome: 'galerias',
  rotulo: 'Galerias de fotos',
  rotuloItem: 'Galeria',
  feminino: true,
  grupo: 'Portal',
  permissaoBase: 'api/admin/galerias',
  caminho: '/galerias',
  contador: 'galeria',
  documentos: { lista: GaleriasAdminDocument, item: GaleriaAdminDocument, criar: CriarGaleriaDocument, atualizar: AtualizarGaleriaDocument, excluir: ExcluirGaleriaDocument },
  parametros: PARAMETROS_GALERIAS,
  rotuloBusca: 'Buscar por título ou descrição',
  colunas: [
    { titulo: 'Capa', valor: (g: ItemDaLista) => (g.capa ? createElement('img', { src: g.capa.imagem.miniatura, alt: '', style: { width: '96px', aspectRatio: '3 / 2', objectFit: 'cover' } }) : '—') },
    { titulo: 'Título', valor: (g: ItemDaLista) => g.titulo },
    { titulo: 'Categoria', valor: (g: ItemDaLista) => `${g.categoria.nome}${g.relacionadoNome ? ` · ${g.relacionadoNome}` : ''}` },
    { titulo: 'Criada em', valor: (g: ItemDaLista) => formatData(g.createdAt) },
  ],
  descrever: (g) => `a galeria "${g.titulo}"`,
  Acoes: AcoesGaleria,
  Exibicao: ExibicaoGaleria,
  formulario: {
    Componente: GaleriaForm,
    valoresIniciais,
    paraDados: paraGaleriaInput,
    // The related-record rule needs the category's type, which only the server and the form's options know: the server decides it.
    validar: (v) => validarGaleria(v, false),
    depoisDeSalvar: enviarImagens,
    sucesso: MENSAGENS_GALERIA.salva,
  },
});
