/** Credenciamento de imprensa: tipos de veículo, limites e mensagens, para o subgrafo, o site e o admin. */

export const TIPOS_VEICULO_IMPRENSA = {
  jornal: 'Jornal',
  revista: 'Revista',
  radio: 'Rádio',
  televisao: 'Televisão',
  portal: 'Portal de notícias',
  agencia: 'Agência de notícias',
  outro: 'Outro',
} as const;
export type TipoVeiculoImprensa = keyof typeof TIPOS_VEICULO_IMPRENSA;

export const LIMITES_IMPRENSA = { texto: 255, funcao: 120 } as const;

export const MENSAGENS_IMPRENSA = {
  nome: 'Informe o seu nome.',
  cpf: 'Informe um CPF válido.',
  email: 'Informe um e-mail válido.',
  telefone: 'Informe um telefone válido, com DDD.',
  veiculo: 'Informe o veículo de imprensa.',
  tipoVeiculo: 'Selecione o tipo de veículo.',
  funcao: 'Informe a sua função no veículo.',
  longo: `Os campos devem ter no máximo ${LIMITES_IMPRENSA.texto} caracteres.`,
  enviada: 'Pedido de credenciamento recebido. A Assessoria de Imprensa entrará em contato pelo e-mail informado.',
} as const;

/** Quem tem esta permissão vê o CPF inteiro; os demais, mascarado (***.456.789-**). */
export const PERMISSAO_CPF_IMPRENSA = 'api/admin/imprensa_externas#cpf';
