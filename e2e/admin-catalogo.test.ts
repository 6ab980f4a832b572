// The generic admin resource, driven by the catalog alone (issue 12, item 4): for every entry with an admin part, the
// list renders, a record is created with a real PDF, its edit form opened by address and reloaded shows every stored
// value and saves it unchanged, and it is deleted after the confirmation; a user without the permission neither sees
// the entry in the menu nor opens it by address. An entry added to the catalog is covered with no change here.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CADASTROS, camposDoRegistro, TELA_ASSESSORAMENTO, textoDoHtml, type AdminDoCatalogo, type CampoDoFormulario } from '@alego/catalog';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { digitarData, graphql, tokenRenovavel, valorDaData, entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
/** `CATALOGO_RECURSOS=empenhos,diarias` walks only those entries (a change to a few of them); by default, every one. */
const SO = process.env.CATALOGO_RECURSOS?.split(',').filter(Boolean);
const ENTRADAS = SO ? CADASTROS.filter((c) => SO.includes(c.recurso)) : CADASTROS;
let browser: Browser;
let pasta: string;

beforeAll(async () => {
  browser = await launchBrowser();
  pasta = await mkdtemp(path.join(tmpdir(), 'alego-e2e-catalogo-'));
});
afterAll(() => browser?.close());

/** The record as the admin reads it (the same fields the generated operations ask for). */
async function registro(admin: AdminDoCatalogo, id: string, token: () => Promise<string>): Promise<Record<string, unknown> | null> {
  const dados = await graphql<Record<string, Record<string, unknown> | null>>(base, `query($id: ID!) { ${admin.graphql.singular}(id: $id) { ${camposDoRegistro(admin).join(' ')} } }`, { variables: { id }, token: await token() });
  return dados[admin.graphql.singular] ?? null;
}

/** A valid value typed into each kind of field; selects take an option by its index (the retry moves to the next). */
async function preencher(page: Page, campo: CampoDoFormulario, tentativa: number, pdf: string, escolhidos: Readonly<Record<string, string | undefined>>): Promise<string | undefined> {
  const rotulo = campo.rotulo;
  // A field shown by a registered component (a deputy in a vote's row) is a select, read as its type.
  if (campo.componente && campo.tipo !== 'personalizado') return preencher(page, { ...campo, tipo: 'personalizado' }, tentativa, pdf, escolhidos);
  switch (campo.tipo) {
    case 'linhas': {
      // One row, its fields under `<campo>.0.`.
      await page.getByRole('button', { name: campo.linhas!.rotuloAdicionar }).click();
      for (const sub of campo.linhas!.campos) await preencher(page, { ...sub, campo: `${campo.campo}.0.${sub.campo}` }, tentativa, pdf, escolhidos);
      return undefined;
    }
    // The custom fields registered so far (a link's category) and the relations are selects too.
    case 'ano':
    case 'mes':
    case 'opcoes':
    case 'relacao':
    case 'personalizado': {
      const select = page.locator(`form select[name="${campo.campo}"]`);
      // Options from another query (a relation, the deputies of a vote's row): wait for them before choosing.
      await select.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      const valores = (await select.locator('option').evaluateAll((opcoes) => opcoes.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);
      const valor = valores[(tentativa * (campo.tipo === 'ano' ? 1 : 5)) % valores.length]!;
      await select.selectOption(valor);
      return valor;
    }
    case 'pdf':
      await page.getByLabel(rotulo, { exact: true }).setInputFiles(pdf);
      return undefined;
    case 'pdfs':
      // Two files in one choice; the list shows both, in order.
      await page.getByLabel(`Adicionar a ${rotulo}`, { exact: true }).setInputFiles([pdf, pdf]);
      await page.getByRole('list', { name: rotulo }).getByRole('listitem').nth(1).waitFor();
      return undefined;
    case 'data': {
      // A register with a year and a month takes a date inside them (the catalog's rule).
      const [ano, mes] = [escolhidos.ano ?? '2025', (escolhidos.mes ?? '3').padStart(2, '0')];
      await digitarData(page, rotulo, `15${mes}${ano}`);
      return `${ano}-${mes}-15`;
    }
    case 'dinheiro':
      await page.locator(`form [name="${campo.campo}"]`).fill('1.234,56');
      return '1.234,56';
    case 'cnpj':
      await page.locator(`form [name="${campo.campo}"]`).fill('11.222.333/0001-81');
      return '11.222.333/0001-81';
    case 'url': {
      const url = `https://e2e.example/${Date.now().toString(36)}`;
      await page.locator(`form [name="${campo.campo}"]`).fill(url);
      return url;
    }
    case 'inteiro':
      await page.locator(`form [name="${campo.campo}"]`).fill('7');
      return '7';
    case 'decimal':
      await page.locator(`form [name="${campo.campo}"]`).fill('2,5');
      return '2,5';
    case 'textoRico': {
      const texto = `E2E ${rotulo} ${Date.now().toString(36)}`;
      await page.getByRole('textbox', { name: rotulo }).click();
      await page.keyboard.type(texto);
      return texto;
    }
    default: {
      const texto = `E2E ${rotulo} ${Date.now().toString(36)}`.slice(0, campo.maximo ?? 200);
      await page.locator(`form [name="${campo.campo}"]`).fill(texto);
      return texto;
    }
  }
}

/** The list searched by a term, on the tab of the record's values when the list has tabs (`abasDaLista`: ?aba). */
function buscaNaLista(admin: AdminDoCatalogo, termo: string, valores: Readonly<Record<string, unknown>>): string {
  const aba = admin.abasDaLista ? `&${admin.abasDaLista}=${encodeURIComponent(String(valores[admin.abasDaLista] ?? ''))}` : '';
  return `${base}/admin${admin.caminho}?termo=${encodeURIComponent(termo)}${aba}`;
}

/** The id of the only record the list finds by a term (the edit link of its row). */
async function idPelaBusca(page: Page, admin: AdminDoCatalogo, termo: string, valores: Readonly<Record<string, unknown>>): Promise<string> {
  await page.goto(buscaNaLista(admin, termo, valores), { waitUntil: 'networkidle' });
  const link = page.locator(`a[href^="/admin${admin.caminho}/"][href$="/edit"]`);
  await link.first().waitFor();
  return /\/(\d+)\/edit$/.exec((await link.first().getAttribute('href'))!)![1]!;
}

/** Fills and saves the new-record form; a taken combination (one table per month) moves the selects on. */
async function criar(page: Page, admin: AdminDoCatalogo, pdf: string): Promise<{ id: string; termo?: string }> {
  for (let tentativa = 0; tentativa < 6; tentativa++) {
    await page.goto(`${base}/admin${admin.caminho}/new`, { waitUntil: 'networkidle' });
    let termo: string | undefined;
    const escolhidos: Record<string, string | undefined> = {};
    for (const campo of admin.formulario) {
      const valor = await preencher(page, campo, tentativa, pdf, escolhidos);
      escolhidos[campo.campo] = valor;
      if (admin.busca?.includes(campo.campo)) termo ??= valor;
    }
    await page.getByRole('button', { name: 'Salvar' }).click();
    // An entry with a return path (the legal office's files) goes back there: its new record is found by its term.
    const salvo = page.waitForURL(admin.retorno ? `${base}/admin${admin.retorno}` : new RegExp(`/admin${admin.caminho}/\\d+$`)).then(() => null);
    const recusado = page.locator('[data-type="error"]').first().textContent().catch(() => new Promise<never>(() => undefined));
    const erro = await Promise.race([salvo, recusado]);
    if (erro === null) return { id: admin.retorno ? await idPelaBusca(page, admin, termo!, escolhidos) : /\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!, termo };
    if (!/Já existe/.test(erro ?? '')) throw new Error(`${admin.caminho}: o cadastro foi recusado: ${erro}`);
  }
  throw new Error(`${admin.caminho}: nenhuma combinação livre para o novo registro`);
}

/** A fixed entry (the settings) has no "Novo": its first record, from the list, is the one edited. */
async function primeiroRegistro(page: Page, admin: AdminDoCatalogo): Promise<{ id: string }> {
  expect(await page.getByRole('link', { name: admin.feminino ? 'Nova' : 'Novo', exact: true }).count(), `${admin.caminho}: sem "Novo"`).toBe(0);
  const editar = await page.locator(`a[href^="/admin${admin.caminho}/"][href$="/edit"]`).first().getAttribute('href');
  return { id: /\/(\d+)\/edit$/.exec(editar!)![1]! };
}

/** What a form field shows for the stored value: the select's or input's value, the picker's ISO value, the PDF's name. */
async function mostrado(page: Page, campo: CampoDoFormulario): Promise<string> {
  if (campo.tipo === 'data') return valorDaData(page, campo.rotulo);
  if (campo.tipo === 'pdf') return (await page.locator('form a[target="_blank"]').allTextContents()).join('|');
  if (campo.tipo === 'pdfs') return (await page.getByRole('list', { name: campo.rotulo }).locator('a[target="_blank"]').allTextContents()).join('|');
  if (campo.tipo === 'linhas') {
    const linhas = await page.locator(`form [name^="${campo.campo}."][name$=".${campo.linhas!.campos[0]!.campo}"]`).count();
    const valores: string[][] = [];
    for (let i = 0; i < linhas; i++) valores.push(await Promise.all(campo.linhas!.campos.map((sub) => page.locator(`form [name="${campo.campo}.${i}.${sub.campo}"]`).inputValue())));
    return JSON.stringify(valores);
  }
  if (campo.tipo === 'textoRico') return (await page.getByRole('textbox', { name: campo.rotulo }).innerText()).trim();
  return page.locator(`form [name="${campo.campo}"]`).inputValue();
}

function esperado(campo: CampoDoFormulario, guardado: unknown): string {
  if (campo.tipo === 'pdf') return (guardado as { nome: string } | null)?.nome ?? '';
  if (campo.tipo === 'pdfs') return ((guardado ?? []) as { nome: string }[]).map((arquivo) => arquivo.nome).join('|');
  if (campo.tipo === 'linhas') return JSON.stringify(((guardado ?? []) as Record<string, unknown>[]).map((linha) => campo.linhas!.campos.map((sub) => String(linha[sub.campo] ?? ''))));
  if (campo.tipo === 'textoRico') return textoDoHtml(String(guardado ?? ''));
  return guardado === null || guardado === undefined ? '' : String(guardado);
}

describe('generic admin resources from the catalog, in Chromium', () => {
  // One session for every entry; the walk's time grows with the catalog (about 10 s an entry on these machines, more on
  // a loaded CI machine).
  it('every catalog entry with an admin part: list, create with a PDF, edit by address keeps every value, delete with confirmation', { timeout: 60_000 + ENTRADAS.length * 30_000 }, async () => {
    const pdf = path.join(pasta, 'documento-e2e.pdf');
    await writeFile(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const page = await (await browser.newContext()).newPage();
    await entrarNoAdmin(page, base, 'admin');
    const conferidos: string[] = [];
    const token = tokenRenovavel(base, 'admin');
    for (const admin of ENTRADAS) {
      await screenshotOnFailure(page, `catalogo-${admin.recurso}`, async () => {
        // The list, reached from the menu, with the entry's columns.
        await page.goto(`${base}/admin/`, { waitUntil: 'networkidle' });
        if (admin.aba) {
          // A tab of a screen (the thematic advisory): the menu opens the screen; the entry's address, its tab.
          await page.getByRole('navigation', { name: 'Menu da administração' }).getByRole('link', { name: TELA_ASSESSORAMENTO.rotulo, exact: true }).click();
          await page.getByRole('heading', { name: TELA_ASSESSORAMENTO.rotulo, exact: true }).waitFor();
          await page.goto(`${base}/admin${admin.caminho}`, { waitUntil: 'networkidle' });
          expect(await page.getByRole('tab', { name: admin.aba, exact: true }).getAttribute('aria-selected'), admin.caminho).toBe('true');
        } else {
          await page.getByRole('navigation', { name: 'Menu da administração' }).getByRole('link', { name: admin.rotulo, exact: true }).click();
          await page.waitForURL(`${base}/admin${admin.caminho}`);
          await page.getByRole('heading', { name: admin.rotulo, exact: true }).waitFor();
        }
        // Every entry has demo records: the table comes once they load.
        await page.getByRole('columnheader').first().waitFor();
        const cabecalhos = await page.getByRole('columnheader').allTextContents();
        for (const coluna of admin.lista) expect(cabecalhos, `${admin.caminho}: coluna ${coluna.rotulo}`).toContain(coluna.rotulo);
        // A search box only where the API's filter has a term (the monthly tables' had one that broke the list).
        expect(await page.getByRole('textbox', { name: 'Buscar' }).count(), `${admin.caminho}: caixa de busca`).toBe(admin.busca ? 1 : 0);

        const { id, termo } = admin.fixos ? { ...(await primeiroRegistro(page, admin)), termo: undefined } : await criar(page, admin, pdf);
        if (admin.retorno) await page.goto(`${base}/admin${admin.caminho}/${id}`, { waitUntil: 'networkidle' });
        const criado = await registro(admin, id, token);
        const campoPdf = admin.formulario.find((c) => c.tipo === 'pdf');
        if (campoPdf) {
          // The show page links the stored PDF, served as a PDF.
          const nome = (criado![campoPdf.campo] as { nome: string }).nome;
          expect(nome).toBe('documento-e2e.pdf');
          const href = await page.getByRole('link', { name: nome }).getAttribute('href');
          const arquivo = await fetch(new URL(href!, base));
          expect(arquivo.headers.get('content-type')).toContain('application/pdf');
        }
        const campoPdfs = admin.formulario.find((c) => c.tipo === 'pdfs');
        if (campoPdfs) expect((criado![campoPdfs.campo] as { nome: string }[]).map((arquivo) => arquivo.nome)).toEqual(['documento-e2e.pdf', 'documento-e2e.pdf']);
        if (termo) {
          await page.goto(buscaNaLista(admin, termo, criado!), { waitUntil: 'networkidle' });
          await page.locator(`a[href="/admin${admin.caminho}/${id}/edit"]`).waitFor();
        }

        // The edit form by its address, reloaded: every stored value is on screen; saving it unchanged changes nothing.
        await page.goto(`${base}/admin${admin.caminho}/${id}/edit`, { waitUntil: 'networkidle' });
        await page.reload({ waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'Salvar' }).waitFor();
        for (const campo of admin.formulario) {
          expect({ campo: `${admin.caminho}: ${campo.campo}`, valor: await mostrado(page, campo) }).toEqual({ campo: `${admin.caminho}: ${campo.campo}`, valor: esperado(campo, criado![campo.campo]) });
        }
        await page.getByRole('button', { name: 'Salvar' }).click();
        await page.waitForURL(`${base}/admin${admin.retorno ?? `${admin.caminho}/${id}`}`);
        expect(await registro(admin, id, token), `${admin.caminho}/${id} mudou ao salvar sem alterações`).toEqual(criado);
        if (admin.retorno) await page.goto(`${base}/admin${admin.caminho}/${id}`, { waitUntil: 'networkidle' });

        if (admin.fixos) {
          // A fixed record is only edited: no delete.
          expect(await page.getByRole('button', { name: 'Excluir' }).count(), `${admin.caminho}: sem "Excluir"`).toBe(0);
          conferidos.push(admin.caminho);
          return;
        }
        // Delete: the confirmation names the record; after SIM the list is back and the record is gone.
        await page.getByRole('button', { name: 'Excluir' }).click();
        const dialogo = page.getByRole('alertdialog');
        await dialogo.getByText(/^Tem certeza de que deseja excluir .+\? Esta ação não poderá ser desfeita\.$/).waitFor();
        await dialogo.getByRole('button', { name: 'SIM' }).click();
        await page.waitForURL(`${base}/admin${admin.retorno ?? admin.caminho}`);
        expect(await registro(admin, id, token)).toBeNull();
        conferidos.push(admin.caminho);
      });
    }
    expect(conferidos).toEqual(ENTRADAS.map((c) => c.caminho));
  });

  // Two page loads per entry: the budget grows with the catalog too.
  it('a user without the permissions sees none of them in the menu and gets the "access denied" page by address', { timeout: 60_000 + ENTRADAS.length * 8_000 }, async () => {
    const page = await (await browser.newContext()).newPage();
    // The demo editor has only the news permissions (README, "Contas de demonstração").
    await entrarNoAdmin(page, base, 'editor');
    await screenshotOnFailure(page, 'catalogo-sem-permissao', async () => {
      await page.goto(`${base}/admin/`, { waitUntil: 'networkidle' });
      const menu = page.getByRole('navigation', { name: 'Menu da administração' });
      await menu.locator('a[href="/admin/noticias"]').waitFor();
      const caminhos = await menu.locator('a[href^="/admin/"]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      for (const admin of ENTRADAS) {
        expect(caminhos, admin.caminho).not.toContain(`/admin${admin.caminho}`);
        for (const sufixo of ['', '/new']) {
          await page.goto(`${base}/admin${admin.caminho}${sufixo}`, { waitUntil: 'networkidle' });
          await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
        }
      }
    });
  });
});
