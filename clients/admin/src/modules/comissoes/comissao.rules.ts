import { MENSAGENS_COMISSAO } from '@alego/catalog';
import { linhasDoRegistro, linhasParaDados, linhasVivas, type LinhaDoFormulario } from '../../kit/nested';
import type { ComissaoDetalhe } from './documentos';

export interface LinhaMembro extends LinhaDoFormulario {
  deputadoId: string;
  cargo: string;
}
export interface LinhaServidor extends LinhaDoFormulario {
  nome: string;
  funcao: string;
  email: string;
  telefone: string;
}
export interface LinhaTrabalho extends LinhaDoFormulario {
  tipo: string;
  titulo: string;
  descricao: string;
  data: string;
  url: string;
}
export interface LinhaArquivo extends LinhaDoFormulario {
  tipo: string;
  titulo: string;
  data: string;
  arquivo: File | null;
  /** Nome do arquivo guardado (linha já salva). */
  nomeGuardado: string;
}
export interface LinhaLink extends LinhaDoFormulario {
  categoria: string;
  titulo: string;
  url: string;
}

export interface ValoresComissao {
  nome: string;
  sigla: string;
  descricao: string;
  tipo: string;
  ativa: boolean;
  deputadosComissao: LinhaMembro[];
  equipeTecnicaComissoes: LinhaServidor[];
  trabalhosComissao: LinhaTrabalho[];
  arquivosComissao: LinhaArquivo[];
  linksComissao: LinhaLink[];
}

export function valoresIniciais(c?: ComissaoDetalhe): ValoresComissao {
  return {
    nome: c?.nome ?? '',
    sigla: c?.sigla ?? '',
    descricao: c?.descricao ?? '',
    tipo: String(c?.tipo ?? 1),
    ativa: c?.ativa ?? true,
    deputadosComissao: linhasDoRegistro(c?.deputadosComissao, (m) => ({ deputadoId: m.deputado.id, cargo: String(m.cargo) })),
    equipeTecnicaComissoes: linhasDoRegistro(c?.equipeTecnicaComissoes, (s) => ({ nome: s.nome, funcao: s.funcao ?? '', email: s.email ?? '', telefone: s.telefone ?? '' })),
    trabalhosComissao: linhasDoRegistro(c?.trabalhosComissao, (t) => ({ tipo: String(t.tipo), titulo: t.titulo, descricao: t.descricao ?? '', data: t.data ?? '', url: t.url ?? '' })),
    arquivosComissao: linhasDoRegistro(c?.arquivosComissao, (a) => ({ tipo: String(a.tipo), titulo: a.titulo, data: a.data ?? '', arquivo: null, nomeGuardado: a.nome })),
    linksComissao: linhasDoRegistro(c?.linksComissao, (l) => ({ categoria: String(l.categoria), titulo: l.titulo, url: l.url })),
  };
}

const texto = (valor: string) => valor.trim() || null;
const inteiro = (valor: string) => (valor ? Number(valor) : null);

export function paraComissaoInput(v: ValoresComissao): Record<string, unknown> {
  return {
    nome: v.nome.trim(),
    sigla: texto(v.sigla),
    descricao: texto(v.descricao),
    tipo: Number(v.tipo),
    ativa: v.ativa,
    deputadosComissao: linhasParaDados(v.deputadosComissao, (m) => ({ deputadoId: m.deputadoId || null, cargo: inteiro(m.cargo) })),
    equipeTecnicaComissoes: linhasParaDados(v.equipeTecnicaComissoes, (s) => ({ nome: texto(s.nome), funcao: texto(s.funcao), email: texto(s.email), telefone: texto(s.telefone) })),
    trabalhosComissao: linhasParaDados(v.trabalhosComissao, (t) => ({ tipo: inteiro(t.tipo), titulo: texto(t.titulo), descricao: texto(t.descricao), data: t.data || null, url: texto(t.url) })),
    arquivosComissao: linhasParaDados(v.arquivosComissao, (a) => ({ tipo: inteiro(a.tipo), titulo: texto(a.titulo), data: a.data || null, ...(a.arquivo ? { arquivo: a.arquivo } : {}) })),
    linksComissao: linhasParaDados(v.linksComissao, (l) => ({ categoria: inteiro(l.categoria), titulo: texto(l.titulo), url: texto(l.url) })),
  };
}

/** Regras que o formulário confere antes de enviar (o servidor confere todas de novo). */
export function validarComissao(v: ValoresComissao): string | undefined {
  const membros = linhasVivas(v.deputadosComissao);
  if (membros.some((m) => !m.deputadoId)) return MENSAGENS_COMISSAO.deputado;
  if (membros.some((m) => !m.cargo)) return MENSAGENS_COMISSAO.cargo;
  if (new Set(membros.map((m) => m.deputadoId)).size < membros.length) return 'Um deputado foi incluído mais de uma vez na comissão.';
  if (membros.filter((m) => m.cargo === '1').length > 1) return MENSAGENS_COMISSAO.umPresidente;
  if (linhasVivas(v.arquivosComissao).some((a) => !a.arquivo && !a.registroId)) return MENSAGENS_COMISSAO.arquivo;
  return undefined;
}
