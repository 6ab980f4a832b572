import { adminRestDe, CADASTROS, camposDoRegistro, CONJUNTOS, consultasDeLeitura, crudDe, errosDoFormulario, snake, type AdminDoCatalogo, type AdminRest, type CampoDoFormulario } from '@alego/catalog';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { participation } from '../subgraphs/participation/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

/*
 * An update changes only what it sends (docs/decisions.md, "Um PUT legado muda só o que envia"), for every catalog
 * entry with a legacy REST update path, through the real gateway: one field sent changes that field and nothing else;
 * an optional field sent empty is cleared; a required one sent empty is refused with its Portuguese message. The
 * GraphQL `atualizar*` mutation of the entries the catalog's generic resolver serves keeps what its input left out.
 */

let harness: GatewayHarness;
const tokens: Record<string, string> = {};

type Json = Record<string, unknown>;

/** Every entry with a legacy REST update path: a dataset's admin part or an entry the REST engine serves alone. */
const ENTRADAS = CADASTROS.flatMap((cadastro) => {
  const rest: AdminRest | undefined = cadastro.conjunto ? CONJUNTOS.find((c) => c.id === cadastro.conjunto)?.rest?.admin : cadastro.rest ? adminRestDe(cadastro, cadastro.rest) : undefined;
  return rest ? [{ recurso: cadastro.recurso, cadastro, rest }] : [];
});

beforeAll(async () => {
  harness = await startGatewayHarness([transparency, people, participation, access, content]);
  for (const { cadastro } of ENTRADAS) {
    tokens[cadastro.permissao] = await harness.services.signer.signEquipe({ sub: '1', nome: 'Servidora de Teste', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: [cadastro.permissao], funcionalidades: [] }] });
  }
}, 120_000);
afterAll(() => harness?.close());

/** What a save changes besides the fields sent: the update time. */
function semDataDeAlteracao(registro: Json): Json {
  return Object.fromEntries(Object.entries(registro).filter(([campo]) => !/^updated_?at$/i.test(campo)));
}

const TEXTOS = new Set(['texto', 'textoLongo', 'textoRico']);
const obrigatorio = (c: CampoDoFormulario) => c.obrigatorio === true;

/** A free text field of the form (no options, no format): any short text is a valid value. */
const camposDeTexto = (cadastro: AdminDoCatalogo) => cadastro.formulario.filter((c) => TEXTOS.has(c.tipo) && !c.opcoes && !c.componente);

function novoTexto(campo: CampoDoFormulario): string {
  const texto = 'Texto revisto';
  return campo.tipo === 'textoRico' ? `<p>${texto}</p>` : texto.slice(0, campo.maximo ?? texto.length);
}

/** A real one-page PDF, drawn by pdf-lib. */
async function pdf(): Promise<Blob> {
  const documento = await PDFDocument.create();
  const fonte = await documento.embedFont(StandardFonts.Helvetica);
  documento.addPage([595, 842]).drawText('Documento revisto', { x: 50, y: 780, size: 14, font: fonte });
  return new Blob([new Uint8Array(await documento.save())], { type: 'application/pdf' });
}

/** An entry whose empty title takes the file's name: an empty value there is not a clearing. */
const TITULO_DO_ARQUIVO = new Set(['procuradoria_arquivos', 'arquivos']);

/** The entries the catalog's generic resolver serves (the transparency registers): their GraphQL input is derived. */
const doCatalogo = (cadastro: AdminDoCatalogo) => cadastro.grupo === 'Transparência';

describe.each(ENTRADAS)('an update of $recurso', ({ cadastro, rest }) => {
  const token = () => tokens[cadastro.permissao]!;
  const cabecalhos = () => ({ authorization: `Bearer ${token()}` });
  const { item } = consultasDeLeitura(cadastro);
  const selecao = camposDoRegistro(cadastro).join(' ');
  let id = '';

  const lerRest = async () => semDataDeAlteracao((await (await fetch(`${harness.base}/api/admin${rest.caminho}/${id}`, { headers: cabecalhos() })).json()) as Json);
  const lerGraphql = async () => {
    const corpo = (await harness.graphql(`query ($id: ID!) { ${item}(id: $id) { ${selecao} } }`, { id }, cabecalhos())).body;
    expect(corpo.errors, JSON.stringify(corpo.errors)).toBeUndefined();
    return semDataDeAlteracao((corpo.data as Record<string, Json>)[item]!);
  };
  const ler = async () => ({ rest: await lerRest(), graphql: await lerGraphql() });
  const atualizar = async (campos: Json) => {
    const resposta = await fetch(`${harness.base}/api/admin${rest.caminho}/${id}`, { method: 'PUT', body: JSON.stringify({ [rest.envelope]: campos }), headers: { 'content-type': 'application/json', ...cabecalhos() } });
    return { status: resposta.status, corpo: (await resposta.json()) as { mensagem?: string } };
  };

  /**
   * A demo record the entry's rules accept as it is (a PUT with no field saves): a register whose rule asks for a PDF
   * gets one first, sent alone in multipart (the legacy admin's file field), which changes the file and nothing else.
   */
  beforeAll(async () => {
    const registros = (await (await fetch(`${harness.base}/api/admin${rest.caminho}?por_pagina=10`, { headers: cabecalhos() })).json()) as { id: number }[];
    expect(registros.length, `${cadastro.recurso}: the demo seed has records`).toBeGreaterThan(0);
    for (const registro of registros) {
      id = String(registro.id);
      if ((await atualizar({})).status === 200) return;
    }
    expect(rest.arquivo, `${cadastro.recurso}: no demo record saves as it is`).toBeDefined();
    const comArquivo = async () => {
      const form = new FormData();
      form.set(`${rest.envelope}[${rest.arquivo}]`, await pdf(), 'revisto.pdf');
      return fetch(`${harness.base}/api/admin${rest.caminho}/${id}`, { method: 'PUT', body: form, headers: cabecalhos() });
    };
    // The demo materials keep no file and a relative address the rules refuse: the first one the file makes valid.
    let antes: Json = {};
    let resposta: Response | undefined;
    for (const registro of registros) {
      id = String(registro.id);
      antes = await lerGraphql();
      resposta = await comArquivo();
      if (resposta.status === 200) break;
    }
    expect(resposta!.status, await resposta!.text()).toBe(200);
    const depois = await lerGraphql();
    expect(depois).toEqual({ ...antes, [rest.arquivo!]: depois[rest.arquivo!] });
    expect(JSON.stringify((await lerRest())[rest.arquivo!])).toContain('revisto.pdf');
  });

  const [texto] = camposDeTexto(cadastro).filter((c) => rest.formulario[c.campo]);
  it.skipIf(!texto)(`REST: one field sent (${texto?.campo}) changes it alone; the file and every other field stay`, async () => {
    const antes = await ler();
    const valor = novoTexto(texto!);
    const resposta = await atualizar({ [snake(texto!.campo)]: valor });
    expect(resposta.status, JSON.stringify(resposta.corpo)).toBe(200);
    const depois = await ler();
    expect(depois.graphql).toEqual({ ...antes.graphql, [texto!.campo]: depois.graphql[texto!.campo] });
    expect(String(depois.graphql[texto!.campo])).toContain(valor);
    // The REST body may show the field formatted or under another name: every other key is unchanged.
    const mudou = Object.keys(depois.rest).filter((chave) => JSON.stringify(depois.rest[chave]) !== JSON.stringify(antes.rest[chave]));
    expect(mudou.every((chave) => JSON.stringify(depois.rest[chave]).includes(valor)), JSON.stringify(mudou)).toBe(true);
  });

  const opcional = cadastro.formulario.find((c) => TEXTOS.has(c.tipo) && !c.obrigatorio && !c.componente && rest.formulario[c.campo] && !(TITULO_DO_ARQUIVO.has(cadastro.recurso) && c.campo === 'titulo'));
  it.skipIf(!opcional)(`REST: an optional field sent empty (${opcional?.campo}) is cleared, the others stay`, async () => {
    const preenchido = await atualizar({ [snake(opcional!.campo)]: novoTexto(opcional!) });
    expect(preenchido.status, JSON.stringify(preenchido.corpo)).toBe(200);
    const antes = await lerGraphql();
    const resposta = await atualizar({ [snake(opcional!.campo)]: '' });
    expect(resposta.status, JSON.stringify(resposta.corpo)).toBe(200);
    expect(await lerGraphql()).toEqual({ ...antes, [opcional!.campo]: null });
  });

  const exigido = cadastro.formulario.find((c) => TEXTOS.has(c.tipo) && obrigatorio(c) && !c.componente && rest.formulario[c.campo]);
  const mensagemDoExigido = () => errosDoFormulario({ formulario: [exigido!] }, { [exigido!.campo]: '' }, { anoAtual: new Date().getFullYear(), temArquivo: true })[0]!.mensagem;
  it.skipIf(!exigido)(`REST: a required field sent empty (${exigido?.campo}) is refused with its message, nothing changes`, async () => {
    const antes = await ler();
    const resposta = await atualizar({ [snake(exigido!.campo)]: '' });
    expect(resposta.status).toBe(400);
    expect(resposta.corpo.mensagem).toContain(mensagemDoExigido());
    expect(await ler()).toEqual(antes);
  });

  // The input's non-null fields must be sent: the required ones without a default (GraphQL refuses an input without them).
  const naoNulos = cadastro.formulario.filter((c) => obrigatorio(c) && c.valorPadrao === undefined && c.tipo !== 'pdf' && c.tipo !== 'pdfs' && c.tipo !== 'linhas');
  const graphql = async (query: string, variables: Json) => (await harness.graphql(query, variables, cabecalhos())).body;
  const mutacao = `mutation ($id: ID!, $dados: ${crudDe(cadastro).input}!) { ${crudDe(cadastro).atualizar}(id: $id, dados: $dados) { id } }`;
  const exigidosGuardados = (registro: Json) => Object.fromEntries(naoNulos.map((c) => [c.campo, typeof registro[c.campo] === 'number' && c.tipo !== 'ano' && c.tipo !== 'mes' && c.tipo !== 'inteiro' ? String(registro[c.campo]) : registro[c.campo]]));

  it.skipIf(!doCatalogo(cadastro) || !texto)(`GraphQL: ${crudDe(cadastro).atualizar} with ${texto?.campo} (and the non-null fields as stored) keeps every optional field left out`, async () => {
    const antes = await lerGraphql();
    const valor = novoTexto(texto!);
    const corpo = await graphql(mutacao, { id, dados: { ...exigidosGuardados(antes), [texto!.campo]: valor } });
    expect(corpo.errors, JSON.stringify(corpo.errors)).toBeUndefined();
    const depois = await lerGraphql();
    expect(depois).toEqual({ ...antes, [texto!.campo]: depois[texto!.campo] });
    expect(String(depois[texto!.campo])).toContain(valor);
  });

  const opcionalGraphql = cadastro.formulario.find((c) => TEXTOS.has(c.tipo) && !c.obrigatorio && !c.componente);
  it.skipIf(!doCatalogo(cadastro) || !opcionalGraphql)(`GraphQL: null clears an optional field (${opcionalGraphql?.campo}); a required one sent empty is refused in Portuguese`, async () => {
    const guardado = await lerGraphql();
    expect((await graphql(mutacao, { id, dados: { ...exigidosGuardados(guardado), [opcionalGraphql!.campo]: novoTexto(opcionalGraphql!) } })).errors).toBeUndefined();
    const antes = await lerGraphql();
    const limpo = await graphql(mutacao, { id, dados: { ...exigidosGuardados(antes), [opcionalGraphql!.campo]: null } });
    expect(limpo.errors, JSON.stringify(limpo.errors)).toBeUndefined();
    expect(await lerGraphql()).toEqual({ ...antes, [opcionalGraphql!.campo]: null });
    if (!exigido) return;
    const recusado = await graphql(mutacao, { id, dados: { ...exigidosGuardados(antes), [exigido.campo]: '' } });
    expect(recusado.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(recusado.errors?.[0]?.message).toContain(mensagemDoExigido());
  });
});

describe('the catalog gives the partial update something to check', () => {
  it('every entry with a REST update path but one has a free text field to change', () => {
    // The monthly transfers have only a year, a month and amounts.
    expect(ENTRADAS.filter(({ cadastro, rest }) => !camposDeTexto(cadastro).some((c) => rest.formulario[c.campo])).map((e) => e.recurso)).toEqual(['repasses_duodecimos']);
    expect(ENTRADAS.filter(({ cadastro }) => doCatalogo(cadastro)).length).toBeGreaterThan(20);
  });
});
