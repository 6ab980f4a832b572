import { dataIsoValida, horarioValido } from './admin.js';
import { nomeDoMes } from './pt-br.js';

/**
 * A agenda (back-office §3, §4, §5): tipos, situações, tipos de envolvido e as regras do formulário, as mesmas no
 * admin (antes de enviar) e no subgrafo content (que decide). Decisão sobre 'Horários não devem se repetir' em
 * docs/agenda.md: dois eventos no mesmo horário e no mesmo local.
 */

export const TIPOS_AGENDA = { assembleia: 'Agenda da Assembleia', presidente: 'Agenda do Presidente' } as const;
export type TipoAgendaValor = keyof typeof TIPOS_AGENDA;

export const SITUACOES_AGENDA = { revisao: 'Revisão', publicacao: 'Publicação' } as const;
export type SituacaoAgendaValor = keyof typeof SITUACOES_AGENDA;

export const TIPOS_ENVOLVIDO = { deputado: 'Deputado', comissao: 'Comissão', autoridade: 'Autoridade', sociedade: 'Sociedade civil' } as const;
export type TipoEnvolvidoValor = keyof typeof TIPOS_ENVOLVIDO;

export const MENSAGENS_AGENDA = {
  data: 'Informe a data da agenda.',
  tipo: 'Selecione o tipo da agenda.',
  semEventos: 'Adicione ao menos um evento',
  horario: 'O horário deste evento é inválido',
  horariosRepetidos: 'Horários não devem se repetir',
  titulo: 'Informe o título do evento.',
  tipoEnvolvido: 'Tipo de envolvido inválido.',
  publicada: 'Agenda publicada com sucesso.',
  despublicada: 'Agenda devolvida para revisão.',
  salva: 'Agenda salva com sucesso.',
} as const;

/** Limites de texto de um evento. */
export const LIMITES_AGENDA = { titulo: 255, local: 255, envolvido: 255 } as const;


export interface EventoDoFormulario {
  horario?: string | null;
  titulo?: string | null;
  local?: string | null;
  tipoEnvolvido?: string | null;
}

/** Local comparável: sem acentos, caixa e espaços extras. */
function localNormalizado(local: string | null | undefined): string {
  return (local ?? '').normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * As regras da agenda sobre o seu estado final (os eventos que ficam depois de salvar): a data, ao menos um evento,
 * cada horário HH:mm, título, e nenhum par de eventos no mesmo horário e local. Cada mensagem aparece uma vez.
 */
export function errosDaAgenda(dados: { data?: string | null; tipo?: string | null }, eventos: readonly EventoDoFormulario[]): string[] {
  const erros = new Set<string>();
  if (!dados.data || !/^\d{4}-\d{2}-\d{2}$/.test(dados.data) || Number.isNaN(Date.parse(`${dados.data}T12:00:00Z`))) erros.add(MENSAGENS_AGENDA.data);
  if (!dados.tipo || !Object.hasOwn(TIPOS_AGENDA, dados.tipo)) erros.add(MENSAGENS_AGENDA.tipo);
  if (eventos.length === 0) erros.add(MENSAGENS_AGENDA.semEventos);
  const vistos = new Set<string>();
  for (const evento of eventos) {
    if (!horarioValido(evento.horario)) erros.add(MENSAGENS_AGENDA.horario);
    else {
      const chave = `${evento.horario}|${localNormalizado(evento.local)}`;
      if (vistos.has(chave)) erros.add(MENSAGENS_AGENDA.horariosRepetidos);
      vistos.add(chave);
    }
    if (!evento.titulo?.trim()) erros.add(MENSAGENS_AGENDA.titulo);
    else if ([...evento.titulo.trim()].length > LIMITES_AGENDA.titulo) erros.add(`O título do evento deve ter no máximo ${LIMITES_AGENDA.titulo} caracteres.`);
    if ([...(evento.local ?? '')].length > LIMITES_AGENDA.local) erros.add(`O local do evento deve ter no máximo ${LIMITES_AGENDA.local} caracteres.`);
    if (evento.tipoEnvolvido && !Object.hasOwn(TIPOS_ENVOLVIDO, evento.tipoEnvolvido)) erros.add(MENSAGENS_AGENDA.tipoEnvolvido);
  }
  return [...erros];
}

const DIAS_DA_SEMANA = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/** AAAA-MM-DD de um dia que existe. */
export function diaDaAgendaValido(dia: unknown): dia is string {
  return typeof dia === 'string' && dataIsoValida(dia);
}

/** "quarta-feira, 25 de novembro de 2026" (um dia do calendário, sem fuso). */
export function diaPorExtenso(dia: string): string {
  const data = new Date(`${dia}T12:00:00Z`);
  return `${DIAS_DA_SEMANA[data.getUTCDay()]}, ${data.getUTCDate()} de ${nomeDoMes(data.getUTCMonth() + 1)} de ${data.getUTCFullYear()}`;
}

/** As semanas de um mês (domingo a sábado): cada casa é um dia AAAA-MM-DD ou null fora do mês. */
export function semanasDoMes(ano: number, mes: number): (string | null)[][] {
  const primeiro = new Date(Date.UTC(ano, mes - 1, 1, 12));
  const dias = new Date(Date.UTC(ano, mes, 0, 12)).getUTCDate();
  const casas: (string | null)[] = Array.from({ length: primeiro.getUTCDay() }, () => null);
  for (let dia = 1; dia <= dias; dia += 1) casas.push(`${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`);
  while (casas.length % 7) casas.push(null);
  return Array.from({ length: casas.length / 7 }, (_, i) => casas.slice(i * 7, i * 7 + 7));
}

/** "novembro de 2026". */
export function mesPorExtenso(ano: number, mes: number): string {
  return `${nomeDoMes(mes)} de ${ano}`;
}
