/** A trilha em CSV (separador `;`, como as exportações do portal), uma linha por ação. */
export interface AcaoParaCsv {
  ocorridoEm: string;
  usuarioId?: string | null;
  usuarioNome?: string | null;
  lotacaoId?: string | null;
  origem: string;
  operacao: string;
  entidade?: string | null;
  entidadeId?: string | null;
  sucesso: boolean;
  alteracoes: { entidade: string; entidadeId?: string | null; tipo: string; campos: { campo: string; antes?: string | null; depois?: string | null }[] }[];
}

export const CABECALHO_CSV = ['data_hora', 'usuario_id', 'usuario', 'lotacao_id', 'origem', 'operacao', 'entidade', 'entidade_id', 'sucesso', 'alteracoes'];

function celula(valor: string): string {
  // Aspas em volta de tudo que tem separador, aspas ou quebra; fórmulas neutralizadas (planilhas executam =, +, -, @).
  const seguro = /^[=+\-@]/.test(valor) ? `'${valor}` : valor;
  return /[;"\n\r]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
}

function resumoDasAlteracoes(acao: AcaoParaCsv): string {
  return acao.alteracoes
    .map((a) => `${a.entidade}#${a.entidadeId ?? ''} ${a.tipo}: ${a.campos.map((c) => `${c.campo} ${c.antes ?? '∅'} → ${c.depois ?? '∅'}`).join(', ')}`)
    .join(' | ');
}

export function trilhaEmCsv(acoes: readonly AcaoParaCsv[]): string {
  const linhas = acoes.map((a) =>
    [a.ocorridoEm, a.usuarioId ?? '', a.usuarioNome ?? '', a.lotacaoId ?? '', a.origem, a.operacao, a.entidade ?? '', a.entidadeId ?? '', a.sucesso ? 'sim' : 'não', resumoDasAlteracoes(a)].map(celula).join(';'),
  );
  return [CABECALHO_CSV.join(';'), ...linhas].join('\r\n') + '\r\n';
}
