import { assinarReferencia } from '@alego/kit';
import { createTestKeys, startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../index.js';

let subgraph: TestSubgraph;
let signer: Awaited<ReturnType<typeof createTestKeys>>['signer'];
/** A staff member with the admin permissions: the subgraph checks every operation's scopes itself. */
let gestorDeComissoes: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  const keys = await createTestKeys();
  signer = keys.signer;
  subgraph = await startTestSubgraph(people, { seed: true, jwks: keys.jwks, internalToken: 'token-x' });
  const token = await signer.signEquipe({ sub: '1', nome: 'Gestora', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: ['api/admin/comissoes'], funcionalidades: [] }] });
  gestorDeComissoes = subgraph.como({ authorization: `Bearer ${token}` });
});
afterAll(() => subgraph?.close());

const CAMPOS = `id nome tipoDescricao urlSufixo
  deputadosComissao { id cargo cargoDescricao deputado { nome } }
  equipeTecnicaComissoes { id nome funcao }
  trabalhosComissao { id tipo tipoDescricao titulo data }
  arquivosComissao { id tipo tipoDescricao titulo nome tamanho url }
  linksComissao { id categoria categoriaDescricao titulo url }`;

interface ComissaoData {
  id: string;
  nome: string;
  tipoDescricao: string;
  urlSufixo: string;
  deputadosComissao: { id: string; cargo: number; cargoDescricao: string; deputado: { nome: string } }[];
  equipeTecnicaComissoes: { id: string; nome: string; funcao: string | null }[];
  trabalhosComissao: { id: string; tipo: number; tipoDescricao: string; titulo: string; data: string | null }[];
  arquivosComissao: { id: string; tipo: number; tipoDescricao: string; titulo: string; nome: string; tamanho: number; url: string }[];
  linksComissao: { id: string; categoria: number; categoriaDescricao: string; titulo: string; url: string }[];
}

function salvar(dados: Record<string, unknown>, id?: string) {
  const d = { nome: 'Comissão de Teste', tipo: 1, ...dados };
  return id
    ? gestorDeComissoes.query<{ r: ComissaoData }>(`mutation($id: ID!, $d: ComissaoInput!) { r: atualizarComissao(id: $id, dados: $d) { ${CAMPOS} } }`, { id, d })
    : gestorDeComissoes.query<{ r: ComissaoData }>(`mutation($d: ComissaoInput!) { r: criarComissao(dados: $d) { ${CAMPOS} } }`, { d });
}

describe('comissoes', () => {
  it('lists the seeded commissions with members, staff, works and links; the id-to-label maps', async () => {
    const { data, errors } = await subgraph.query<{
      comissoes: { total: number; itens: ComissaoData[] };
      inativas: { total: number };
      tiposArquivoComissao: { id: number }[];
      tiposTrabalhoComissao: { id: number }[];
      categoriasLinkComissao: { id: number }[];
    }>(`{ comissoes(porPagina: 20) { total itens { ${CAMPOS} } } inativas: comissoes(filtro: { ativa: false }) { total }
      tiposArquivoComissao { id } tiposTrabalhoComissao { id } categoriasLinkComissao { id } }`);
    expect(errors).toBeUndefined();
    expect(data!.comissoes.total).toBe(12);
    expect(data!.inativas.total).toBe(1);
    const ccj = data!.comissoes.itens.find((c) => c.nome.startsWith('Comissão de Constituição'))!;
    expect(ccj.deputadosComissao[0]!.cargoDescricao).toBe('Presidente');
    expect(ccj.deputadosComissao).toHaveLength(7);
    expect(ccj.equipeTecnicaComissoes).toHaveLength(2);
    expect(ccj.trabalhosComissao.map((t) => t.data)).toEqual([...ccj.trabalhosComissao.map((t) => t.data)].sort().reverse());
    expect(ccj.linksComissao.map((l) => l.categoriaDescricao)).toEqual(['Legislação', 'Transmissões']);
    expect(data!.tiposArquivoComissao.length).toBeGreaterThan(3);
    expect(data!.tiposTrabalhoComissao.length).toBeGreaterThan(3);
    expect(data!.categoriasLinkComissao.length).toBeGreaterThan(2);
  });

  it('validates every nested row with Portuguese messages', async () => {
    const r = await salvar({
      nome: ' ',
      deputadosComissao: [{ deputadoId: '1', cargo: 1 }, { deputadoId: '1', cargo: 1 }, { cargo: 9 }],
      equipeTecnicaComissoes: [{ email: 'x' }],
      trabalhosComissao: [{ titulo: 'T', url: 'javascript:alert(1)' }],
      arquivosComissao: [{ tipo: 1, titulo: 'Ata' }],
      linksComissao: [{ categoria: 1, titulo: 'L', url: 'ftp://x' }],
    });
    expect(r.errors?.[0]?.extensions?.mensagens).toEqual([
      'Informe o nome da comissão.',
      'Amélia Carvalhais já é membro desta comissão.',
      'Favor selecionar um Deputado para a comissão.',
      'Favor selecionar o cargo do deputado na comissão.',
      'A comissão só pode ter um Presidente.',
      'Informe o nome do servidor da equipe técnica.',
      'Informe um e-mail válido para a equipe técnica.',
      'Favor selecionar o tipo do trabalho.',
      'Informe um endereço (URL) válido, começando por http:// ou https://.',
      'Selecione o arquivo a enviar.',
    ]);
  });

  it('saves, edits and removes nested rows (files through signed references)', async () => {
    const arquivo = assinarReferencia({ chave: 'documentos/2026/ata.pdf', nome: 'ata.pdf', tipo: 'application/pdf', tamanho: 1234 }, 'token-x');
    const criada = await salvar({
      deputadosComissao: [{ deputadoId: '1', cargo: 1 }, { deputadoId: '2', cargo: 3 }],
      equipeTecnicaComissoes: [{ nome: 'Servidora', funcao: 'Secretária' }],
      trabalhosComissao: [{ tipo: 1, titulo: 'Audiência', data: '2025-05-02' }],
      arquivosComissao: [{ tipo: 1, titulo: 'Ata da 1ª reunião', data: '2025-05-02', arquivo }],
      linksComissao: [{ categoria: 2, titulo: 'Notícia', url: 'https://exemplo.gov.br/n' }, { categoria: 2, titulo: 'Descartado', url: 'https://x.br', _destroy: true }],
    });
    expect(criada.errors).toBeUndefined();
    const c = criada.data!.r;
    expect(c.urlSufixo).toBe('comissao-de-teste');
    expect(c.arquivosComissao[0]).toMatchObject({ nome: 'ata.pdf', tamanho: 1234, tipoDescricao: 'Ata', url: expect.stringMatching(/^\/arquivos\/documentos\/2026\/ata\.pdf\?v=.+download=1$/) });
    expect(c.linksComissao.map((l) => l.titulo)).toEqual(['Notícia']);

    const forjado = await salvar({ arquivosComissao: [{ tipo: 1, titulo: 'X', arquivo: { ...arquivo, chave: 'outra/chave.png' } }] });
    expect(forjado.errors?.[0]?.message).toContain('Arquivo inválido');

    const editada = await salvar(
      {
        deputadosComissao: [{ id: c.deputadosComissao[1]!.id, _destroy: true }],
        arquivosComissao: [{ id: c.arquivosComissao[0]!.id, tipo: 2, titulo: 'Pauta' }],
        equipeTecnicaComissoes: [{ id: c.equipeTecnicaComissoes[0]!.id, _destroy: true }],
      },
      c.id,
    );
    expect(editada.errors).toBeUndefined();
    expect(editada.data!.r.deputadosComissao.map((m) => m.deputado.nome)).toEqual(['Amélia Carvalhais']);
    expect(editada.data!.r.arquivosComissao[0]).toMatchObject({ titulo: 'Pauta', nome: 'ata.pdf' });
    expect(editada.data!.r.equipeTecnicaComissoes).toEqual([]);
    expect(editada.data!.r.trabalhosComissao).toHaveLength(1);
  });

  it("answers the user's commission profile only to staff allowed to list commissions", async () => {
    const token = (permissoes: string[]) =>
      signer.signEquipe({ sub: '7', nome: 'Servidor', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes, funcionalidades: [] }] });
    const consulta = `{ perfilUsuarioComissao }`;
    const gestor = await subgraph.query<{ perfilUsuarioComissao: string }>(consulta, {}, { authorization: `Bearer ${await token(['api/admin/comissoes#index', 'api/admin/comissoes#update'])}` });
    expect(gestor.data!.perfilUsuarioComissao).toBe('gestor');
    const leitor = await subgraph.query<{ perfilUsuarioComissao: string }>(consulta, {}, { authorization: `Bearer ${await token(['api/admin/comissoes#index'])}` });
    expect(leitor.data!.perfilUsuarioComissao).toBe('consulta');
    const anonimo = await subgraph.query(consulta);
    expect(anonimo.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
