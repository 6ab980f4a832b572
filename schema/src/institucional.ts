/**
 * Conteúdo institucional (issue 17, docs/institucional.md): as entradas do catálogo da política de privacidade, das
 * perguntas frequentes e das suas categorias. Cada uma dá o recurso genérico do admin, os caminhos REST de
 * `/api/admin/...` (motor do gateway) e as permissões das contas de demonstração.
 */

import type { AdminDoCatalogo } from './admin.js';

/** As versões da Política de Privacidade: uma por registro, numeradas na ordem em que são criadas. */
export const POLITICAS_PRIVACIDADE: AdminDoCatalogo = {
  recurso: 'politica_privacidade',
  permissao: 'api/admin/politica_privacidade',
  caminho: '/politica-privacidade',
  grupo: 'Portal',
  rotulo: 'Política de privacidade',
  rotuloItem: 'Versão da política de privacidade',
  feminino: true,
  graphql: { singular: 'politicaPrivacidade', plural: 'politicasPrivacidade' },
  busca: ['conteudo', 'resumoAlteracoes'],
  lista: [
    { campo: 'versao', rotulo: 'Versão' },
    { campo: 'vigenteDesde', rotulo: 'Vigente desde', formato: 'data' },
    { campo: 'resumoAlteracoes', rotulo: 'O que mudou' },
  ],
  exibicao: [
    { campo: 'versao', rotulo: 'Versão' },
    { campo: 'vigenteDesde', rotulo: 'Vigente desde', formato: 'data' },
    { campo: 'resumoAlteracoes', rotulo: 'O que mudou' },
    { campo: 'conteudo', rotulo: 'Texto', formato: 'html' },
  ],
  formulario: [
    {
      campo: 'vigenteDesde',
      rotulo: 'Vigente desde',
      tipo: 'data',
      obrigatorio: true,
      descricao: 'AAAA-MM-DD: a partir deste dia a versão é a vigente e quem aceitou outra é convidado a aceitá-la.',
      mensagens: { obrigatorio: 'Informe a data a partir da qual a versão vale.' },
    },
    { campo: 'resumoAlteracoes', rotulo: 'O que mudou', tipo: 'textoLongo', maximo: 500, ajuda: 'Mostrado ao cidadão quando ele é convidado a aceitar a nova versão.' },
    { campo: 'conteudo', rotulo: 'Texto da política', tipo: 'textoRico', obrigatorio: true, descricao: 'HTML do editor (saneado ao guardar).', mensagens: { obrigatorio: 'Informe o texto da política de privacidade.' } },
  ],
  descrever: 'a versão {versao} da política de privacidade',
  rest: {},
};

export const CADASTROS_INSTITUCIONAIS: readonly AdminDoCatalogo[] = [POLITICAS_PRIVACIDADE];
