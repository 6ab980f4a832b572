import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([content, access, people]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
});
afterAll(() => harness?.close());

function admin(caminho: string, init: RequestInit & { login?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.login) headers.authorization = `Bearer ${tokens[init.login]}`;
  return fetch(`${harness.base}/api/admin${caminho}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, login?: string) {
  const resposta = await fetch(`${harness.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(login ? { authorization: `Bearer ${tokens[login]}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await resposta.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

describe('portal deputies API (/api/portal)', () => {
  it('lists deputies (41 a page) with pagination headers, and the fixed lists', async () => {
    const lista = await fetch(`${harness.base}/api/portal/deputados.json`);
    expect(lista.status).toBe(200);
    expect(lista.headers.get('totallinhas')).toBe('41');
    const deputados = (await lista.json()) as { id: number; nome: string; partido: { sigla: string } }[];
    expect(deputados).toHaveLength(41);
    expect(deputados).toContainEqual(expect.objectContaining({ id: 5, nome: 'Caio Vilela', partido: expect.objectContaining({ sigla: 'UNIÃO' }) }));

    const [emExercicio, fora, mesa, liderancas, presidentes] = await Promise.all(
      ['em-exercicio', 'fora-exercicio', 'mesa-diretora', 'liderancas', 'galeria-presidentes'].map(async (p) => (await fetch(`${harness.base}/api/portal/deputados/${p}`)).json() as Promise<{ nome: string; cargo_descricao?: string; ano_fim?: number | null }[]>),
    );
    expect(emExercicio!.length + fora!.length).toBe(41);
    expect(mesa![0]).toMatchObject({ nome: 'Beatriz Quintela', cargo_descricao: 'Presidente' });
    expect(liderancas![0]!.nome).toBe('Caio Vilela');
    expect(presidentes![0]).toMatchObject({ ano_fim: null });
  });

  it('answers a profile with the party history, legislatures, commissions and fronts; 404 for unknown ids', async () => {
    const perfil = (await (await fetch(`${harness.base}/api/portal/deputados/4`)).json()) as {
      nome: string;
      deputado_legislaturas: { partido: { sigla: string }; legislatura_descricao: string; data_inicio: string | null }[];
    };
    expect(perfil.nome).toBe('Benedito Arraes');
    // Seed: deputy 4 moved from PSDB to PL in the 2024 party window.
    expect(perfil.deputado_legislaturas.filter((l) => l.legislatura_descricao === '20ª Legislatura').map((l) => [l.partido.sigla, l.data_inicio])).toEqual([
      ['PSDB', null],
      ['PL', '2024-04-05'],
    ]);
    const nada = await fetch(`${harness.base}/api/portal/deputados/99999`);
    expect(nada.status).toBe(404);
    expect(await nada.json()).toEqual({ mensagem: 'Registro não encontrado.' });

    const legislatura = (await (await fetch(`${harness.base}/api/portal/legislaturas/2`)).json()) as { descricao: string; deputados: unknown[] };
    expect(legislatura.descricao).toBe('20ª Legislatura');
    expect(legislatura.deputados.length).toBeGreaterThanOrEqual(41);
    const comissoes = await fetch(`${harness.base}/api/portal/comissoes`);
    expect(comissoes.headers.get('totallinhas')).toBe('12');
    const frentes = (await (await fetch(`${harness.base}/api/portal/frentes?ativa=false`)).json()) as { ativa: boolean }[];
    expect(frentes.length).toBe(3);
    expect(frentes.every((f) => !f.ativa)).toBe(true);
  });
});

describe('admin people paths (/api/admin)', () => {
  it('needs login and the resource permission (allowed and denied)', async () => {
    for (const caminho of ['/deputados', '/legislaturas', '/comissoes', '/deputados/1', '/legislaturas/deputados/2']) {
      expect((await admin(caminho)).status, caminho).toBe(401);
      const negado = await admin(caminho, { login: 'editor' });
      expect(negado.status, caminho).toBe(403);
      expect(await negado.json()).toEqual({ mensagem: 'Você não tem permissão para acessar esta funcionalidade' });
      expect((await admin(caminho, { login: 'admin' })).status, caminho).toBe(200);
    }
    const criar = await admin('/deputados', { method: 'POST', login: 'editor', json: { deputado: { nome: 'X', nome_completo: 'X' } } });
    expect(criar.status).toBe(403);
  });

  it('lists deputies 41 a page with filters, and the commissions with the user profile header', async () => {
    const lista = await admin('/deputados?mesa_diretora=true', { login: 'admin' });
    expect(lista.headers.get('quantidadeporpagina')).toBe('41');
    expect(((await lista.json()) as unknown[]).length).toBe(6);
    const lideres = (await (await admin('/deputados?lider=2', { login: 'admin' })).json()) as { nome: string }[];
    expect(lideres.map((d) => d.nome)).toEqual(['Caio Vilela']);
    const comissoes = await admin('/comissoes', { login: 'admin' });
    expect(comissoes.headers.get('perfilusuariocomissao')).toBe('gestor');
    expect(comissoes.headers.get('totallinhas')).toBe('12');
    const novo = (await (await admin('/deputados/new', { login: 'admin' })).json()) as { anos_emenda: number[]; cargos: unknown[]; partidos: unknown[]; legislaturas: unknown[]; tipo_afastamentos: unknown[] };
    expect(novo.anos_emenda).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
    expect(novo.partidos.length).toBeGreaterThan(10);
    expect(novo.legislaturas).toHaveLength(3);
    const comissao = (await (await admin('/comissoes/1', { login: 'admin' })).json()) as { tipos_arquivo: Record<string, string>; deputados_comissao: unknown[] };
    expect(comissao.tipos_arquivo['1']).toBe('Ata');
    expect(comissao.deputados_comissao).toHaveLength(7);
    expect(((await (await admin('/legislaturas/tipos_legislatura', { login: 'admin' })).json()) as unknown[]).length).toBe(2);
  });

  it('saves a deputy from the legacy multipart form with photo and Rails-style nested rows; rule errors come back in Portuguese', async () => {
    const form = new FormData();
    form.set('deputado[nome]', 'Deputado Multipart');
    form.set('deputado[nome_completo]', 'Deputado do Formulário Multipart');
    form.set('deputado[partido_id]', '4');
    form.set('deputado[deputado_legislaturas_attributes][0][legislatura_id]', '2');
    form.set('deputado[deputado_legislaturas_attributes][0][partido_id]', '1');
    form.set('deputado[deputado_legislaturas_attributes][1][legislatura_id]', '2');
    form.set('deputado[deputado_legislaturas_attributes][1][partido_id]', '4');
    const semData = await admin('/deputados', { method: 'POST', login: 'admin', body: form });
    expect(semData.status).toBe(400);
    expect(await semData.json()).toEqual({ mensagem: 'Favor informar a data de início de mudança de Partido para PL' });

    form.set('deputado[deputado_legislaturas_attributes][1][data_inicio]', '2024-04-05');
    form.set('deputado[deputado_ano_emendas][0][ano]', '2025');
    const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#336699' } }).png().toBuffer();
    form.set('deputado[foto]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
    const criado = await admin('/deputados', { method: 'POST', login: 'admin', body: form });
    expect(criado.status).toBe(201);
    const { id, mensagem } = (await criado.json()) as { id: number; mensagem: string };
    expect(mensagem).toBe('Deputado salvo com sucesso.');

    const lido = (await (await admin(`/deputados/${id}`, { login: 'admin' })).json()) as {
      foto_url: string;
      deputado_legislaturas: { id: number; partido: { sigla: string }; data_inicio: string | null }[];
      deputado_ano_emendas: { ano: number }[];
    };
    expect(lido.foto_url).toMatch(/^\/arquivos\/.+\?v=/);
    expect((await fetch(`${harness.base}${lido.foto_url}`)).status).toBe(200);
    expect(lido.deputado_legislaturas.map((l) => [l.partido.sigla, l.data_inicio])).toEqual([
      ['PSD', null],
      ['PL', '2024-04-05'],
    ]);

    const repetida = await admin(`/deputados/${id}`, {
      method: 'PUT',
      login: 'admin',
      json: { deputado: { nome: 'Deputado Multipart', nome_completo: 'Deputado do Formulário Multipart', deputado_ano_emendas: [{ ano: 2025 }] } },
    });
    expect(await repetida.json()).toEqual({ mensagem: 'Emenda para o ano 2025 já foi incluído.' });
    const removida = await admin(`/deputados/${id}`, {
      method: 'PUT',
      login: 'admin',
      json: { deputado: { nome: 'Deputado Multipart', nome_completo: 'Deputado do Formulário Multipart', deputado_legislaturas: [{ id: lido.deputado_legislaturas[1]!.id, _destroy: '1' }] } },
    });
    expect(removida.status).toBe(200);
    expect((await admin(`/deputados/${id}`, { method: 'DELETE', login: 'admin' })).status).toBe(200);
  });

  it('saves legislatures as JSON with the legacy messages', async () => {
    const vazia = await admin('/legislaturas', { method: 'POST', login: 'admin', json: { legislatura: { numero: 21, descricao: '21ª Legislatura', ano_inicio: 2031, ano_fim: 2027 } } });
    expect(vazia.status).toBe(400);
    expect(await vazia.json()).toEqual({
      mensagem: 'O Ano de Início deve ser menor que Ano Fim Pelo menos um deputado deve ser selecionado',
      mensagens: ['O Ano de Início deve ser menor que Ano Fim', 'Pelo menos um deputado deve ser selecionado'],
    });
    const criada = await admin('/legislaturas', {
      method: 'POST',
      login: 'admin',
      json: { legislatura: { numero: 21, descricao: '21ª Legislatura', ano_inicio: 2027, ano_fim: 2030, deputado_legislaturas: [{ deputado_id: 1 }] } },
    });
    expect(criada.status).toBe(201);
    const { id } = (await criada.json()) as { id: number };
    const deputados = (await (await admin(`/legislaturas/deputados/${id}`, { login: 'admin' })).json()) as { deputado: { nome: string } }[];
    expect(deputados.map((d) => d.deputado.nome)).toEqual(['Amélia Carvalhais']);
  });
});

describe('commissions from the legacy multipart form', () => {
  it('saves members and a file inside a nested row; an unknown file field is refused', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#aa3311' } }).png().toBuffer();
    const form = new FormData();
    form.set('comissao[nome]', 'Comissão Especial de Teste');
    form.set('comissao[tipo]', '2');
    form.set('comissao[deputados_comissao][0][deputado_id]', '1');
    form.set('comissao[deputados_comissao][0][cargo]', '1');
    form.set('comissao[arquivos_comissao][0][tipo]', '1');
    form.set('comissao[arquivos_comissao][0][titulo]', 'Ata da instalação');
    const ata = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
    form.set('comissao[arquivos_comissao][0][arquivo]', new Blob([ata], { type: 'application/pdf' }), 'ata.pdf');
    const criada = await admin('/comissoes', { method: 'POST', login: 'admin', body: form });
    expect(criada.status).toBe(201);
    const { id } = (await criada.json()) as { id: number };
    const lida = (await (await admin(`/comissoes/${id}`, { login: 'admin' })).json()) as { arquivos_comissao: { titulo: string; nome: string; url: string }[]; deputados_comissao: { cargo_descricao: string }[] };
    expect(lida.arquivos_comissao).toMatchObject([{ titulo: 'Ata da instalação', nome: 'ata.pdf' }]);
    expect((await fetch(`${harness.base}${lida.arquivos_comissao[0]!.url}`)).status).toBe(200);
    expect(lida.deputados_comissao[0]!.cargo_descricao).toBe('Presidente');

    const estranho = new FormData();
    estranho.set('comissao[nome]', 'X');
    estranho.set('comissao[links_comissao][0][arquivo]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
    const recusado = await admin('/comissoes', { method: 'POST', login: 'admin', body: estranho });
    expect(recusado.status).toBe(400);
    expect(await recusado.json()).toEqual({ mensagem: 'Campo de arquivo desconhecido: comissao[links_comissao][0][arquivo].' });
  });
});

describe('Deputado as a federation entity', () => {
  it('resolves a news item’s deputy with the party through the gateway', async () => {
    const { data, errors } = await graphql<{ noticias: { itens: { deputado: { nome: string; partido: { sigla: string } } | null }[] } }>(
      '{ noticias(porPagina: 20) { itens { deputado { nome partido { sigla } fotoUrl deputadoLegislaturas { partido { sigla } } } } } }',
    );
    expect(errors).toBeUndefined();
    const comDeputado = data!.noticias.itens.filter((n) => n.deputado);
    expect(comDeputado.length).toBeGreaterThan(0);
    expect(comDeputado.every((n) => n.deputado!.nome && n.deputado!.partido.sigla)).toBe(true);
  });

  it('keeps the admin queries behind their permissions through the gateway', async () => {
    expect((await graphql('{ deputadosAdmin { total } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql('{ comissoesAdmin { total } }', {}, 'editor')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql<{ legislaturasAdmin: { total: number } }>('{ legislaturasAdmin { total } }', {}, 'admin')).data?.legislaturasAdmin.total).toBeGreaterThanOrEqual(3);
  });
});
