/**
 * Os conjuntos da atividade parlamentar (public-site.md §2 "Parliamentary management", §7 `diarios`,
 * `sessoes-plenarias`, `requerimentos`, `expedientes`): telas, dicionário, exportações e caminhos REST, a partir dos
 * cadastros de `cadastros-parlamentares.ts`.
 */

import { IMPORTACAO_VOTOS } from './importacoes.js';
import { adminRestDe, type Vocabulario } from './rest.js';
import {
  ATAS_PLENARIAS,
  DIARIOS,
  ETAPAS_REQUERIMENTO,
  EXPEDIENTES,
  POSICOES_VOTO,
  REQUERIMENTOS,
  RESULTADOS_VOTACAO,
  SESSOES_PLENARIAS,
  SITUACOES_SESSAO,
  TIPOS_EDICAO_DIARIO,
  TIPOS_EXPEDIENTE,
  TIPOS_REQUERIMENTO,
  TIPOS_SESSAO,
  VOTACOES,
} from './cadastros-parlamentares.js';
import { opcoesDe } from './campos-do-cadastro.js';
import { anosComDados, BASE_DA_TRANSPARENCIA, COLUNA_ARQUIVO, COLUNA_DESCRICAO, comCadastro, FILTRO_MES, filtroAno, filtroTermo, restDeRegistroPdf } from './auxiliares-dos-conjuntos.js';
import type { Coluna, Conjunto, Filtro } from './conjuntos.js';

const opcoes = (vocabulario: string, cadastro: string, campo: string): Vocabulario => ({ caminho: vocabulario, raiz: 'opcoesDoCadastro', campos: 'valor descricao', argumentos: `cadastro: ${cadastro}, campo: "${campo}"` });
const valores = (vocabulario: string, cadastro: string, campo: string): Vocabulario => ({ caminho: vocabulario, raiz: 'valoresComDados', argumentos: `cadastro: ${cadastro}, campo: "${campo}"` });
const filtroDeOpcoes = (nome: string, rotulo: string, descricao: string, tipos: Readonly<Record<string, string>>): Filtro => ({ nome, rotulo, tipo: 'opcoes', descricao, opcoes: opcoesDe(tipos) });
const filtroExato = (nome: string, rotulo: string, descricao: string): Filtro => ({ nome, rotulo, tipo: 'texto', descricao });
const coluna = (campo: string, rotulo: string, descricao: string, somenteExportacao?: true): Coluna => ({ campo, rotulo, tipo: 'texto', descricao, ...(somenteExportacao ? { somenteExportacao } : {}) });
const data = (rotulo: string, descricao: string): Coluna => ({ campo: 'data', rotulo, tipo: 'data', descricao });
const numero = (rotulo: string, descricao: string): Coluna => ({ campo: 'numero', rotulo, tipo: 'inteiro', descricao });

const diarios: Conjunto = {
  id: 'diarios',
  titulo: 'Diário da Assembleia',
  descricao: 'Edições do Diário Oficial da Assembleia: atos da Mesa, da Presidência e das comissões, em PDF, uma por dia útil (e os suplementos).',
  area: 'gestao-parlamentar',
  raiz: 'diarios',
  tipoDoFiltro: 'DiarioFiltro',
  colunas: [
    numero('Edição', 'Número da edição no ano.'),
    data('Data', 'Data da publicação.'),
    coluna('tipoDescricao', 'Tipo', 'Edição normal, suplementar ou extra.'),
    COLUNA_DESCRICAO,
    COLUNA_ARQUIVO,
  ],
  filtros: [filtroTermo('Palavras da descrição.'), filtroAno('Ano da edição.'), FILTRO_MES, filtroDeOpcoes('tipo', 'Tipo', 'Tipo da edição.', TIPOS_EDICAO_DIARIO)],
  vazio: 'Nenhuma edição do Diário publicada.',
  ...comCadastro(DIARIOS),
  rest: comVocabularios(restDeRegistroPdf({ lista: ['/diarios'], item: true, campos: 'id ano mes data numero tipo tipoDescricao descricao', cadastro: 'DIARIO', admin: DIARIOS }), [
    { caminho: '/diarios/anos-e-meses', raiz: 'periodosComDados', campos: 'ano meses', argumentos: 'cadastro: DIARIO' },
    { caminho: '/diarios/houve_publicacao', raiz: 'temRegistroNaData', argumentos: 'cadastro: DIARIO', parametros: { data: 'String!' } },
    opcoes('/diarios/tipos', 'DIARIO', 'tipo'),
  ]),
};

const atas: Conjunto = {
  id: 'atas-plenarias',
  titulo: 'Atas plenárias',
  descricao: 'Atas das sessões plenárias realizadas: o registro do que foi lido, discutido e votado, em PDF.',
  area: 'gestao-parlamentar',
  raiz: 'atasPlenarias',
  tipoDoFiltro: 'AtaPlenariaFiltro',
  colunas: [
    data('Data da sessão', 'Data da sessão registrada.'),
    numero('Sessão', 'Número da sessão no ano.'),
    coluna('tipoSessaoDescricao', 'Tipo', 'Sessão ordinária, extraordinária, solene ou especial.'),
    COLUNA_DESCRICAO,
    COLUNA_ARQUIVO,
  ],
  filtros: [filtroTermo('Palavras da descrição.'), filtroAno('Ano da sessão.'), FILTRO_MES, filtroDeOpcoes('tipoSessao', 'Tipo da sessão', 'Tipo da sessão.', TIPOS_SESSAO)],
  vazio: 'Nenhuma ata plenária publicada.',
  ...comCadastro(ATAS_PLENARIAS),
  rest: restDeRegistroPdf({ lista: ['/atas-plenarias'], item: true, campos: 'id ano mes data numero tipoSessao tipoSessaoDescricao descricao', cadastro: 'ATA_PLENARIA', admin: ATAS_PLENARIAS }),
};

const sessoes: Conjunto = {
  id: 'sessoes-plenarias',
  titulo: 'Sessões plenárias',
  descricao: 'Sessões do plenário, realizadas e agendadas, com a pauta de cada uma (as proposições na ordem da votação).',
  area: 'gestao-parlamentar',
  raiz: 'sessoesPlenarias',
  tipoDoFiltro: 'SessaoPlenariaFiltro',
  colunas: [
    data('Data', 'Data da sessão.'),
    coluna('horario', 'Horário', 'Hora de início.'),
    numero('Sessão', 'Número da sessão no ano.'),
    coluna('tipoDescricao', 'Tipo', 'Ordinária, extraordinária, solene ou especial.'),
    coluna('situacaoDescricao', 'Situação', 'Agendada, realizada ou cancelada.'),
    coluna('pauta', 'Pauta', 'Itens da pauta, um por linha, na ordem da votação.'),
    COLUNA_ARQUIVO,
  ],
  filtros: [
    filtroTermo('Palavras da pauta.'),
    filtroAno('Ano da sessão.'),
    FILTRO_MES,
    { nome: 'data', rotulo: 'Data da sessão', tipo: 'data', descricao: 'Sessões deste dia (AAAA-MM-DD).', rest: { mensagem: 'Informe a data da sessão no formato AAAA-MM-DD.' } },
    filtroDeOpcoes('tipo', 'Tipo', 'Tipo da sessão.', TIPOS_SESSAO),
    filtroDeOpcoes('situacao', 'Situação', 'Situação da sessão.', SITUACOES_SESSAO),
  ],
  vazio: 'Nenhuma sessão plenária publicada.',
  ...comCadastro(SESSOES_PLENARIAS),
  rest: comVocabularios(
    restDeRegistroPdf({
      lista: ['/sessoes-plenarias', '/sessoes-plenarias/:data/pauta'],
      item: true,
      campos: 'id ano mes data horario numero tipo tipoDescricao situacao situacaoDescricao pauta itensDaPauta',
      cadastro: 'SESSAO_PLENARIA',
      admin: SESSOES_PLENARIAS,
    }),
    [{ caminho: '/sessoes-plenarias/datas-do-ano', raiz: 'datasComDados', argumentos: 'cadastro: SESSAO_PLENARIA', parametros: { ano: 'Int' } }, opcoes('/sessoes-plenarias/tipos', 'SESSAO_PLENARIA', 'tipo')],
  ),
};

const requerimentos: Conjunto = {
  id: 'requerimentos',
  titulo: 'Requerimentos',
  descricao: 'Requerimentos apresentados em plenário: pedidos de informação, audiências públicas, sessões especiais, moções, com o autor e a etapa da tramitação.',
  area: 'gestao-parlamentar',
  raiz: 'requerimentos',
  tipoDoFiltro: 'RequerimentoFiltro',
  colunas: [
    numero('Número', 'Número do requerimento no ano.'),
    data('Apresentação', 'Data do protocolo.'),
    coluna('tipoDescricao', 'Tipo', 'Tipo do requerimento.'),
    coluna('autor', 'Autor', 'Autor do requerimento.'),
    coluna('ementa', 'Ementa', 'O que se requer.'),
    coluna('etapaDescricao', 'Etapa', 'Etapa da tramitação.'),
    COLUNA_ARQUIVO,
  ],
  filtros: [
    filtroTermo('Autor ou palavras da ementa.'),
    filtroAno('Ano do requerimento.'),
    FILTRO_MES,
    filtroDeOpcoes('tipo', 'Tipo', 'Tipo do requerimento.', TIPOS_REQUERIMENTO),
    filtroDeOpcoes('etapa', 'Etapa', 'Etapa da tramitação.', ETAPAS_REQUERIMENTO),
  ],
  vazio: 'Nenhum requerimento publicado.',
  ...comCadastro(REQUERIMENTOS),
  rest: comVocabularios(
    restDeRegistroPdf({ lista: ['/requerimentos'], item: true, campos: 'id ano mes data numero tipo tipoDescricao autor ementa etapa etapaDescricao', cadastro: 'REQUERIMENTO', admin: REQUERIMENTOS }),
    [opcoes('/requerimentos/tipos', 'REQUERIMENTO', 'tipo'), opcoes('/requerimentos/etapas', 'REQUERIMENTO', 'etapa')],
  ),
};

const expedientes: Conjunto = {
  id: 'expedientes',
  titulo: 'Expedientes',
  descricao: 'Expedientes lidos em plenário: ofícios, mensagens do Executivo e comunicados recebidos pela Assembleia, com a origem, o destinatário e a sessão.',
  area: 'gestao-parlamentar',
  raiz: 'expedientes',
  tipoDoFiltro: 'ExpedienteFiltro',
  colunas: [
    numero('Número', 'Número do expediente no ano.'),
    data('Leitura', 'Data em que foi lido em plenário.'),
    coluna('tipoDescricao', 'Tipo', 'Ofício, mensagem governamental, comunicado...'),
    coluna('origem', 'Origem', 'Quem enviou.'),
    coluna('destinatario', 'Destinatário', 'A quem se dirige.'),
    coluna('assunto', 'Assunto', 'Assunto do expediente.'),
    coluna('sessao', 'Sessão', 'Sessão em que foi lido.'),
    coluna('descricao', 'Descrição', 'Resumo do expediente.', true),
    COLUNA_ARQUIVO,
  ],
  filtros: [
    filtroTermo('Origem, destinatário ou assunto.'),
    filtroAno('Ano do expediente.'),
    FILTRO_MES,
    filtroDeOpcoes('tipo', 'Tipo', 'Tipo do expediente.', TIPOS_EXPEDIENTE),
    filtroExato('origem', 'Origem', 'Origem, pelo nome exato (ver /expedientes/origens).'),
    filtroExato('destinatario', 'Destinatário', 'Destinatário, pelo nome exato (ver /expedientes/destinatarios).'),
    filtroExato('assunto', 'Assunto', 'Assunto, pelo texto exato (ver /expedientes/assuntos).'),
    filtroExato('sessao', 'Sessão', 'Sessão, pelo nome exato (ver /expedientes/sessoes).'),
  ],
  vazio: 'Nenhum expediente publicado.',
  ...comCadastro(EXPEDIENTES),
  rest: comVocabularios(
    restDeRegistroPdf({
      lista: ['/expedientes', '/expedientes/origem'],
      item: true,
      campos: 'id ano mes data numero tipo tipoDescricao origem destinatario assunto sessao descricao',
      cadastro: 'EXPEDIENTE',
      admin: EXPEDIENTES,
    }),
    [
      opcoes('/expedientes/tipos', 'EXPEDIENTE', 'tipo'),
      valores('/expedientes/origens', 'EXPEDIENTE', 'origem'),
      valores('/expedientes/destinatarios', 'EXPEDIENTE', 'destinatario'),
      valores('/expedientes/assuntos', 'EXPEDIENTE', 'assunto'),
      valores('/expedientes/sessoes', 'EXPEDIENTE', 'sessao'),
    ],
  ),
};

const inteiro = (campo: string, rotulo: string, descricao: string): Coluna => ({ campo, rotulo, tipo: 'inteiro', descricao });

/** O painel de votações: cada votação nominal, e dela a posição de cada deputado (`votos`), que leva à página do deputado. */
const votacoes: Conjunto = {
  id: 'votacoes',
  titulo: 'Painel de votações',
  descricao: 'Votações nominais do plenário: o que se votou, o processo, o resultado e a contagem; de cada votação, a posição de cada deputado.',
  area: 'gestao-parlamentar',
  raiz: 'votacoes',
  tipoDoFiltro: 'VotacaoFiltro',
  colunas: [
    data('Data', 'Data da sessão da votação.'),
    { ...numero('Votação', 'Número da votação no ano.'), somenteExportacao: true },
    { ...coluna('materia', 'Matéria', 'O que se votou; leva à posição de cada deputado.'), link: `${BASE_DA_TRANSPARENCIA}/votos?votacaoId={id}` },
    { ...coluna('processo.numero', 'Processo', 'Número do processo legislativo votado; leva à página do processo.'), link: '/participacao/processos/{processo.id}' },
    coluna('resultadoDescricao', 'Resultado', 'Aprovado ou rejeitado.'),
    inteiro('sim', 'Sim', 'Votos sim.'),
    inteiro('nao', 'Não', 'Votos não.'),
    inteiro('abstencao', 'Abstenções', 'Abstenções.'),
    inteiro('ausentes', 'Ausentes', 'Deputados ausentes.'),
  ],
  filtros: [
    filtroTermo('Palavras da matéria votada.'),
    filtroAno('Ano da votação.'),
    FILTRO_MES,
    { nome: 'data', rotulo: 'Data da sessão', tipo: 'data', descricao: 'Votações da sessão deste dia (AAAA-MM-DD).', rest: { mensagem: 'Informe a data da sessão no formato AAAA-MM-DD.' } },
    filtroDeOpcoes('resultado', 'Resultado', 'Resultado da votação.', RESULTADOS_VOTACAO),
  ],
  vazio: 'Nenhuma votação publicada.',
  ...comCadastro(VOTACOES),
  rest: {
    lista: ['/votacoes'],
    item: '/votacoes/:id',
    campos: 'id ano numero data materia processo { id } resultado resultadoDescricao sim nao abstencao ausentes',
    vocabularios: [anosComDados('/votacoes/anos', 'VOTACAO')],
    admin: adminRestDe(VOTACOES, { vocabularios: [{ caminho: '/votacoes/anos', raiz: 'anosPermitidos', argumentos: 'cadastro: VOTACAO' }] }),
  },
};

const votos: Conjunto = {
  id: 'votos',
  titulo: 'Votos dos deputados',
  descricao: 'A posição de cada deputado em cada votação nominal do plenário (sim, não, abstenção, obstrução ou ausente), com a página do deputado.',
  area: 'gestao-parlamentar',
  raiz: 'votosDeputados',
  entrada: `${BASE_DA_TRANSPARENCIA}/votacoes`,
  tipoDoFiltro: 'VotoDeputadoFiltro',
  colunas: [
    { ...coluna('deputado.nome', 'Deputado', 'Nome parlamentar; leva à página do deputado.'), link: '/deputados/perfil/{deputado.id}' },
    coluna('deputado.partido.sigla', 'Partido', 'Sigla do partido atual do deputado.'),
    coluna('posicaoDescricao', 'Posição', 'Sim, não, abstenção, obstrução ou ausente.'),
    { ...data('Data', 'Data da votação.'), campo: 'votacao.data' },
    { ...coluna('votacao.materia', 'Matéria', 'O que se votou.'), link: `${BASE_DA_TRANSPARENCIA}/votos?votacaoId={votacao.id}` },
    coluna('votacao.resultadoDescricao', 'Resultado', 'Resultado da votação.', true),
  ],
  filtros: [
    // One vote at a time (41 rows): the screen, the export and `/votacoes/{id}/votos`.
    { nome: 'votacaoId', rotulo: 'Votação', tipo: 'id', descricao: 'Identificador da votação (as posições de todos os deputados nela).', obrigatorio: true },
    { nome: 'deputadoId', rotulo: 'Deputado', tipo: 'id', descricao: 'Identificador do deputado (as posições dele em todas as votações).' },
    filtroDeOpcoes('posicao', 'Posição', 'Posição do deputado.', POSICOES_VOTO),
    filtroAno('Ano da votação.'),
  ],
  vazio: 'Nenhum voto publicado.',
  importacao: IMPORTACAO_VOTOS,
  rest: {
    lista: ['/votacoes/:votacao_id/votos'],
    campos: 'id deputado { id } posicao posicaoDescricao votacao { id data numero }',
  },
};

export const CONJUNTOS_PARLAMENTARES: readonly Conjunto[] = [diarios, atas, sessoes, requerimentos, expedientes, votacoes, votos];

/** The register's lists (`/anos` first) and the lookups only this dataset has. */
function comVocabularios<T extends { vocabularios?: readonly Vocabulario[] }>(rest: T, mais: readonly Vocabulario[]): T {
  return { ...rest, vocabularios: [...(rest.vocabularios ?? []), ...mais] };
}
