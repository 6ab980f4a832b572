import { errosDaAgenda, hojeEmBrasilia } from '@alego/catalog';
import { possuiPermissoes, type ContextoPermissoes } from '../../auth/permissoes';
import { linhasDoRegistro, linhasParaDados, linhasVivas, type LinhaDoFormulario } from '../../kit/nested';
import type { AgendaDetalhe } from './documentos';

export interface LinhaEvento extends LinhaDoFormulario {
  horario: string;
  titulo: string;
  local: string;
  pauta: string;
  tipoEnvolvido: string;
  envolvido: string;
}

export interface ValoresAgenda {
  data: string;
  tipo: string;
  agendaItens: LinhaEvento[];
}

export const novoEvento = (): LinhaEvento => ({ horario: '', titulo: '', local: '', pauta: '', tipoEnvolvido: '', envolvido: '' });

export function valoresIniciais(a?: AgendaDetalhe): ValoresAgenda {
  return {
    data: a?.data ?? hojeEmBrasilia(),
    tipo: a?.tipo ?? 'assembleia',
    agendaItens: a
      ? linhasDoRegistro(a.agendaItens, (e) => ({ horario: e.horario, titulo: e.titulo, local: e.local ?? '', pauta: e.pauta ?? '', tipoEnvolvido: e.tipoEnvolvido ?? '', envolvido: e.envolvido ?? '' }))
      : [novoEvento()],
  };
}

const texto = (valor: string) => valor.trim() || null;

/** Valores → `AgendaInput`. Na agenda do presidente os envolvidos saem vazios (o servidor também os limpa). */
export function paraAgendaInput(v: ValoresAgenda): Record<string, unknown> {
  const presidente = v.tipo === 'presidente';
  return {
    data: v.data,
    tipo: v.tipo,
    agendaItens: linhasParaDados(v.agendaItens, (e) => ({
      horario: e.horario.trim(),
      titulo: e.titulo.trim(),
      local: texto(e.local),
      pauta: texto(e.pauta),
      tipoEnvolvido: presidente ? null : e.tipoEnvolvido || null,
      envolvido: presidente ? null : texto(e.envolvido),
    })),
  };
}

/** As regras do catálogo (as mesmas do servidor) antes de enviar: a primeira mensagem. */
export function validarAgenda(v: ValoresAgenda): string | undefined {
  return errosDaAgenda({ data: v.data, tipo: v.tipo }, linhasVivas(v.agendaItens))[0];
}

/** Publicar e devolver para revisão: o direito `pode_publicar` e a permissão de editar agendas. */
export function podePublicarAgenda(contexto?: ContextoPermissoes): boolean {
  return possuiPermissoes(['api/admin/agendas#update', 'pode_publicar'], contexto);
}
