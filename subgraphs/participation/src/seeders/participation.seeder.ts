import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Processo, type SituacaoProcesso } from '../modules/processo/processo.entity.js';

/** [número, título, ementa, situação, votos favoráveis, votos contrários, aberto em] */
const PROCESSOS: [string, string, string, SituacaoProcesso, number, number, string][] = [
  ['2025/0412', 'Semana Estadual de Conscientização sobre o Autismo', 'Institui, no calendário oficial do Estado, a Semana Estadual de Conscientização sobre o Transtorno do Espectro Autista, a ser realizada anualmente na semana que compreende o dia 2 de abril.', 'aprovado', 1843, 97, '2025-02-11T13:20:00-03:00'],
  ['2025/0587', 'Dia Estadual do Cerrado nas escolas', 'Dispõe sobre a realização de atividades de educação ambiental sobre o bioma Cerrado nas escolas da rede pública estadual no dia 11 de setembro.', 'aprovado', 1275, 143, '2025-03-04T10:05:00-03:00'],
  ['2025/0733', 'Gratuidade de meia-entrada para doadores de sangue', 'Assegura meia-entrada em eventos culturais e esportivos a doadores regulares de sangue e de medula óssea, mediante comprovação emitida pelo hemocentro.', 'em_tramitacao', 2390, 412, '2025-03-27T16:40:00-03:00'],
  ['2025/0859', 'Placas de orientação em braile nos prédios públicos', 'Obriga a instalação de sinalização tátil e em braile nos prédios da administração pública estadual com atendimento ao público.', 'aprovado', 987, 21, '2025-04-15T09:30:00-03:00'],
  ['2025/0964', 'Proibição de fogos de artifício com estampido', 'Proíbe a soltura de fogos de artifício e artefatos pirotécnicos que produzam estampido em áreas urbanas, para proteção de pessoas com autismo, idosos e animais.', 'em_tramitacao', 3120, 1876, '2025-05-06T14:15:00-03:00'],
  ['2025/1102', 'Programa Água na Escola', 'Cria o programa de instalação de bebedouros com filtragem e de cisternas de captação de água da chuva nas escolas estaduais da zona rural.', 'em_tramitacao', 764, 38, '2025-05-29T11:00:00-03:00'],
  ['2025/1234', 'Transparência nas filas de cirurgias eletivas', 'Determina a publicação, em portal na internet, da lista de espera por cirurgias eletivas nas unidades de saúde estaduais, preservada a identidade dos pacientes.', 'em_tramitacao', 4215, 233, '2025-06-17T15:45:00-03:00'],
  ['2025/1378', 'Horta comunitária em terrenos públicos ociosos', 'Autoriza a cessão de uso de terrenos públicos estaduais ociosos a associações de moradores para cultivo de hortas comunitárias.', 'arquivado', 512, 349, '2025-07-08T10:20:00-03:00'],
  ['2025/1456', 'Atendimento prioritário a pessoas com fibromialgia', 'Inclui as pessoas com fibromialgia entre os beneficiários de atendimento prioritário em órgãos públicos e estabelecimentos privados.', 'aprovado', 2678, 64, '2025-07-30T08:50:00-03:00'],
  ['2025/1590', 'Wi-Fi gratuito nos terminais de ônibus metropolitanos', 'Dispõe sobre a oferta de acesso gratuito à internet sem fio nos terminais do transporte coletivo da região metropolitana.', 'em_tramitacao', 1932, 287, '2025-08-19T17:10:00-03:00'],
  ['2025/1647', 'Selo Empresa Amiga da Mulher', 'Institui selo de reconhecimento a empresas que adotem políticas de equidade salarial e de combate ao assédio no ambiente de trabalho.', 'em_tramitacao', 845, 156, '2025-09-09T13:35:00-03:00'],
  ['2025/1789', 'Castração gratuita de cães e gatos', 'Institui programa estadual de esterilização gratuita de cães e gatos em parceria com os municípios, com prioridade para famílias de baixa renda.', 'em_tramitacao', 3658, 402, '2025-09-30T09:15:00-03:00'],
  ['2025/1852', 'Reaproveitamento de alimentos em restaurantes', 'Estimula a doação de alimentos próprios para consumo não comercializados por restaurantes e supermercados a entidades assistenciais.', 'arquivado', 689, 512, '2025-10-21T14:00:00-03:00'],
  ['2025/1930', 'Educação financeira no ensino médio', 'Inclui noções de educação financeira e de prevenção ao superendividamento como tema transversal no ensino médio da rede estadual.', 'em_tramitacao', 1104, 201, '2025-11-11T10:40:00-03:00'],
  ['2026/0107', 'Rotas turísticas da Estrada de Ferro Goiás', 'Cria o roteiro turístico das antigas estações ferroviárias do Estado e prevê a restauração dos prédios históricos das estações.', 'em_tramitacao', 423, 57, '2026-01-20T11:25:00-03:00'],
  ['2026/0214', 'Desfibriladores em academias e estádios', 'Torna obrigatória a manutenção de desfibrilador externo automático e de pessoal treinado em academias, ginásios e estádios com capacidade acima de mil pessoas.', 'em_tramitacao', 1567, 188, '2026-02-24T16:05:00-03:00'],
  ['2026/0349', 'Cadastro estadual de cuidadores de idosos', 'Cria cadastro voluntário de cuidadores de idosos, com oferta de cursos de capacitação gratuitos pela rede estadual de educação profissional.', 'em_tramitacao', 736, 92, '2026-04-07T09:00:00-03:00'],
  ['2026/0488', 'Energia solar em prédios públicos', 'Estabelece metas para instalação de sistemas de geração de energia solar fotovoltaica nos prédios da administração pública estadual.', 'em_tramitacao', 2044, 319, '2026-06-16T15:30:00-03:00'],
  ['2026/0571', 'Protocolo contra violência em escolas', 'Institui protocolo de prevenção e resposta a situações de violência nas escolas, com formação de professores e canal de denúncia anônima.', 'em_tramitacao', 2871, 145, '2026-08-25T10:10:00-03:00'],
  ['2026/0655', 'Feiras da agricultura familiar nos órgãos públicos', 'Autoriza a realização de feiras semanais da agricultura familiar nos estacionamentos dos órgãos públicos estaduais.', 'em_tramitacao', 318, 44, '2026-10-13T08:45:00-03:00'],
];

export class ParticipationSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const [numero, titulo, ementa, situacao, votosFavoraveis, votosContrarios, abertoEm] of PROCESSOS) {
      em.create(Processo, { numero, titulo, ementa, situacao, votosFavoraveis, votosContrarios, createdAt: new Date(abertoEm) });
    }
  }
}
