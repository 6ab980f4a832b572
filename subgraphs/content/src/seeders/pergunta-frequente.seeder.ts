import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { CategoriaPerguntaFrequente } from '../modules/categoria-pergunta-frequente/categoria-pergunta-frequente.entity.js';
import { PerguntaFrequente } from '../modules/pergunta-frequente/pergunta-frequente.entity.js';

/** Demo FAQ in the assembly's voice (fictional answers; docs/institucional.md). */
const PERGUNTAS: readonly [string, readonly (readonly [string, string])[]][] = [
  [
    'Acesso à informação',
    [
      ['Como faço um pedido de acesso à informação?', '<p>Preencha o formulário em <a href="https://www.al.go.leg.br/transparencia/solicitacoes-informacao">Pedido de acesso à informação</a>. Você recebe um número de protocolo para acompanhar a resposta.</p>'],
      ['Qual é o prazo de resposta?', '<p>Até 20 dias, prorrogáveis por mais 10 com justificativa (Lei nº 12.527/2011, art. 11).</p>'],
      ['Posso recorrer de uma resposta negada?', '<p>Sim. O recurso é dirigido à autoridade hierarquicamente superior, em até 10 dias da ciência da decisão.</p>'],
    ],
  ],
  [
    'Processo legislativo',
    [
      ['Como acompanho a tramitação de um projeto de lei?', '<p>Na <a href="https://www.al.go.leg.br/participacao/processos">consulta de processos</a>, busque pelo número, pelo autor ou pelo assunto.</p>'],
      ['Como posso opinar sobre uma proposição?', '<p>Cadastre-se no Opine Cidadão e vote a favor ou contra as proposições abertas à participação.</p>'],
    ],
  ],
  [
    'Visitas e eventos',
    [
      ['A Assembleia recebe visitas de escolas?', '<p>Sim. O programa de visitas monitoradas atende escolas de terça a quinta-feira, com agendamento prévio pelo Fale Conosco.</p>'],
      ['Posso assistir às sessões plenárias?', '<p>As sessões são abertas ao público nas galerias do Plenário Iris Rezende Machado e transmitidas ao vivo pela TV Alego.</p>'],
    ],
  ],
];

export class PerguntaFrequenteSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    PERGUNTAS.forEach(([nome, perguntas], i) => {
      const categoria = em.create(CategoriaPerguntaFrequente, { nome, ordem: i + 1 });
      perguntas.forEach(([pergunta, resposta], j) => em.create(PerguntaFrequente, { categoriaPerguntaFrequente: categoria, ordem: j + 1, pergunta, resposta }));
    });
  }
}
