import { hojeEmBrasilia, MENSAGEM_LINK_OU_ARQUIVO } from '@alego/catalog';
import { textoDoPdf } from '@alego/kit/testing';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

// Legislação and the org charts through the gateway: the legacy REST paths (public-site §7, back-office §7), the
// permission of each register allowed (admin) and denied (editor), the Portuguese messages and the real PDF upload.
let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([transparency, access]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
}, 120_000);
afterAll(() => harness?.close());

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

async function json<T>(caminho: string, login?: string): Promise<{ status: number; corpo: T; headers: Headers }> {
  const r = await fetch(`${harness.base}${caminho}`, { headers: login ? { authorization: `Bearer ${tokens[login]}` } : {} });
  return { status: r.status, corpo: (await r.json()) as T, headers: r.headers };
}

function enviar(caminho: string, form: FormData, login: string, method = 'POST') {
  return fetch(`${harness.base}/api/admin${caminho}`, { method, body: form, headers: { authorization: `Bearer ${tokens[login]}` } });
}

interface Norma {
  id: number;
  tipo: string;
  tipo_descricao: string;
  numero: string;
  data: string;
  ementa: string;
  link: string | null;
  endereco: string | null;
  arquivo: { nome: string; url: string } | null;
}

describe('legislação', () => {
  const formulario = (campos: Record<string, string>, arquivo?: string) => {
    const form = new FormData();
    for (const [campo, valor] of Object.entries(campos)) form.set(`legislacao[${campo}]`, valor);
    if (arquivo !== undefined) form.set('legislacao[arquivo]', new Blob([arquivo], { type: 'application/pdf' }), 'lei-21999.pdf');
    return form;
  };
  const lei = { tipo: 'lei_ordinaria', numero: '21.999', ano: '2024', data: '2024-05-10', ementa: 'Institui o Dia Estadual do Cerrado Vivo.' };

  it('lists the public norms, newest first, with the types and the type filter', async () => {
    const lista = await json<Norma[]>('/api/transparencia/legislacoes');
    expect(lista.status).toBe(200);
    expect(lista.corpo).toHaveLength(10);
    expect(Number(lista.headers.get('TotalLinhas'))).toBeGreaterThan(100);
    const datas = lista.corpo.map((n) => n.data);
    expect(datas).toEqual([...datas].sort().reverse());
    const tipos = await json<{ valor: string; descricao: string }[]>('/api/transparencia/legislacoes/tipos');
    expect(tipos.corpo).toContainEqual({ valor: 'resolucao', descricao: 'Resolução' });
    expect((await json<unknown>('/api/admin/legislacoes/tipos')).corpo).toEqual(tipos.corpo);
    const resolucoes = await json<Norma[]>('/api/transparencia/legislacoes?tipo=resolucao');
    expect(resolucoes.corpo.length).toBeGreaterThan(0);
    expect(new Set(resolucoes.corpo.map((n) => n.tipo_descricao))).toEqual(new Set(['Resolução']));
    expect((await json<unknown>('/api/transparencia/legislacoes?tipo=decreto')).status).toBe(400);
  });

  it('needs the link or the file, in Portuguese, and refuses a date outside the year', async () => {
    const semNada = await enviar('/legislacoes', formulario(lei), 'admin');
    expect(semNada.status).toBe(400);
    expect(((await semNada.json()) as { mensagem: string }).mensagem).toContain(MENSAGEM_LINK_OU_ARQUIVO);
    const foraDoAno = await enviar('/legislacoes', formulario({ ...lei, ano: '2023', link: 'https://legisla.casacivil.go.gov.br/' }), 'admin');
    expect(((await foraDoAno.json()) as { mensagem: string }).mensagem).toContain('Data deve estar no ano informado.');
  });

  it('saves a norm with its PDF (admin allowed, editor denied): its address is the file until a link is given', async () => {
    expect((await enviar('/legislacoes', formulario(lei, PDF), 'editor')).status).toBe(403);
    const criada = await enviar('/legislacoes', formulario(lei, PDF), 'admin');
    expect(criada.status).toBe(201);
    const { id, mensagem } = (await criada.json()) as { id: number; mensagem: string };
    expect(mensagem).toBe('Legislação criada com sucesso.');
    const publica = await json<Norma>(`/api/transparencia/legislacoes/${id}`);
    expect(publica.corpo).toMatchObject({ numero: '21.999', tipo_descricao: 'Lei Ordinária', link: null, arquivo: { nome: 'lei-21999.pdf' } });
    expect(publica.corpo.endereco).toBe(publica.corpo.arquivo!.url);
    expect((await fetch(`${harness.base}${publica.corpo.endereco!}`)).headers.get('content-type')).toContain('application/pdf');

    // The file stays when the form does not send it again; with a link, the link is the address.
    const comLink = await enviar(`/legislacoes/${id}`, formulario({ ...lei, link: 'https://legisla.casacivil.go.gov.br/' }), 'admin', 'PUT');
    expect(comLink.status).toBe(200);
    const depois = await json<Norma>(`/api/admin/legislacoes/${id}`, 'admin');
    expect(depois.corpo).toMatchObject({ link: 'https://legisla.casacivil.go.gov.br/', endereco: 'https://legisla.casacivil.go.gov.br/', arquivo: { nome: 'lei-21999.pdf' } });
    expect((await enviar(`/legislacoes/${id}`, formulario({ ...lei, link: 'https://exemplo.com/' }), 'editor', 'PUT')).status).toBe(403);
    expect((await fetch(`${harness.base}/api/admin/legislacoes/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${tokens.editor}` } })).status).toBe(403);
  });

  it('the admin list reads ?pagina&termo&tipo', async () => {
    const r = await json<Norma[]>('/api/admin/legislacoes?termo=Cerrado%20Vivo&tipo=lei_ordinaria&pagina=1', 'admin');
    expect(r.status).toBe(200);
    expect(r.corpo.map((n) => n.numero)).toEqual(['21.999']);
    expect((await json<Norma[]>('/api/admin/legislacoes?termo=Cerrado%20Vivo&tipo=resolucao', 'admin')).corpo).toEqual([]);
  });
});

/** A real PDF with one page per text, drawn by pdf-lib. */
async function pdfCom(...paginas: string[]): Promise<Uint8Array<ArrayBuffer>> {
  const documento = await PDFDocument.create();
  const fonte = await documento.embedFont(StandardFonts.Helvetica);
  for (const texto of paginas) documento.addPage([595, 842]).drawText(texto, { x: 50, y: 780, size: 14, font: fonte });
  return new Uint8Array(await documento.save());
}

interface Organograma {
  id: number;
  titulo: string;
  vigente_desde: string;
  ano: number;
  arquivo: { nome: string; url: string } | null;
}

describe('organogramas', () => {
  const campos = (form: FormData, titulo: string, vigenteDesde: string) => {
    form.set('organograma[titulo]', titulo);
    form.set('organograma[vigente_desde]', vigenteDesde);
    return form;
  };

  it('answers the list, an item and the latest one already in force (/organogramas/ultimo)', async () => {
    const lista = await json<Organograma[]>('/api/transparencia/organogramas');
    expect(lista.status).toBe(200);
    expect(lista.corpo.length).toBeGreaterThanOrEqual(3);
    const ultimo = await json<Organograma>('/api/transparencia/organogramas/ultimo');
    expect(ultimo.status).toBe(200);
    expect(ultimo.corpo).toEqual(lista.corpo[0]);
    expect((await json<Organograma>(`/api/transparencia/organogramas/${ultimo.corpo.id}`)).corpo).toEqual(ultimo.corpo);
    expect((await json<unknown>('/api/transparencia/organogramas/999999')).status).toBe(404);
  });

  it('merge-arquivos joins the uploaded PDFs into one, in order, as a new org chart (admin allowed, editor denied)', async () => {
    const hoje = hojeEmBrasilia();
    const form = () => campos(new FormData(), 'Estrutura com a nova Diretoria de Dados', hoje);
    const comArquivos = async (f: FormData) => {
      f.append('organograma[arquivos][]', new Blob([await pdfCom('Mesa Diretora', 'Secretaria-Geral')], { type: 'application/pdf' }), 'parte-1.pdf');
      f.append('organograma[arquivos][]', new Blob([await pdfCom('Diretoria de Dados')], { type: 'application/pdf' }), 'parte-2.pdf');
      return f;
    };
    expect((await enviar('/organogramas/merge-arquivos', await comArquivos(form()), 'editor')).status).toBe(403);
    const criado = await enviar('/organogramas/merge-arquivos', await comArquivos(form()), 'admin');
    expect(criado.status).toBe(201);
    const { id } = (await criado.json()) as { id: number };

    // Today's chart is the one in force now.
    const ultimo = await json<Organograma>('/api/transparencia/organogramas/ultimo');
    expect(ultimo.corpo).toMatchObject({ id, ano: Number(hoje.slice(0, 4)), vigente_desde: hoje, arquivo: { nome: 'organograma.pdf' } });
    const baixado = await fetch(`${harness.base}${ultimo.corpo.arquivo!.url}`);
    expect(baixado.headers.get('content-type')).toContain('application/pdf');
    const paginas = (await textoDoPdf(new Uint8Array(await baixado.arrayBuffer()))).split('\n');
    expect(paginas).toEqual(['Mesa Diretora', 'Secretaria-Geral', 'Diretoria de Dados']);
  });

  it('merge-arquivos refuses no file, a file that is not a PDF (also one that starts like one) and a sixth file, in Portuguese; the plain form needs the PDF', async () => {
    const semArquivo = await enviar('/organogramas/merge-arquivos', campos(new FormData(), 'Sem arquivo', '2020-02-01'), 'admin');
    expect(semArquivo.status).toBe(400);
    expect(await semArquivo.json()).toEqual({ mensagem: 'Envie ao menos um arquivo PDF.' });
    const falso = campos(new FormData(), 'Falso', '2020-02-01');
    falso.append('organograma[arquivos][]', new Blob([await pdfCom('Parte boa')], { type: 'application/pdf' }), 'bom.pdf');
    falso.append('organograma[arquivos][]', new Blob(['nome;cargo\n'], { type: 'application/pdf' }), 'planilha.pdf');
    const recusado = await enviar('/organogramas/merge-arquivos', falso, 'admin');
    expect(recusado.status).toBe(400);
    expect(await recusado.json()).toEqual({ mensagem: 'O arquivo planilha.pdf não é um PDF válido (ou está protegido por senha).' });
    // Alone, and starting like a PDF: the same refusal, never a 500.
    const parecido = campos(new FormData(), 'Parecido', '2020-02-01');
    parecido.append('organograma[arquivos][]', new Blob(['%PDF-1.4\nnão é um PDF de verdade\n'], { type: 'application/pdf' }), 'quebrado.pdf');
    const quebrado = await enviar('/organogramas/merge-arquivos', parecido, 'admin');
    expect(await quebrado.json()).toEqual({ mensagem: 'O arquivo quebrado.pdf não é um PDF válido (ou está protegido por senha).' });
    expect(quebrado.status).toBe(400);
    // Six files: one more than a form carries (ARQUIVOS_POR_FORMULARIO, the admin's limit too).
    const seis = campos(new FormData(), 'Seis', '2020-02-01');
    for (let n = 1; n <= 6; n++) seis.append('organograma[arquivos][]', new Blob([await pdfCom(`Parte ${n}`)], { type: 'application/pdf' }), `parte-${n}.pdf`);
    const demais = await enviar('/organogramas/merge-arquivos', seis, 'admin');
    expect(demais.status).toBe(400);
    expect(await demais.json()).toEqual({ mensagem: 'Arquivos demais neste envio.' });
    const simples = await enviar('/organogramas', campos(new FormData(), 'Sem PDF', '2020-02-01'), 'admin');
    expect(simples.status).toBe(400);
    expect(((await simples.json()) as { mensagem: string }).mensagem).toContain('Anexe o arquivo PDF.');
  });
});
