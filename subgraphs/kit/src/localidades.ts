import { MENSAGENS_LOCALIDADE, municipioEhDoEstado } from '@alego/catalog';
import { ESTADOS_IBGE, MUNICIPIOS_IBGE } from './localidades-ibge.js';

/** A state as `GET /api/public/estados` lists it (IBGE code, abbreviation, name). */
export interface Estado {
  id: number;
  sigla: string;
  nome: string;
}

export interface Municipio {
  id: number;
  nome: string;
  estadoId: number;
}

/** Goiás, the assembly's state: preferred when a name exists in several states. */
export const GOIAS = 52;

const ESTADOS: readonly Estado[] = ESTADOS_IBGE.map(([id, sigla, nome]) => ({ id, sigla, nome }));
const POR_ESTADO = new Map<number, Municipio[]>();
for (const [id, nome] of MUNICIPIOS_IBGE) {
  const estadoId = Math.floor(id / 100_000);
  let lista = POR_ESTADO.get(estadoId);
  if (!lista) POR_ESTADO.set(estadoId, (lista = []));
  lista.push({ id, nome, estadoId });
}
const MUNICIPIOS = new Map<number, Municipio>([...POR_ESTADO.values()].flat().map((m) => [m.id, m]));

/** Names compared without accents, case, punctuation or repeated spaces ("Goiania", "SÃO  JOÃO D'ALIANÇA"). */
function chaveDoNome(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const POR_NOME = new Map<string, Municipio[]>();
for (const municipio of MUNICIPIOS.values()) {
  const chave = chaveDoNome(municipio.nome);
  POR_NOME.set(chave, [...(POR_NOME.get(chave) ?? []), municipio]);
}

/** The 27 federative units, in alphabetical order. */
export function estados(): readonly Estado[] {
  return ESTADOS;
}

export function estadoPorId(id: number): Estado | null {
  return ESTADOS.find((e) => e.id === id) ?? null;
}

/** A state's municipalities in alphabetical order; null for an unknown state. */
export function municipiosDoEstado(estadoId: number): readonly Municipio[] | null {
  return POR_ESTADO.get(estadoId) ?? null;
}

export function municipioPorId(id: number): Municipio | null {
  return MUNICIPIOS.get(id) ?? null;
}

/**
 * The municipality a free text names: accents, case and punctuation aside, optionally followed by its state's
 * abbreviation ("Goiânia - GO", "Palmas/TO"). A name found in several states is the one of `preferido` (Goiás), else
 * the only one; an ambiguous or unknown name is null.
 */
export function municipioPorNome(texto: string, preferido = GOIAS): Municipio | null {
  // No municipality's name comes near this; longer texts are not even parsed.
  if (texto.length > 120) return null;
  const comSigla = /^(.+?)\s*[-/,(]\s*([a-z]{2})\)?$/i.exec(texto.trim());
  if (comSigla) {
    const estado = ESTADOS.find((e) => e.sigla === comSigla[2]!.toUpperCase());
    const achado = estado && POR_NOME.get(chaveDoNome(comSigla[1]!))?.find((m) => m.estadoId === estado.id);
    if (achado) return achado;
  }
  const achados = POR_NOME.get(chaveDoNome(texto)) ?? [];
  return achados.find((m) => m.estadoId === preferido) ?? (achados.length === 1 ? achados[0]! : null);
}

/**
 * The first problem of a state + municipality pair of IBGE codes, in Portuguese, or null: an unknown state, or a
 * municipality that does not exist or is not of that state. `exigeMunicipio`: a state alone is not enough.
 */
export function erroDeLocalidade(estadoId: number | null | undefined, municipioId: number | null | undefined, opcoes: { exigeMunicipio?: boolean } = {}): string | null {
  if (estadoId != null && !estadoPorId(estadoId)) return MENSAGENS_LOCALIDADE.estado;
  if (municipioId == null) return opcoes.exigeMunicipio && estadoId != null ? MENSAGENS_LOCALIDADE.municipio : null;
  return estadoId != null && municipioEhDoEstado(municipioId, estadoId) && municipioPorId(municipioId) ? null : MENSAGENS_LOCALIDADE.municipio;
}
