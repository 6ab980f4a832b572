import { ANOS_EMENDA, MENSAGENS_DEPUTADO } from '@alego/catalog';
import { linhasDoRegistro, linhasParaDados, linhasVivas, type LinhaDoFormulario } from '../../kit/nested';
import type { DeputadoDetalhe } from './documentos';

export const LIDERES = [
  { valor: '0', rotulo: 'Não' },
  { valor: '1', rotulo: 'Líder de partido' },
  { valor: '2', rotulo: 'Líder do governo' },
] as const;

export interface LinhaPartido extends LinhaDoFormulario {
  legislaturaId: string;
  partidoId: string;
  dataInicio: string;
}

export interface LinhaAfastamento extends LinhaDoFormulario {
  tipo: string;
  dataAfastamento: string;
  dataRetorno: string;
}

export interface LinhaEmenda extends LinhaDoFormulario {
  ano: string;
  ativo: boolean;
}

export interface ValoresDeputado {
  nome: string;
  nomeCompleto: string;
  ativo: boolean;
  gabinete: string;
  email: string;
  telefone: string;
  lider: string;
  mesaDiretora: boolean;
  cargo: string;
  biografia: string;
  partidoId: string;
  foto: File | null;
  removerFoto: boolean;
  deputadoLegislaturas: LinhaPartido[];
  afastamentos: LinhaAfastamento[];
  deputadoAnoEmendas: LinhaEmenda[];
}

export function valoresIniciais(d?: DeputadoDetalhe): ValoresDeputado {
  return {
    nome: d?.nome ?? '',
    nomeCompleto: d?.nomeCompleto ?? '',
    ativo: d?.ativo ?? true,
    gabinete: d?.gabinete ? String(d.gabinete) : '',
    email: d?.email ?? '',
    telefone: d?.telefone ?? '',
    lider: String(d?.lider ?? 0),
    mesaDiretora: d?.mesaDiretora ?? false,
    cargo: d?.cargo ? String(d.cargo) : '',
    biografia: d?.biografia ?? '',
    partidoId: d?.partido?.id ?? '',
    foto: null,
    removerFoto: false,
    deputadoLegislaturas: linhasDoRegistro(d?.deputadoLegislaturas, (l) => ({ legislaturaId: l.legislatura.id, partidoId: l.partido?.id ?? '', dataInicio: l.dataInicio ?? '' })),
    afastamentos: linhasDoRegistro(d?.afastamentos, (a) => ({ tipo: String(a.tipo), dataAfastamento: a.dataAfastamento, dataRetorno: a.dataRetorno ?? '' })),
    deputadoAnoEmendas: linhasDoRegistro(d?.deputadoAnoEmendas, (e) => ({ ano: String(e.ano), ativo: e.ativo })),
  };
}

const texto = (valor: string) => valor.trim() || null;

export function paraDeputadoInput(v: ValoresDeputado): Record<string, unknown> {
  return {
    nome: v.nome.trim(),
    nomeCompleto: v.nomeCompleto.trim(),
    ativo: v.ativo,
    gabinete: v.gabinete ? Number(v.gabinete) : null,
    email: texto(v.email),
    telefone: texto(v.telefone),
    lider: Number(v.lider),
    mesaDiretora: v.mesaDiretora,
    cargo: v.mesaDiretora && v.cargo ? Number(v.cargo) : null,
    biografia: texto(v.biografia),
    partidoId: v.partidoId || null,
    ...(v.foto ? { foto: v.foto } : {}),
    removerFoto: v.removerFoto,
    deputadoLegislaturas: linhasParaDados(v.deputadoLegislaturas, (l) => ({ legislaturaId: l.legislaturaId || null, partidoId: l.partidoId || null, dataInicio: l.dataInicio || null })),
    afastamentos: linhasParaDados(v.afastamentos, (a) => ({ tipo: a.tipo ? Number(a.tipo) : null, dataAfastamento: a.dataAfastamento || null, dataRetorno: a.dataRetorno || null })),
    deputadoAnoEmendas: linhasParaDados(v.deputadoAnoEmendas, (e) => ({ ano: e.ano ? Number(e.ano) : null, ativo: e.ativo })),
  };
}

export interface Referencias {
  legislaturas: readonly { id: string; descricao: string; anoInicio: number; anoFim: number }[];
  partidos: readonly { id: string; sigla: string }[];
}

/** "2024-04-05" → "05/04/2024" sem passar por fuso horário (datas sem hora). */
export function dataBr(data: string): string {
  const [ano, mes, dia] = data.split('-');
  return `${dia}/${mes}/${ano}`;
}

/** As regras do portal antigo, com as mesmas mensagens do servidor (que as confere de novo). */
export function validarDeputado(v: ValoresDeputado, ref: Referencias): string | undefined {
  const linhas = linhasVivas(v.deputadoLegislaturas);
  for (const linha of linhas) {
    if (!linha.partidoId) return MENSAGENS_DEPUTADO.partidoDaLegislatura;
    if (!linha.legislaturaId) return MENSAGENS_DEPUTADO.legislatura;
  }
  const sigla = (id: string) => ref.partidos.find((p) => p.id === id)?.sigla ?? '';
  for (const legislatura of ref.legislaturas) {
    const grupo = linhas.filter((l) => l.legislaturaId === legislatura.id);
    const semData = grupo.filter((l) => !l.dataInicio).slice(1)[0];
    if (grupo.length > 1 && semData) return MENSAGENS_DEPUTADO.dataDeMudanca(sigla(semData.partidoId));
    const partidos = new Set<string>();
    const datas = new Set<string>();
    for (const linha of grupo) {
      if (partidos.has(linha.partidoId)) return MENSAGENS_DEPUTADO.partidoRepetido(sigla(linha.partidoId), legislatura.descricao);
      partidos.add(linha.partidoId);
      if (!linha.dataInicio) continue;
      const ano = Number(linha.dataInicio.slice(0, 4));
      if (ano < legislatura.anoInicio || ano > legislatura.anoFim) {
        return MENSAGENS_DEPUTADO.dataForaDaLegislatura(sigla(linha.partidoId), legislatura.anoInicio, legislatura.anoFim);
      }
      if (datas.has(linha.dataInicio)) return MENSAGENS_DEPUTADO.dataRepetida(dataBr(linha.dataInicio), legislatura.descricao);
      datas.add(linha.dataInicio);
    }
  }
  const anos = new Set<string>();
  for (const emenda of linhasVivas(v.deputadoAnoEmendas)) {
    if (!emenda.ano) return MENSAGENS_DEPUTADO.anoDaEmenda;
    if (anos.has(emenda.ano)) return MENSAGENS_DEPUTADO.emendaRepetida(emenda.ano);
    anos.add(emenda.ano);
  }
  for (const afastamento of linhasVivas(v.afastamentos)) {
    if (!afastamento.tipo) return MENSAGENS_DEPUTADO.tipoDeAfastamento;
    if (!afastamento.dataAfastamento) return MENSAGENS_DEPUTADO.dataDeAfastamento;
    if (afastamento.dataRetorno && afastamento.dataRetorno < afastamento.dataAfastamento) return MENSAGENS_DEPUTADO.retornoAntesDoAfastamento;
  }
  return undefined;
}

/** O próximo ano de emenda livre, ou a mensagem quando todos já estão na lista. */
export function proximoAnoEmenda(linhas: readonly LinhaEmenda[]): string | { ano: string; ativo: boolean } {
  const usados = new Set(linhasVivas(linhas).map((l) => l.ano));
  const livre = ANOS_EMENDA.find((ano) => !usados.has(String(ano)));
  return livre === undefined ? MENSAGENS_DEPUTADO.todosOsAnos : { ano: String(livre), ativo: true };
}
