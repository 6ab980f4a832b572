import { hojeEmBrasilia } from '@alego/catalog';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../index.js';

let subgraph: TestSubgraph;
let gestor: Pick<TestSubgraph, 'query'>;
let semPermissao: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  subgraph = await startTestSubgraph(access, { seed: true });
  gestor = subgraph.como(await subgraph.equipe(['api/admin/politica_privacidade']));
  semPermissao = subgraph.como(await subgraph.equipe(['api/admin/noticias']));
}, 120_000);
afterAll(() => subgraph?.close());

interface Versao {
  id: string;
  versao: number;
  vigenteDesde: string;
  conteudo: string;
}
const CAMPOS = 'id versao vigenteDesde resumoAlteracoes conteudo';
const CRIAR = `mutation($dados: PoliticaPrivacidadeInput!) { criarPoliticaPrivacidade(dados: $dados) { ${CAMPOS} } }`;
const EXCLUIR = `mutation($id: ID!) { excluirPoliticaPrivacidade(id: $id) }`;
const VIGENTE = `{ politicaPrivacidadeVigente { ${CAMPOS} } }`;

describe('política de privacidade (versões)', () => {
  it('serves the seeded version in force and every version, newest first', async () => {
    const { data } = await subgraph.query<{ politicaPrivacidadeVigente: Versao; politicasPrivacidade: { itens: Versao[] } }>(
      `{ politicaPrivacidadeVigente { versao vigenteDesde } politicasPrivacidade { itens { versao } } }`,
    );
    expect(data!.politicaPrivacidadeVigente).toEqual({ versao: 3, vigenteDesde: '2026-01-15' });
    expect(data!.politicasPrivacidade.itens.map((v) => v.versao)).toEqual([3, 2, 1]);
  });

  it('creating needs the permission; the next number is given, the HTML sanitized, and a version dated today is in force', async () => {
    const dados = { vigenteDesde: hojeEmBrasilia(), resumoAlteracoes: ' Novo canal do encarregado. ', conteudo: '<h2>Encarregado</h2><p>Fale com o encarregado.</p><script>alert(1)</script>' };
    expect((await subgraph.query(CRIAR, { dados })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await semPermissao.query(CRIAR, { dados })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const criada = await gestor.query<{ criarPoliticaPrivacidade: Versao & { resumoAlteracoes: string } }>(CRIAR, { dados });
    expect(criada.errors).toBeUndefined();
    expect(criada.data!.criarPoliticaPrivacidade).toMatchObject({ versao: 4, resumoAlteracoes: 'Novo canal do encarregado.', conteudo: '<h2>Encarregado</h2><p>Fale com o encarregado.</p>' });
    expect((await subgraph.query<{ politicaPrivacidadeVigente: Versao }>(VIGENTE)).data!.politicaPrivacidadeVigente.versao).toBe(4);

    // A scheduled version is not in force yet.
    const futura = await gestor.query<{ criarPoliticaPrivacidade: Versao }>(CRIAR, { dados: { ...dados, vigenteDesde: '2099-01-01' } });
    expect(futura.data!.criarPoliticaPrivacidade.versao).toBe(5);
    expect((await subgraph.query<{ politicaPrivacidadeVigente: Versao }>(VIGENTE)).data!.politicaPrivacidadeVigente.versao).toBe(4);

    // Deleting the newest in force makes the previous one current again.
    expect((await semPermissao.query(EXCLUIR, { id: criada.data!.criarPoliticaPrivacidade.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gestor.query(EXCLUIR, { id: criada.data!.criarPoliticaPrivacidade.id })).data).toEqual({ excluirPoliticaPrivacidade: true });
    expect((await gestor.query(EXCLUIR, { id: futura.data!.criarPoliticaPrivacidade.id })).data).toEqual({ excluirPoliticaPrivacidade: true });
    expect((await subgraph.query<{ politicaPrivacidadeVigente: Versao }>(VIGENTE)).data!.politicaPrivacidadeVigente.versao).toBe(3);
  });

  it('refuses an empty text, a bad date, and deleting the last version in force, in Portuguese', async () => {
    const invalida = await gestor.query(CRIAR, { dados: { vigenteDesde: '2026-02-30', conteudo: '<p> </p><script>x</script>' } });
    expect(invalida.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe vigente desde no formato AAAA-MM-DD.'] });
    const semTexto = await gestor.query(CRIAR, { dados: { vigenteDesde: '2026-02-01', conteudo: '<p> </p><script>x</script>' } });
    expect(semTexto.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe o texto da política de privacidade.'] });

    const { data } = await subgraph.query<{ politicasPrivacidade: { itens: Versao[] } }>(`{ politicasPrivacidade { itens { id versao } } }`);
    const [tres, dois, um] = data!.politicasPrivacidade.itens;
    expect((await gestor.query(EXCLUIR, { id: um!.id })).data).toEqual({ excluirPoliticaPrivacidade: true });
    expect((await gestor.query(EXCLUIR, { id: dois!.id })).data).toEqual({ excluirPoliticaPrivacidade: true });
    const ultima = await gestor.query(EXCLUIR, { id: tres!.id });
    expect(ultima.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['É preciso manter ao menos uma versão vigente da Política de Privacidade.'] });
  });
});
