import { hojeEmBrasilia, somarDias } from '@alego/catalog';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Agenda, AgendaItem, SituacaoAgenda, TipoAgenda, TipoEnvolvido } from '../modules/agenda/agenda.entity.js';

type Evento = Pick<AgendaItem, 'horario' | 'titulo' | 'local'> & { pauta?: string; tipoEnvolvido?: TipoEnvolvido; envolvido?: string };

/** Invented events (DESIGN.md, "Data"): sessions, committee meetings, hearings and the president's appointments. */
const EVENTOS_DA_CASA: Evento[][] = [
  [
    { horario: '09:00', titulo: 'Sessão ordinária', local: 'Plenário Iris Rezende Machado', pauta: '<p>Leitura do expediente e discussão dos projetos em pauta.</p>' },
    { horario: '14:00', titulo: 'Reunião da Comissão de Constituição, Justiça e Redação', local: 'Sala das Comissões', tipoEnvolvido: TipoEnvolvido.comissao, envolvido: 'CCJ' },
  ],
  [
    { horario: '10:00', titulo: 'Audiência pública sobre mobilidade urbana na Região Metropolitana', local: 'Auditório Solon Amaral', tipoEnvolvido: TipoEnvolvido.sociedade, envolvido: 'Associação de Moradores do Setor Central' },
    { horario: '15:00', titulo: 'Sessão ordinária', local: 'Plenário Iris Rezende Machado', pauta: '<p>Votação de requerimentos e de projetos de lei.</p>' },
  ],
  [
    { horario: '08:30', titulo: 'Café com a imprensa', local: 'Sala de imprensa', tipoEnvolvido: TipoEnvolvido.autoridade, envolvido: 'Mesa Diretora' },
    { horario: '11:00', titulo: 'Reunião da Comissão de Saúde', local: 'Sala 3', tipoEnvolvido: TipoEnvolvido.comissao, envolvido: 'Comissão de Saúde e Promoção Social' },
    { horario: '16:00', titulo: 'Sessão solene em homenagem aos professores da rede estadual', local: 'Plenário Iris Rezende Machado' },
  ],
];
const EVENTOS_DO_PRESIDENTE: Evento[] = [
  { horario: '10:00', titulo: 'Reunião com prefeitos do Entorno do Distrito Federal', local: 'Gabinete da Presidência' },
  { horario: '15:30', titulo: 'Visita à obra da nova sede do Legislativo', local: 'Park Lozandes' },
];

/** A month of agenda around today: weekdays, published up to a week ahead, the rest waiting in review. */
export class AgendaSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const hoje = hojeEmBrasilia();
    for (let deslocamento = -15; deslocamento <= 15; deslocamento += 1) {
      const data = somarDias(hoje, deslocamento);
      const semana = new Date(`${data}T12:00:00Z`).getUTCDay();
      if (semana === 0 || semana === 6) continue;
      const situacao = deslocamento <= 7 ? SituacaoAgenda.publicacao : SituacaoAgenda.revisao;
      const agora = new Date();
      const casa = em.create(Agenda, { data, tipo: TipoAgenda.assembleia, situacao, createdAt: agora, updatedAt: agora });
      for (const evento of EVENTOS_DA_CASA[(deslocamento + 15) % EVENTOS_DA_CASA.length]!) em.create(AgendaItem, { agenda: casa, ...evento });
      if (semana === 2 || semana === 4) {
        const presidente = em.create(Agenda, { data, tipo: TipoAgenda.presidente, situacao, createdAt: agora, updatedAt: agora });
        for (const evento of EVENTOS_DO_PRESIDENTE) em.create(AgendaItem, { agenda: presidente, ...evento });
      }
    }
    await em.flush();
  }
}
