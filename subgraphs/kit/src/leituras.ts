import { isObjectType, type FieldNode, type GraphQLResolveInfo, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/*
 * Which stored properties a list or a federation reference must read for the fields an operation asks
 * (docs/decisions.md, "A lista lê só as colunas pedidas"). A page of 50 news asked for `id titulo resumo publicadaEm` read all 23 columns, the HTML body
 * among them: most of the subgraph's work on that page was parsing and dropping text nobody asked for. A stored field
 * is its own property; a field a resolver computes reads what its `@Le` declares; anything else (a resolver that
 * declares nothing, a field this cannot place) reads every column, as before.
 */

/** Per resolved field node of a parsed operation (the same object for every request of that text), per type and path. */
const camposPorNo = new WeakMap<FieldNode, Map<string, string[]>>();

type InfoDaSelecao = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'> & { schema?: GraphQLSchema };

/**
 * The names of the fields an operation selects on `tipo` under the resolved field (`_entities`), or under the fields
 * of `caminho` below it (`['itens']`, the rows of a page): directly, in inline fragments on that type (what the gateway
 * sends) or without a type, and in named fragments on it. Fields under `@skip`/`@include` count too. By default this
 * leaves out what is asked under an abstract type's condition (`... on _Entity { ... on Deputado { … } }`): enough to
 * decide what is read ahead. `todos` takes in every condition that is not another object type of the schema: what the
 * fields of the row may read (`propriedadesPedidas`), where leaving one out would answer it from a column never read.
 */
export function camposPedidos(info: InfoDaSelecao, tipo: string, caminho: readonly string[] = [], todos = false): string[] {
  const no = info.fieldNodes[0];
  if (!no) return [];
  let porTipo = camposPorNo.get(no);
  if (!porTipo) camposPorNo.set(no, (porTipo = new Map()));
  const chave = [todos ? '*' : '', tipo, ...caminho].join('.');
  let campos = porTipo.get(chave);
  if (!campos) {
    const naCondicao = (condicao: string | undefined) =>
      condicao === undefined || condicao === tipo || (todos && !(info.schema && isObjectType(info.schema.getType(condicao))));
    // The selection sets at the end of the path; the type condition only matters on the last level.
    let niveis: SelectionSetNode[] = info.fieldNodes.flatMap((campo) => (campo.selectionSet ? [campo.selectionSet] : []));
    for (const nome of caminho) niveis = niveis.flatMap((selecao) => selecionados(info, selecao, () => true).filter((campo) => campo.name.value === nome && campo.selectionSet).map((campo) => campo.selectionSet!));
    campos = [...new Set(niveis.flatMap((selecao) => selecionados(info, selecao, naCondicao).map((campo) => campo.name.value)))];
    porTipo.set(chave, campos);
  }
  return campos;
}

/** The fields of a selection set, through the inline and named fragments whose type condition `naCondicao` takes. */
function selecionados(info: Pick<GraphQLResolveInfo, 'fragments'>, selecao: SelectionSetNode, naCondicao: (condicao: string | undefined) => boolean): FieldNode[] {
  const campos: FieldNode[] = [];
  const vistos = new Set<string>();
  const percorrer = (conjunto: SelectionSetNode | undefined) => {
    for (const item of conjunto?.selections ?? []) {
      if (item.kind === 'Field') campos.push(item);
      else if (item.kind === 'InlineFragment') {
        if (naCondicao(item.typeCondition?.name.value)) percorrer(item.selectionSet);
      } else if (!vistos.has(item.name.value)) {
        vistos.add(item.name.value);
        const fragmento = info.fragments[item.name.value];
        if (fragmento && naCondicao(fragmento.typeCondition.name.value)) percorrer(fragmento.selectionSet);
      }
    }
  };
  percorrer(selecao);
  return campos;
}

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

/** Per list of field names (`camposPedidos` keeps one array per operation, type and path). */
const propriedadesPorCampos = new WeakMap<readonly string[], readonly string[] | undefined>();

/**
 * The properties of `classe` the fields selected under `caminho` (by default `itens`, the rows of a page) read; undefined
 * when some field's reads are not known, and the list then reads every column.
 */
export function propriedadesPedidas(info: InfoDaSelecao, classe: Classe, caminho: readonly string[] = ['itens']): readonly string[] | undefined {
  return propriedadesDosCampos(classe, camposPedidos(info, leiturasDaClasse(classe).tipo, caminho, true));
}

/** The properties of `classe` that answering `campos` (GraphQL names of its type) reads; undefined when one is not known. */
function propriedadesDosCampos(classe: Classe, campos: readonly string[]): readonly string[] | undefined {
  if (propriedadesPorCampos.has(campos)) return propriedadesPorCampos.get(campos);
  const { porCampo } = leiturasDaClasse(classe);
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
