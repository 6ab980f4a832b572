import { MENSAGENS_LEGISLATURA } from '@alego/catalog';
import { linhasDoRegistro, linhasParaDados, linhasVivas, type LinhaDoFormulario } from '../../kit/nested';
import type { LegislaturaDetalhe } from './documentos';

export interface LinhaDeputado extends LinhaDoFormulario {
  deputadoId: string;
  /** Nome e partido de uma linha guardada (o deputado dela não muda). */
  rotulo: string;
}

export interface ValoresLegislatura {
  numero: string;
  descricao: string;
  anoInicio: string;
  anoFim: string;
  atual: boolean;
  tipo: string;
  deputadoLegislaturas: LinhaDeputado[];
}

export function valoresIniciais(l?: LegislaturaDetalhe): ValoresLegislatura {
  return {
    numero: l ? String(l.numero) : '',
    descricao: l?.descricao ?? '',
    anoInicio: l ? String(l.anoInicio) : '',
    anoFim: l ? String(l.anoFim) : '',
    atual: l?.atual ?? false,
    tipo: String(l?.tipo ?? 1),
    deputadoLegislaturas: linhasDoRegistro(l?.deputadoLegislaturas, (d) => ({
      deputadoId: d.deputado.id,
      rotulo: `${d.deputado.nome}${d.partido ? ` (${d.partido.sigla})` : ''}${d.dataInicio ? ` desde ${d.dataInicio.split('-').reverse().join('/')}` : ''}`,
    })),
  };
}

export function paraLegislaturaInput(v: ValoresLegislatura): Record<string, unknown> {
  return {
    numero: Number(v.numero),
    descricao: v.descricao.trim(),
    anoInicio: Number(v.anoInicio),
    anoFim: Number(v.anoFim),
    atual: v.atual,
    tipo: Number(v.tipo),
    // A guardada só pode sair; a nova leva o deputado escolhido.
    deputadoLegislaturas: linhasParaDados(v.deputadoLegislaturas, (l) => (l.registroId ? {} : { deputadoId: l.deputadoId || null })),
  };
}

export function validarLegislatura(v: ValoresLegislatura): string | undefined {
  if (Number(v.anoInicio) >= Number(v.anoFim)) return MENSAGENS_LEGISLATURA.anos;
  if (!linhasVivas(v.deputadoLegislaturas).some((l) => l.deputadoId)) return MENSAGENS_LEGISLATURA.deputados;
  return undefined;
}
