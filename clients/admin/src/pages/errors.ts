export const MENSAGEM_ERRO_PADRAO = 'Ocorreu um erro inesperado.';
const LIMITE = 1000;

function textoDe(valor: unknown): string | undefined {
  if (typeof valor === 'string') return valor;
  if (typeof valor !== 'object' || valor === null) return undefined;
  const v = valor as Record<string, unknown>;
  for (const chave of ['mensagem', 'message', 'erro', 'error']) {
    const texto = textoDe(v[chave]);
    if (texto) return texto;
  }
  return textoDe(v.controle);
}

/**
 * Mensagem da tela /erro?dados=...: `dados` pode ser o texto da mensagem ou um JSON
 * (`"texto"`, `{mensagem}`, `{message}`, `{erro}`, `{controle: {mensagem}}`). Sempre
 * texto puro (a tela nunca interpreta HTML), sem espaços sobrando, até 1000 caracteres.
 */
export function mensagemDoErro(dados: string | null | undefined): string {
  const bruto = dados?.trim();
  if (!bruto) return MENSAGEM_ERRO_PADRAO;
  let texto = bruto;
  try {
    texto = textoDe(JSON.parse(bruto)) ?? bruto;
  } catch {
    // Não é JSON: o próprio texto.
  }
  texto = texto.replace(/\s+/g, ' ').trim();
  if (!texto) return MENSAGEM_ERRO_PADRAO;
  return texto.length > LIMITE ? `${texto.slice(0, LIMITE)}…` : texto;
}
