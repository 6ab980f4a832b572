import { snake } from '@alego/catalog';
import type { Request } from 'express';
import { naoEncontrado, semVazios } from './params.js';
import { campoDoCorpo, type Consultar, type RotaRest } from './shim.js';

// Values of an item query: whatever GraphQL answered.
type Json = Record<string, unknown>;

/** One field of a legacy form: its input name, its name in the form, how the item query selects it and gives it back as the input takes it. */
export interface CampoDoFormularioLegado {
  campo: string;
  /** The names the form may send it under (`categoria_link_id` or `categoria_link`); sent under none, it is kept. */
  nomes: readonly string[];
  selecao: string;
  valor: (atual: Json) => unknown;
}

/** A field the item query answers under its input name (`destaqueSlot`, sent as `destaque_slot` or under `nomes`). */
export function campoDireto(campo: string, nomes: readonly string[] = [snake(campo)]): CampoDoFormularioLegado {
  return { campo, nomes, selecao: campo, valor: (atual) => atual[campo] };
}

export function camposDiretos(...campos: string[]): CampoDoFormularioLegado[] {
  return campos.map((campo) => campoDireto(campo));
}

const idOuNulo = (id: unknown) => (id === null || id === undefined ? null : String(id));

/** A reference sent as an id (`deputado_id`) and read back as its object (`deputado { id }`). */
export function campoDeReferencia(campo: string, objeto: string, nomes: readonly string[] = [snake(campo)]): CampoDoFormularioLegado {
  return { campo, nomes, selecao: `${objeto} { id }`, valor: (atual) => idOuNulo((atual[objeto] as { id?: unknown } | null | undefined)?.id) };
}

/** A reference sent as an id and read back as an id field, under another name (`edicao_id` → `edicao`). */
export function campoDeId(campo: string, selecao: string, nomes: readonly string[] = [snake(campo)]): CampoDoFormularioLegado {
  return { campo, nomes, selecao, valor: (atual) => idOuNulo(atual[selecao]) };
}

/** The record a legacy PUT updates: the wrapper key of its form, the item query's root and name, its id. */
export interface RegistroAtualizado {
  envelope: string;
  item: string;
  operacao: string;
  id: string;
}

/**
 * A legacy PUT changed only the fields it sent (the old API updated the attributes it received): the fields left out
 * are read from the record, as the caller may read it, and sent back unchanged, so a partial form never blanks or
 * resets what it did not show. A record that does not exist is a 404 before anything is written.
 */
async function comOsCamposAusentes(req: Request, consultar: Consultar, registro: RegistroAtualizado, campos: readonly CampoDoFormularioLegado[], dados: Json): Promise<Json> {
  const ausentes = campos.filter((c) => c.nomes.every((nome) => campoDoCorpo(req, registro.envelope, nome) === undefined));
  if (ausentes.length === 0) return dados;
  const selecao = ausentes.map((c) => c.selecao).join(' ');
  const resposta = await consultar<Json>(`query ${registro.operacao}($id: ID!) { ${registro.item}(id: $id) { ${selecao} } }`, { id: registro.id });
  const atual = resposta[registro.item] as Json | null;
  if (!atual) throw naoEncontrado();
  return semVazios({ ...dados, ...Object.fromEntries(ausentes.map((c) => [c.campo, c.valor(atual)])) });
}

/** The variables of a legacy `PUT …/:id` whose form may leave fields out: `{ id, dados }` with the left-out ones kept. */
export function variaveisDaAtualizacao(registro: Omit<RegistroAtualizado, 'id'>, campos: readonly CampoDoFormularioLegado[], dados: (req: Request) => Json, id: (req: Request) => string = (req) => String(req.params.id)): NonNullable<RotaRest['variaveis']> {
  return async (req, consultar) => {
    const registroDaRequisicao = { ...registro, id: id(req) };
    return { id: registroDaRequisicao.id, dados: await comOsCamposAusentes(req, consultar, registroDaRequisicao, campos, dados(req)) };
  };
}
