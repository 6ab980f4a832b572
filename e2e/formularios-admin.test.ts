// Every admin edit form, opened by its address and reloaded, shows each select's stored value and saves the record
// unchanged (issue 14, item 1: the forms showed "Selecione" for stored parties, members and types and could wipe them).
import { CADASTROS } from '@alego/catalog';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, tokenRenovavel, entrarNoAdmin } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Operacao {
  query: string;
  variables: Record<string, unknown>;
}

/** The item query the edit page itself sends (`x(id)`), so the check follows each module's own operation. */
function operacaoDoItem(pedido: Request, id: string): Operacao | null {
  if (!pedido.url().endsWith('/graphql') || pedido.method() !== 'POST') return null;
  const corpo = pedido.postDataJSON() as Operacao | null;
  return corpo && !/^\s*mutation\b/.test(corpo.query) && corpo.variables?.id === id && Object.keys(corpo.variables).length === 1 ? corpo : null;
}

/** Update timestamps and the edit history (which records this very save) change; everything else must come back as it was. */
function semCarimbos(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(semCarimbos);
  if (valor && typeof valor === 'object') {
    return Object.fromEntries(Object.entries(valor).filter(([chave]) => !/^(atualizad|updated|dataAtualizacao|historico)/i.test(chave)).map(([chave, v]) => [chave, semCarimbos(v)]));
  }
  return valor;
}

/**
 * The stored value behind a form field name, read from the record the page loaded: `deputadoLegislaturas.0.partidoId`
 * is `deputadoLegislaturas[0].partidoId` or, as the API nests references, `deputadoLegislaturas[0].partido.id`.
 */
function valorGuardado(registro: unknown, nome: string): { achado: boolean; valor: string } {
  let atual: unknown = registro;
  for (const parte of nome.split('.')) {
    if (atual === null || typeof atual !== 'object') return { achado: false, valor: '' };
    const objeto = atual as Record<string, unknown>;
    if (parte in objeto) atual = objeto[parte];
    else if (parte.endsWith('Id') && parte.slice(0, -2) in objeto) {
      const referencia = objeto[parte.slice(0, -2)] as { id?: unknown } | null;
      atual = referencia?.id ?? null;
    } else return { achado: false, valor: '' };
  }
  return { achado: true, valor: atual === null || atual === undefined ? '' : String(atual) };
}

/** Opens the edit form by its address, reloads it and returns the item query the page sent. */
async function abrirFormulario(page: Page, caminho: string, id: string): Promise<Operacao> {
  await page.goto(`${base}/admin${caminho}/${id}/edit`, { waitUntil: 'networkidle' });
  for (let tentativa = 0; tentativa < 3; tentativa++) {
    const pedido = page.waitForRequest((r) => operacaoDoItem(r, id) !== null, { timeout: 15_000 }).catch(() => null);
    await page.reload({ waitUntil: 'networkidle' });
    const operacao = await pedido;
    await page.getByRole('button', { name: 'Salvar' }).waitFor();
    if (operacao) return operacaoDoItem(operacao, id)!;
  }
  throw new Error(`${caminho}: o formulário de edição não consultou o registro ${id}`);
}

describe('admin edit forms keep what is stored, in Chromium', () => {
  // Walks every module of the menu (the hand-written ones and one per catalog entry): time grows with the menu.
  it('every resource with an edit form shows each stored select value after a reload and saves the record unchanged', { timeout: 120_000 + (CADASTROS.length + 30) * 10_000 }, async () => {
    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    const conferidos: string[] = [];
    await screenshotOnFailure(page, 'formularios-admin', async () => {
      await entrarNoAdmin(page, base);
      // The menu is built from RESOURCES (clients/admin/src/resources.ts): a new module is covered without editing this test.
      await page.goto(`${base}/admin/`, { waitUntil: 'networkidle' });
      const caminhos = await page
        .getByRole('navigation', { name: 'Menu da administração' })
        .locator('a[href^="/admin/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/^\/admin/, '')))]);
      expect(caminhos.length).toBeGreaterThan(5);
      // The tabs of a screen (the thematic advisory) are entries of their own, reached by their addresses.
      caminhos.push(...CADASTROS.filter((c) => c.aba).map((c) => c.caminho));
      const vistos = new Set<string>();

      const token = tokenRenovavel(base, 'admin');
      for (const caminho of caminhos) {
        await page.goto(`${base}/admin${caminho}`, { waitUntil: 'networkidle' });
        // Lists without an edit form (fale conosco, remunerações) never show the link: a short wait, not a failure.
        await page.locator(`a[href^="/admin${caminho}/"][href$="/edit"]`).first().waitFor({ timeout: 5_000 }).catch(() => undefined);
        const edicoes = await page.locator(`a[href^="/admin${caminho}/"][href$="/edit"]`).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
        const ids = edicoes.map((edicao) => /\/([^/]+)\/edit$/.exec(edicao)?.[1] ?? '').filter(Boolean);
        if (ids.length === 0) continue;
        // The records' own address, from their links: a screen's tab lists records of another path.
        const caminhoDoRegistro = edicoes[0]!.replace(/^\/admin/, '').replace(/\/[^/]+\/edit$/, '');
        if (vistos.has(caminhoDoRegistro)) continue;
        vistos.add(caminhoDoRegistro);

        // The richest record of the first page (most nested rows), the one with the most selects to lose.
        const { query } = await abrirFormulario(page, caminhoDoRegistro, ids[0]!);
        // One at a time: the portal's rate limit counts these too.
        const registros: { id: string; json: string }[] = [];
        for (const id of ids.slice(0, 8)) registros.push({ id, json: JSON.stringify(await graphql(base, query, { variables: { id }, token: await token() })) });
        const { id } = registros.sort((a, b) => b.json.length - a.json.length)[0]!;
        const operacao = await abrirFormulario(page, caminhoDoRegistro, id);
        const antes = await graphql<Record<string, unknown>>(base, operacao.query, { variables: operacao.variables, token: await token() });
        const registro = Object.values(antes)[0];

        const selecoes = await page.locator('form select[name]').evaluateAll((campos) =>
          campos.map((c) => {
            const s = c as HTMLSelectElement;
            return { nome: s.name, valor: s.value, texto: s.selectedOptions[0]?.textContent ?? '' };
          }),
        );
        for (const selecao of selecoes) {
          const guardado = valorGuardado(registro, selecao.nome);
          expect(guardado.achado, `${caminho}/${id}: campo ${selecao.nome} sem valor correspondente no registro`).toBe(true);
          expect({ campo: `${caminho}/${id}: ${selecao.nome}`, valor: selecao.valor }).toEqual({ campo: `${caminho}/${id}: ${selecao.nome}`, valor: guardado.valor });
          // The stored option is one of the loaded options, not the placeholder for a value still loading.
          expect(selecao.texto, `${caminho}/${id}: ${selecao.nome}`).not.toMatch(/^Valor atual \(/);
        }

        // Demo records of the transparency tables carry no PDF, which the form requires: those cannot be saved as they are.
        if (await page.getByText('Nenhum arquivo', { exact: true }).count()) {
          conferidos.push(`${caminho} (${selecoes.length} seleções; sem salvar: registro sem o PDF obrigatório)`);
          continue;
        }
        await page.getByRole('button', { name: 'Salvar' }).click();
        // An entry that returns elsewhere after saving (the legal office's files go back to the legal office).
        const retorno = CADASTROS.find((c) => c.caminho === caminhoDoRegistro)?.retorno;
        const salvo = page.waitForURL(retorno ? `${base}/admin${retorno}` : new RegExp(`/admin${caminhoDoRegistro}/${id}$`)).then(() => null);
        const recusado = page.locator('[data-type="error"]').first().textContent({ timeout: 30_000 })
          .catch(() => new Promise<never>(() => undefined));
        const erro = await Promise.race([salvo, recusado]);
        expect(erro, `${caminho}/${id}: o formulário recusou salvar sem alterações`).toBeNull();
        const depois = await graphql<Record<string, unknown>>(base, operacao.query, { variables: operacao.variables, token: await token() });
        expect(semCarimbos(depois), `${caminho}/${id} mudou ao salvar sem alterações`).toEqual(semCarimbos(antes));
        conferidos.push(`${caminho} (${selecoes.length} seleções)`);
      }
    });
    await contexto.close();
    // The forms the issue named are among those checked (with their nested rows' selects).
    expect(conferidos.join('\n')).toMatch(/\/deputados \(/);
    expect(conferidos.join('\n')).toMatch(/\/comissoes \(/);
    console.info(`Formulários conferidos:\n${conferidos.join('\n')}`);
  });
});
