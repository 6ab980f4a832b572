import type { AvisoSituacao, TokenSigner } from '@alego/kit';
import { createTestKeys, startTestSubgraph, type GraphQLResponse, type TestSubgraph } from '@alego/kit/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participation } from '../../index.js';
import { importarProcessos, lerFeed } from './processo.importador.js';
import { enviarAvisosPendentes } from './processo.notificacoes.js';

let subgraph: TestSubgraph;
let signer: TokenSigner;

beforeAll(async () => {
  const keys = await createTestKeys();
  signer = keys.signer;
  subgraph = await startTestSubgraph(participation, { seed: true, jwks: keys.jwks });
});
afterAll(() => subgraph?.close());

interface ProcessoView {
  id: string;
  numero: string;
  assunto: string;
  tipo: string;
  situacao: string;
  dataAutuacao: string;
  aFavor: number;
  contra: number;
  minhaPosicao: 'A_FAVOR' | 'CONTRA' | null;
  favorito: boolean;
  autores: { nome: string; deputado: { id: string } | null }[];
}
interface Pagina {
  itens: ProcessoView[];
  total: number;
  pagina: number;
  porPagina: number;
  totalPaginas: number;
}

const CAMPOS = 'id numero assunto tipo situacao dataAutuacao aFavor contra minhaPosicao favorito autores { nome deputado { id } }';
const PAGINA = `itens { ${CAMPOS} } total pagina porPagina totalPaginas`;

async function cidadao(id: number): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signer.signCidadao({ sub: String(id), nome: `Cidadão ${id}`, email: `c${id}@example.com` })}` };
}

async function ok<T>(resposta: Promise<GraphQLResponse<T>>): Promise<T> {
  const { data, errors } = await resposta;
  expect(errors).toBeUndefined();
  return data!;
}

const simples = (termo: string, extra = {}) =>
  ok(subgraph.query<{ buscaSimplesProcessos: Pagina }>(`query($t: String, $p: Int) { buscaSimplesProcessos(termo: $t, porPagina: $p) { ${PAGINA} } }`, { t: termo, ...extra })).then((d) => d.buscaSimplesProcessos);
const avancada = (filtro: Record<string, unknown>) =>
  subgraph.query<{ buscaAvancadaProcessos: Pagina }>(`query($f: BuscaAvancadaProcessos) { buscaAvancadaProcessos(filtro: $f) { ${PAGINA} } }`, { f: filtro });
const VOTAR = `mutation($n: String!, $p: PosicaoVoto!) { votarProcesso(numero: $n, posicao: $p) { numero aFavor contra minhaPosicao } }`;
const FAVORITAR = `mutation($n: String!) { favoritarProcesso(numero: $n) { numero favorito } }`;
const porNumero = async (numero: string, headers: Record<string, string> = {}) =>
  (await ok(subgraph.query<{ processo: ProcessoView }>(`query($n: String) { processo(numero: $n) { ${CAMPOS} } }`, { n: numero }, headers))).processo;

describe('processos: consultas públicas', () => {
  it('lists the seeded processes by filing date, with authors pointing at deputies', async () => {
    const { processos } = await ok(subgraph.query<{ processos: Pagina }>(`{ processos(porPagina: 5) { ${PAGINA} } }`));
    expect(processos).toMatchObject({ total: 20, pagina: 1, porPagina: 5, totalPaginas: 4 });
    expect(processos.itens[0]).toMatchObject({ numero: '2026/0655', assunto: 'Feiras da agricultura familiar nos órgãos públicos', dataAutuacao: '2026-10-13', situacao: 'Em tramitação', tipo: 'Projeto de Lei' });
    const p = await porNumero('2026/0571');
    expect(p.autores).toEqual([{ nome: 'Cláudio Parreira', deputado: { id: '7' } }, { nome: 'Defensoria Pública do Estado', deputado: null }]);
    // The demo citizen's stored position is the only vote: tallies equal the stored positions.
    expect(p).toMatchObject({ aFavor: 1, contra: 0, minhaPosicao: null, favorito: false });
    expect((await ok(subgraph.query<{ processo: { numero: string } }>(`query($id: ID) { processo(id: $id) { numero } }`, { id: p.id }))).processo.numero).toBe('2026/0571');
    expect((await ok(subgraph.query<{ processo: null }>(`{ processo(id: "x") { numero } }`))).processo).toBeNull();
  });

  it('simple search covers number, subject, summary and author names', async () => {
    expect((await simples('2025/1234')).itens.map((p) => p.assunto)).toEqual(['Transparência nas filas de cirurgias eletivas']);
    expect((await simples('CERRADO')).itens.map((p) => p.numero)).toEqual(['2025/0587']);
    expect((await simples('escolas')).total).toBe(3);
    expect((await simples('Lúcia Bragança')).itens.map((p) => p.numero)).toEqual(['2026/0488']);
    expect((await simples('%')).total).toBe(0);
    expect((await simples('')).total).toBe(20);
  });

  it('advanced search by number, year, type, author, status and period; bad periods are refused in Portuguese', async () => {
    const ids = async (filtro: Record<string, unknown>) => (await ok(avancada(filtro))).buscaAvancadaProcessos.itens.map((p) => p.numero);
    expect(await ids({ ano: 2026 })).toEqual(['2026/0655', '2026/0571', '2026/0488', '2026/0349', '2026/0214', '2026/0107']);
    expect(await ids({ tipo: 'projeto de resolução' })).toEqual(['2025/1647', '2026/0107'].reverse());
    expect(await ids({ situacao: 'Arquivado' })).toEqual(['2025/1852', '2025/1378']);
    expect(await ids({ autor: 'quintela' })).toEqual(['2025/0587']);
    expect(await ids({ numero: '1234' })).toEqual(['2025/1234']);
    expect(await ids({ dataInicio: '2025-09-01', dataFim: '2025-10-31', tipo: 'Projeto de Lei' })).toEqual(['2025/1852', '2025/1789']);
    expect(await ids({ autor: 'ninguém com esse nome' })).toEqual([]);
    // By the author's Deputado id: processes with several authors count for each deputy; combines with the other criteria.
    expect(await ids({ deputadoId: '3' })).toEqual(['2025/0587']);
    expect(await ids({ deputadoId: '1' })).toEqual(['2025/0412']);
    expect(await ids({ deputadoId: '16' })).toEqual(['2025/0412']);
    expect(await ids({ deputadoId: '3', ano: 2026 })).toEqual([]);
    expect(await ids({ deputadoId: '999' })).toEqual([]);
    expect(await ids({ deputadoId: 'abc' })).toEqual([]);
    const ruim = await avancada({ ano: 25, dataInicio: '2025-02-30', dataFim: 'ontem' });
    expect(ruim.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      mensagens: ['Informe um ano válido, com quatro dígitos.', 'Informe a data inicial no formato AAAA-MM-DD.', 'Informe a data final no formato AAAA-MM-DD.'],
    });
    const invertido = await avancada({ dataInicio: '2025-12-01', dataFim: '2025-01-01' });
    expect(invertido.errors?.[0]?.extensions?.mensagens).toEqual(['A data inicial deve ser anterior ou igual à data final.']);
  });

  it('recent processes come as one list per category; most voted by total votes; calendar days of a month', async () => {
    const { processosRecentes } = await ok(subgraph.query<{ processosRecentes: { categoria: string; processos: { numero: string }[] }[] }>(`{ processosRecentes(quantidade: 2) { categoria processos { numero } } }`));
    expect(processosRecentes).toEqual([
      { categoria: 'Projeto de Lei', processos: [{ numero: '2026/0655' }, { numero: '2026/0571' }] },
      { categoria: 'Projeto de Lei Complementar', processos: [{ numero: '2026/0349' }] },
      { categoria: 'Projeto de Resolução', processos: [{ numero: '2026/0107' }, { numero: '2025/1647' }] },
      { categoria: 'Proposta de Emenda Constitucional', processos: [{ numero: '2026/0488' }] },
    ]);
    const { proposicoesMaisVotadas } = await ok(subgraph.query<{ proposicoesMaisVotadas: { numero: string; aFavor: number; contra: number }[] }>(`{ proposicoesMaisVotadas(limite: 3) { numero aFavor contra } }`));
    expect(proposicoesMaisVotadas).toEqual([
      { numero: '2026/0571', aFavor: 1, contra: 0 },
      { numero: '2025/1234', aFavor: 1, contra: 0 },
      { numero: '2025/0964', aFavor: 0, contra: 1 },
    ]);
    const dias = await ok(subgraph.query<{ diasDoMesComProcessos: string[] }>(`{ diasDoMesComProcessos(ano: 2025, mes: 3) }`));
    expect(dias.diasDoMesComProcessos).toEqual(['2025-03-04', '2025-03-27']);
    const ruim = await subgraph.query(`{ diasDoMesComProcessos(ano: 2025, mes: 13) }`);
    expect(ruim.errors?.[0]?.extensions?.mensagens).toEqual(['Informe um mês de 1 a 12.']);
    const limite = await subgraph.query(`{ proposicoesMaisVotadas(limite: 0) { numero } }`);
    expect(limite.errors?.[0]?.message).toBe('O limite deve estar entre 1 e 50.');
    const tipos = await ok(subgraph.query<{ tiposProcesso: string[]; situacoesProcesso: string[] }>(`{ tiposProcesso situacoesProcesso }`));
    expect(tipos.situacoesProcesso).toEqual(['Aprovado', 'Arquivado', 'Em tramitação']);
    expect(tipos.tiposProcesso).toHaveLength(4);
  });
});

describe('processos: participação do cidadão', () => {
  it('refuses votes, favourites and personal lists without a citizen login', async () => {
    for (const consulta of [
      { q: VOTAR, v: { n: '2025/1234', p: 'A_FAVOR' } },
      { q: FAVORITAR, v: { n: '2025/1234' } },
      { q: `{ minhasParticipacoes { total } }`, v: {} },
      { q: `{ meusFavoritos { total } }`, v: {} },
      { q: `{ buscaFavoritoProcessos(termo: "x") { total } }`, v: {} },
    ]) {
      const anonimo = await subgraph.query(consulta.q, consulta.v);
      expect(anonimo.errors?.[0]).toMatchObject({ message: 'É necessário fazer login para acessar esta funcionalidade', extensions: { code: 'UNAUTHENTICATED' } });
      const equipe = `Bearer ${await signer.signEquipe({ sub: '1', nome: 'Admin', lotacao_padrao_id: 1, recursos: [] })}`;
      expect((await subgraph.query(consulta.q, consulta.v, { authorization: equipe })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const { data } = await subgraph.query<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    for (const campo of ['votarProcesso', 'favoritarProcesso', 'minhasParticipacoes', 'meusFavoritos', 'buscaFavoritoProcessos']) {
      expect(data!._service.sdl).toMatch(new RegExp(`${campo}\\((?:[^()]|\\([^)]*\\))*\\): \\w+!? @authenticated`));
    }
  });

  it('votes, changes the vote, and the tallies follow; an unknown process is a clear 404', async () => {
    const c = await cidadao(501);
    const antes = await porNumero('2025/0733');
    const a = await ok(subgraph.query<{ votarProcesso: ProcessoView }>(VOTAR, { n: '2025/0733', p: 'A_FAVOR' }, c));
    expect(a.votarProcesso).toEqual({ numero: '2025/0733', aFavor: antes.aFavor + 1, contra: antes.contra, minhaPosicao: 'A_FAVOR' });
    const b = await ok(subgraph.query<{ votarProcesso: ProcessoView }>(VOTAR, { n: '2025/0733', p: 'CONTRA' }, c));
    expect(b.votarProcesso).toEqual({ numero: '2025/0733', aFavor: antes.aFavor, contra: antes.contra + 1, minhaPosicao: 'CONTRA' });
    const repetido = await ok(subgraph.query<{ votarProcesso: ProcessoView }>(VOTAR, { n: '2025/0733', p: 'CONTRA' }, c));
    expect(repetido.votarProcesso.contra).toBe(antes.contra + 1);
    const desconhecido = await subgraph.query(VOTAR, { n: '1999/1', p: 'CONTRA' }, c);
    expect(desconhecido.errors?.[0]).toMatchObject({ message: 'Processo não encontrado.', extensions: { code: 'NOT_FOUND' } });

    const minhas = await ok(subgraph.query<{ minhasParticipacoes: Pagina }>(`{ minhasParticipacoes { ${PAGINA} } }`, {}, c));
    expect(minhas.minhasParticipacoes).toMatchObject({ total: 1, itens: [{ numero: '2025/0733', minhaPosicao: 'CONTRA' }] });
    // Another citizen sees their own (empty) participation and no position on the process.
    const outro = await cidadao(502);
    expect((await ok(subgraph.query<{ minhasParticipacoes: Pagina }>(`{ minhasParticipacoes { total } }`, {}, outro))).minhasParticipacoes.total).toBe(0);
    expect((await porNumero('2025/0733', outro)).minhaPosicao).toBeNull();
  });

  it('toggles favourites and searches within them', async () => {
    const c = await cidadao(503);
    expect((await ok(subgraph.query<{ favoritarProcesso: { favorito: boolean } }>(FAVORITAR, { n: '2025/1590' }, c))).favoritarProcesso).toEqual({ numero: '2025/1590', favorito: true });
    await ok(subgraph.query(FAVORITAR, { n: '2025/1456' }, c));
    const favoritos = await ok(subgraph.query<{ meusFavoritos: Pagina }>(`{ meusFavoritos { ${PAGINA} } }`, {}, c));
    expect(favoritos.meusFavoritos.itens.map((p) => [p.numero, p.favorito])).toEqual([['2025/1456', true], ['2025/1590', true]]);
    const busca = await ok(subgraph.query<{ buscaFavoritoProcessos: Pagina }>(`{ buscaFavoritoProcessos(termo: "wi-fi") { ${PAGINA} } }`, {}, c));
    expect(busca.buscaFavoritoProcessos.itens.map((p) => p.numero)).toEqual(['2025/1590']);
    expect((await ok(subgraph.query<{ favoritarProcesso: { favorito: boolean } }>(FAVORITAR, { n: '2025/1590' }, c))).favoritarProcesso.favorito).toBe(false);
    expect((await ok(subgraph.query<{ meusFavoritos: Pagina }>(`{ meusFavoritos { total } }`, {}, c))).meusFavoritos.total).toBe(1);
  });

  it('50 parallel votes by one citizen leave exactly one position; many citizens voting at once keep exact tallies', async () => {
    const numero = '2026/0214';
    const antes = await porNumero(numero);
    const c = await cidadao(600);
    const respostas = await Promise.all(Array.from({ length: 50 }, (_, i) => subgraph.query(VOTAR, { n: numero, p: i % 2 ? 'A_FAVOR' : 'CONTRA' }, c)));
    expect(respostas.every((r) => r.errors === undefined)).toBe(true);
    const conexao = subgraph.orm.em.fork().getConnection();
    const linhas = await conexao.execute<{ posicao: string }[]>(`select v.posicao from participation.votos v join participation.processos p on p.id = v.processo_id where p.numero = ? and v.cidadao_id = 600`, [numero]);
    expect(linhas).toHaveLength(1);
    const depois = await porNumero(numero);
    expect(depois.aFavor + depois.contra).toBe(antes.aFavor + antes.contra + 1);

    const tokens = await Promise.all(Array.from({ length: 40 }, (_, i) => cidadao(700 + i)));
    const votos = await Promise.all(tokens.map((t, i) => subgraph.query(VOTAR, { n: numero, p: i < 25 ? 'A_FAVOR' : 'CONTRA' }, t)));
    expect(votos.every((r) => r.errors === undefined)).toBe(true);
    // Half of them change their minds at the same time.
    await Promise.all(tokens.slice(0, 20).map((t, i) => subgraph.query(VOTAR, { n: numero, p: i < 10 ? 'CONTRA' : 'A_FAVOR' }, t)));
    const [contagem] = await conexao.execute<{ a_favor: number; contra: number }[]>(
      `select count(*) filter (where posicao = 'a_favor')::int as a_favor, count(*) filter (where posicao = 'contra')::int as contra from participation.votos v join participation.processos p on p.id = v.processo_id where p.numero = ?`,
      [numero],
    );
    const final = await porNumero(numero);
    expect({ aFavor: final.aFavor, contra: final.contra }).toEqual({ aFavor: contagem!.a_favor, contra: contagem!.contra });
    expect(final.aFavor + final.contra).toBe(antes.aFavor + antes.contra + 41);
    // The database itself refuses a position that is neither for nor against.
    await expect(conexao.execute(`update participation.votos set posicao = 'talvez' where cidadao_id = 600`)).rejects.toThrow(/votos_posicao_check/);
  });
});

describe('importador e avisos de mudança de situação', () => {
  const logger = pino({ level: 'silent' });
  const feed = (situacao: string) => [
    {
      numero: '2026/0900',
      assunto: 'Bibliotecas comunitárias',
      ementa: 'Apoia bibliotecas comunitárias em bairros periféricos.',
      tipo: 'Projeto de Lei',
      etapa: 'Comissão de Educação, Cultura e Esporte',
      situacao,
      data_autuacao: '02/11/2026',
      autores: [{ nome: 'Amélia Carvalhais', deputado_id: 1 }, 'Governadoria do Estado'],
    },
  ];

  it('imports idempotently by number, reads CSV too, and reports bad records in Portuguese', async () => {
    const em = subgraph.orm.em.fork();
    expect(await importarProcessos(em, feed('Em tramitação'))).toMatchObject({ criados: 1, atualizados: 0, inalterados: 0, erros: [] });
    expect(await importarProcessos(em, feed('Em tramitação'))).toMatchObject({ criados: 0, atualizados: 0, inalterados: 1 });
    const p = await porNumero('2026/0900');
    expect(p).toMatchObject({ dataAutuacao: '2026-11-02', autores: [{ nome: 'Amélia Carvalhais', deputado: { id: '1' } }, { nome: 'Governadoria do Estado', deputado: null }] });

    const csv = 'numero;assunto;ementa;tipo;etapa;situacao;data_autuacao;link_texto_integral;autores;deputados_ids\n2026/0901;Praças acessíveis;Adapta praças públicas.;Projeto de Lei;;Em tramitação;2026-11-03;https://al.go.leg.br/x.pdf;Beatriz Quintela|Caio Vilela;3|5\n;sem número;x;y;;z;2026-13-01;;;\n';
    const { registros } = lerFeed(csv, 'csv');
    const resultado = await importarProcessos(em, registros);
    expect(resultado).toMatchObject({ criados: 1 });
    expect(resultado.erros).toEqual(['Registro 2: número ausente ou fora do formato ano/número; data de autuação inválida.']);
    expect((await porNumero('2026/0901')).autores.map((a) => a.deputado?.id)).toEqual(['3', '5']);
    expect(lerFeed('{"x": 1}', 'json').erro).toBe('O arquivo JSON deve ser uma lista de processos ou {"processos": [...]}.');
    expect(lerFeed('não é json', 'json').erro).toBe('O arquivo não é um JSON válido.');
  });

  it('a status change e-mails each citizen who favourited the process, once, and retries failures', async () => {
    const em = subgraph.orm.em.fork();
    await importarProcessos(em, feed('Em tramitação'));
    await ok(subgraph.query(FAVORITAR, { n: '2026/0900' }, await cidadao(801)));
    await ok(subgraph.query(FAVORITAR, { n: '2026/0900' }, await cidadao(802)));
    expect(await importarProcessos(em, feed('Aprovado'))).toMatchObject({ atualizados: 1, mudancasSituacao: 1 });

    const enviados: AvisoSituacao[] = [];
    let falhar = true;
    const enviar = async (aviso: AvisoSituacao) => {
      if (aviso.cidadaoId === 802 && falhar) throw new Error('SMTP fora do ar');
      enviados.push(aviso);
      return 'enviado' as const;
    };
    const opcoes = { publicUrl: 'https://portal.example/', logger };
    expect(await enviarAvisosPendentes(em.fork(), enviar, opcoes)).toBe(1);
    expect(enviados).toEqual([
      { cidadaoId: 801, numero: '2026/0900', assunto: 'Bibliotecas comunitárias', situacaoAnterior: 'Em tramitação', situacaoNova: 'Aprovado', link: expect.stringMatching(/^https:\/\/portal\.example\/participacao\/processos\/\d+$/) },
    ]);
    falhar = false;
    expect(await enviarAvisosPendentes(em.fork(), enviar, opcoes)).toBe(1);
    expect(enviados.map((a) => a.cidadaoId)).toEqual([801, 802]);
    // Nothing is sent twice, and importing the same status again is no change.
    expect(await enviarAvisosPendentes(em.fork(), enviar, opcoes)).toBe(0);
    expect(await importarProcessos(em, feed('Aprovado'))).toMatchObject({ inalterados: 1, mudancasSituacao: 0 });
    expect(await enviarAvisosPendentes(em.fork(), enviar, opcoes)).toBe(0);
    // Concurrent dispatchers never send the same notice.
    await importarProcessos(em, feed('Arquivado'));
    enviados.length = 0;
    const [x, y] = await Promise.all([enviarAvisosPendentes(em.fork(), enviar, opcoes), enviarAvisosPendentes(em.fork(), enviar, opcoes)]);
    expect(x + y).toBe(2);
    expect(enviados.map((a) => a.cidadaoId).sort()).toEqual([801, 802]);
  });
});
