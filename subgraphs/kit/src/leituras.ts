import type { GraphQLResolveInfo } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { camposPedidos } from './definition.js';

/*
 * Which stored properties a list must read for the fields an operation asks (docs/decisions.md, "A lista lê só as
 * colunas pedidas"). A page of 50 news asked for `id titulo resumo publicadaEm` read all 23 columns, the HTML body
 * among them: most of the subgraph's work on that page was parsing and dropping text nobody asked for. A stored field
 * is its own property; a field a resolver computes reads what its `@Le` declares; anything else (a resolver that
 * declares nothing, a field this cannot place) reads every column, as before.
 */

/** What each field resolver reads of its root, by resolver class and method (`@Le`). */
const leiturasDosResolvedores = new WeakMap<object, Map<string, readonly string[]>>();

/** Declares the properties of its root a `@FieldResolver` reads, so that a list asked for it reads only those columns. */
export function Le(...propriedades: string[]): MethodDecorator {
  return (prototipo, metodo) => {
    const classe = prototipo.constructor;
    let porMetodo = leiturasDosResolvedores.get(classe);
    if (!porMetodo) leiturasDosResolvedores.set(classe, (porMetodo = new Map()));
    porMetodo.set(String(metodo), propriedades);
  };
}

type Classe = abstract new (...args: never[]) => object;

/** The class or a parent of it, as type-graphql records fields and resolvers of inherited types. */
const daClasse = (classe: Classe, alvo: unknown) => typeof alvo === 'function' && (alvo === classe || classe.prototype instanceof alvo);

/** GraphQL field name → the properties it reads (null: unknown, read everything), per object type class. */
const leiturasPorClasse = new WeakMap<Classe, { tipo: string; porCampo: Map<string, readonly string[] | null> }>();

function leiturasDaClasse(classe: Classe) {
  let leituras = leiturasPorClasse.get(classe);
  if (!leituras) {
    const metadados = getMetadataStorage();
    const tipo = metadados.objectTypes.find((objeto) => objeto.target === classe)?.name ?? classe.name;
    const porCampo = new Map<string, readonly string[] | null>();
    // A field with middleware of its own may read more of the row than the field: unknown.
    for (const campo of metadados.fields) if (daClasse(classe, campo.target)) porCampo.set(campo.schemaName, campo.middlewares?.length ? null : [campo.name]);
    // A resolver wins over a stored field of the same name: it is what answers.
    for (const resolvedor of metadados.fieldResolvers) {
      if (daClasse(classe, resolvedor.getObjectType?.())) porCampo.set(resolvedor.schemaName, leiturasDosResolvedores.get(resolvedor.target)?.get(resolvedor.methodName) ?? null);
    }
    leiturasPorClasse.set(classe, (leituras = { tipo, porCampo }));
  }
  return leituras;
}

/** Per list of field names (`camposPedidos` keeps one array per operation and path). */
const propriedadesPorCampos = new WeakMap<readonly string[], readonly string[] | undefined>();

/**
 * The properties of `classe` the fields selected under `caminho` (by default `itens`, the rows of a page) read; undefined
 * when some field's reads are not known, and the list then reads every column.
 */
export function propriedadesPedidas(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, classe: Classe, caminho: readonly string[] = ['itens']): readonly string[] | undefined {
  const { tipo, porCampo } = leiturasDaClasse(classe);
  const campos = camposPedidos(info, tipo, caminho);
  if (propriedadesPorCampos.has(campos)) return propriedadesPorCampos.get(campos);
  const propriedades = new Set<string>();
  let conhecidas = true;
  for (const campo of campos) {
    if (campo === '__typename') continue;
    const lidas = porCampo.get(campo);
    if (!lidas) {
      conhecidas = false;
      break;
    }
    for (const propriedade of lidas) propriedades.add(propriedade);
  }
  const resultado = conhecidas ? [...propriedades] : undefined;
  propriedadesPorCampos.set(campos, resultado);
  return resultado;
}
