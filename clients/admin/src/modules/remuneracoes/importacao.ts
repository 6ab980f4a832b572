import { controleSessao, type ControleSessao } from '../../auth/session';

export const MENSAGEM_ARQUIVO_CSV = 'Selecione um arquivo .CSV válido para importação';
export const MENSAGEM_FALHA_IMPORTACAO = 'Não foi possível importar este arquivo';
export const URL_IMPORTACAO = '/api/admin/remuneracoes/importar';

export function arquivoCsvValido(arquivo: File | null | undefined): arquivo is File {
  return !!arquivo && /\.csv$/i.test(arquivo.name);
}

export interface ErroDeLinha {
  linha: number;
  mensagem: string;
}

/** O que a tela mostra ao fim do envio. */
export interface ResultadoImportacao {
  ok: boolean;
  mensagem: string;
  /** Textos de uma importação concluída que o usuário precisa ler: vão para o diálogo de erro (back-office §8). */
  avisos: string[];
  erros: ErroDeLinha[];
}

/** Lê a resposta de POST /api/admin/remuneracoes/importar (docs/remuneracoes.md). */
export function lerResposta(status: number, corpo: unknown): ResultadoImportacao {
  const c = (corpo && typeof corpo === 'object' ? corpo : {}) as { mensagem?: unknown; erros?: unknown; importacao?: { avisos?: unknown } };
  const mensagem = typeof c.mensagem === 'string' && c.mensagem ? c.mensagem : MENSAGEM_FALHA_IMPORTACAO;
  const erros = Array.isArray(c.erros) ? (c.erros as ErroDeLinha[]).filter((e) => typeof e?.linha === 'number' && typeof e?.mensagem === 'string') : [];
  const avisos = Array.isArray(c.importacao?.avisos) ? (c.importacao.avisos as unknown[]).filter((a): a is string => typeof a === 'string') : [];
  const ok = status >= 200 && status < 300;
  return { ok, mensagem: ok ? mensagem : typeof c.mensagem === 'string' && c.mensagem ? c.mensagem : MENSAGEM_FALHA_IMPORTACAO, avisos: ok ? avisos : [], erros: ok ? [] : erros };
}

/** Envia o CSV (multipart, campo `arquivo`) com a sessão, para o trabalho `importacao` já criado. */
export async function enviarCsv(
  arquivo: File,
  importacao: string,
  { fetcher = fetch, controle = controleSessao }: { fetcher?: typeof fetch; controle?: Pick<ControleSessao, 'tokenValido' | 'estado'> } = {},
): Promise<ResultadoImportacao> {
  const token = await controle.tokenValido();
  const { lotacaoId } = controle.estado();
  const form = new FormData();
  form.set('arquivo', arquivo, arquivo.name);
  try {
    const resposta = await fetcher(`${URL_IMPORTACAO}?importacao=${encodeURIComponent(importacao)}`, {
      method: 'POST',
      body: form,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(lotacaoId === undefined ? {} : { 'x-lotacao-id': lotacaoId }) },
    });
    return lerResposta(resposta.status, await resposta.json().catch(() => ({})));
  } catch {
    return { ok: false, mensagem: MENSAGEM_FALHA_IMPORTACAO, avisos: [], erros: [] };
  }
}
