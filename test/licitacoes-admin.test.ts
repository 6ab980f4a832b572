import { textoDoPdf } from '@alego/kit/testing';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { enviarComArquivos, startGatewayHarness, type GatewayHarness, type RespostaGraphql } from './gateway-harness.js';

/*
 * Editais and avisos de licitação kept by the catalog's generic register, with several PDFs each (field type `pdfs`):
 * real multipart uploads through the gateway's file pipeline, the PDFs read back by pdf.js, and each permission
 * allowed and denied.
 */

let harness: GatewayHarness;
const tokens: Record<'editais' | 'avisos' | 'outro', string> = { editais: '', avisos: '', outro: '' };

beforeAll(async () => {
  harness = await startGatewayHarness([transparency]);
  const assinar = (permissoes: string[]) =>
    harness.services.signer.signEquipe({ sub: '1', nome: 'Servidora de Teste', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes, funcionalidades: [] }] });
  tokens.editais = await assinar(['api/admin/editais']);
  tokens.avisos = await assinar(['api/admin/avisos_licitacao']);
  tokens.outro = await assinar(['api/admin/contratos']);
}, 120_000);
afterAll(() => harness?.close());

function pdfCom(texto: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const partes: Buffer[] = [];
    doc.on('data', (parte: Buffer) => partes.push(parte));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.text(texto);
    doc.end();
  });
}

type Resposta<D> = RespostaGraphql<D>;

/** A GraphQL multipart request with the bid's PDFs, as the admin sends it. */
function enviar<D>(query: string, variables: Record<string, unknown>, arquivos: { caminho: string; nome: string; bytes: Buffer | string }[], token?: string): Promise<Resposta<D>> {
  return enviarComArquivos<D>(harness, query, variables, arquivos.map((a) => ({ ...a, tipo: 'application/pdf' })), token ? { authorization: `Bearer ${token}` } : {});
}

async function graphql<D>(query: string, variables: Record<string, unknown>, token?: string): Promise<Resposta<D>> {
  return (await harness.graphql<D>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body as Resposta<D>;
}

interface Pdf {
  chave: string;
  nome: string;
  tamanho: number;
  url: string;
}
interface Edital {
  id: string;
  numero: string;
  objeto: string;
  modalidadeId: string;
  faseId: string;
  arquivos: Pdf[];
}

const CAMPOS = 'id numero objeto modalidadeId faseId valorEstimado arquivos { chave nome tamanho url }';
const CRIAR = `mutation ($dados: EditalInput!) { criarEdital(dados: $dados) { ${CAMPOS} } }`;
const ATUALIZAR = `mutation ($id: ID!, $dados: EditalInput!) { atualizarEdital(id: $id, dados: $dados) { ${CAMPOS} } }`;
const DADOS = { numero: '901/2026', ano: 2026, processo: '2026.0009.000901', objeto: 'Aquisição de mesas de teste', modalidadeId: '1', faseId: '1', dataAbertura: '2026-03-10', valorEstimado: '1.234,56' };

async function baixar(url: string): Promise<{ tipo: string | null; texto: string }> {
  const resposta = await fetch(`${harness.base}${url}`);
  expect(resposta.status).toBe(200);
  return { tipo: resposta.headers.get('content-type'), texto: await textoDoPdf(new Uint8Array(await resposta.arrayBuffer())) };
}

describe('editais com vários PDFs', () => {
  let edital: Edital;

  it('cria com dois PDFs enviados por multipart, na ordem, e os serve de volta', async () => {
    const r = await enviar<{ criarEdital: Edital }>(
      CRIAR,
      { dados: { ...DADOS, arquivos: [{ arquivo: null }, { arquivo: null }] } },
      [
        { caminho: 'dados.arquivos.0.arquivo', nome: 'edital.pdf', bytes: await pdfCom('Texto do edital 901') },
        { caminho: 'dados.arquivos.1.arquivo', nome: 'anexo-i.pdf', bytes: await pdfCom('Anexo I termo de referencia') },
      ],
      tokens.editais,
    );
    expect(r.errors).toBeUndefined();
    edital = r.data!.criarEdital;
    expect(edital).toMatchObject({ numero: '901/2026', modalidadeId: '1', faseId: '1', valorEstimado: '1234.56' });
    expect(edital.arquivos.map((a) => a.nome)).toEqual(['edital.pdf', 'anexo-i.pdf']);
    const primeiro = await baixar(edital.arquivos[0]!.url);
    expect(primeiro.tipo).toContain('application/pdf');
    expect(primeiro.texto).toContain('Texto do edital 901');
    expect((await baixar(edital.arquivos[1]!.url)).texto).toContain('Anexo I termo de referencia');
  });

  it('reordena, remove e acrescenta numa só gravação; sem a lista, os PDFs guardados não mudam', async () => {
    const [edit, anexo] = edital.arquivos;
    const r = await enviar<{ atualizarEdital: Edital }>(
      ATUALIZAR,
      { id: edital.id, dados: { ...DADOS, arquivos: [{ chave: anexo!.chave }, { arquivo: null }] } },
      [{ caminho: 'dados.arquivos.1.arquivo', nome: 'ata.pdf', bytes: await pdfCom('Ata da sessao publica') }],
      tokens.editais,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.atualizarEdital.arquivos.map((a) => [a.nome, a.chave === anexo!.chave])).toEqual([
      ['anexo-i.pdf', true],
      ['ata.pdf', false],
    ]);
    expect(r.data!.atualizarEdital.arquivos.some((a) => a.chave === edit!.chave)).toBe(false);
    expect((await baixar(r.data!.atualizarEdital.arquivos[1]!.url)).texto).toContain('Ata da sessao publica');

    // Another form (or an older client) that does not show the files: it sends no list, and they stay.
    const semLista = await graphql<{ atualizarEdital: Edital }>(ATUALIZAR, { id: edital.id, dados: { ...DADOS, objeto: 'Aquisição de mesas e cadeiras de teste' } }, tokens.editais);
    expect(semLista.errors).toBeUndefined();
    expect(semLista.data!.atualizarEdital.objeto).toBe('Aquisição de mesas e cadeiras de teste');
    expect(semLista.data!.atualizarEdital.arquivos.map((a) => a.nome)).toEqual(['anexo-i.pdf', 'ata.pdf']);
    edital = semLista.data!.atualizarEdital;
  });

  it('recusa o que não é PDF, uma chave que não é do registro e campos inválidos, em português, sem mudar nada', async () => {
    const falso = await enviar<{ atualizarEdital: Edital }>(
      ATUALIZAR,
      { id: edital.id, dados: { ...DADOS, arquivos: [{ arquivo: null }] } },
      [{ caminho: 'dados.arquivos.0.arquivo', nome: 'planilha.pdf', bytes: 'matricula;nome\n1;Ana\n' }],
      tokens.editais,
    );
    expect(falso.errors?.[0]?.message).toBe('Tipo de arquivo inválido. Envie um arquivo .pdf');
    const alheia = await graphql<{ atualizarEdital: Edital }>(ATUALIZAR, { id: edital.id, dados: { ...DADOS, arquivos: [{ chave: 'pdf/de-outro-registro.pdf' }] } }, tokens.editais);
    expect(alheia.errors?.[0]?.extensions?.mensagens).toEqual(['Um dos arquivos mantidos não pertence mais a este registro: recarregue a página e envie-o novamente.']);
    const vazio = await graphql<{ atualizarEdital: Edital }>(ATUALIZAR, { id: edital.id, dados: { ...DADOS, arquivos: [{}] } }, tokens.editais);
    expect(vazio.errors?.[0]?.extensions?.mensagens).toEqual(['Arquivo inválido: envie o arquivo novamente.']);
    const invalido = await graphql<{ criarEdital: Edital }>(CRIAR, { dados: { ...DADOS, numero: ' ', modalidadeId: '999', dataAbertura: '2026-02-30', valorEstimado: 'muito' } }, tokens.editais);
    expect(invalido.errors?.[0]?.extensions?.mensagens).toEqual([
      'Informe o número.',
      'Informe a data de abertura no formato AAAA-MM-DD.',
      'Informe um valor estimado válido, por exemplo 1234,56.',
      'Modalidade inválida.',
    ]);
    const guardado = await graphql<{ edital: Edital }>(`query ($id: ID!) { edital(id: $id) { ${CAMPOS} } }`, { id: edital.id });
    expect(guardado.data!.edital.arquivos.map((a) => a.nome)).toEqual(['anexo-i.pdf', 'ata.pdf']);
  });

  it('escrever pede login e a permissão api/admin/editais; a de outro recurso é recusada', async () => {
    const dados = { dados: { ...DADOS, numero: '902/2026' } };
    expect((await graphql(CRIAR, dados)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql(CRIAR, dados, tokens.outro)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql(CRIAR, dados, tokens.avisos)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const arquivo = [{ caminho: 'dados.arquivos.0.arquivo', nome: 'edital.pdf', bytes: await pdfCom('Nao deve ser guardado') }];
    expect((await enviar(CRIAR, { dados: { ...DADOS, arquivos: [{ arquivo: null }] } }, arquivo, tokens.outro)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const criado = await graphql<{ criarEdital: Edital }>(CRIAR, dados, tokens.editais);
    expect(criado.errors).toBeUndefined();
    expect(criado.data!.criarEdital.arquivos).toEqual([]);
    const excluir = `mutation ($id: ID!) { excluirEdital(id: $id) }`;
    expect((await graphql(excluir, { id: criado.data!.criarEdital.id }, tokens.outro)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql<{ excluirEdital: boolean }>(excluir, { id: criado.data!.criarEdital.id }, tokens.editais)).data?.excluirEdital).toBe(true);
  });

  it('avisos: criados com o edital e os seus PDFs sob api/admin/avisos_licitacao; excluir o edital deixa o aviso avulso', async () => {
    const criar = `mutation ($dados: AvisoLicitacaoInput!) { criarAvisoLicitacao(dados: $dados) { id editalId edital { identificador } arquivos { nome url } } }`;
    const dados = { dados: { editalId: edital.id, titulo: 'Aviso de adiamento de teste', conteudo: 'A sessão foi adiada.', dataPublicacao: '2026-03-05', arquivos: [{ arquivo: null }] } };
    const arquivo = [{ caminho: 'dados.arquivos.0.arquivo', nome: 'aviso.pdf', bytes: await pdfCom('Aviso de adiamento publicado') }];
    expect((await enviar(criar, dados, arquivo)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await enviar(criar, dados, arquivo, tokens.editais)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const r = await enviar<{ criarAvisoLicitacao: { id: string; editalId: string; edital: { identificador: string }; arquivos: { nome: string; url: string }[] } }>(criar, dados, arquivo, tokens.avisos);
    expect(r.errors).toBeUndefined();
    const aviso = r.data!.criarAvisoLicitacao;
    expect(aviso).toMatchObject({ editalId: edital.id, edital: { identificador: expect.stringContaining('901/2026') as string }, arquivos: [{ nome: 'aviso.pdf' }] });
    expect((await baixar(aviso.arquivos[0]!.url)).texto).toContain('Aviso de adiamento publicado');

    // The public side: the legacy REST items gain `arquivos` (name, size in bytes, signed path) without losing a
    // field, the PDF downloads from the path they give, and the open-data export carries the absolute addresses.
    const item = await fetch(`${harness.base}/api/transparencia/licitacoes/editais/${edital.id}`);
    expect(item.status).toBe(200);
    const publico = (await item.json()) as { numero: string; identificador: string; avisos: { id: number; titulo: string; arquivos: Pdf[] }[]; arquivos: Pdf[] };
    expect(publico).toMatchObject({ numero: '901/2026', identificador: expect.stringContaining('901/2026') as string });
    expect(publico.arquivos).toEqual(edital.arquivos.map((a) => ({ nome: a.nome, tamanho: a.tamanho, url: a.url })));
    expect(publico.arquivos[0]!.tamanho).toBeGreaterThan(500);
    expect(publico.arquivos.map((a) => a.nome)).toEqual(['anexo-i.pdf', 'ata.pdf']);
    expect((await baixar(publico.arquivos[1]!.url)).texto).toContain('Ata da sessao publica');
    expect(publico.avisos.find((a) => String(a.id) === aviso.id)?.arquivos.map((a) => a.nome)).toEqual(['aviso.pdf']);
    const avisoPublico = (await (await fetch(`${harness.base}/api/transparencia/licitacoes/aviso/${aviso.id}`)).json()) as { titulo: string; data_publicacao: string; edital: { id: number }; arquivos: Pdf[] };
    expect(avisoPublico).toMatchObject({ titulo: 'Aviso de adiamento de teste', data_publicacao: '2026-03-05', edital: { id: Number(edital.id) } });
    expect(avisoPublico.arquivos).toEqual([{ nome: 'aviso.pdf', tamanho: expect.any(Number) as number, url: aviso.arquivos[0]!.url }]);
    expect((await baixar(avisoPublico.arquivos[0]!.url)).texto).toContain('Aviso de adiamento publicado');
    const lista = (await (await fetch(`${harness.base}/api/transparencia/licitacoes/avisos?edital_id=${edital.id}`)).json()) as { arquivos: Pdf[] }[];
    expect(lista.map((a) => a.arquivos.map((p) => p.nome))).toEqual([['aviso.pdf']]);
    const exportacao = await fetch(`${harness.base}/api/transparencia/exportar/editais.json?termo=${encodeURIComponent('mesas e cadeiras de teste')}`);
    expect(exportacao.status).toBe(200);
    const exportados = JSON.stringify(await exportacao.json());
    expect(exportados).toContain(`"nome":"anexo-i.pdf"`);
    expect(exportados).toMatch(/"url":"https?:\/\/[^"/]+\/arquivos\//);
    expect(exportados).toContain(`${edital.arquivos[1]!.url}"`);

    const semEdital = await graphql(criar, { dados: { ...dados.dados, editalId: '999999', arquivos: undefined } }, tokens.avisos);
    expect(semEdital.errors?.[0]?.extensions?.mensagens).toEqual(['Licitação inválida.']);

    expect((await graphql<{ excluirEdital: boolean }>(`mutation ($id: ID!) { excluirEdital(id: $id) }`, { id: edital.id }, tokens.editais)).data?.excluirEdital).toBe(true);
    const depois = await graphql<{ avisoLicitacao: { editalId: string | null; arquivos: { nome: string }[] } }>(`query ($id: ID!) { avisoLicitacao(id: $id) { editalId arquivos { nome } } }`, { id: aviso.id });
    expect(depois.data!.avisoLicitacao).toEqual({ editalId: null, arquivos: [{ nome: 'aviso.pdf' }] });
  });
});
