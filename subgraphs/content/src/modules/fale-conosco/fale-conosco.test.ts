import { assinarReferencia, type ClaimsEquipe, type TokenSigner } from '@alego/kit';
import { createTestKeys, startTestSubgraph, type GraphQLResponse, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../index.js';
import { gerarProtocolo } from './fale-conosco.service.js';

let subgraph: TestSubgraph;
let signer: TokenSigner;
const tokens: Record<'atendente' | 'leitor' | 'semPermissao', string> = { atendente: '', leitor: '', semPermissao: '' };
const SEGREDO = 'token-x';

function claims(nome: string, permissoes: string[]): ClaimsEquipe {
  return { sub: String(nome.length), nome, lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes, funcionalidades: [] }] };
}

beforeAll(async () => {
  const keys = await createTestKeys();
  signer = keys.signer;
  subgraph = await startTestSubgraph(content, { jwks: keys.jwks, internalToken: SEGREDO });
  tokens.atendente = await signer.signEquipe(claims('Ana Atendente', ['api/admin/fale_conosco']));
  tokens.leitor = await signer.signEquipe(claims('Léo Leitor', ['api/admin/fale_conosco#index', 'api/admin/fale_conosco#show']));
  tokens.semPermissao = await signer.signEquipe(claims('Sem Nada', ['api/admin/noticias']));
});
afterAll(() => subgraph?.close());

function como<Data = Record<string, unknown>>(quem: keyof typeof tokens | null, query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> {
  return subgraph.query<Data>(query, variables, quem ? { authorization: `Bearer ${tokens[quem]}` } : {});
}

const ENVIAR = `mutation($dados: FaleConoscoInput!) { enviarFaleConosco(dados: $dados, recaptcha: "x") { protocolo mensagem } }`;
const VALIDA = { nome: 'Maria da Silva', email: 'Maria@Example.com', telefone: '(62) 99999-0000', assunto: 'Iluminação da praça', tipo: 'sugestao', mensagem: 'Sugiro mais iluminação.' };

async function enviar(dados: Record<string, unknown> = VALIDA): Promise<string> {
  const { data, errors } = await como<{ enviarFaleConosco: { protocolo: string } }>(null, ENVIAR, { dados });
  expect(errors).toBeUndefined();
  return data!.enviarFaleConosco.protocolo;
}

const LISTA = `query($filtro: FaleConoscoFiltro, $pagina: Int) { solicitacoesFaleConosco(filtro: $filtro, pagina: $pagina) { itens { id protocolo assunto status tipo } total porPagina } }`;
type Lista = { solicitacoesFaleConosco: { itens: { id: string; protocolo: string; assunto: string; status: string }[]; total: number; porPagina: number } };

describe('fale conosco: formulário público', () => {
  it('answers a server-generated protocol (year + six digits) and starts waiting for a reply', async () => {
    const { data, errors } = await como<{ enviarFaleConosco: { protocolo: string; mensagem: string } }>(null, ENVIAR, { dados: VALIDA });
    expect(errors).toBeUndefined();
    expect(data!.enviarFaleConosco.protocolo).toMatch(/^20\d{2}\d{6}$/);
    expect(data!.enviarFaleConosco.mensagem).toBe('Mensagem enviada. Guarde o número de protocolo para acompanhar a sua solicitação.');
    const lista = await como<Lista>('leitor', LISTA, { filtro: { protocolo: data!.enviarFaleConosco.protocolo } });
    expect(lista.data!.solicitacoesFaleConosco.itens).toMatchObject([{ status: 'aguardando_resposta', assunto: 'Iluminação da praça', tipo: 'sugestao' }]);
  });

  it('refuses an empty form with every field message in Portuguese', async () => {
    const { errors } = await como(null, ENVIAR, { dados: { nome: ' ', email: '', assunto: '', mensagem: ' ' } });
    expect(errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      mensagens: ['Informe o seu nome.', 'Informe o seu e-mail.', 'Informe o assunto.', 'Selecione o objetivo da mensagem.', 'Escreva a mensagem.'],
    });
  });

  it('refuses a bad e-mail, phone and an over-long message', async () => {
    const { errors } = await como(null, ENVIAR, { dados: { ...VALIDA, email: 'maria@', telefone: '123', mensagem: 'a'.repeat(5001) } });
    expect(errors?.[0]?.extensions?.mensagens).toEqual(['Informe um e-mail válido.', 'Informe um telefone válido, com DDD.', 'A mensagem deve ter no máximo 5000 caracteres.']);
  });

  it('lists objectives and statuses for the forms', async () => {
    const { data } = await como<{ objetivosFaleConosco: { valor: string }[]; statusFaleConosco: { valor: string; rotulo: string }[] }>(
      null,
      `{ objetivosFaleConosco { valor rotulo } statusFaleConosco { valor rotulo } }`,
    );
    expect(data!.objetivosFaleConosco.map((o) => o.valor)).toContain('reclamacao');
    expect(data!.statusFaleConosco.map((s) => s.valor)).toEqual(['aguardando_resposta', 'com_pendencia', 'finalizada', 'indeferida']);
  });

  it('numbers protocols by the Brasília year', () => {
    expect(gerarProtocolo(42, new Date('2027-01-01T02:00:00Z'))).toBe('2026000042');
    expect(gerarProtocolo(1234567, new Date('2027-06-01T12:00:00Z'))).toBe('20271234567');
  });
});

describe('fale conosco: área administrativa', () => {
  const RESPONDER = `mutation($id: ID!, $dados: RespostaFaleConoscoInput!) { responderFaleConosco(id: $id, dados: $dados) { id status respostaConteudo respondidaPor pdfRespostaSolicitacao { nome tipo url } } }`;

  async function idDo(protocolo: string): Promise<string> {
    const { data } = await como<Lista>('leitor', LISTA, { filtro: { protocolo } });
    return data!.solicitacoesFaleConosco.itens[0]!.id;
  }

  it('needs staff with the fale_conosco permission to list, show and reply', async () => {
    const id = await idDo(await enviar());
    expect((await como(null, LISTA)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await como('semPermissao', LISTA)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await como('semPermissao', `query($id: ID!) { solicitacaoFaleConosco(id: $id) { id } }`, { id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const leitorResponde = await como('leitor', RESPONDER, { id, dados: { respostaConteudo: 'Ok' } });
    expect(leitorResponde.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mostrado = await como<{ solicitacaoFaleConosco: { mensagem: string; email: string } }>('leitor', `query($id: ID!) { solicitacaoFaleConosco(id: $id) { mensagem email } }`, { id });
    expect(mostrado.data!.solicitacaoFaleConosco).toEqual({ mensagem: 'Sugiro mais iluminação.', email: 'maria@example.com' });
  });

  it('requires the reply content with the spec message, and a reply status other than waiting', async () => {
    const id = await idDo(await enviar());
    const vazia = await como('atendente', RESPONDER, { id, dados: { respostaConteudo: '   ' } });
    expect(vazia.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['O conteúdo da resposta é obrigatório'] });
    const aguardando = await como('atendente', RESPONDER, { id, dados: { respostaConteudo: 'Ok', status: 'aguardando_resposta' } });
    expect(aguardando.errors?.[0]?.extensions?.mensagens).toEqual(['A situação após a resposta deve ser finalizada, com pendência ou indeferida.']);
  });

  it('a reply finalizes by default, may ask for more (pendência) and closes the request', async () => {
    const id = await idDo(await enviar());
    const pendente = await como<{ responderFaleConosco: { status: string } }>('atendente', RESPONDER, { id, dados: { respostaConteudo: 'Informe o endereço.', status: 'com_pendencia' } });
    expect(pendente.data!.responderFaleConosco.status).toBe('com_pendencia');
    const final = await como<{ responderFaleConosco: Record<string, unknown> }>('atendente', RESPONDER, { id, dados: { respostaConteudo: 'Encaminhado à Secretaria.' } });
    expect(final.data!.responderFaleConosco).toMatchObject({ status: 'finalizada', respostaConteudo: 'Encaminhado à Secretaria.', respondidaPor: 'Ana Atendente' });
    const denovo = await como('atendente', RESPONDER, { id, dados: { respostaConteudo: 'De novo' } });
    expect(denovo.errors?.[0]?.extensions?.mensagens).toEqual(['Esta solicitação já foi encerrada e não pode ser respondida novamente.']);
    const abas = await como<Lista>('leitor', LISTA, { filtro: { status: 'finalizada' } });
    expect(abas.data!.solicitacoesFaleConosco.itens.map((s) => s.id)).toContain(id);
    expect(abas.data!.solicitacoesFaleConosco.porPagina).toBe(12);
  });

  it('attaches a PDF reference from the gateway and refuses an image in its place', async () => {
    const id = await idDo(await enviar());
    const base = { chave: 'pdf/ab/resposta.pdf', nome: 'resposta.pdf', tamanho: 1234 };
    const imagem = assinarReferencia({ ...base, chave: 'img/ab/x.png', tipo: 'image/png' }, SEGREDO);
    const recusada = await como('atendente', RESPONDER, { id, dados: { respostaConteudo: 'Segue.', pdfRespostaSolicitacao: imagem } });
    expect(recusada.errors?.[0]?.extensions?.mensagens).toEqual(['O arquivo da resposta deve ser um PDF.']);
    const pdf = assinarReferencia({ ...base, tipo: 'application/pdf' }, SEGREDO);
    const ok = await como<{ responderFaleConosco: { pdfRespostaSolicitacao: { nome: string; url: string } } }>('atendente', RESPONDER, { id, dados: { respostaConteudo: 'Segue.', pdfRespostaSolicitacao: pdf } });
    expect(ok.data!.responderFaleConosco.pdfRespostaSolicitacao).toMatchObject({ nome: 'resposta.pdf', url: expect.stringMatching(/^\/arquivos\/pdf\/ab\/resposta\.pdf\?v=/) });
  });

  it('filters by subject, date and objective, and refuses a malformed date in Portuguese', async () => {
    await enviar({ ...VALIDA, assunto: 'Acessibilidade do plenário', tipo: 'reclamacao' });
    const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const achadas = await como<Lista>('leitor', LISTA, { filtro: { assunto: 'plenário', tipo: 'reclamacao', createdAt: hoje } });
    expect(achadas.data!.solicitacoesFaleConosco.itens.map((s) => s.assunto)).toEqual(['Acessibilidade do plenário']);
    const ontem = await como<Lista>('leitor', LISTA, { filtro: { assunto: 'plenário', createdAt: '01/01/2020' } });
    expect(ontem.data!.solicitacoesFaleConosco.total).toBe(0);
    const ruim = await como('leitor', LISTA, { filtro: { createdAt: '31/02/2026' } });
    expect(ruim.errors?.[0]?.extensions?.mensagens).toEqual(['Informe a data no formato dd/mm/aaaa.']);
  });

  it('counts requests waiting for a reply in the menu badge', async () => {
    const contar = async () => (await como<{ contadoresMenu: { faleConosco: number } }>('leitor', `{ contadoresMenu { faleConosco } }`)).data!.contadoresMenu.faleConosco;
    const antes = await contar();
    await enviar();
    expect(await contar()).toBe(antes + 1);
  });
});
