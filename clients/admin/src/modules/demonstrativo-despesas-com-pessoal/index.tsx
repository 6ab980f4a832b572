import { Link } from '@chakra-ui/react';
import { definirRecurso } from '../../kit/definirRecurso';
import { opcoesDeAnos } from '../../kit/lista';
import {
  AtualizarDemonstrativoDespesasComPessoalAdminDocument,
  CriarDemonstrativoDespesasComPessoalAdminDocument,
  ExcluirDemonstrativoDespesasComPessoalAdminDocument,
  DemonstrativoDespesasComPessoalAdminDocument,
  DemonstrativosDespesasComPessoalAdminDocument,
  type DemonstrativoDespesasComPessoal,
} from './documentos';
import { ANOS, DemonstrativoDespesasComPessoalForm, paraDadosDemonstrativoDespesasComPessoal, valoresIniciaisDemonstrativoDespesasComPessoal, type ValoresDemonstrativoDespesasComPessoal } from './DemonstrativoDespesasComPessoalForm';

export const demonstrativoDespesasComPessoal = definirRecurso<DemonstrativoDespesasComPessoal, ValoresDemonstrativoDespesasComPessoal>({
  nome: 'demonstrativo_despesas_com_pessoal',
  rotulo: 'Demonstrativo de despesas com pessoal',
  rotuloItem: 'Demonstrativo',
  feminino: false,
  grupo: 'Transparência',
  permissaoBase: 'api/admin/demonstrativo_despesas_com_pessoal',
  caminho: '/demonstrativo-despesas-com-pessoal',
  documentos: {
    lista: DemonstrativosDespesasComPessoalAdminDocument,
    item: DemonstrativoDespesasComPessoalAdminDocument,
    criar: CriarDemonstrativoDespesasComPessoalAdminDocument,
    atualizar: AtualizarDemonstrativoDespesasComPessoalAdminDocument,
    excluir: ExcluirDemonstrativoDespesasComPessoalAdminDocument,
  },
  parametros: { selecoes: [{ param: 'ano', rotulo: 'Ano', opcoes: opcoesDeAnos(ANOS), tipo: 'inteiro' }] },
  colunas: [
    { titulo: 'Ano', valor: (q) => q.ano },
    { titulo: 'Descrição', valor: (q) => q.descricao ?? '—' },
    { titulo: 'Arquivo', valor: (q) => q.arquivo?.nome ?? '—' },
  ],
  campos: [
    { titulo: 'Ano', valor: (q) => q.ano },
    { titulo: 'Descrição', valor: (q) => q.descricao ?? '—' },
    { titulo: 'Arquivo', valor: (q) => (q.arquivo ? <Link href={q.arquivo.url} target="_blank" rel="noreferrer">{q.arquivo.nome}</Link> : '—') },
  ],
  descrever: (q) => `o demonstrativo de ${q.ano}`,
  formulario: {
    Componente: DemonstrativoDespesasComPessoalForm,
    valoresIniciais: valoresIniciaisDemonstrativoDespesasComPessoal,
    paraDados: paraDadosDemonstrativoDespesasComPessoal,
  },
});
