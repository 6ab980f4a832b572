import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { InformacaoAssessoramento } from '../modules/informacao-assessoramento/informacao-assessoramento.entity.js';
import { MaterialAssessoramento } from '../modules/material-assessoramento/material-assessoramento.entity.js';
import { MembroCorpoTecnico } from '../modules/membro-corpo-tecnico/membro-corpo-tecnico.entity.js';

/** Demo thematic advisory (fictional people and works; docs/microsites.md): links point to this portal's own pages. */
const INFORMACOES = [
  [
    'apresentacao',
    1,
    'Assessoramento Temático',
    '<p>O Assessoramento Temático reúne consultores legislativos que apoiam os deputados e as comissões com estudos técnicos, notas e pareceres sobre as políticas públicas em debate na Assembleia.</p><p>Os trabalhos são apartidários e ficam disponíveis a qualquer cidadão nesta página.</p>',
  ],
  [
    'outras',
    1,
    'Como pedir um estudo',
    '<p>Deputados, comissões e a Mesa Diretora pedem estudos por ofício ao Assessoramento Temático, com o tema, as perguntas a responder e o prazo desejado. Os estudos concluídos são publicados nesta página.</p>',
  ],
  [
    'contato',
    1,
    'Contato',
    '<p>Palácio Maguito Vilela, 4º andar, sala 405 – Av. Dona Maria Cardoso, nº 1, Parque Lozandes, Goiânia – GO.</p><p>Telefone: (62) 3221-3320. E-mail: <a href="mailto:assessoramento@al.go.leg.br">assessoramento@al.go.leg.br</a></p><p>Segunda a sexta-feira, das 8h às 18h.</p>',
  ],
  [
    'contato',
    2,
    'Imprensa e pesquisadores',
    '<p>Pedidos de entrevista com os consultores e de bases de dados dos estudos: pelo <a href="/fale-conosco">Fale conosco</a>.</p>',
  ],
] as const;

const MEMBROS = [
  ['Renata Alves Cordeiro', 'Coordenadora do assessoramento', 'Finanças públicas', 'Economista, mestra em Economia do Setor Público.', 'renata.cordeiro@al.go.leg.br'],
  ['Paulo Henrique Siqueira', 'Consultor legislativo', 'Saúde', 'Médico sanitarista, especialista em gestão do SUS.', 'paulo.siqueira@al.go.leg.br'],
  ['Mariana Lopes Teixeira', 'Consultora legislativa', 'Educação', 'Pedagoga, doutora em Políticas Educacionais.', 'mariana.teixeira@al.go.leg.br'],
  ['Eduardo Fonseca Reis', 'Consultor legislativo', 'Meio ambiente e recursos hídricos', 'Engenheiro ambiental.', 'eduardo.reis@al.go.leg.br'],
] as const;

const MATERIAIS: readonly (readonly [titulo: string, data: string, tipo: number, resumo: string, url: string | null])[] = [
  ['Transferências do Fundeb aos municípios goianos: o que muda em 2026', '2026-02-12', 0, 'Como a complementação da União e os novos critérios de distribuição alteram as receitas das redes municipais.', null],
  ['O custo das filas de cirurgias eletivas em Goiás', '2025-11-03', 0, 'Estimativa do tempo médio de espera por especialidade e do impacto no orçamento estadual.', null],
  ['Estudo sobre a segurança hídrica da bacia do Meia Ponte', '2025-09-22', 1, 'Disponibilidade de água, outorgas e cenários de escassez para a Região Metropolitana de Goiânia.', null],
  ['Estudo de impacto orçamentário do piso da enfermagem', '2025-06-30', 1, 'Projeção de despesas do Estado e dos municípios com a aplicação do piso salarial.', null],
  ['Relatório de acompanhamento da execução orçamentária – 3º quadrimestre de 2025', '2026-02-27', 2, 'Receitas, despesas por função e cumprimento dos mínimos constitucionais em saúde e educação.', '/transparencia/graficos'],
  ['Relatório das audiências públicas da LDO 2026', '2025-07-15', 2, 'Síntese das contribuições recebidas nas audiências regionais da Lei de Diretrizes Orçamentárias.', null],
  ['Manual de técnica legislativa da Assembleia', '2024-10-01', 3, 'Orientações para a redação de proposições, com exemplos comentados.', null],
  ['Painel das despesas da Assembleia', '2026-01-20', 4, 'Painel interativo com as despesas da Casa por mês, natureza e credor.', '/transparencia/graficos'],
];

export class AssessoramentoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const [secao, ordem, titulo, conteudo] of INFORMACOES) em.create(InformacaoAssessoramento, { secao, ordem, titulo, conteudo });
    for (const [nome, cargo, area, formacao, email] of MEMBROS) em.create(MembroCorpoTecnico, { nome, cargo, area, formacao, email });
    for (const [titulo, data, tipo, resumo, url] of MATERIAIS) em.create(MaterialAssessoramento, { titulo, data, tipo, resumo, url });
  }
}
