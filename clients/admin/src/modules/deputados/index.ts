import { definirRecurso } from '../../kit/definirRecurso';
import { DeputadoForm, useValidarDeputado } from './DeputadoForm';
import { LIDERES, paraDeputadoInput, valoresIniciais, type ValoresDeputado } from './deputado.rules';
import {
  AtualizarDeputadoDocument,
  CriarDeputadoDocument,
  DeputadoAdminDocument,
  DeputadosAdminDocument,
  ExcluirDeputadoDocument,
  type DeputadoDetalhe,
} from './documentos';
import { ExibicaoDeputado } from './ExibicaoDeputado';
import { usePartidos } from './partidos';

export const deputados = definirRecurso<DeputadoDetalhe, ValoresDeputado>({
  nome: 'deputados',
  rotulo: 'Deputados',
  rotuloItem: 'Deputado',
  grupo: 'Portal',
  permissaoBase: 'api/admin/deputados',
  caminho: '/deputados',
  porPagina: 41,
  documentos: {
    lista: DeputadosAdminDocument,
    item: DeputadoAdminDocument,
    criar: CriarDeputadoDocument,
    atualizar: AtualizarDeputadoDocument,
    excluir: ExcluirDeputadoDocument,
  },
  rotuloBusca: 'Buscar por nome',
  parametros: {
    selecoes: [
      { param: 'ativo', filtro: 'ativo', rotulo: 'Situação', tipo: 'booleano', opcoes: [{ valor: 'true', rotulo: 'Em exercício' }, { valor: 'false', rotulo: 'Fora de exercício' }] },
      { param: 'partido_id', filtro: 'partidoId', rotulo: 'Partido', opcoes: usePartidos },
      { param: 'lider', filtro: 'lider', rotulo: 'Liderança', tipo: 'inteiro', opcoes: LIDERES },
      { param: 'mesa_diretora', filtro: 'mesaDiretora', rotulo: 'Mesa Diretora', tipo: 'booleano', opcoes: [{ valor: 'true', rotulo: 'Integra a Mesa' }, { valor: 'false', rotulo: 'Fora da Mesa' }] },
    ],
  },
  colunas: [
    { titulo: 'Nome', valor: (d) => d.nome },
    { titulo: 'Partido', valor: (d) => d.partido?.sigla ?? '-' },
    { titulo: 'Gabinete', valor: (d) => d.gabinete ?? '-' },
    { titulo: 'Situação', valor: (d) => (d.ativo ? 'Em exercício' : 'Fora de exercício') },
    { titulo: 'Cargo', valor: (d) => [d.lider ? LIDERES.find((l) => l.valor === String(d.lider))?.rotulo : null, d.mesaDiretora ? (d.cargoDescricao ?? 'Mesa Diretora') : null].filter(Boolean).join(' · ') || '-' },
  ],
  descrever: (d) => `o deputado "${d.nome}"`,
  Exibicao: ExibicaoDeputado,
  formulario: {
    Componente: DeputadoForm,
    valoresIniciais,
    paraDados: paraDeputadoInput,
    useValidar: useValidarDeputado,
    sucesso: 'Deputado salvo com sucesso.',
  },
});
