/**
 * Os cadastros da atividade parlamentar na transparência (public-site.md §2, "Parliamentary management"): o Diário da
 * Assembleia, as atas plenárias, as sessões plenárias com a pauta, os requerimentos e os expedientes. Cada um é um
 * registro com documento em PDF (o mesmo recurso genérico do admin e o mesmo resolver dos outros registros); o que
 * cada campo significa está em docs/atividade-parlamentar.md.
 */

import type { AdminDoCatalogo, CampoDoFormulario, ColunaDoAdmin } from './admin.js';
import { ANO, COL_ARQUIVO, COL_DESCRICAO, DESCRICAO, opcoesDe, PDF, TRANSPARENCIA } from './campos-do-cadastro.js';

export const TIPOS_EDICAO_DIARIO = { normal: 'Edição normal', suplementar: 'Edição suplementar', extra: 'Edição extra' } as const;
export const TIPOS_SESSAO = { ordinaria: 'Ordinária', extraordinaria: 'Extraordinária', solene: 'Solene', especial: 'Especial' } as const;
export const SITUACOES_SESSAO = { agendada: 'Agendada', realizada: 'Realizada', cancelada: 'Cancelada' } as const;
export const TIPOS_REQUERIMENTO = {
  informacao: 'Pedido de informação',
  audiencia_publica: 'Audiência pública',
  sessao_especial: 'Sessão especial ou solene',
  urgencia: 'Urgência',
  mocao: 'Moção de aplauso ou pesar',
  licenca: 'Licença de deputado',
  outros: 'Outros',
} as const;
export const ETAPAS_REQUERIMENTO = {
  protocolado: 'Protocolado',
  leitura: 'Lido em plenário',
  votacao: 'Em votação',
  aprovado: 'Aprovado',
  rejeitado: 'Rejeitado',
  arquivado: 'Arquivado',
} as const;
export const TIPOS_EXPEDIENTE = {
  oficio: 'Ofício',
  mensagem: 'Mensagem governamental',
  comunicado: 'Comunicado',
  memorando: 'Memorando',
  indicacao: 'Indicação',
  requerimento: 'Requerimento',
} as const;

const MES: CampoDoFormulario = { campo: 'mes', rotulo: 'Mês', tipo: 'mes', obrigatorio: true, descricao: 'De 1 a 12: o mês da data.' };
const DATA = (rotulo: string, descricao: string): CampoDoFormulario => ({ campo: 'data', rotulo, tipo: 'data', obrigatorio: true, descricao });
const NUMERO = (rotulo: string, maximo: number, descricao: string): CampoDoFormulario => ({ campo: 'numero', rotulo, tipo: 'inteiro', obrigatorio: true, limites: { minimo: 1, maximo }, descricao });
const opcoes = (campo: string, rotulo: string, tipos: Readonly<Record<string, string>>, mensagem: string): CampoDoFormulario => ({
  campo,
  rotulo,
  tipo: 'opcoes',
  obrigatorio: true,
  opcoes: opcoesDe(tipos),
  descricao: `${rotulo}: ${Object.keys(tipos).join(', ')}.`,
  mensagens: { invalido: mensagem },
});
const texto = (campo: string, rotulo: string, maximo: number, obrigatorio = true): CampoDoFormulario => ({
  campo,
  rotulo,
  tipo: 'texto',
  obrigatorio,
  maximo,
  mensagens: { maximo: `${rotulo} deve ter no máximo ${maximo} caracteres.` },
});
const COL_DATA: ColunaDoAdmin = { campo: 'data', rotulo: 'Data', formato: 'data' };
const COL_NUMERO: ColunaDoAdmin = { campo: 'numero', rotulo: 'Número' };
const DESDE_2000 = ANO(2000, { anoAtual: 0 }, 'De 2000 ao ano atual.');

export const DIARIOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'diarios',
  permissao: 'api/admin/diarios',
  caminho: '/diarios',
  rotulo: 'Diário da Assembleia',
  rotuloItem: 'Edição do Diário',
  feminino: true,
  graphql: { singular: 'diario', plural: 'diarios' },
  busca: ['descricao'],
  filtros: ['ano', 'mes', 'tipo', 'data'],
  conjunto: 'diarios',
  lista: [COL_NUMERO, COL_DATA, { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }, COL_DESCRICAO],
  exibicao: [COL_NUMERO, COL_DATA, { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [
    DESDE_2000,
    MES,
    DATA('Data da publicação', 'Data em que a edição circulou (AAAA-MM-DD), no ano e no mês informados.'),
    NUMERO('Número da edição', 99_999, 'Número sequencial da edição.'),
    opcoes('tipo', 'Tipo da edição', TIPOS_EDICAO_DIARIO, 'Tipo de edição inválido'),
    DESCRICAO(300),
    PDF(true),
  ],
  descrever: 'a edição {numero} do Diário',
};

export const ATAS_PLENARIAS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'atas_plenarias',
  permissao: 'api/admin/atas_plenarias',
  caminho: '/atas-plenarias',
  rotulo: 'Atas plenárias',
  rotuloItem: 'Ata plenária',
  feminino: true,
  graphql: { singular: 'ataPlenaria', plural: 'atasPlenarias' },
  busca: ['descricao'],
  filtros: ['ano', 'mes', 'tipoSessao'],
  conjunto: 'atas-plenarias',
  lista: [COL_DATA, COL_NUMERO, { campo: 'tipoSessao', rotulo: 'Sessão', mostrar: 'tipoSessaoDescricao' }, COL_DESCRICAO],
  exibicao: [COL_DATA, COL_NUMERO, { campo: 'tipoSessao', rotulo: 'Sessão', mostrar: 'tipoSessaoDescricao' }, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [
    DESDE_2000,
    MES,
    DATA('Data da sessão', 'Data da sessão registrada (AAAA-MM-DD), no ano e no mês informados.'),
    NUMERO('Número da sessão', 9_999, 'Número da sessão no ano legislativo.'),
    opcoes('tipoSessao', 'Tipo da sessão', TIPOS_SESSAO, 'Tipo de sessão inválido'),
    DESCRICAO(300),
    PDF(true),
  ],
  descrever: 'a ata da sessão {numero} de {ano}',
};

export const SESSOES_PLENARIAS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'sessoes_plenarias',
  permissao: 'api/admin/sessoes_plenarias',
  caminho: '/sessoes-plenarias',
  rotulo: 'Sessões plenárias',
  rotuloItem: 'Sessão plenária',
  feminino: true,
  graphql: { singular: 'sessaoPlenaria', plural: 'sessoesPlenarias' },
  busca: ['pauta'],
  filtros: ['ano', 'mes', 'tipo', 'situacao', 'data'],
  conjunto: 'sessoes-plenarias',
  lista: [COL_DATA, COL_NUMERO, { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }, { campo: 'situacao', rotulo: 'Situação', mostrar: 'situacaoDescricao' }],
  exibicao: [
    COL_DATA,
    { campo: 'horario', rotulo: 'Horário' },
    COL_NUMERO,
    { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' },
    { campo: 'situacao', rotulo: 'Situação', mostrar: 'situacaoDescricao' },
    { campo: 'pauta', rotulo: 'Pauta' },
    COL_ARQUIVO,
  ],
  formulario: [
    ANO({ anoAtual: -10 }, { anoAtual: 1 }, 'Do ano atual − 10 ao ano atual + 1.'),
    MES,
    DATA('Data da sessão', 'Data da sessão (AAAA-MM-DD), no ano e no mês informados.'),
    { ...texto('horario', 'Horário', 5), ajuda: 'Hora de início, por exemplo 15:00.' },
    NUMERO('Número da sessão', 9_999, 'Número da sessão no ano legislativo.'),
    opcoes('tipo', 'Tipo da sessão', TIPOS_SESSAO, 'Tipo de sessão inválido'),
    opcoes('situacao', 'Situação', SITUACOES_SESSAO, 'Situação da sessão inválida'),
    { campo: 'pauta', rotulo: 'Pauta', tipo: 'textoLongo', obrigatorio: true, maximo: 20_000, ajuda: 'Um item da pauta por linha, na ordem da votação.', descricao: 'Itens da pauta, um por linha.' },
    PDF(false, 'A pauta em PDF, enviada por multipart (opcional).'),
  ],
  descrever: 'a sessão {numero} de {ano}',
};

export const REQUERIMENTOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'requerimentos',
  permissao: 'api/admin/requerimentos',
  caminho: '/requerimentos',
  rotulo: 'Requerimentos',
  rotuloItem: 'Requerimento',
  feminino: false,
  graphql: { singular: 'requerimento', plural: 'requerimentos' },
  busca: ['autor', 'ementa'],
  filtros: ['ano', 'mes', 'tipo', 'etapa'],
  conjunto: 'requerimentos',
  lista: [COL_NUMERO, COL_DATA, { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }, { campo: 'autor', rotulo: 'Autor' }, { campo: 'etapa', rotulo: 'Etapa', mostrar: 'etapaDescricao' }],
  exibicao: [
    COL_NUMERO,
    COL_DATA,
    { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' },
    { campo: 'autor', rotulo: 'Autor' },
    { campo: 'ementa', rotulo: 'Ementa' },
    { campo: 'etapa', rotulo: 'Etapa', mostrar: 'etapaDescricao' },
    COL_ARQUIVO,
  ],
  formulario: [
    DESDE_2000,
    MES,
    DATA('Data de apresentação', 'Data do protocolo (AAAA-MM-DD), no ano e no mês informados.'),
    NUMERO('Número', 99_999, 'Número do requerimento no ano.'),
    opcoes('tipo', 'Tipo', TIPOS_REQUERIMENTO, 'Tipo de requerimento inválido'),
    texto('autor', 'Autor', 200),
    { ...texto('ementa', 'Ementa', 2_000), tipo: 'textoLongo' },
    opcoes('etapa', 'Etapa', ETAPAS_REQUERIMENTO, 'Etapa do requerimento inválida'),
    PDF(false, 'O requerimento em PDF, enviado por multipart (opcional).'),
  ],
  descrever: 'o requerimento {numero}/{ano}',
};

export const EXPEDIENTES: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'expedientes',
  permissao: 'api/admin/expedientes',
  caminho: '/expedientes',
  rotulo: 'Expedientes',
  rotuloItem: 'Expediente',
  feminino: false,
  graphql: { singular: 'expediente', plural: 'expedientes' },
  busca: ['origem', 'destinatario', 'assunto'],
  filtros: ['ano', 'mes', 'tipo', 'origem', 'destinatario', 'assunto', 'sessao'],
  conjunto: 'expedientes',
  lista: [COL_NUMERO, COL_DATA, { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }, { campo: 'origem', rotulo: 'Origem' }, { campo: 'assunto', rotulo: 'Assunto' }],
  exibicao: [
    COL_NUMERO,
    COL_DATA,
    { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' },
    { campo: 'origem', rotulo: 'Origem' },
    { campo: 'destinatario', rotulo: 'Destinatário' },
    { campo: 'assunto', rotulo: 'Assunto' },
    { campo: 'sessao', rotulo: 'Sessão' },
    COL_DESCRICAO,
    COL_ARQUIVO,
  ],
  formulario: [
    DESDE_2000,
    MES,
    DATA('Data de leitura', 'Data em que o expediente foi lido em plenário (AAAA-MM-DD), no ano e no mês informados.'),
    NUMERO('Número', 99_999, 'Número do expediente no ano.'),
    opcoes('tipo', 'Tipo', TIPOS_EXPEDIENTE, 'Tipo de expediente inválido'),
    texto('origem', 'Origem', 200),
    texto('destinatario', 'Destinatário', 200),
    texto('assunto', 'Assunto', 200),
    { ...texto('sessao', 'Sessão', 100), ajuda: 'Sessão em que foi lido, por exemplo 45ª Sessão Ordinária.' },
    DESCRICAO(2_000),
    PDF(false, 'O expediente em PDF, enviado por multipart (opcional).'),
  ],
  descrever: 'o expediente {numero}/{ano}',
};

/** O painel de votações (não é um registro em PDF: vem do painel eletrônico do plenário). */
export const RESULTADOS_VOTACAO = { aprovado: 'Aprovado', rejeitado: 'Rejeitado' } as const;
export const POSICOES_VOTO = { sim: 'Sim', nao: 'Não', abstencao: 'Abstenção', obstrucao: 'Obstrução', ausente: 'Ausente' } as const;

/**
 * As votações nominais e a posição de cada deputado (linhas aninhadas): a equipe corrige ou lança uma votação que o
 * painel eletrônico não exportou; a contagem (sim, não, abstenções, ausentes) sai das posições, nunca digitada.
 */
export const VOTACOES: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'votacoes',
  permissao: 'api/admin/votacoes',
  caminho: '/votacoes',
  rotulo: 'Votações',
  rotuloItem: 'Votação',
  feminino: true,
  graphql: { singular: 'votacao', plural: 'votacoes' },
  busca: ['materia'],
  filtros: ['ano', 'resultado'],
  conjunto: 'votacoes',
  lista: [{ campo: 'data', rotulo: 'Data', formato: 'data' }, { campo: 'numero', rotulo: 'Número' }, { campo: 'materia', rotulo: 'Matéria' }, { campo: 'resultado', rotulo: 'Resultado', mostrar: 'resultadoDescricao' }],
  exibicao: [
    { campo: 'ano', rotulo: 'Ano' },
    { campo: 'data', rotulo: 'Data da sessão', formato: 'data' },
    { campo: 'numero', rotulo: 'Número' },
    { campo: 'materia', rotulo: 'Matéria' },
    { campo: 'processoId', rotulo: 'Processo (id em participação)' },
    { campo: 'resultado', rotulo: 'Resultado', mostrar: 'resultadoDescricao' },
    { campo: 'sim', rotulo: 'Sim' },
    { campo: 'nao', rotulo: 'Não' },
    { campo: 'abstencao', rotulo: 'Abstenções' },
    { campo: 'ausentes', rotulo: 'Ausentes' },
  ],
  formulario: [
    ANO(2019, { anoAtual: 0 }, 'De 2019 ao ano atual.'),
    { campo: 'data', rotulo: 'Data da sessão', tipo: 'data', obrigatorio: true, descricao: 'AAAA-MM-DD.' },
    { campo: 'numero', rotulo: 'Número', tipo: 'inteiro', obrigatorio: true, limites: { minimo: 1, maximo: 9999 }, descricao: 'Número da votação no ano.' },
    { campo: 'materia', rotulo: 'Matéria', tipo: 'texto', obrigatorio: true, maximo: 300, ajuda: 'O que se votou: a fase da proposição (primeira discussão, veto, urgência...).' },
    { campo: 'processoId', rotulo: 'Processo', tipo: 'inteiro', limites: { minimo: 1, maximo: 999_999_999 }, ajuda: 'O número interno (id) do processo na participação, quando há.' },
    { campo: 'resultado', rotulo: 'Resultado', tipo: 'opcoes', obrigatorio: true, opcoes: opcoesDe(RESULTADOS_VOTACAO), descricao: 'aprovado ou rejeitado.', mensagens: { invalido: 'Resultado inválido' } },
    {
      campo: 'votos',
      rotulo: 'Posições dos deputados',
      tipo: 'linhas',
      descricao: 'A posição de cada deputado; a contagem da votação sai delas.',
      linhas: {
        rotuloAdicionar: 'Adicionar deputado',
        campos: [
          { campo: 'deputadoId', rotulo: 'Deputado', tipo: 'inteiro', obrigatorio: true, limites: { minimo: 1, maximo: 999_999_999 }, componente: 'DeputadoDoVoto', mensagens: { invalido: 'Selecione o deputado.' } },
          { campo: 'posicao', rotulo: 'Posição', tipo: 'opcoes', obrigatorio: true, opcoes: opcoesDe(POSICOES_VOTO), mensagens: { invalido: 'Posição inválida' } },
        ],
        unico: { campo: 'deputadoId', mensagem: 'Cada deputado tem uma só posição na votação.' },
      },
    },
  ],
  descrever: 'a votação {numero}/{ano}',
};

export const CADASTROS_PARLAMENTARES: readonly AdminDoCatalogo[] = [DIARIOS, ATAS_PLENARIAS, SESSOES_PLENARIAS, REQUERIMENTOS, EXPEDIENTES, VOTACOES];
