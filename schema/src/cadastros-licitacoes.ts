/**
 * Os cadastros das licitações (issue 21, item 1): editais e avisos de licitação, cada um com os seus PDFs (campo
 * `pdfs`: o edital, os anexos, as atas; o texto do aviso publicado). Os filtros públicos continuam os do subgrafo.
 */

import type { AdminDoCatalogo, CampoDoFormulario, ColunaDoAdmin } from './admin.js';
import { ANO, PDFS, TRANSPARENCIA } from './campos-do-cadastro.js';

const col = (campo: string, rotulo: string, extra: Partial<ColunaDoAdmin> = {}): ColunaDoAdmin => ({ campo, rotulo, ...extra });
const texto = (campo: string, rotulo: string, maximo: number, artigo: string): CampoDoFormulario => ({
  campo,
  rotulo,
  tipo: 'texto',
  obrigatorio: true,
  maximo,
  mensagens: { obrigatorio: `Informe ${artigo.toLowerCase()} ${rotulo.toLowerCase()}.`, maximo: `${artigo} ${rotulo.toLowerCase()} deve ter no máximo ${maximo} caracteres.` },
});
const data = (campo: string, rotulo: string, artigo: string): CampoDoFormulario => ({
  campo,
  rotulo,
  tipo: 'data',
  obrigatorio: true,
  descricao: 'AAAA-MM-DD.',
  mensagens: { obrigatorio: `Informe ${artigo} ${rotulo.toLowerCase()}.`, formato: `Informe ${artigo} ${rotulo.toLowerCase()} no formato AAAA-MM-DD.` },
});

export const EDITAIS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'editais',
  permissao: 'api/admin/editais',
  caminho: '/editais',
  rotulo: 'Editais de licitação',
  rotuloItem: 'Edital',
  feminino: false,
  graphql: { singular: 'edital', plural: 'editais' },
  busca: ['objeto', 'numero', 'processo'],
  filtros: ['ano'],
  conjunto: 'editais',
  lista: [col('numero', 'Número'), col('modalidadeId', 'Modalidade', { mostrar: 'modalidade.descricao' }), col('faseId', 'Fase', { mostrar: 'fase.descricao' }), col('dataAbertura', 'Abertura', { formato: 'data' })],
  exibicao: [
    col('numero', 'Número'),
    col('ano', 'Ano'),
    col('processo', 'Processo'),
    col('objeto', 'Objeto'),
    col('modalidadeId', 'Modalidade', { mostrar: 'modalidade.descricao' }),
    col('faseId', 'Fase', { mostrar: 'fase.descricao' }),
    col('dataAbertura', 'Abertura', { formato: 'data' }),
    col('valorEstimado', 'Valor estimado', { mostrar: 'valorEstimadoFormatado' }),
    col('arquivos', 'Arquivos'),
  ],
  // The order of the fields is the order of the server's messages.
  formulario: [
    { ...texto('numero', 'Número', 30, 'O'), descricao: 'Número na modalidade, por exemplo "012/2025".', ajuda: 'Por exemplo 012/2025.' },
    ANO(1990, { anoAtual: 1 }, 'Ano do edital, de 1990 ao ano atual + 1.'),
    { ...texto('processo', 'Processo', 40, 'O'), descricao: 'Número do processo administrativo.' },
    { campo: 'objeto', rotulo: 'Objeto', tipo: 'textoLongo', obrigatorio: true, mensagens: { obrigatorio: 'Informe o objeto da licitação.' } },
    {
      campo: 'modalidadeId',
      rotulo: 'Modalidade',
      tipo: 'relacao',
      obrigatorio: true,
      relacao: { raiz: 'modalidadesLicitacoes', rotulo: 'descricao' },
      descricao: 'Modalidade da licitação (veja `modalidadesLicitacoes`).',
      mensagens: { obrigatorio: 'Escolha a modalidade.', invalido: 'Modalidade inválida.' },
    },
    {
      campo: 'faseId',
      rotulo: 'Fase',
      tipo: 'relacao',
      obrigatorio: true,
      relacao: { raiz: 'fasesLicitacoes', rotulo: 'descricao' },
      descricao: 'Fase da licitação (veja `fasesLicitacoes`).',
      mensagens: { obrigatorio: 'Escolha a fase.', invalido: 'Fase inválida.' },
    },
    data('dataAbertura', 'Data de abertura', 'a'),
    {
      campo: 'valorEstimado',
      rotulo: 'Valor estimado (R$)',
      tipo: 'dinheiro',
      obrigatorio: true,
      descricao: 'Valor em reais: "1234.56" ou "1.234,56".',
      mensagens: { obrigatorio: 'Informe o valor estimado.', formato: 'Informe um valor estimado válido, por exemplo 1234,56.', maximo: 'O valor estimado não pode passar de R$ 999.999.999.999,99.' },
    },
    PDFS('Arquivos do edital (PDF)', 'O edital, os anexos e as atas, na ordem em que aparecem; cada um enviado por multipart ou mantido pela chave.'),
  ],
  descrever: 'o edital nº {numero}',
};

export const AVISOS_LICITACAO: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'avisos_licitacao',
  permissao: 'api/admin/avisos_licitacao',
  caminho: '/avisos-licitacao',
  rotulo: 'Avisos de licitação',
  rotuloItem: 'Aviso de licitação',
  feminino: false,
  graphql: { singular: 'avisoLicitacao', plural: 'avisosLicitacoes' },
  busca: ['titulo', 'conteudo'],
  conjunto: 'avisos',
  lista: [col('titulo', 'Título'), col('dataPublicacao', 'Publicação', { formato: 'data' }), col('editalId', 'Licitação', { mostrar: 'edital.identificador' })],
  exibicao: [col('titulo', 'Título'), col('dataPublicacao', 'Publicação', { formato: 'data' }), col('editalId', 'Licitação', { mostrar: 'edital.identificador' }), col('conteudo', 'Conteúdo'), col('arquivos', 'Arquivos')],
  formulario: [
    {
      campo: 'editalId',
      rotulo: 'Licitação',
      tipo: 'relacao',
      relacao: { raiz: 'editais', rotulo: 'identificador', paginada: true },
      descricao: 'Edital a que o aviso se refere (vazio: aviso avulso).',
      ajuda: 'As 100 licitações abertas mais recentemente; vazio para um aviso avulso.',
      mensagens: { invalido: 'Licitação inválida.' },
    },
    texto('titulo', 'Título', 200, 'O'),
    { campo: 'conteudo', rotulo: 'Conteúdo', tipo: 'textoLongo', obrigatorio: true, descricao: 'Texto simples, parágrafos separados por linha em branco.', mensagens: { obrigatorio: 'Informe o texto do aviso.' } },
    data('dataPublicacao', 'Data de publicação', 'a'),
    PDFS('Arquivos do aviso (PDF)', 'O aviso publicado e os seus anexos, em ordem; cada um enviado por multipart ou mantido pela chave.'),
  ],
  descrever: 'o aviso "{titulo}"',
};

export const CADASTROS_DE_LICITACOES: readonly AdminDoCatalogo[] = [EDITAIS, AVISOS_LICITACAO];
