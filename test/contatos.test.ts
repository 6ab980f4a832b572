import { DocumentoEmitido } from '@alego/kit';
import { textoDoPdf } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { TelefoneContato } from '../subgraphs/content/src/modules/contato/contato.entity.js';
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

  it('makes the directory PDF with a PDF library, carrying a verification code that /cad confirms; one code per version of the directory', async () => {
    const baixar = async (cabecalhos: Record<string, string> = {}) => {
      const resposta = await fetch(`${harness.base}/api/portal/contatos/gerar_pdf_contatos`, { headers: { 'x-forwarded-for': '198.51.100.70', ...cabecalhos } });
      expect(resposta.status).toBe(200);
      expect(resposta.headers.get('content-type')).toBe('application/pdf');
      const texto = await textoDoPdf(Buffer.from(await resposta.arrayBuffer()));
      const codigo = /A[0-9A-Z]{4}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}/.exec(texto)?.[0];
      expect(codigo).toBeDefined();
      return { texto, codigo: codigo! };
    };
    // The query the /cad page makes (clients/public/src/pages/escola/escola.graphql, VerificarDocumentoInstitucional).
    const conferir = async (codigo: string) =>
      (await harness.graphql<{ documentoInstitucional: unknown }>(`query($codigo: String!) { documentoInstitucional(codigo: $codigo) { codigo tipo titular emitidoEm detalhes { rotulo valor } } }`, { codigo })).body.data!
        .documentoInstitucional;
    const emitidos = () => harness.subgraphs.content!.orm.em.fork().count(DocumentoEmitido, { origem: { $like: 'contatos:%' } });

    const primeiro = await baixar();
    expect(primeiro.texto).toContain('Secretaria de Comunicação');
    expect(primeiro.texto).toContain('(62) 3221-3199');
    expect(primeiro.texto).toMatch(/Lista emitida em \d{2}\/\d{2}\/\d{4}/);
    expect(primeiro.texto).toContain(`/cad/${primeiro.codigo}`);
    const todos = (await (await rest('')).json()) as Contato[];
    const documento = await conferir(primeiro.codigo.toLowerCase());
    expect(documento).toEqual({
      codigo: primeiro.codigo,
      tipo: 'Lista de contatos da Assembleia',
      titular: 'Assembleia Legislativa do Estado de Goiás',
      emitidoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      detalhes: [
        { rotulo: 'Setores', valor: String(todos.filter((c) => c.tipo === 'departamento').length) },
        { rotulo: 'Gabinetes dos deputados', valor: String(todos.filter((c) => c.tipo === 'gabinete').length) },
      ],
    });
    // Nothing about any person: no name of a responsible, no phone, no e-mail.
    expect(JSON.stringify(documento)).not.toMatch(/@|\(62\)|Comunicação/);
    // A forged code of the same issuer, and one of no issuer, are not found.
    expect(await conferir('A7K2M-9QWXR-4TBNP-8HZCD')).toBeNull();
    expect(await conferir('Z7K2M-9QWXR-4TBNP-8HZCD')).toBeNull();

    // Downloading the same directory again issues nothing new: the same code.
    const antes = await emitidos();
    expect((await baixar({ 'cache-control': 'no-cache' })).codigo).toBe(primeiro.codigo);
    expect(await emitidos()).toBe(antes);

    // An edited directory is a new document with a new code; the earlier one still checks out.
    const em = harness.subgraphs.content!.orm.em.fork();
    const fax = await em.findOneOrFail(TelefoneContato, { contato: { nome: 'Secretaria de Comunicação' }, tipoCd: 'fax' });
    fax.numero = '(62) 3221-3198';
    await em.flush();
    const editado = await baixar({ 'cache-control': 'no-cache' });
    expect(editado.texto).toContain('(62) 3221-3198');
    expect(editado.codigo).not.toBe(primeiro.codigo);
    expect(await emitidos()).toBe(antes + 1);
    expect(await conferir(editado.codigo)).toMatchObject({ codigo: editado.codigo, tipo: 'Lista de contatos da Assembleia' });
    expect(await conferir(primeiro.codigo)).toMatchObject({ codigo: primeiro.codigo });
    expect(await (await rest('/validar_recaptcha?g-recaptcha-response=qualquer')).json()).toEqual({ valido: true });
  });
});
