import { get } from 'node:http';
import { textoDoPdf } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { Migration20261128212048_telefones_contatos as MigracaoDosTelefones } from '../subgraphs/content/src/migrations/Migration20261128212048_telefones_contatos.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

// The contacts directory's admin (back-office §7 `/contatos`, docs/contatos.md) through the gateway: the legacy REST
// paths with api/admin/contatos (admin allowed, editor denied), phones split from fax, the legacy normalisation.
let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
}, 120_000);
afterAll(() => harness?.close());

interface Telefone {
  id: number;
  tipo_cd: string;
  numero: string;
}
interface Contato {
  id: number;
  nome: string;
  tipo: string;
  tipo_descricao: string;
  responsavel: string | null;
  telefones: string[];
  fax: string | null;
  telefones_lotacao: Telefone[];
  email: string | null;
  localizacao: string | null;
  ordem: number;
}

const admin = (caminho: string, login: string | null, init: RequestInit = {}) =>
  fetch(`${harness.base}/api/admin${caminho}`, {
    ...init,
    headers: { ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...(login ? { authorization: `Bearer ${tokens[login]}` } : {}) },
  });
const json = (corpo: unknown) => JSON.stringify(corpo);
const mostrar = async (id: number) => (await (await admin(`/contatos/${id}`, 'admin')).json()) as Contato;

describe('contatos no admin', () => {
  it('lists by term with 20 a page and shows a contact with its phones apart from the fax; only with the permission', async () => {
    const lista = await admin('/contatos?termo=comunica', 'admin');
    expect(lista.status).toBe(200);
    expect(lista.headers.get('quantidadePorPagina')).toBe('20');
    const itens = (await lista.json()) as Contato[];
    expect(itens.map((c) => c.nome)).toEqual(['Secretaria de Comunicação']);
    const secom = await mostrar(itens[0]!.id);
    expect(secom).toMatchObject({ tipo: 'departamento', tipo_descricao: 'Setor', telefones: ['(62) 3221-3100', '(62) 3221-3101'], fax: '(62) 3221-3199' });
    expect(secom.telefones_lotacao.map((t) => [t.tipo_cd, t.numero])).toEqual([
      ['telefone', '623221-3100'],
      ['telefone', '623221-3101'],
      ['fax', '623221-3199'],
    ]);
    expect((await admin('/contatos?pagina=2', 'admin')).status).toBe(200);
    expect((await admin('/contatos?pagina=0', 'admin')).status).toBe(400);
    for (const caminho of ['/contatos', `/contatos/${secom.id}`]) {
      expect((await admin(caminho, 'editor')).status).toBe(403);
      expect((await admin(caminho, null)).status).toBe(401);
    }
    expect((await admin('/contatos/999999', 'admin')).status).toBe(404);
  });

  it('creates from the multipart form, the phones as an object keyed by index; digits, dot and minus are kept', async () => {
    const form = new FormData();
    form.append('contato[nome]', 'Diretoria de Dados');
    form.append('contato[tipo]', 'departamento');
    form.append('contato[email]', 'dados@example.com');
    form.append('contato[telefones_lotacao_attributes][0][tipo_cd]', 'telefone');
    form.append('contato[telefones_lotacao_attributes][0][numero]', '(62) 3221-5000');
    form.append('contato[telefones_lotacao_attributes][1][tipo_cd]', 'fax');
    form.append('contato[telefones_lotacao_attributes][1][numero]', '+55 62 3221.5099');
    expect((await admin('/contatos', 'editor', { method: 'POST', body: form })).status).toBe(403);
    const criado = await admin('/contatos', 'admin', { method: 'POST', body: form });
    expect(criado.status).toBe(201);
    const { mensagem, id } = (await criado.json()) as { mensagem: string; id: number };
    expect(mensagem).toBe('Salvo com sucesso!');
    // Stored as typed minus what the input refuses, read back in the Brazilian form; an international number as stored.
    expect(await mostrar(id)).toMatchObject({ nome: 'Diretoria de Dados', telefones: ['(62) 3221-5000'], fax: '55623221.5099', email: 'dados@example.com' });
    // The public directory reads the same records.
    const publico = (await (await fetch(`${harness.base}/api/portal/contatos/departamentos`)).json()) as Contato[];
    expect(publico.find((c) => Number(c.id) === id)).toMatchObject({ telefones: ['(62) 3221-5000'], fax: '55623221.5099' });
  });

  it('refuses bad input with Portuguese messages and stores nothing', async () => {
    const antes = Number((await admin('/contatos', 'admin')).headers.get('TotalLinhas'));
    const resposta = await admin('/contatos', 'admin', {
      method: 'POST',
      body: json({ contato: { nome: ' ', tipo: 'diretoria', telefones_lotacao_attributes: [{ tipo_cd: 'celular', numero: '(62) 3221-0000' }, { tipo_cd: 'telefone', numero: 'ramal' }, { tipo_cd: 'telefone' }] } }),
    });
    expect(resposta.status).toBe(400);
    const { mensagem } = (await resposta.json()) as { mensagem: string };
    expect(mensagem).toContain('Informe o nome do setor ou do gabinete.');
    expect(mensagem).toContain('Tipo de contato inválido');
    expect(mensagem).toContain('Telefones, linha 1: Tipo de telefone inválido');
    expect(mensagem).toContain('Telefones, linha 2: o número deve ter algarismos.');
    expect(mensagem).toContain('Telefones, linha 3: Informe o número.');
    expect(Number((await admin('/contatos', 'admin')).headers.get('TotalLinhas'))).toBe(antes);
  });

  it('a PUT without the phones leaves them; with them, it updates, adds and removes the ones it names; then deletes', async () => {
    const criado = await admin('/contatos', 'admin', {
      method: 'POST',
      body: json({ contato: { nome: 'Gabinete de Teste', tipo: 'gabinete', telefones_lotacao_attributes: { 0: { tipo_cd: 'telefone', numero: '3221-4500' }, 1: { tipo_cd: 'fax', numero: '3221-4599' } } } }),
    });
    const { id } = (await criado.json()) as { id: number };
    const salvar = (contato: Record<string, unknown>, login = 'admin') => admin(`/contatos/${id}`, login, { method: 'PUT', body: json({ contato }) });
    expect((await salvar({ nome: 'Outro', tipo: 'gabinete' }, 'editor')).status).toBe(403);
    const semTelefones = await salvar({ nome: 'Gabinete do Deputado Teste', tipo: 'gabinete', responsavel: 'Teste' });
    expect(semTelefones.status).toBe(200);
    expect(await semTelefones.json()).toEqual({ mensagem: 'Salvo com sucesso!', id });
    const depois = await mostrar(id);
    expect(depois).toMatchObject({ nome: 'Gabinete do Deputado Teste', responsavel: 'Teste', telefones: ['3221-4500'], fax: '3221-4599' });
    const [telefone, fax] = depois.telefones_lotacao;
    const comTelefones = await salvar({
      nome: 'Gabinete do Deputado Teste',
      tipo: 'gabinete',
      telefones_lotacao_attributes: [
        { id: telefone!.id, tipo_cd: 'telefone', numero: '3221-4501' },
        { id: fax!.id, _destroy: '1' },
        { tipo_cd: 'telefone', numero: '3221-4502' },
      ],
    });
    expect(comTelefones.status).toBe(200);
    expect(await mostrar(id)).toMatchObject({ telefones: ['3221-4501', '3221-4502'], fax: null });
    // A row of another contact cannot be reached through this one.
    const secom = ((await (await admin('/contatos?termo=comunica', 'admin')).json()) as Contato[])[0]!;
    const alheio = (await mostrar(secom.id)).telefones_lotacao[0]!;
    const invasao = await salvar({ nome: 'Gabinete do Deputado Teste', tipo: 'gabinete', telefones_lotacao_attributes: [{ id: alheio.id, tipo_cd: 'telefone', numero: '0' }] });
    expect(invasao.status).toBe(400);
    expect((await mostrar(secom.id)).telefones_lotacao[0]).toEqual(alheio);
    expect((await admin(`/contatos/${id}`, 'editor', { method: 'DELETE' })).status).toBe(403);
    const excluido = await admin(`/contatos/${id}`, 'admin', { method: 'DELETE' });
    expect(excluido.status).toBe(200);
    expect((await admin(`/contatos/${id}`, 'admin')).status).toBe(404);
  });

  it('GraphQL: reading and writing the admin directory need a login and api/admin/contatos; with it, both work', async () => {
    const comLogin = (login: string | null): Record<string, string> => (login ? { authorization: `Bearer ${tokens[login]}` } : {});
    const codigo = (resposta: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) => resposta.body.errors?.[0]?.extensions?.code;
    const lista = `query { diretorioDeContatosAdmin(filtro: { termo: "comunica" }) { total itens { id nome telefones fax } } }`;
    expect(codigo(await harness.graphql(lista, {}, comLogin(null)))).toBe('UNAUTHENTICATED');
    expect(codigo(await harness.graphql(lista, {}, comLogin('editor')))).toBe('FORBIDDEN');
    const lida = await harness.graphql<{ diretorioDeContatosAdmin: { total: number; itens: Contato[] } }>(lista, {}, comLogin('admin'));
    expect(lida.body.data!.diretorioDeContatosAdmin).toMatchObject({ total: 1, itens: [{ nome: 'Secretaria de Comunicação', fax: '(62) 3221-3199' }] });
    const item = `query ($id: ID!) { contatoAdmin(id: $id) { nome telefonesLotacao { tipoCd numero } } }`;
    const id = lida.body.data!.diretorioDeContatosAdmin.itens[0]!.id;
    expect(codigo(await harness.graphql(item, { id }, comLogin('editor')))).toBe('FORBIDDEN');
    expect((await harness.graphql(item, { id }, comLogin('admin'))).body.data).toMatchObject({ contatoAdmin: { nome: 'Secretaria de Comunicação' } });

    const criar = `mutation ($dados: ContatoInput!) { criarContato(dados: $dados) { id nome telefones fax } }`;
    const dados = { nome: 'Cerimonial', tipo: 'departamento', telefonesLotacao: [{ tipoCd: 'telefone', numero: '(62) 3221-6000 ramal' }, { tipoCd: 'fax', numero: '3221-6099' }] };
    expect(codigo(await harness.graphql(criar, { dados }, comLogin(null)))).toBe('UNAUTHENTICATED');
    expect(codigo(await harness.graphql(criar, { dados }, comLogin('editor')))).toBe('FORBIDDEN');
    const criado = await harness.graphql<{ criarContato: Contato }>(criar, { dados }, comLogin('admin'));
    // The letters of "ramal" are dropped like the legacy form dropped them.
    expect(criado.body.data!.criarContato).toMatchObject({ nome: 'Cerimonial', telefones: ['(62) 3221-6000'], fax: '3221-6099' });
    const atualizar = `mutation ($id: ID!, $dados: ContatoInput!) { atualizarContato(id: $id, dados: $dados) { nome } }`;
    const variaveis = { id: criado.body.data!.criarContato.id, dados: { nome: 'Cerimonial da Presidência', tipo: 'departamento' } };
    expect(codigo(await harness.graphql(atualizar, variaveis, comLogin('editor')))).toBe('FORBIDDEN');
    expect((await harness.graphql(atualizar, variaveis, comLogin('admin'))).body.data).toEqual({ atualizarContato: { nome: 'Cerimonial da Presidência' } });
    expect(await mostrar(Number(variaveis.id))).toMatchObject({ nome: 'Cerimonial da Presidência', telefones: ['(62) 3221-6000'], fax: '3221-6099' });
  });

  it('an edit in the admin shows at once on the public directory and in its PDF, both read before through the public cache', async () => {
    const consulta = 'query Contatos($pagina: String) { contatos(pagina: $pagina) { id nome telefones fax } }';
    const publico = () =>
      fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json({ query: consulta, variables: { pagina: 'departamentos' } }) });
    const pdf = async () => {
      const resposta = await fetch(`${harness.base}/api/portal/contatos/gerar_pdf_contatos`);
      expect(resposta.headers.get('content-type')).toBe('application/pdf');
      return textoDoPdf(new Uint8Array(await resposta.arrayBuffer()));
    };
    const criado = await admin('/contatos', 'admin', {
      method: 'POST',
      body: json({ contato: { nome: 'Ouvidoria Parlamentar', tipo: 'departamento', telefones_lotacao_attributes: [{ tipo_cd: 'telefone', numero: '(62) 3221-7000' }] } }),
    });
    const { id } = (await criado.json()) as { id: number };
    // Read twice each: the second answer comes from the cache, so the edit below must invalidate it.
    await publico();
    const guardada = await publico();
    expect(guardada.headers.get('x-cache')).toBe('HIT');
    expect(await pdf()).toContain('Ouvidoria Parlamentar');
    expect(await pdf()).toContain('3221-7000');

    const salvo = await admin(`/contatos/${id}`, 'admin', {
      method: 'PUT',
      body: json({ contato: { nome: 'Ouvidoria da Assembleia', tipo: 'departamento', telefones_lotacao_attributes: [{ tipo_cd: 'fax', numero: '(62) 3221-7099' }] } }),
    });
    expect(salvo.status).toBe(200);
    const contatos = ((await (await publico()).json()) as { data: { contatos: Contato[] } }).data.contatos;
    expect(contatos.find((c) => Number(c.id) === id)).toMatchObject({ nome: 'Ouvidoria da Assembleia', telefones: ['(62) 3221-7000'], fax: '(62) 3221-7099' });
    const texto = await pdf();
    expect(texto).toContain('Ouvidoria da Assembleia');
    expect(texto).not.toContain('Ouvidoria Parlamentar');
    expect(texto).toContain('3221-7099');
    // The browser revalidates each download: unchanged, the same ETag answers 304.
    const baixado = await fetch(`${harness.base}/api/portal/contatos/gerar_pdf_contatos`);
    expect(baixado.headers.get('cache-control')).toBe('public, no-cache');
    // node:http, since fetch adds `cache-control: no-cache` to a conditional request (a browser's revalidation does not).
    const revalidado = await new Promise<number | undefined>((resolve, reject) =>
      get(`${harness.base}/api/portal/contatos/gerar_pdf_contatos`, { headers: { 'if-none-match': baixado.headers.get('etag')! } }, (resposta) => {
        resposta.resume();
        resolve(resposta.statusCode);
      }).on('error', reject),
    );
    expect(revalidado).toBe(304);
  });

  it('the migration copied the stored phones and fax into rows, in order; a list that is not one copies only the fax', async () => {
    const conexao = harness.subgraphs.content!.orm.em.fork().getConnection();
    // New rows keep a valid list in the old column, so code of the release before still reads them.
    expect(await conexao.execute(`select distinct jsonb_typeof(telefones) as tipo from content.contatos`)).toEqual([{ tipo: 'array' }]);
    await conexao.execute(
      `insert into content.contatos (nome, tipo, telefones, fax, ordem) values ('Antigo A', 'departamento', '["(62) 1", "(62) 2"]', '(62) 9', 0), ('Antigo B', 'gabinete', '[]', null, 0), ('Antigo C', 'gabinete', '"x"', '3', 0)`,
    );
    // The migration's last statement is its data copy; it runs here on rows written as the release before wrote them.
    const comandos: string[] = [];
    const migracao = Object.assign(Object.create(MigracaoDosTelefones.prototype) as MigracaoDosTelefones, { addSql: (sql: string) => comandos.push(sql) });
    await migracao.up();
    await conexao.execute(comandos.at(-1)!);
    const linhas = await conexao.execute(
      `select c.nome, t.tipo_cd, t.numero, t.ordem from content.telefones_contatos t join content.contatos c on c.id = t.contato_id where c.nome like 'Antigo %' order by c.nome, t.ordem`,
    );
    expect(linhas).toEqual([
      { nome: 'Antigo A', tipo_cd: 'telefone', numero: '(62) 1', ordem: 0 },
      { nome: 'Antigo A', tipo_cd: 'telefone', numero: '(62) 2', ordem: 1 },
      { nome: 'Antigo A', tipo_cd: 'fax', numero: '(62) 9', ordem: 2 },
      { nome: 'Antigo C', tipo_cd: 'fax', numero: '3', ordem: 0 },
    ]);
  });
});
