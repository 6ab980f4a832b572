import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assinarReferencia, avisosEnviados, type ClaimsEquipe, type TokenSigner } from '@alego/kit';
import { createTestKeys, startTestSubgraph, textoDoPdf, type GraphQLResponse, type TestSubgraph } from '@alego/kit/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../../../access/src/index.js';
import { lerCaixaDeSaida } from '../../../../access/src/mail/caixa.js';
import { content } from '../../index.js';
import { SolicitacaoInformacao } from './solicitacao-informacao.entity.js';
import * as servico from './solicitacao-informacao.service.js';

let subgraph: TestSubgraph;
let acesso: TestSubgraph;
let signer: TokenSigner;
let pasta: string;
const tokens: Record<'atendente' | 'leitor' | 'semPermissao' | 'cidada' | 'outroCidadao', string> = { atendente: '', leitor: '', semPermissao: '', cidada: '', outroCidadao: '' };
const SEGREDO = 'token-lai';
const ambienteAntes = { ...process.env };

function claims(nome: string, permissoes: string[]): ClaimsEquipe {
  return { sub: String(nome.length), nome, lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes, funcionalidades: [] }] };
}

beforeAll(async () => {
  const keys = await createTestKeys();
  signer = keys.signer;
  [subgraph, acesso] = await Promise.all([
    startTestSubgraph(content, { jwks: keys.jwks, internalToken: SEGREDO }),
    startTestSubgraph(access, { jwks: keys.jwks, internalToken: SEGREDO }),
  ]);
  pasta = await mkdtemp(path.join(tmpdir(), 'lai-mail-'));
  Object.assign(process.env, { ACCESS_URL: new URL('/', acesso.url).href, INTERNAL_API_TOKEN: SEGREDO, PORTAL_VAR_DIR: pasta, PUBLIC_URL: 'http://portal.test' });
  delete process.env.SMTP_URL;
  tokens.atendente = await signer.signEquipe(claims('Ana Atendente', ['api/admin/solicitacao_informacao']));
  tokens.leitor = await signer.signEquipe(claims('Léo Leitor', ['api/admin/solicitacao_informacao#index', 'api/admin/solicitacao_informacao#show']));
  tokens.semPermissao = await signer.signEquipe(claims('Sem Nada', ['api/admin/fale_conosco']));
  tokens.cidada = await signer.signCidadao({ sub: '501', nome: 'Clara Cidadã', email: 'clara@example.com' });
  tokens.outroCidadao = await signer.signCidadao({ sub: '502', nome: 'Outro', email: 'outro@example.com' });
});

afterAll(async () => {
  process.env = ambienteAntes;
  await Promise.all([subgraph?.close(), acesso?.close()]);
  if (pasta) await rm(pasta, { recursive: true, force: true });
});

function como<Data = Record<string, unknown>>(quem: keyof typeof tokens | null, query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> {
  return subgraph.query<Data>(query, variables, quem ? { authorization: `Bearer ${tokens[quem]}` } : {});
}

const ENVIAR = `mutation($dados: SolicitacaoInformacaoInput!) { enviarSolicitacaoInformacao(dados: $dados, recaptcha: "x") { protocolo prazo mensagem } }`;
const VALIDA = { estadoId: 52, municipioId: 5208707, tipoPessoa: 'fisica', nome: 'Maria da Silva', email: 'Maria@Example.com', genero: 'feminino', escolaridade: 'superior', ocupacao: 'jornalista', objetivo: 'jornalismo', pedido: 'Quantos servidores efetivos a Assembleia tinha em 2025?' };
const CONSULTAR = `query($protocolo: String!, $email: String) { consultarSolicitacaoInformacao(protocolo: $protocolo, email: $email) { id protocolo status pedido prazo resposta decisao prorrogada justificativaProrrogacao situacaoDoPrazo recursos { instancia razoes prazo decisao resposta } pdfResposta { nome url } } }`;

async function enviar(dados: Record<string, unknown> = VALIDA, quem: keyof typeof tokens | null = null): Promise<{ protocolo: string; prazo: string }> {
  const { data, errors } = await como<{ enviarSolicitacaoInformacao: { protocolo: string; prazo: string } }>(quem, ENVIAR, { dados });
  expect(errors).toBeUndefined();
  return data!.enviarSolicitacaoInformacao;
}

async function idDo(protocolo: string): Promise<string> {
  const { data } = await como<{ consultarSolicitacaoInformacao: { id: string } }>(null, CONSULTAR, { protocolo, email: 'maria@example.com' });
  return data!.consultarSolicitacaoInformacao.id;
}

async function caixa(para: string) {
  await avisosEnviados();
  return (await lerCaixaDeSaida(path.join(pasta, 'mail'))).filter((e) => e.para.includes(para));
}

const SEM_RECURSO = 'Esta solicitação não admite recurso agora: só cabe recurso depois de uma resposta, até a segunda instância.';
const contar = () => subgraph.orm.em.fork().count(SolicitacaoInformacao, {});

describe('LAI: formulário público', () => {
  it('answers a protocol, a deadline 20 calendar days ahead, and e-mails the receipt', async () => {
    const { protocolo, prazo } = await enviar();
    expect(protocolo).toMatch(/^20\d{8}$/);
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const esperado = new Date(`${hoje}T00:00:00Z`);
    esperado.setUTCDate(esperado.getUTCDate() + 20);
    expect(prazo).toBe(esperado.toISOString().slice(0, 10));
    const [recibo] = await caixa('maria@example.com');
    expect(recibo!.assunto).toBe(`Pedido de acesso à informação recebido – protocolo ${protocolo}`);
    expect(recibo!.corpo).toContain(`http://portal.test/transparencia/solicitacoes-informacao/consulta?protocolo=${protocolo}`);
  });

  it('refuses bad input in Portuguese and stores nothing', async () => {
    const antes = await contar();
    const { errors } = await como(null, ENVIAR, { dados: { tipoPessoa: 'robo', nome: ' ', email: 'x@', telefone: '12', genero: 'xyz', pedido: '' } });
    expect(errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      mensagens: ['Selecione o tipo de pessoa.', 'Informe o seu nome.', 'Informe um e-mail válido.', 'Informe um telefone válido, com DDD.', 'Selecione uma opção válida em gênero.', 'Descreva a informação solicitada.'],
    });
    const fora = await como(null, ENVIAR, { dados: { ...VALIDA, estadoId: 99 } });
    expect(fora.errors?.[0]?.extensions?.mensagens).toEqual(['Selecione um estado da lista.']);
    // Goiânia (5208707) is in Goiás (52), not in São Paulo (35); a municipality needs its state.
    for (const local of [{ estadoId: 35, municipioId: 5208707 }, { estadoId: null, municipioId: 5208707 }, { estadoId: 52, municipioId: 1 }]) {
      expect((await como(null, ENVIAR, { dados: { ...VALIDA, ...local } })).errors?.[0]?.extensions?.mensagens).toEqual(['Selecione o município do estado escolhido.']);
    }
    const longo = await como(null, ENVIAR, { dados: { ...VALIDA, pedido: 'a'.repeat(5001) } });
    expect(longo.errors?.[0]?.extensions?.mensagens).toEqual(['O pedido deve ter no máximo 5000 caracteres.']);
    expect(await contar()).toBe(antes);
  });

  it('serves the five vocabularies and refuses an unknown one', async () => {
    const { data } = await como<Record<string, { valor: string }[]>>(
      null,
      `{ a: vocabularioSolicitacaoInformacao(nome: "tipo-pessoas") { valor } b: vocabularioSolicitacaoInformacao(nome: "generos") { valor }
         c: vocabularioSolicitacaoInformacao(nome: "escolaridades") { valor } d: vocabularioSolicitacaoInformacao(nome: "ocupacoes") { valor }
         e: vocabularioSolicitacaoInformacao(nome: "objetivos") { valor rotulo } }`,
    );
    expect(data!.a!.map((o) => o.valor)).toEqual(['fisica', 'juridica']);
    expect(data!.b!.length).toBeGreaterThan(2);
    expect(data!.e!).toContainEqual({ valor: 'jornalismo', rotulo: 'Atividade jornalística' });
    const ruim = await como(null, `{ vocabularioSolicitacaoInformacao(nome: "x") { valor } }`);
    expect(ruim.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('status by protocol shows nothing personal; consulting needs the e-mail or being the citizen who filed it', async () => {
    const { protocolo } = await enviar({ ...VALIDA, email: 'clara@example.com' }, 'cidada');
    const status = await como<{ statusSolicitacaoInformacao: Record<string, unknown> }>(null, `query($p: String!) { statusSolicitacaoInformacao(protocolo: $p) { protocolo status rotulo prazo prorrogada } }`, { p: protocolo });
    expect(status.data!.statusSolicitacaoInformacao).toMatchObject({ protocolo, status: 'aguardando_resposta', rotulo: 'Aguardando resposta', prorrogada: false });
    const errado = await como(null, CONSULTAR, { protocolo, email: 'maria@example.com' });
    expect(errado.errors?.[0]).toMatchObject({ message: 'Nenhuma solicitação encontrada com este protocolo e e-mail.', extensions: { code: 'NOT_FOUND' } });
    expect((await como('outroCidadao', CONSULTAR, { protocolo })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const certo = await como<{ consultarSolicitacaoInformacao: { pedido: string } }>(null, CONSULTAR, { protocolo, email: ' Clara@Example.com ' });
    expect(certo.data!.consultarSolicitacaoInformacao.pedido).toBe(VALIDA.pedido);
    const minha = await como<{ consultarSolicitacaoInformacao: { protocolo: string } }>('cidada', CONSULTAR, { protocolo });
    expect(minha.data!.consultarSolicitacaoInformacao.protocolo).toBe(protocolo);
    const minhas = await como<{ minhasSolicitacoesInformacao: { protocolo: string }[] }>('cidada', `{ minhasSolicitacoesInformacao { protocolo } }`);
    expect(minhas.data!.minhasSolicitacoesInformacao.map((s) => s.protocolo)).toContain(protocolo);
    expect((await como(null, `{ minhasSolicitacoesInformacao { protocolo } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('LAI: fila da equipe, prorrogação, resposta e recursos', () => {
  const LISTA = `query($filtro: SolicitacaoInformacaoFiltro) { solicitacoesInformacao(filtro: $filtro) { itens { id protocolo prazo situacaoDoPrazo } total porPagina } }`;
  const PRORROGAR = `mutation($id: ID!, $j: String!) { prorrogarSolicitacaoInformacao(id: $id, justificativa: $j) { prazo prorrogada justificativaProrrogacao } }`;
  const RESPONDER = `mutation($id: ID!, $dados: RespostaSolicitacaoInformacaoInput!) { responderSolicitacaoInformacao(id: $id, dados: $dados) { status decisao motivoNegativa respondidaPor prazo pdfResposta { nome url } } }`;
  const RECORRER = `mutation($p: String!, $e: String, $r: String!) { recorrerSolicitacaoInformacao(protocolo: $p, email: $e, razoes: $r) { status prazo recursos { instancia prazo } } }`;
  const DECIDIR = `mutation($id: ID!, $dados: RespostaRecursoInformacaoInput!) { responderRecursoInformacao(id: $id, dados: $dados) { status recursos { instancia decisao } } }`;

  it('every staff operation needs its permission: index/show to read, update to act', async () => {
    const { protocolo } = await enviar();
    const id = await idDo(protocolo);
    expect((await como(null, LISTA)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await como('semPermissao', LISTA)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await como('cidada', LISTA)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await como('semPermissao', `query($id: ID!) { solicitacaoInformacao(id: $id) { id } }`, { id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const lista = await como<{ solicitacoesInformacao: { itens: { protocolo: string; situacaoDoPrazo: string }[]; porPagina: number } }>('leitor', LISTA, { filtro: { protocolo } });
    expect(lista.data!.solicitacoesInformacao.itens).toEqual([{ id, protocolo, prazo: expect.any(String), situacaoDoPrazo: 'no_prazo' }]);
    expect(lista.data!.solicitacoesInformacao.porPagina).toBe(12);
    for (const [query, variables] of [
      [PRORROGAR, { id, j: 'Volume de dados.' }],
      [RESPONDER, { id, dados: { resposta: 'x', decisao: 'deferida' } }],
      [DECIDIR, { id, dados: { resposta: 'x', decisao: 'provido' } }],
    ] as const) {
      expect((await como('leitor', query, variables)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await como(null, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('extends once by 10 days with a recorded justification, answers with a PDF, and two appeals follow, each e-mailed', async () => {
    const { protocolo, prazo } = await enviar();
    const id = await idDo(protocolo);
    const sem = await como('atendente', PRORROGAR, { id, j: '  ' });
    expect(sem.errors?.[0]?.extensions?.mensagens).toEqual(['Informe a justificativa da prorrogação.']);
    const prorrogada = await como<{ prorrogarSolicitacaoInformacao: { prazo: string; prorrogada: boolean; justificativaProrrogacao: string } }>('atendente', PRORROGAR, { id, j: 'Levantamento em três setores.' });
    const dezDepois = new Date(`${prazo}T00:00:00Z`);
    dezDepois.setUTCDate(dezDepois.getUTCDate() + 10);
    expect(prorrogada.data!.prorrogarSolicitacaoInformacao).toEqual({ prazo: dezDepois.toISOString().slice(0, 10), prorrogada: true, justificativaProrrogacao: 'Levantamento em três setores.' });
    expect((await como('atendente', PRORROGAR, { id, j: 'De novo.' })).errors?.[0]?.extensions?.mensagens).toEqual(['O prazo desta solicitação já foi prorrogado uma vez.']);

    const negadaSemMotivo = await como('atendente', RESPONDER, { id, dados: { resposta: 'Não.', decisao: 'indeferida' } });
    expect(negadaSemMotivo.errors?.[0]?.extensions?.mensagens).toEqual(['Informe o motivo da negativa de acesso.']);
    const imagem = assinarReferencia({ chave: 'img/ab/x.png', nome: 'x.png', tamanho: 10, tipo: 'image/png' }, SEGREDO);
    expect((await como('atendente', RESPONDER, { id, dados: { resposta: 'Segue.', decisao: 'deferida', pdfResposta: imagem } })).errors?.[0]?.extensions?.mensagens).toEqual([
      'O arquivo da resposta deve ser um PDF.',
    ]);
    const pdf = assinarReferencia({ chave: 'pdf/ab/resposta.pdf', nome: 'resposta.pdf', tamanho: 1234, tipo: 'application/pdf' }, SEGREDO);
    const respondida = await como<{ responderSolicitacaoInformacao: Record<string, unknown> }>('atendente', RESPONDER, {
      id,
      dados: { resposta: 'Eram 812 servidores efetivos.', decisao: 'parcialmente_deferida', motivoNegativa: 'dados_pessoais', pdfResposta: pdf },
    });
    expect(respondida.data!.responderSolicitacaoInformacao).toMatchObject({ status: 'respondida', decisao: 'parcialmente_deferida', motivoNegativa: 'dados_pessoais', respondidaPor: 'Ana Atendente' });
    expect((await como('atendente', RESPONDER, { id, dados: { resposta: 'De novo', decisao: 'deferida' } })).errors?.[0]?.extensions?.mensagens).toEqual([
      'Esta solicitação não está aguardando resposta.',
    ]);

    expect((await como(null, RECORRER, { p: protocolo, e: 'maria@example.com', r: ' ' })).errors?.[0]?.extensions?.mensagens).toEqual(['Escreva as razões do recurso.']);
    const primeiro = await como<{ recorrerSolicitacaoInformacao: { status: string; recursos: { instancia: number }[] } }>(null, RECORRER, { p: protocolo, e: 'maria@example.com', r: 'Faltou a lista por cargo.' });
    expect(primeiro.data!.recorrerSolicitacaoInformacao).toMatchObject({ status: 'em_recurso', recursos: [{ instancia: 1 }] });
    expect((await como(null, RECORRER, { p: protocolo, e: 'maria@example.com', r: 'Outra vez' })).errors?.[0]?.extensions?.mensagens).toEqual([SEM_RECURSO]);
    const decidido = await como<{ responderRecursoInformacao: { status: string } }>('atendente', DECIDIR, { id, dados: { resposta: 'Mantida.', decisao: 'nao_provido' } });
    expect(decidido.data!.responderRecursoInformacao.status).toBe('respondida');
    await como(null, RECORRER, { p: protocolo, e: 'maria@example.com', r: 'Insisto.' });
    const ultimo = await como<{ responderRecursoInformacao: { status: string; recursos: { instancia: number; decisao: string }[] } }>('atendente', DECIDIR, { id, dados: { resposta: 'Lista enviada.', decisao: 'provido' } });
    expect(ultimo.data!.responderRecursoInformacao).toEqual({ status: 'encerrada', recursos: [{ instancia: 1, decisao: 'nao_provido' }, { instancia: 2, decisao: 'provido' }] });
    expect((await como(null, RECORRER, { p: protocolo, e: 'maria@example.com', r: 'Terceira' })).errors?.[0]?.extensions?.mensagens).toEqual([SEM_RECURSO]);

    const emails = (await caixa('maria@example.com')).filter((e) => e.assunto.endsWith(protocolo)).map((e) => e.assunto.replace(` – protocolo ${protocolo}`, ''));
    expect(emails).toEqual([
      'Pedido de acesso à informação recebido',
      'Prazo de resposta prorrogado',
      'Resposta ao seu pedido de acesso à informação',
      'Recurso em 1ª instância recebido',
      'Decisão do recurso em 1ª instância',
      'Recurso em 2ª instância recebido',
      'Decisão do recurso em 2ª instância',
    ]);
    const resposta = (await caixa('maria@example.com')).find((e) => e.assunto.startsWith('Resposta ao seu pedido') && e.assunto.endsWith(protocolo))!;
    expect(resposta.corpo).toContain('Eram 812 servidores efetivos.');
    expect(resposta.corpo).toMatch(/Anexo: resposta\.pdf – http:\/\/portal\.test\/arquivos\/pdf\/ab\/resposta\.pdf\?v=/);
  });

  it('the answer is a document with a verification code and QR code that validates at /cad, showing what it is', async () => {
    const { protocolo } = await enviar();
    const id = await idDo(protocolo);
    const DOCUMENTO = `query($p: String!, $e: String) { consultarSolicitacaoInformacao(protocolo: $p, email: $e) { documentoResposta { nome conteudoBase64 } } }`;
    const VERIFICAR = `query($c: String!) { documentoInstitucional(codigo: $c) { codigo tipo titular emitidoEm detalhes { rotulo valor } } }`;
    // Before the answer there is no document; with another e-mail (or someone else's session), no request at all.
    expect((await como<{ consultarSolicitacaoInformacao: { documentoResposta: unknown } }>(null, DOCUMENTO, { p: protocolo, e: 'maria@example.com' })).data!.consultarSolicitacaoInformacao.documentoResposta).toBeNull();
    await como('atendente', RESPONDER, { id, dados: { resposta: 'Eram 812 servidores efetivos em dezembro.', decisao: 'deferida' } });
    expect((await como(null, DOCUMENTO, { p: protocolo, e: 'outra@example.com' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await como('outroCidadao', DOCUMENTO, { p: protocolo })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const { data } = await como<{ consultarSolicitacaoInformacao: { documentoResposta: { nome: string; conteudoBase64: string } } }>(null, DOCUMENTO, { p: protocolo, e: 'Maria@Example.com' });
    const documento = data!.consultarSolicitacaoInformacao.documentoResposta;
    expect(documento.nome).toBe(`resposta-lai-${protocolo}.pdf`);
    const texto = await textoDoPdf(Buffer.from(documento.conteudoBase64, 'base64'));
    expect(texto).toContain('Resposta a pedido de acesso à informação');
    expect(texto).toMatch(new RegExp(`Protocolo:\\s*${protocolo}`));
    expect(texto).toContain('Maria da Silva');
    expect(texto).toContain('Eram 812 servidores efetivos em dezembro.');
    expect(texto).toContain('Acesso concedido');
    expect(texto).toContain('http://portal.test/cad/A');
    const impresso = /A[0-9A-Z]{4}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}/.exec(texto)?.[0];
    expect(impresso).toBeDefined();
    // The same code every time the document is asked for.
    const outraVez = await como<{ consultarSolicitacaoInformacao: { documentoResposta: { conteudoBase64: string } } }>(null, DOCUMENTO, { p: protocolo, e: 'maria@example.com' });
    expect(await textoDoPdf(Buffer.from(outraVez.data!.consultarSolicitacaoInformacao.documentoResposta.conteudoBase64, 'base64'))).toContain(impresso);

    const verificado = await como<{ documentoInstitucional: Record<string, unknown> }>(null, VERIFICAR, { c: impresso!.toLowerCase() });
    expect(verificado.data!.documentoInstitucional).toEqual({
      codigo: impresso,
      tipo: 'Resposta a pedido de acesso à informação',
      titular: 'Maria da Silva',
      emitidoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      detalhes: [
        { rotulo: 'Protocolo', valor: protocolo },
        { rotulo: 'Recebido em', valor: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) },
        { rotulo: 'Decisão', valor: 'Acesso concedido' },
      ],
    });
    // Nothing the document does not print: no e-mail, no request text.
    expect(JSON.stringify(verificado.data)).not.toMatch(/example\.com|servidores/i);
    expect((await como<{ documentoInstitucional: unknown }>(null, VERIFICAR, { c: 'A7K2M-9QWXR-4TBNP-8HZCD' })).data!.documentoInstitucional).toBeNull();
    expect((await como(null, VERIFICAR, { c: 'abc' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an appeal after the 10 days and marks overdue and due-soon deadlines', async () => {
    const em = subgraph.orm.em.fork();
    const logger = pino({ level: 'silent' });
    const equipe = { tipo: 'equipe' as const, usuarioId: 1, nome: 'Ana', lotacaoId: 1, permissoes: [], funcionalidades: [], recursos: [] };
    const recebida = await servico.enviar(em, { ...VALIDA, email: 'prazo@example.com' }, null, logger, new Date('2024-02-09T15:00:00Z'));
    expect(recebida.prazo).toBe('2024-02-29');
    await servico.responder(em, equipe, String(recebida.id), { resposta: 'Segue.', decisao: 'deferida' }, logger, new Date('2024-02-20T15:00:00Z'));
    expect(recebida.prazo).toBe('2024-03-01');
    await expect(servico.recorrer(em, recebida.protocolo, 'prazo@example.com', 'Tarde', null, logger, new Date('2024-03-02T15:00:00Z'))).rejects.toThrow('O prazo de 10 dias para recorrer terminou.');
    const vencida = await servico.enviar(em, { ...VALIDA, email: 'prazo@example.com' }, null, logger, new Date('2020-01-02T15:00:00Z'));
    const lista = await como<{ solicitacoesInformacao: { itens: { protocolo: string; situacaoDoPrazo: string }[] } }>('leitor', LISTA, { filtro: { protocolo: vencida.protocolo } });
    expect(lista.data!.solicitacoesInformacao.itens[0]!.situacaoDoPrazo).toBe('vencida');
    const fila = await como<{ solicitacoesInformacao: { itens: { protocolo: string }[] } }>('leitor', LISTA, { filtro: { status: 'aguardando_resposta' } });
    expect(fila.data!.solicitacoesInformacao.itens[0]!.protocolo).toBe(vencida.protocolo);
  });
});

describe('LAI: estatísticas públicas', () => {
  it('counts received, answered, denied with reasons and the average reply time, per month and year', async () => {
    const em = subgraph.orm.em.fork();
    const logger = pino({ level: 'silent' });
    const equipe = { tipo: 'equipe' as const, usuarioId: 1, nome: 'Ana', lotacaoId: 1, permissoes: [], funcionalidades: [], recursos: [] };
    const a = await servico.enviar(em, VALIDA, null, logger, new Date('2023-03-01T15:00:00Z'));
    const b = await servico.enviar(em, VALIDA, null, logger, new Date('2023-03-10T15:00:00Z'));
    await servico.enviar(em, VALIDA, null, logger, new Date('2023-07-31T15:00:00Z'));
    await servico.responder(em, equipe, String(a.id), { resposta: 'Ok', decisao: 'deferida' }, logger, new Date('2023-03-05T15:00:00Z'));
    await servico.responder(em, equipe, String(b.id), { resposta: 'Não', decisao: 'indeferida', motivoNegativa: 'sigilo' }, logger, new Date('2023-03-20T15:00:00Z'));
    const { data } = await como<{ estatisticasSolicitacoesInformacao: Record<string, unknown>[] }>(
      null,
      `{ estatisticasSolicitacoesInformacao(ano: 2023) { mes recebidas atendidas negadas pendentes tempoMedioResposta motivosNegativa { motivo rotulo quantidade } } }`,
    );
    const linhas = data!.estatisticasSolicitacoesInformacao;
    expect(linhas).toHaveLength(13);
    expect(linhas[2]).toEqual({ mes: 3, recebidas: 2, atendidas: 1, negadas: 1, pendentes: 0, tempoMedioResposta: 7, motivosNegativa: [{ motivo: 'sigilo', rotulo: 'Informação classificada como sigilosa', quantidade: 1 }] });
    expect(linhas[6]).toMatchObject({ mes: 7, recebidas: 1, pendentes: 1, tempoMedioResposta: null });
    expect(linhas[12]).toMatchObject({ mes: null, recebidas: 3, atendidas: 1, negadas: 1, pendentes: 1, tempoMedioResposta: 7 });
    expect((await como(null, `{ estatisticasSolicitacoesInformacao(ano: 99) { mes } }`)).errors?.[0]?.extensions?.mensagens).toEqual(['Informe um ano válido.']);
  });
});
