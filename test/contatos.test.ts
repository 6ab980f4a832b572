import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

let harness: GatewayHarness;
let admin = '';

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  admin = await harness.services.signer.signEquipe({ sub: '900', nome: 'Ana', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: ['api/admin/fale_conosco'], funcionalidades: [] }] });
});
afterAll(() => harness?.close());

const rest = (caminho: string, init: RequestInit = {}) =>
  fetch(`${harness.base}/api/portal/contatos${caminho}`, { ...init, headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.70' } });

interface Contato {
  id: string;
  nome: string;
  tipo: string;
  telefones: string[];
  fax: string | null;
}

describe('contacts directory', () => {
  it('lists every contact, or one page (departamentos, gabinetes); phones and fax apart; 404 for another page', async () => {
    const todos = (await (await rest('')).json()) as Contato[];
    expect(new Set(todos.map((c) => c.tipo))).toEqual(new Set(['departamento', 'gabinete']));
    const gabinetes = (await (await rest('/gabinetes.json')).json()) as Contato[];
    expect(gabinetes.length).toBeGreaterThan(0);
    expect(gabinetes.every((c) => c.tipo === 'gabinete')).toBe(true);
    const secom = todos.find((c) => c.nome === 'Secretaria de Comunicação')!;
    expect(secom).toMatchObject({ telefones: ['(62) 3221-3100', '(62) 3221-3101'], fax: '(62) 3221-3199' });
    const outra = await rest('/diretorias');
    expect(outra.status).toBe(404);
    expect(await outra.json()).toEqual({ mensagem: 'Página de contatos não encontrada. Use departamentos ou gabinetes.' });
  });

  it('sends a message addressed to a department or office; refuses an unknown addressee and stores nothing', async () => {
    const gabinete = ((await (await rest('/gabinetes')).json()) as Contato[])[0]!;
    const dados = { nome: 'Luís Eleitor', email: 'luis@example.com', assunto: 'Audiência', mensagem: 'Gostaria de agendar.' };
    const enviada = await rest(`/gabinetes/${gabinete.id}`, { method: 'POST', body: JSON.stringify({ contato: dados }) });
    expect(enviada.status).toBe(201);
    const { protocolo } = (await enviada.json()) as { protocolo: string };
    const lista = await harness.graphql<{ solicitacoesFaleConosco: { itens: { contatadoId: number; tipo: string }[] } }>(
      `query($p: String) { solicitacoesFaleConosco(filtro: { protocolo: $p }) { itens { contatadoId tipo } } }`,
      { p: protocolo },
      { authorization: `Bearer ${admin}` },
    );
    expect(lista.body.data!.solicitacoesFaleConosco.itens).toEqual([{ contatadoId: Number(gabinete.id), tipo: 'solicitacao_informacao' }]);
    const contar = async () => (await harness.graphql<{ solicitacoesFaleConosco: { total: number } }>(`{ solicitacoesFaleConosco { total } }`, {}, { authorization: `Bearer ${admin}` })).body.data!.solicitacoesFaleConosco.total;
    const antes = await contar();
    const desconhecido = await rest('/gabinetes/999999', { method: 'POST', body: JSON.stringify(dados) });
    expect(desconhecido.status).toBe(400);
    expect(await desconhecido.json()).toMatchObject({ mensagem: 'Escolha um setor ou gabinete da lista de contatos.' });
    expect(await contar()).toBe(antes);
  });

  it('makes the directory PDF with a PDF library', async () => {
    const resposta = await rest('/gerar_pdf_contatos');
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await resposta.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    expect(await (await rest('/validar_recaptcha?g-recaptcha-response=qualquer')).json()).toEqual({ valido: true });
  });
});
