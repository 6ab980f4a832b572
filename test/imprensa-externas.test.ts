import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gerarCpf } from '@alego/kit';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

let harness: GatewayHarness;
const tokens: Record<string, string> = {};
const CPF = gerarCpf(123456789);

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  const equipe = (nome: string, permissoes: string[]) =>
    harness.services.signer.signEquipe({ sub: String(nome.length + 100), nome, lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes, funcionalidades: [] }] });
  tokens.completo = await equipe('Ana Completa', ['api/admin/imprensa_externas']);
  tokens.leitor = await equipe('Léo Leitor', ['api/admin/imprensa_externas#index', 'api/admin/imprensa_externas#show']);
  tokens.outro = await equipe('Sem Acesso', ['api/admin/noticias']);
});
afterAll(() => harness?.close());

function rest(caminho: string, init: { token?: string; metodo?: string; corpo?: unknown; ip?: string } = {}) {
  return fetch(`${harness.base}${caminho}`, {
    method: init.metodo ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': init.ip ?? '198.51.100.50', ...(init.token ? { authorization: `Bearer ${tokens[init.token]}` } : {}) },
    ...(init.corpo ? { body: JSON.stringify(init.corpo) } : {}),
  });
}

const PEDIDO = { nome: 'Carla Repórter', cpf: `${CPF.slice(0, 3)}.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-${CPF.slice(9)}`, email: 'carla@example.com', veiculo: 'Diário do Planalto', tipo_veiculo: 'jornal', funcao: 'Repórter' };

describe('press accreditation', () => {
  it('files a request through REST and lists the outlet publicly without personal data', async () => {
    const resposta = await rest('/api/portal/credenciamento-imprensa', { metodo: 'POST', corpo: { imprensa_externa: PEDIDO } });
    expect(resposta.status).toBe(201);
    expect(await resposta.json()).toEqual({ mensagem: 'Pedido de credenciamento recebido. A Assessoria de Imprensa entrará em contato pelo e-mail informado.' });
    const lista = (await (await rest('/api/portal/credenciamento-imprensa')).json()) as Record<string, unknown>[];
    expect(lista).toContainEqual({ veiculo: 'Diário do Planalto', tipoVeiculo: 'jornal', rotuloTipo: 'Jornal' });
    expect(JSON.stringify(lista)).not.toContain('Carla');
    expect((await (await rest('/api/portal/credenciamento-imprensa/validar_recaptcha?g-recaptcha-response=x')).json())).toEqual({ valido: true });
  });

  it('refuses bad input in Portuguese and stores nothing', async () => {
    const contar = async () => ((await (await rest('/api/admin/imprensa-externas', { token: 'completo' })).headers.get('totallinhas')) ?? '0');
    const antes = await contar();
    const ruim = await rest('/api/portal/credenciamento-imprensa', { metodo: 'POST', ip: '198.51.100.51', corpo: { ...PEDIDO, cpf: '111.111.111-11', email: 'x', tipo_veiculo: 'blog', funcao: '' } });
    expect(ruim.status).toBe(400);
    expect(((await ruim.json()) as { mensagens: string[] }).mensagens).toEqual(['Informe um CPF válido.', 'Informe um e-mail válido.', 'Selecione o tipo de veículo.', 'Informe a sua função no veículo.']);
    expect(await contar()).toBe(antes);
  });

  it('the admin list is read-only and shows the whole CPF only with imprensa_externas#cpf', async () => {
    expect((await rest('/api/admin/imprensa-externas')).status).toBe(401);
    expect((await rest('/api/admin/imprensa-externas', { token: 'outro' })).status).toBe(403);
    const completo = (await (await rest('/api/admin/imprensa-externas?termo=planalto', { token: 'completo' })).json()) as { id: number; cpf: string }[];
    expect(completo[0]!.cpf).toBe(PEDIDO.cpf);
    const mascarado = (await (await rest('/api/admin/imprensa-externas?termo=planalto', { token: 'leitor' })).json()) as { id: number; cpf: string }[];
    expect(mascarado[0]!.cpf).toBe(`***.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-**`);
    const item = await rest(`/api/admin/imprensa_externas/${mascarado[0]!.id}`, { token: 'leitor' });
    expect(await item.json()).toMatchObject({ nome: 'Carla Repórter', cpf: `***.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-**`, rotuloTipoVeiculo: 'Jornal' });
    expect((await rest('/api/admin/imprensa_externas/999999', { token: 'leitor' })).status).toBe(404);
    expect((await rest(`/api/admin/imprensa_externas/${mascarado[0]!.id}`, { token: 'outro' })).status).toBe(403);
    const schema = await harness.graphql<{ __type: { fields: { name: string }[] } }>(`{ __type(name: "Mutation") { fields { name } } }`);
    expect(schema.body.data!.__type.fields.map((f) => f.name).filter((n) => /imprensa/i.test(n))).toEqual(['solicitarCredenciamentoImprensa']);
  });
});
