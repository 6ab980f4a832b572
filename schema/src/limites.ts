/*
 * Validation limits and messages that the server enforces and the forms show before sending: written once here,
 * imported by the subgraphs' `*.rules.ts` and by the clients' forms, so the two cannot drift apart.
 */

/** Characters as a reader counts them (an emoji is one, not two UTF-16 units): the server and the forms count alike. */
export function tamanho(texto: string | null | undefined): number {
  return texto ? [...texto].length : 0;
}

// ── Notícias (spec §3–§5, docs/noticias.md) ────────────────────────────────────────────

export const LIMITES_NOTICIA = {
  titulo: 255,
  textoCurto: 255,
  resumo: 2000,
  /** Destaque primário: o resumo inteiro cabe em 405 caracteres. */
  resumoPrimario: 405,
  /** Destaque secundário: 140 caracteres mais 38 por linha de título (de 27 caracteres, 3 linhas) que sobra. */
  resumoSecundarioBase: 140,
  resumoSecundarioPorLinha: 38,
  caracteresPorLinhaDoTitulo: 27,
  linhasDoTitulo: 3,
  /** Destaque terciário: o título cabe em 108 caracteres. */
  tituloTerciario: 108,
  /** Espaços da página inicial por nível de destaque. */
  slotsPorNivel: { primario: 1, secundario: 2, terciario: 3 },
  imagemBytes: 3 * 1024 * 1024,
} as const;

/** Resumo máximo de um destaque secundário com este título. */
export function limiteResumoSecundario(titulo: string): number {
  const { caracteresPorLinhaDoTitulo, linhasDoTitulo, resumoSecundarioBase, resumoSecundarioPorLinha } = LIMITES_NOTICIA;
  const vagas = Math.max(0, linhasDoTitulo - Math.ceil(tamanho(titulo) / caracteresPorLinhaDoTitulo));
  return resumoSecundarioBase + resumoSecundarioPorLinha * vagas;
}

/** Quem só grava notícias de gabinete, e as permissões que deixam editar uma notícia publicada. */
export const FUNCIONALIDADE_GABINETE = 'USUARIO_DE_GABINETE';
export const PERMISSOES_DE_PUBLICAR = ['api/admin/noticias#publicar', 'noticias#publicar'] as const;

// ── Deputados (back-office spec §9) ──────────────────────────────────────────────────

export const LIMITES_DEPUTADO = { anoEmendaInicial: 2021, anoEmendaFinal: 2030 } as const;
/** Anos de emenda que um deputado pode ter. */
export const ANOS_EMENDA: readonly number[] = Array.from(
  { length: LIMITES_DEPUTADO.anoEmendaFinal - LIMITES_DEPUTADO.anoEmendaInicial + 1 },
  (_, i) => LIMITES_DEPUTADO.anoEmendaInicial + i,
);

/** As mensagens que o formulário de deputado mostra antes de enviar, iguais às do servidor. */
export const MENSAGENS_DEPUTADO = {
  partidoDaLegislatura: 'Favor selecionar um Partido para Legislatura',
  legislatura: 'Favor selecionar uma Legislatura',
  dataDeMudanca: (sigla: string) => `Favor informar a data de início de mudança de Partido para ${sigla}`,
  partidoRepetido: (sigla: string, legislatura: string) => `O Partido ${sigla} já foi incluído na ${legislatura}.`,
  dataForaDaLegislatura: (sigla: string, inicio: number, fim: number) =>
    `A data de início de mudança de Partido para ${sigla} deve estar entre ${inicio} e ${fim}.`,
  dataRepetida: (data: string, legislatura: string) => `A data de início ${data} foi informada mais de uma vez na ${legislatura}.`,
  anoDaEmenda: `O ano da emenda deve estar entre ${LIMITES_DEPUTADO.anoEmendaInicial} e ${LIMITES_DEPUTADO.anoEmendaFinal}.`,
  emendaRepetida: (ano: string | number) => `Emenda para o ano ${ano} já foi incluído.`,
  todosOsAnos: 'Todos os anos já foram incluídos.',
  tipoDeAfastamento: 'Favor selecionar o tipo de afastamento',
  dataDeAfastamento: 'Favor informar a data de afastamento',
  retornoAntesDoAfastamento: 'A data de retorno deve ser posterior à data de afastamento.',
} as const;

// ── Comissões e legislaturas ────────────────────────────────────────────────────────

export const MENSAGENS_COMISSAO = {
  deputado: 'Favor selecionar um Deputado para a comissão.',
  cargo: 'Favor selecionar o cargo do deputado na comissão.',
  umPresidente: 'A comissão só pode ter um Presidente.',
  arquivo: 'Selecione o arquivo a enviar.',
} as const;

export const MENSAGENS_LEGISLATURA = {
  anos: 'O Ano de Início deve ser menor que Ano Fim',
  deputados: 'Pelo menos um deputado deve ser selecionado',
} as const;

// ── Fale Conosco (docs/fale-conosco.md) ─────────────────────────────────────────────

export const LIMITES_FALE_CONOSCO = {
  texto: 255,
  mensagem: 5000,
  resposta: 20000,
} as const;

export const MENSAGENS_FALE_CONOSCO = {
  nome: 'Informe o seu nome.',
  nomeLongo: `O nome deve ter no máximo ${LIMITES_FALE_CONOSCO.texto} caracteres.`,
  email: 'Informe o seu e-mail.',
  emailInvalido: 'Informe um e-mail válido.',
  telefoneInvalido: 'Informe um telefone válido, com DDD.',
  assunto: 'Informe o assunto.',
  assuntoLongo: `O assunto deve ter no máximo ${LIMITES_FALE_CONOSCO.texto} caracteres.`,
  tipo: 'Selecione o objetivo da mensagem.',
  mensagem: 'Escreva a mensagem.',
  mensagemLonga: `A mensagem deve ter no máximo ${LIMITES_FALE_CONOSCO.mensagem} caracteres.`,
  enviada: 'Mensagem enviada. Guarde o número de protocolo para acompanhar a sua solicitação.',
  respostaObrigatoria: 'O conteúdo da resposta é obrigatório',
  respostaLonga: `A resposta deve ter no máximo ${LIMITES_FALE_CONOSCO.resposta} caracteres.`,
  statusResposta: 'A situação após a resposta deve ser finalizada, com pendência ou indeferida.',
  encerrada: 'Esta solicitação já foi encerrada e não pode ser respondida novamente.',
  pdf: 'O arquivo da resposta deve ser um PDF.',
} as const;

// ── Arquivos ─────────────────────────────────────────────────────────────────────

/** Todo PDF enviado (a política de PDF do gateway); os formulários conferem antes de enviar. */
export const LIMITE_PDF = { bytes: 20_000_000, mensagem: 'O tamanho máximo do arquivo PDF é de 20 MB.' } as const;

/** Fale Conosco's statuses and objectives with their labels: the server's `opcoes` and the admin's list and show. */
export const ROTULOS_STATUS_FALE_CONOSCO = {
  aguardando_resposta: 'Aguardando resposta',
  com_pendencia: 'Com pendência',
  finalizada: 'Finalizada',
  indeferida: 'Indeferida',
} as const;

export const ROTULOS_OBJETIVO_FALE_CONOSCO = {
  duvida: 'Dúvida',
  sugestao: 'Sugestão',
  elogio: 'Elogio',
  reclamacao: 'Reclamação',
  denuncia: 'Denúncia',
  solicitacao_informacao: 'Solicitação de informação',
} as const;
