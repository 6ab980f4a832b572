import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

let harness: GatewayHarness;

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
});
afterAll(() => harness?.close());

const equipe = (funcionalidades: string[]) =>
  harness.services.signer.signEquipe({ sub: '1', nome: 'Servidora de Teste', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: ['api/admin/noticias'], funcionalidades }] });

async function sistema(token?: string) {
  const resposta = await fetch(`${harness.base}/api/admin/sistema`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: resposta.status, corpo: (await resposta.json()) as Record<string, unknown> };
}

describe('Sistema page (/api/admin/sistema)', () => {
  it('is refused without a session (401) and without the Admin feature (403)', async () => {
    expect(await sistema()).toEqual({ status: 401, corpo: { mensagem: 'É necessário fazer login para acessar esta funcionalidade' } });
    expect(await sistema(await equipe([]))).toEqual({ status: 403, corpo: { mensagem: 'Você não tem permissão para acessar esta funcionalidade' } });
    expect((await sistema(await equipe(['USUARIO_DE_GABINETE']))).status).toBe(403);
  });

  it('with the Admin feature: each subgraph health, version and migrations, the cache, the queue and the last backup', async () => {
    const cliente = new pg.Client({ connectionString: harness.subgraphs.content!.databaseUrl });
    await cliente.connect();
    await cliente.query('create schema if not exists operacao');
    await cliente.query('create table if not exists operacao.backups (id bigserial primary key, criado_em timestamptz not null, arquivo text not null, bytes bigint not null, metodo text not null, arquivos integer not null)');
    await cliente.query(`insert into operacao.backups (criado_em, arquivo, bytes, metodo, arquivos) values (now() - interval '26 hours', 'alego-backup-ontem.tar.gz', 1234, 'base-fisica', 2)`);
    await cliente.end();

    const { status, corpo } = await sistema(await equipe(['Admin']));
    expect(status).toBe(200);
    const subgrafos = corpo.subgrafos as { nome: string; disponivel: boolean; estado?: { versao: string; banco: boolean; migracoes: { aplicadas: number; pendentes: string[] } } }[];
    const conteudo = subgrafos.find((subgrafo) => subgrafo.nome === 'content')!;
    expect(conteudo.disponivel).toBe(true);
    expect(conteudo.estado).toMatchObject({ versao: 'desenvolvimento', banco: true, migracoes: { aplicadas: content.migrations.length, pendentes: [] } });
    // Subgraphs not started in this harness are reported down, not hidden.
    expect(subgrafos.find((subgrafo) => subgrafo.nome === 'transparency')).toEqual({ nome: 'transparency', disponivel: false });
    expect(corpo.cache).toMatchObject({ acertos: expect.any(Number), faltas: expect.any(Number), ttlMs: expect.any(Number) });
    expect(corpo.fila).toMatchObject({ configurada: false });
    expect(corpo.ultimoBackup).toMatchObject({ arquivo: 'alego-backup-ontem.tar.gz', metodo: 'base-fisica', idadeEmHoras: 26 });
  });

  it("a subgraph's /sistema answers only the gateway (internal secret)", async () => {
    const url = new URL('/sistema', harness.subgraphs.content!.url);
    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(url, { headers: { 'x-alego-interno': 'outro' } })).status).toBe(403);
  });
});
