/** The state and municipality fields (IBGE codes, docs/localidades.md): the same messages on every form and server. */
export const MENSAGENS_LOCALIDADE = {
  estado: 'Selecione um estado da lista.',
  municipio: 'Selecione o município do estado escolhido.',
} as const;

/** An IBGE municipality code (7 digits) starts with its state's code (2 digits). */
export function municipioEhDoEstado(municipioId: number, estadoId: number): boolean {
  return Math.floor(municipioId / 100_000) === estadoId;
}
