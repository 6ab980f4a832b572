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

const ESTADOS: readonly Estado[] = ESTADOS_IBGE.map(([id, sigla, nome]) => ({ id, sigla, nome }));
const POR_ESTADO = new Map<number, Municipio[]>();
for (const [id, nome] of MUNICIPIOS_IBGE) {
  const estadoId = Math.floor(id / 100_000);
  let lista = POR_ESTADO.get(estadoId);
  if (!lista) POR_ESTADO.set(estadoId, (lista = []));
  lista.push({ id, nome, estadoId });
}
const MUNICIPIOS = new Map<number, Municipio>([...POR_ESTADO.values()].flat().map((m) => [m.id, m]));

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
