import { MENSAGENS_CONFIGURACAO } from '@alego/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

// Settings (back-office §7 `/configuracoes/{id}`, `/configuracoes/noticias`) through the gateway: read by the news
// form, edited with api/admin/configuracoes (admin allowed, editor denied), never created twice nor deleted.
let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
}, 120_000);
afterAll(() => harness?.close());

interface Configuracao {
  id: number;
  area: string;
  fonte_padrao: string;
  categoria_padrao: string;
  categoria_padrao_descricao: string;
}

const admin = (caminho: string, login: string, init: RequestInit = {}) =>
  fetch(`${harness.base}/api/admin${caminho}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[login]}` } });

describe('configurações', () => {
  it('answers the news settings and the same record by id; an unknown id is a 404', async () => {
    const noticias = (await (await admin('/configuracoes/noticias', 'editor')).json()) as Configuracao;
    expect(noticias).toMatchObject({ area: 'noticias', fonte_padrao: 'Agência Assembleia de Notícias', categoria_padrao: 'assembleia', categoria_padrao_descricao: 'Assembleia' });
    expect(await (await admin(`/configuracoes/${noticias.id}.json`, 'admin')).json()).toEqual(noticias);
    expect((await admin('/configuracoes/999999', 'admin')).status).toBe(404);
    expect((await admin('/configuracoes/abc', 'admin')).status).toBe(404);
  });

  it('saves with the permission (admin), not without it (editor), with Portuguese messages', async () => {
    const { id } = (await (await admin('/configuracoes/noticias', 'admin')).json()) as Configuracao;
    const salvar = (login: string, configuracao: Record<string, string>) => admin(`/configuracoes/${id}`, login, { method: 'PUT', body: JSON.stringify({ configuracao }) });
    const valida = { area: 'noticias', fonte_padrao: 'Comunicação Social da Assembleia', categoria_padrao: 'especiais' };
    expect((await salvar('editor', valida)).status).toBe(403);
    const semFonte = await salvar('admin', { ...valida, fonte_padrao: ' ', categoria_padrao: 'gabinete' });
    expect(semFonte.status).toBe(400);
    const { mensagem } = (await semFonte.json()) as { mensagem: string };
    expect(mensagem).toContain('Informe a fonte padrão das notícias.');
    expect(mensagem).toContain('Categoria padrão inválida: use assembleia, especiais ou discurso.');
    const salva = await salvar('admin', valida);
    expect(salva.status).toBe(200);
    expect(await salva.json()).toEqual({ mensagem: 'Configurações salvas com sucesso.', id });
    expect(await (await admin('/configuracoes/noticias', 'editor')).json()).toMatchObject({ fonte_padrao: 'Comunicação Social da Assembleia', categoria_padrao: 'especiais' });
  });

  it('a second record for the same area and a delete are refused', async () => {
    const { id } = (await (await admin('/configuracoes/noticias', 'admin')).json()) as Configuracao;
    const graphql = (query: string, variables: Record<string, unknown>, login?: string) => harness.graphql(query, variables, login ? { authorization: `Bearer ${tokens[login]}` } : {});
    const criar = 'mutation($dados: ConfiguracaoInput!) { criarConfiguracao(dados: $dados) { id } }';
    const dados = { area: 'noticias', fontePadrao: 'Outra', categoriaPadrao: 'assembleia' };
    expect((await graphql(criar, { dados }, 'editor')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql(criar, { dados }, 'admin')).body.errors?.[0]?.extensions?.mensagens).toEqual([MENSAGENS_CONFIGURACAO.repetida]);
    const excluir = 'mutation($id: ID!) { excluirConfiguracao(id: $id) }';
    expect((await graphql(excluir, { id: String(id) })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql(excluir, { id: String(id) }, 'admin')).body.errors?.[0]?.extensions?.mensagens).toEqual([MENSAGENS_CONFIGURACAO.exclusao]);
  });
});
