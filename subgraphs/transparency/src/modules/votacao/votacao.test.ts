import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { anoAtual } from '../relatorio-pdf/relatorio-pdf.js';

// The votes' admin (catalog entry VOTACOES): the positions are nested rows of the vote, and the tally is counted from
// them in the same transaction, never typed.
let subgraph: TestSubgraph;
let gestor: Pick<TestSubgraph, 'query'>;
const ATUAL = anoAtual();
const CAMPOS = 'id sim nao abstencao ausentes votos { id deputadoId posicao }';
interface Votacao {
  id: string;
  sim: number;
  nao: number;
  abstencao: number;
  ausentes: number;
  votos: { id: string; deputadoId: string; posicao: string }[];
}

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: false });
  gestor = subgraph.como(await subgraph.equipe(['api/admin/votacoes']));
});
afterAll(() => subgraph?.close());

const dados = { ano: ATUAL, data: `${ATUAL}-03-10`, numero: 12, materia: 'Projeto de lei nº 123 - primeira discussão', resultado: 'aprovado' };
const criar = (votos: unknown[]) => gestor.query<{ criarVotacao: Votacao }>(`mutation($dados: VotacaoInput!) { criarVotacao(dados: $dados) { ${CAMPOS} } }`, { dados: { ...dados, votos } });

describe('votações in the admin: positions as nested rows', () => {
  it('creates a vote with its positions and counts the tally from them', async () => {
    const { data, errors } = await criar([
      { deputadoId: 1, posicao: 'sim' },
      { deputadoId: 2, posicao: 'sim' },
      { deputadoId: 3, posicao: 'nao' },
      { deputadoId: 4, posicao: 'ausente' },
      { deputadoId: 5, posicao: 'obstrucao' },
    ]);
    expect(errors).toBeUndefined();
    expect(data!.criarVotacao).toMatchObject({ sim: 2, nao: 1, abstencao: 0, ausentes: 1 });
    expect(data!.criarVotacao.votos.map((v) => [v.deputadoId, v.posicao])).toEqual([['1', 'sim'], ['2', 'sim'], ['3', 'nao'], ['4', 'ausente'], ['5', 'obstrucao']]);
  });

  it('updates, removes and adds rows; the rows it does not mention stay; the tally follows', async () => {
    const criada = (await criar([{ deputadoId: 1, posicao: 'sim' }, { deputadoId: 2, posicao: 'sim' }, { deputadoId: 3, posicao: 'nao' }])).data!.criarVotacao;
    const [um, dois] = criada.votos;
    const { data, errors } = await gestor.query<{ atualizarVotacao: Votacao }>(`mutation($id: ID!, $dados: VotacaoInput!) { atualizarVotacao(id: $id, dados: $dados) { ${CAMPOS} } }`, {
      id: criada.id,
      dados: { ...dados, votos: [{ id: um!.id, deputadoId: 1, posicao: 'abstencao' }, { id: dois!.id, _destroy: true }, { deputadoId: 9, posicao: 'sim' }] },
    });
    expect(errors).toBeUndefined();
    expect(data!.atualizarVotacao.votos.map((v) => [v.deputadoId, v.posicao])).toEqual([['1', 'abstencao'], ['3', 'nao'], ['9', 'sim']]);
    expect(data!.atualizarVotacao).toMatchObject({ sim: 1, nao: 1, abstencao: 1, ausentes: 0 });
  });

  it('refuses a deputy twice, an unknown position, and a row of another vote', async () => {
    const mensagens = async (votos: unknown[]) => ((await criar(votos)).errors?.[0]?.extensions?.mensagens as string[] | undefined) ?? [];
    expect(await mensagens([{ deputadoId: 1, posicao: 'sim' }, { deputadoId: 1, posicao: 'nao' }])).toEqual(['Cada deputado tem uma só posição na votação.']);
    expect(await mensagens([{ deputadoId: 1, posicao: 'talvez' }])).toEqual(['Posições dos deputados, linha 1: Posição inválida: use sim, nao, abstencao, obstrucao ou ausente.']);
    const outra = (await criar([{ deputadoId: 7, posicao: 'sim' }])).data!.criarVotacao;
    const alheia = await gestor.query(`mutation($id: ID!, $dados: VotacaoInput!) { atualizarVotacao(id: $id, dados: $dados) { id } }`, {
      id: (await criar([])).data!.criarVotacao.id,
      dados: { ...dados, votos: [{ id: outra.votos[0]!.id, deputadoId: 7, posicao: 'nao' }] },
    });
    expect(alheia.errors?.[0]?.extensions?.mensagens).toEqual(['Registro aninhado não encontrado: recarregue o formulário.']);
  });

  it('needs the permission to write (allowed above, denied here)', async () => {
    const outro = subgraph.como(await subgraph.equipe(['api/admin/diarios']));
    const { errors } = await outro.query(`mutation($dados: VotacaoInput!) { criarVotacao(dados: $dados) { id } }`, { dados });
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
