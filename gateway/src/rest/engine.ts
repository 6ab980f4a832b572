import type { Request } from 'express';
import {
  CADASTROS,
  camposDoRegistro,
  consultasDeLeitura,
  CONJUNTOS,
  crudDe,
  adminRestDe,
  tipoGraphql,
  type AdminDoCatalogo,
  MENSAGEM_EXCLUIDO,
  MENSAGEM_SALVO,
  paraRest,
  POR_PAGINA_ADMIN,
  POR_PAGINA_REST,
  snake,
  type AcaoDoCadastro,
  type AdminRest,
  type LeituraDoCampo,
  type Conjunto,
  type Filtro,
  type RaizesGraphql,
  type RestDoConjunto,
  type Vocabulario,
} from '@alego/catalog';
import { excecoesAdmin, excecoesTransparencia } from './exceptions.js';
import { juntarPdfs } from './juntar-pdfs.js';
import type { ListaNoSubgrafo } from './listas-do-subgrafo.js';
import { variaveisDaAtualizacao, type CampoDoFormularioLegado } from './mantidos.js';
import { filtrosDaConsulta, id, inteiro, naoEncontrado, obrigatorio, paginacao, semVazios, texto } from './params.js';
import { CAMPOS_DA_PAGINA, campoDoCorpo, inteiroDe, textoDe, type Consultar, type RotaRest } from './shim.js';

/*
 * The REST engine: every documented `/api/transparencia/...` and `/api/admin/...` path of a catalog entry, derived
 * from the entry (schema/src/rest.ts) with one behaviour everywhere (docs/transparencia.md): snake_case bodies with
 * numeric ids, a bad parameter → 400 naming it, a missing record → 404 `{mensagem}`, the pagination and totals headers.
 * The few irregular legacy shapes are in exceptions.ts.
 */

// Any JSON the operation answered; the engine only reads the roots it asked for.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape belongs to each entry's selection
type Json = Record<string, any>;

/** `/contratos-e-convenios/tipo_contratos` → `Rest_contratos_e_convenios_tipo_contratos` (names the operation in logs). */
function nomeDaOperacao(prefixo: string, caminho: string): string {
  return `${prefixo}${caminho.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, '')}`;
}

/** Every filter the legacy list reads: the entry's own and the ones only the legacy API had. */
export function filtrosRest(conjunto: Conjunto): readonly Filtro[] {
  return [...conjunto.filtros, ...(conjunto.rest?.filtros ?? [])];
}

/** The totals fields the headers read, selected once. */
function camposDosTotais(rest: RestDoConjunto): string[] {
  return [...new Set([...Object.values(rest.cabecalhos ?? {}), ...Object.values(rest.cabecalhosDoMes ?? {})])];
}

function cabecalhosDaLista(rest: RestDoConjunto, totais: Json | undefined, filtro: Record<string, unknown>): Record<string, string> {
  const cabecalhos: Record<string, string> = {};
  const doMes = filtro.ano !== undefined && filtro.mes !== undefined;
  for (const [nome, campo] of Object.entries({ ...rest.cabecalhos, ...(doMes ? rest.cabecalhosDoMes : {}) })) cabecalhos[nome] = String(totais?.[campo] ?? '');
  if (rest.cabecalhosDoPeriodo) {
    if (filtro.ano !== undefined) cabecalhos.Ano = String(filtro.ano);
    if (filtro.mes !== undefined) cabecalhos.Mes = String(filtro.mes);
  }
  return cabecalhos;
}

/**
 * The paged list of an entry at `caminho`: its items in the entry's REST selection, the pagination headers and the
 * totals headers. A filter's parameter may also come in the path (`/orcamentos/:ano`).
 */
function rotaDaLista(conjunto: Conjunto, caminho: string, porPagina: number, publica = false): RotaRest {
  const rest = conjunto.rest!;
  const totais = camposDosTotais(rest);
  // A public paginated list may be answered by its subgraph in SQL (listas-do-subgrafo.ts); the admin's stay here.
  const noSubgrafo: ListaNoSubgrafo | undefined =
    publica && conjunto.tipoDoFiltro && !conjunto.lista
      ? { raiz: conjunto.raiz, campos: rest.campos, ...(totais.length && conjunto.totais ? { totais: { raiz: conjunto.totais.raiz, tipoDoFiltro: conjunto.tipoDoFiltro, campos: totais } } : {}) }
      : undefined;
  const selecaoDosTotais = totais.length && conjunto.totais ? ` ${conjunto.totais.raiz}(filtro: $filtro) { ${totais.join(' ')} }` : '';
  const filtros = filtrosRest(conjunto);
  const filtroDe = (req: Request) => ({ ...filtrosDaConsulta(req, filtros), ...rest.filtroFixo });
  return {
    metodo: 'get',
    caminho,
    paginada: true,
    operacao: `query ${nomeDaOperacao('Rest', caminho)}($filtro: ${conjunto.tipoDoFiltro}, $pagina: Int!, $porPagina: Int!) {
      ${conjunto.raiz}(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${rest.campos} } ${CAMPOS_DA_PAGINA} }${selecaoDosTotais}
    }`,
    variaveis: (req) => ({ filtro: filtroDe(req), ...paginacao(req, porPagina) }),
    resposta: (dados) => paraRest(dados[conjunto.raiz].itens),
    cabecalhos: (dados, req) => cabecalhosDaLista(rest, conjunto.totais ? dados[conjunto.totais.raiz] : undefined, filtroDe(req)),
    ...(noSubgrafo ? { noSubgrafo } : {}),
  };
}

/** One record by id; an id that is not a number names no record either. */
function rotaDoItem(raiz: string, caminho: string, campos: string, prefixo: string): RotaRest {
  return {
    metodo: 'get',
    caminho,
    operacao: `query ${nomeDaOperacao(prefixo, caminho)}($id: ID!) { ${raiz}(id: $id) { ${campos} } }`,
    variaveis: (req) => ({ id: idDoCaminho(req) }),
    resposta: (dados) => {
      if (!dados[raiz]) throw naoEncontrado();
      return paraRest(dados[raiz]);
    },
  };
}

/** A record the server picks, with no id (`/organogramas/ultimo`): none → 404. */
function rotaDoEscolhido(raiz: string, caminho: string, campos: string): RotaRest {
  return {
    metodo: 'get',
    caminho,
    operacao: `query ${nomeDaOperacao('Rest', caminho)} { ${raiz} { ${campos} } }`,
    resposta: (dados) => {
      if (!dados[raiz]) throw naoEncontrado();
      return paraRest(dados[raiz]);
    },
  };
}

function idDoCaminho(req: Request): string {
  const valor = String(req.params.id);
  if (!/^\d{1,18}$/.test(valor)) throw naoEncontrado();
  return valor;
}

/** A vocabulary parameter from the query string, by its GraphQL type; `!` makes it required. */
function parametroDoVocabulario(req: Request, nome: string, tipo: string): unknown {
  const valor = tipo.startsWith('Int') ? inteiro(req, nome) : tipo === 'ID' ? id(req, nome) : texto(req, nome);
  return tipo.endsWith('!') ? obrigatorio(valor, `Informe o parâmetro ${nome}.`) : valor;
}

function rotaDoVocabulario(v: Vocabulario, prefixo: string): RotaRest {
  const parametros = Object.entries(v.parametros ?? {});
  const declaracoes = parametros.length ? `(${parametros.map(([nome, tipo]) => `$${nome}: ${tipo}`).join(', ')})` : '';
  const argumentos = [v.argumentos, ...parametros.map(([nome]) => `${nome}: $${nome}`)].filter(Boolean).join(', ');
  return {
    metodo: 'get',
    caminho: v.caminho,
    operacao: `query ${nomeDaOperacao(prefixo, v.caminho)}${declaracoes} { ${v.raiz}${argumentos ? `(${argumentos})` : ''}${v.campos ? ` { ${v.campos} }` : ''} }`,
    variaveis: (req) => semVazios(Object.fromEntries(parametros.map(([nome, tipo]) => [nome, parametroDoVocabulario(req, nome, tipo)]))),
    resposta: (dados) => paraRest(dados[v.raiz]),
  };
}

const LEITORES: Record<LeituraDoCampo, (valor: unknown) => unknown> = {
  texto: textoDe,
  inteiro: inteiroDe,
  textoOuNulo: (valor) => textoDe(valor) || null,
  inteiroOuNulo: (valor) => inteiroDe(valor) ?? null,
};

/**
 * Nested rows (`votos[0][deputado_id]`, a JSON list or the form's indexed object): each row's fields, its `id` and
 * `_destroy`; anything that is not a row is dropped, so a bad list answers the rules' messages, never a crash.
 */
function lerLinhas(valor: unknown, campos: Readonly<Record<string, LeituraDoCampo>>): Record<string, unknown>[] | null {
  if (!valor || typeof valor !== 'object') return null;
  const linhas = (Array.isArray(valor) ? valor : Object.values(valor)).filter((linha): linha is Record<string, unknown> => !!linha && typeof linha === 'object');
  return linhas.map((linha) =>
    semVazios({
      ...Object.fromEntries(Object.entries(campos).map(([campo, tipo]) => [campo, LEITORES[tipo](linha[snake(campo)])])),
      id: textoDe(linha.id) || null,
      _destroy: ['1', 'true', true].includes(linha._destroy as string | boolean) || null,
    }),
  );
}

/** The entry's fields the save sent in the query string (`?aba&campo`) and not in its form, read like the form's. */
function camposDaConsulta(admin: AdminRest, req: Request): Record<string, unknown> {
  return semVazios(
    Object.fromEntries(
      (admin.daConsulta ?? []).flatMap((campo) => {
        const tipo = admin.formulario[campo];
        if (typeof tipo !== 'string' || campoDoCorpo(req, admin.envelope, snake(campo)) !== undefined) return [];
        return [[campo, LEITORES[tipo](req.query[snake(campo)])]];
      }),
    ),
  );
}

/**
 * The legacy form (`envelope[campo_em_snake_case]`, JSON or multipart) as the GraphQL input. A field the request left
 * out is left out of the input (the subgraph keeps it); one sent empty is sent as empty or null (it clears).
 */
function dadosDoFormulario(admin: AdminRest, req: Request): Record<string, unknown> {
  return semVazios({
    ...Object.fromEntries(
      Object.entries(admin.formulario).map(([campo, tipo]) => {
        if (typeof tipo === 'string') {
          const valor = campoDoCorpo(req, admin.envelope, snake(campo));
          return [campo, valor === undefined ? undefined : LEITORES[tipo](valor)];
        }
        const linhas = campoDoCorpo(req, admin.envelope, snake(campo)) ?? campoDoCorpo(req, admin.envelope, `${snake(campo)}_attributes`);
        return [campo, linhas === undefined ? undefined : lerLinhas(linhas, tipo.linhas)];
      }),
    ),
    ...camposDaConsulta(admin, req),
  });
}

/**
 * The entry's fields a legacy PUT may leave out, read back under their input names. Nested rows are not among them:
 * a list left out already leaves its rows as they are (`aplicarAninhados`), and sending them back would rewrite them.
 */
function camposLegados(admin: AdminRest): CampoDoFormularioLegado[] {
  return Object.entries(admin.formulario).flatMap(([campo, tipo]) =>
    typeof tipo === 'string' ? [{ campo, nomes: [snake(campo)], selecao: campo, valor: (atual: Json) => (atual[campo] === null ? null : LEITORES[tipo](atual[campo])) }] : [],
  );
}

/** `/orcamentos/:id` → `/orcamentos`: a write operation is named after its entry's path. */
function semId(caminho: string): string {
  return caminho.replace(/\/:id\b/, '');
}

/** A record of an item path with fixed values (`secao: contato`) must have them, or it is not found there. */
function comOsFixos(registro: Json, fixos: Readonly<Record<string, string>>): boolean {
  return Object.entries(fixos).every(([campo, valor]) => String(registro[campo]) === valor);
}

/**
 * List, show, create, update and delete as the legacy admin called them (back-office §7), the PDF as multipart, and the
 * entry's other legacy paths (`sinonimos`) answered by the same operations.
 */
function rotasDoCadastro(nome: string, admin: AdminRest, raizes: RaizesGraphql, lista: RotaRest, campos: string): RotaRest[] {
  const { item, criar, atualizar, excluir, input } = raizes;
  if (!item || !criar || !atualizar || !excluir || !input) throw new Error(`catálogo: o cadastro de ${nome} precisa das raízes item, criar, atualizar, excluir e input`);
  const caminhoDoItem = `${admin.caminho}/:id`;
  const mensagem = admin.mensagem ?? MENSAGEM_SALVO;
  // Every legacy form may come as multipart; only the entry's file field (`envelope[arquivo]`) may carry a file.
  const arquivos = admin.arquivo ? { [admin.arquivo]: `dados.${admin.arquivo}` } : {};
  const dados = (req: Request, fixos: Readonly<Record<string, string>> = {}) => ({ ...dadosDoFormulario(admin, req), ...fixos });
  // A write through a path with fixed values touches only a record that has them (the contacts' path, only a contact).
  const conferirOsFixos = async (req: Request, consultar: Consultar, caminho: string, fixos: Readonly<Record<string, string>> | undefined) => {
    if (!fixos) return;
    const resposta = await consultar<Json>(`query ${nomeDaOperacao('RestConferir', semId(caminho))}($id: ID!) { ${item}(id: $id) { ${Object.keys(fixos).join(' ')} } }`, { id: idDoCaminho(req) });
    if (!resposta[item] || !comOsFixos(resposta[item], fixos)) throw naoEncontrado();
  };
  const rotas: Record<AcaoDoCadastro, (caminho: string, fixos?: Readonly<Record<string, string>>) => Omit<RotaRest, 'metodo'>> = {
    lista: (caminho, fixos = {}) => ({
      ...lista,
      caminho,
      variaveis: async (req, consultar) => {
        const variaveis = (await lista.variaveis?.(req, consultar)) ?? {};
        return { ...variaveis, filtro: { ...(variaveis.filtro as object), ...fixos } };
      },
    }),
    item: (caminho, fixos = {}) => ({
      ...rotaDoItem(item, caminho, campos, 'RestAdmin'),
      resposta: (resposta: Json) => {
        if (!resposta[item] || !comOsFixos(resposta[item], fixos)) throw naoEncontrado();
        return paraRest(resposta[item]);
      },
    }),
    criar: (caminho, fixos) => ({
      caminho,
      status: 201,
      arquivos,
      operacao: `mutation ${nomeDaOperacao('RestCriar', semId(caminho))}($dados: ${input}!) { ${criar}(dados: $dados) { id } }`,
      variaveis: (req) => ({ dados: dados(req, fixos) }),
      resposta: (resposta: Json) => ({ mensagem, id: Number(resposta[criar].id) }),
    }),
    atualizar: (caminho, fixos) => {
      const manter = variaveisDaAtualizacao({ envelope: admin.envelope, item, operacao: nomeDaOperacao('RestAtual', semId(caminho)) }, camposLegados(admin), (req) => dados(req, fixos), idDoCaminho);
      return {
        caminho,
        arquivos,
        operacao: `mutation ${nomeDaOperacao('RestAtualizar', semId(caminho))}($id: ID!, $dados: ${input}!) { ${atualizar}(id: $id, dados: $dados) { id } }`,
        variaveis: async (req, consultar) => {
          await conferirOsFixos(req, consultar, caminho, fixos);
          const { id, dados: lidos } = await manter(req, consultar);
          // A field the form left out is read back, unless the query string sent it; the path's fixed values win over both.
          return { id, dados: { ...(lidos as Json), ...camposDaConsulta(admin, req), ...fixos } };
        },
        resposta: (resposta: Json) => ({ mensagem, id: Number(resposta[atualizar].id) }),
      };
    },
    excluir: (caminho, fixos) => ({
      caminho,
      operacao: `mutation ${nomeDaOperacao('RestExcluir', semId(caminho))}($id: ID!) { ${excluir}(id: $id) }`,
      variaveis: async (req, consultar) => {
        await conferirOsFixos(req, consultar, caminho, fixos);
        return { id: idDoCaminho(req) };
      },
      resposta: () => ({ mensagem: MENSAGEM_EXCLUIDO }),
    }),
  };
  return [
    // The other paths first: `/x/descricao/contatos` is not the item `/x/:id`.
    ...(admin.sinonimos ?? []).map((s): RotaRest => ({ ...rotas[s.acao](s.caminho, s.fixos), metodo: s.metodo })),
    lista,
    { ...rotas.item(caminhoDoItem), metodo: 'get' },
    { ...rotas.criar(admin.caminho), metodo: 'post' },
    ...(admin.juntarPdfs
      ? [
          {
            metodo: 'post' as const,
            caminho: `${admin.caminho}${admin.juntarPdfs}`,
            status: 201,
            // Every file of the form (`envelope[arquivos][]`) goes, merged into one, to the entry's file field.
            arquivos: (partes: string[]) => (partes.includes('arquivos') ? `dados.${admin.arquivo}` : undefined),
            combinarArquivos: juntarPdfs,
            operacao: `mutation ${nomeDaOperacao('RestJuntar', admin.caminho)}($dados: ${input}!) { ${criar}(dados: $dados) { id } }`,
            variaveis: (req: Request) => ({ dados: dadosDoFormulario(admin, req) }),
            resposta: (resposta: Json) => ({ mensagem, id: Number(resposta[criar].id) }),
          },
        ]
      : []),
    { ...rotas.atualizar(caminhoDoItem), metodo: 'put' },
    { ...rotas.excluir(caminhoDoItem), metodo: 'delete' },
  ];
}

/** The list filter of an entry without a dataset: the term and the entry's exact filters, named in snake_case. */
function filtroDoCadastro(admin: AdminDoCatalogo, req: Request): Record<string, unknown> {
  const numericos = new Set(['ano', 'mes', 'inteiro']);
  const filtros = (admin.filtros ?? []).map((nome) => {
    const tipo = admin.formulario.find((c) => c.campo === nome)?.tipo ?? 'texto';
    return [nome, numericos.has(tipo) ? inteiro(req, snake(nome)) : texto(req, snake(nome))];
  });
  return semVazios({ ...(admin.busca ? { termo: texto(req, 'termo') } : {}), ...Object.fromEntries(filtros) });
}

/** The admin paths of a catalog entry without a dataset (`rest` in its admin part): its records in the admin's selection. */
export function rotasDoCadastroDoCatalogo(admin: AdminDoCatalogo): RotaRest[] {
  const campos = camposDoRegistro(admin).join(' ');
  const { lista: plural, item } = consultasDeLeitura(admin);
  const caminho = admin.caminhoRest ?? admin.caminho;
  const rest = adminRestDe(admin, admin.rest);
  const lista: RotaRest = {
    metodo: 'get',
    caminho,
    paginada: true,
    operacao: `query ${nomeDaOperacao('RestAdmin', caminho)}($filtro: ${tipoGraphql(admin)}Filtro, $pagina: Int!, $porPagina: Int!) {
      ${plural}(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${campos} } ${CAMPOS_DA_PAGINA} }
    }`,
    variaveis: (req) => ({ filtro: filtroDoCadastro(admin, req), ...paginacao(req, rest.porPagina ?? POR_PAGINA_ADMIN) }),
    resposta: (dados) => paraRest(dados[plural].itens),
  };
  return [...(rest.vocabularios ?? []).map((v) => rotaDoVocabulario(v, 'RestAdmin')), ...rotasDoCadastro(admin.recurso, rest, { ...crudDe(admin), item }, lista, campos)];
}

/** Vocabularies first (`/empenhos/anos` is not `/empenhos/:id`), then the exceptions, the lists and the items. */
function rotasPublicas(conjuntos: readonly Conjunto[]): RotaRest[] {
  const comRest = conjuntos.filter((c): c is Conjunto & { rest: RestDoConjunto } => c.rest !== undefined);
  return [
    ...comRest.flatMap((c) => (c.rest.vocabularios ?? []).map((v) => rotaDoVocabulario(v, 'Rest'))),
    ...comRest.flatMap((c) => (c.rest.escolhidos ?? []).map((e) => rotaDoEscolhido(e.raiz, e.caminho, [c.rest.campos, c.rest.camposDoItem].filter(Boolean).join(' ')))),
    ...excecoesTransparencia,
    ...comRest.flatMap((c) => (c.rest.lista ?? []).map((caminho) => rotaDaLista(c, caminho, POR_PAGINA_REST, true))),
    ...comRest.flatMap((c) => {
      const raiz = c.graphql?.item;
      return c.rest.item && raiz ? [rotaDoItem(raiz, c.rest.item, [c.rest.campos, c.rest.camposDoItem].filter(Boolean).join(' '), 'Rest')] : [];
    }),
  ];
}

function rotasDeAdmin(conjuntos: readonly Conjunto[]): RotaRest[] {
  const comAdmin = conjuntos.flatMap((c) => (c.rest?.admin ? [{ conjunto: c, admin: c.rest.admin }] : []));
  return [
    ...comAdmin.flatMap(({ admin }) => (admin.vocabularios ?? []).map((v) => rotaDoVocabulario(v, 'RestAdmin'))),
    ...excecoesAdmin,
    ...comAdmin.flatMap(({ conjunto, admin }) => rotasDoCadastro(conjunto.id, admin, conjunto.graphql ?? {}, rotaDaLista(conjunto, admin.caminho, POR_PAGINA_ADMIN), conjunto.rest!.campos)),
    ...CADASTROS.filter((c) => c.rest && !c.conjunto).flatMap(rotasDoCadastroDoCatalogo),
  ];
}

/** Mounted at `/api/transparencia`. */
export const rotasTransparencia: RotaRest[] = rotasPublicas(CONJUNTOS);
/** Mounted at `/api/admin` (with the other admin tables). */
export const rotasAdminTransparencia: RotaRest[] = rotasDeAdmin(CONJUNTOS);
