import { diasEntre, somarDias } from './datas.js';
import { MENSAGENS_LOCALIDADE } from './localidades.js';

/*
 * Pedidos de acesso à informação (Lei 12.527/2011, "LAI"): vocabulários do formulário, situações, limites, mensagens e
 * a contagem dos prazos, escritos uma vez para o subgrafo, o site e o admin (docs/acesso-a-informacao.md).
 */

function opcoes<T extends string>(rotulos: Record<T, string>): { valor: T; rotulo: string }[] {
  return (Object.entries(rotulos) as [T, string][]).map(([valor, rotulo]) => ({ valor, rotulo }));
}

export const TIPOS_PESSOA_LAI = { fisica: 'Pessoa física', juridica: 'Pessoa jurídica' } as const;
export const GENEROS_LAI = { feminino: 'Feminino', masculino: 'Masculino', outro: 'Outro', nao_informado: 'Prefiro não informar' } as const;
export const ESCOLARIDADES_LAI = {
  sem_instrucao: 'Sem instrução formal',
  fundamental_incompleto: 'Ensino fundamental incompleto',
  fundamental: 'Ensino fundamental completo',
  medio_incompleto: 'Ensino médio incompleto',
  medio: 'Ensino médio completo',
  superior_incompleto: 'Ensino superior incompleto',
  superior: 'Ensino superior completo',
  pos_graduacao: 'Pós-graduação',
} as const;
export const OCUPACOES_LAI = {
  estudante: 'Estudante',
  servidor_publico: 'Servidor público',
  empregado_privado: 'Empregado do setor privado',
  empresario: 'Empresário',
  profissional_liberal: 'Profissional liberal',
  professor: 'Professor',
  pesquisador: 'Pesquisador',
  jornalista: 'Jornalista',
  aposentado: 'Aposentado',
  outra: 'Outra',
} as const;
/** O motivo do pedido nunca é exigido (art. 10, § 3º): o objetivo é opcional e só entra nas estatísticas. */
export const OBJETIVOS_LAI = {
  interesse_pessoal: 'Interesse pessoal',
  pesquisa: 'Pesquisa acadêmica',
  jornalismo: 'Atividade jornalística',
  controle_social: 'Controle social',
  atividade_profissional: 'Atividade profissional',
  outro: 'Outro',
} as const;

export type TipoPessoaLai = keyof typeof TIPOS_PESSOA_LAI;

export const VOCABULARIOS_LAI = {
  'tipo-pessoas': opcoes(TIPOS_PESSOA_LAI),
  generos: opcoes(GENEROS_LAI),
  escolaridades: opcoes(ESCOLARIDADES_LAI),
  ocupacoes: opcoes(OCUPACOES_LAI),
  objetivos: opcoes(OBJETIVOS_LAI),
} as const;

export const ROTULOS_STATUS_LAI = {
  aguardando_resposta: 'Aguardando resposta',
  respondida: 'Respondida',
  em_recurso: 'Em recurso',
  encerrada: 'Encerrada',
} as const;
export type StatusLai = keyof typeof ROTULOS_STATUS_LAI;

export const ROTULOS_DECISAO_LAI = {
  deferida: 'Acesso concedido',
  parcialmente_deferida: 'Acesso parcialmente concedido',
  indeferida: 'Acesso negado',
} as const;
export type DecisaoLai = keyof typeof ROTULOS_DECISAO_LAI;

/** Os motivos de negativa que a lei admite (arts. 22 a 31) e os de pedidos que não podem ser atendidos (Decreto 7.724, art. 13). */
export const MOTIVOS_NEGATIVA_LAI = {
  sigilo: 'Informação classificada como sigilosa',
  dados_pessoais: 'Informação pessoal',
  generico: 'Pedido genérico',
  desproporcional: 'Pedido desproporcional ou desarrazoado',
  trabalho_adicional: 'Exige trabalho adicional de análise ou consolidação',
  inexistente: 'Informação inexistente',
  outro_orgao: 'Informação de competência de outro órgão',
} as const;
export type MotivoNegativaLai = keyof typeof MOTIVOS_NEGATIVA_LAI;

export const ROTULOS_RECURSO_LAI = { provido: 'Recurso provido', nao_provido: 'Recurso não provido' } as const;
export type DecisaoRecursoLai = keyof typeof ROTULOS_RECURSO_LAI;

/** Prazos em dias corridos (art. 11, §§ 1º e 2º; art. 15). */
export const PRAZOS_LAI = {
  resposta: 20,
  prorrogacao: 10,
  /** Para o cidadão recorrer, contado da resposta. */
  recorrer: 10,
  /** Para a Assembleia decidir cada recurso. */
  recurso: 5,
  /** Faltando até tantos dias o pedido aparece como "vence em breve" na fila. */
  alerta: 3,
} as const;

export const LIMITES_LAI = { texto: 255, pedido: 5000, resposta: 20000, justificativa: 2000 } as const;

export const MENSAGENS_LAI = {
  nome: 'Informe o seu nome.',
  nomeLongo: `O nome deve ter no máximo ${LIMITES_LAI.texto} caracteres.`,
  email: 'Informe o seu e-mail.',
  emailInvalido: 'Informe um e-mail válido.',
  tipoPessoa: 'Selecione o tipo de pessoa.',
  telefone: 'Informe um telefone válido, com DDD.',
  opcao: (campo: string) => `Selecione uma opção válida em ${campo}.`,
  ...MENSAGENS_LOCALIDADE,
  pedido: 'Descreva a informação solicitada.',
  pedidoLongo: `O pedido deve ter no máximo ${LIMITES_LAI.pedido} caracteres.`,
  enviada: 'Pedido registrado. Guarde o número de protocolo para acompanhar a sua solicitação.',
  naoEncontrada: 'Nenhuma solicitação encontrada com este protocolo e e-mail.',
  protocolo: 'Informe o número de protocolo.',
  justificativa: 'Informe a justificativa da prorrogação.',
  justificativaLonga: `A justificativa deve ter no máximo ${LIMITES_LAI.justificativa} caracteres.`,
  jaProrrogada: 'O prazo desta solicitação já foi prorrogado uma vez.',
  naoProrrogavel: 'Só é possível prorrogar o prazo de uma solicitação aguardando resposta.',
  resposta: 'O conteúdo da resposta é obrigatório',
  respostaLonga: `A resposta deve ter no máximo ${LIMITES_LAI.resposta} caracteres.`,
  decisao: 'Selecione a decisão: acesso concedido, parcialmente concedido ou negado.',
  motivo: 'Informe o motivo da negativa de acesso.',
  naoRespondivel: 'Esta solicitação não está aguardando resposta.',
  recurso: 'Escreva as razões do recurso.',
  recursoLongo: `O recurso deve ter no máximo ${LIMITES_LAI.pedido} caracteres.`,
  semRecurso: 'Esta solicitação não admite recurso agora: só cabe recurso depois de uma resposta, até a segunda instância.',
  recursoForaDoPrazo: `O prazo de ${PRAZOS_LAI.recorrer} dias para recorrer terminou.`,
  recursoEnviado: 'Recurso registrado. A resposta chegará por e-mail.',
  decisaoRecurso: 'Selecione a decisão do recurso: provido ou não provido.',
  semRecursoAberto: 'Esta solicitação não tem recurso aguardando decisão.',
  pdf: 'O arquivo da resposta deve ser um PDF.',
  ano: 'Informe um ano válido.',
} as const;

/**
 * O prazo conta em dias corridos a partir do dia seguinte ao do recebimento (o dia do início não conta, o do
 * vencimento conta): recebido em 31/01, vence em 20/02.
 */
export function prazoDeResposta(recebidaEm: string, prorrogada = false): string {
  return somarDias(recebidaEm, PRAZOS_LAI.resposta + (prorrogada ? PRAZOS_LAI.prorrogacao : 0));
}

export type SituacaoDoPrazo = 'no_prazo' | 'vence_em_breve' | 'vencida';
export const ROTULOS_SITUACAO_PRAZO: Record<SituacaoDoPrazo, string> = { no_prazo: 'No prazo', vence_em_breve: 'Vence em breve', vencida: 'Vencida' };

/** Para a fila: vencida depois do dia do prazo; vence em breve faltando até PRAZOS_LAI.alerta dias (o próprio dia incluído). */
export function situacaoDoPrazo(prazo: string, hoje: string): SituacaoDoPrazo {
  const faltam = diasEntre(hoje, prazo);
  return faltam < 0 ? 'vencida' : faltam <= PRAZOS_LAI.alerta ? 'vence_em_breve' : 'no_prazo';
}

