import { readFile } from 'node:fs/promises';
import { ALFABETO_DO_CODIGO, normalizarCodigo } from '@alego/catalog';
import { textoDoPdf } from '@alego/kit/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cadastrarCidadao, entrarNoAdmin, graphql, linkDoEmail } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CODIGO = /[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}/;

/** The verification page of a code, as a reader opens it from the QR code. */
async function conferir(page: Page, caminho: string): Promise<'autentico' | 'nao_encontrado'> {
  await page.goto(`${base}${caminho}`, { waitUntil: 'networkidle' });
  const autentico = page.getByTestId('documento-autentico');
  const naoEncontrado = page.getByRole('heading', { name: 'Documento não encontrado' });
  await autentico.or(naoEncontrado).first().waitFor();
  return (await autentico.count()) ? 'autentico' : 'nao_encontrado';
}

/** The same code with its last character changed: what a forger would print. */
function forjar(codigo: string): string {
  const normal = normalizarCodigo(codigo)!;
  const ultimo = normal.at(-1)!;
  return normal.slice(0, -1) + ALFABETO_DO_CODIGO[(ALFABETO_DO_CODIGO.indexOf(ultimo) + 1) % ALFABETO_DO_CODIGO.length];
}

describe('Escola do Legislativo and document authenticity in Chromium', () => {
  it('staff create a course with two schedules, a citizen enrols, staff approve and certify, the citizen downloads it and its code validates at /cad', async () => {
    const staff = await (await browser.newContext()).newPage();
    const cidadao = await (await browser.newContext({ acceptDownloads: true })).newPage();
    const titulo = `Oratória parlamentar ${Date.now().toString(36)}`;
    const email = `aluna.${Date.now()}@example.com`;
    await screenshotOnFailure(staff, 'escola-equipe', async () => {
      await entrarNoAdmin(staff, base);
      await staff.goto(`${base}/admin/cursos/new`, { waitUntil: 'networkidle' });
      await staff.locator('form [name="titulo"]').fill(titulo);
      await staff.locator('form [name="cargaHoraria"]').fill('8');
      await staff.locator('form [name="vagas"]').fill('10');
      await staff.locator('form [name="dataInicio"]').fill('2026-12-07');
      await staff.locator('form [name="dataFim"]').fill('2026-12-08');
      // The spec's defaults are there before anyone chooses.
      expect(await staff.locator('form select[name="modalidade"]').inputValue()).toBe('presencial');
      expect(await staff.locator('form select[name="status"]').inputValue()).toBe('em_breve');
      expect(await staff.locator('form select[name="horarios.0.turno"]').inputValue()).toBe('integral');
      await staff.locator('form select[name="status"]').selectOption('inscricoes_abertas');
      await staff.locator('form select[name="horarios.0.turno"]').selectOption('matutino');
      await staff.locator('form [name="horarios.0.horarioInicial"]').fill('08:00');
      await staff.locator('form [name="horarios.0.horarioFinal"]').fill('12:00');
      await staff.getByRole('button', { name: 'Adicionar horário' }).click();
      await staff.locator('form select[name="horarios.1.turno"]').selectOption('vespertino');
      await staff.locator('form [name="horarios.1.horarioInicial"]').fill('14:00');
      await staff.locator('form [name="horarios.1.horarioFinal"]').fill('18:00');
      await staff.getByRole('button', { name: 'Salvar' }).click();
      await staff.getByText('Curso salvo com sucesso').first().waitFor();
      await staff.waitForURL(/\/admin\/cursos\/\d+$/);
      await staff.getByText('Matutino 08:00–12:00; Vespertino 14:00–18:00').waitFor();
    });
    const cursoUrl = staff.url();

    await screenshotOnFailure(cidadao, 'escola-cidadao', async () => {
      await cadastrarCidadao(cidadao, base, 'Beatriz Aluna Moreira', email);
      const link = await linkDoEmail(email, '/cidadao/confirmar-cadastro');
      await cidadao.goto(link.replace(/^https?:\/\/[^/]+/, base), { waitUntil: 'networkidle' });
      await cidadao.getByText(/confirmad/i).first().waitFor();
      await cidadao.goto(`${base}/cidadao/entrar`, { waitUntil: 'networkidle' });
      await cidadao.locator('#entrar-email').fill(email);
      await cidadao.locator('#entrar-senha').fill('senha-forte-123');
      await cidadao.getByRole('button', { name: 'Entrar', exact: true }).click();
      await cidadao.waitForURL((url) => !url.pathname.endsWith('/entrar'));
      await cidadao.goto(`${base}/escola/cursos`, { waitUntil: 'networkidle' });
      const cartao = cidadao.getByRole('article').filter({ has: cidadao.getByRole('heading', { name: titulo }) });
      await cartao.getByText('Matutino, 08:00 às 12:00; Vespertino, 14:00 às 18:00').waitFor();
      await cartao.getByRole('button', { name: 'Inscrever-me' }).click();
      await cartao.getByText('Inscrição realizada com sucesso.', { exact: false }).waitFor();
    });

    await screenshotOnFailure(staff, 'escola-aprovacao', async () => {
      await staff.goto(cursoUrl, { waitUntil: 'networkidle' });
      const linha = staff.getByRole('row').filter({ hasText: 'Beatriz Aluna Moreira' });
      await linha.getByText('Pendente').waitFor();
      await linha.getByRole('button', { name: 'Aprovar' }).click();
      await linha.getByText('Aprovada').waitFor();
      await staff.getByRole('button', { name: 'Gerar certificados' }).click();
      await staff.getByText('Certificado(s) gerado(s) com sucesso.').first().waitFor();
      await linha.getByText(/^E[0-9A-Z]{19}$/).waitFor();
    });

    let codigo = '';
    await screenshotOnFailure(cidadao, 'escola-certificado', async () => {
      await cidadao.goto(`${base}/cidadao/cursos`, { waitUntil: 'networkidle' });
      const artigo = cidadao.getByRole('article').filter({ hasText: titulo });
      await artigo.getByText('Situação: Aprovada', { exact: false }).waitFor();
      const [download] = await Promise.all([cidadao.waitForEvent('download'), artigo.getByRole('button', { name: 'Baixar certificado' }).click()]);
      const texto = await textoDoPdf(await readFile((await download.path())!));
      expect(texto).toContain('Beatriz Aluna Moreira');
      expect(texto).toContain(titulo);
      expect(texto).toContain('8 horas');
      codigo = CODIGO.exec(texto)?.[0] ?? '';
      expect(codigo).not.toBe('');
      expect(await conferir(cidadao, `/cad/${codigo}`)).toBe('autentico');
      await cidadao.getByText('Beatriz Aluna Moreira').waitFor();
      await cidadao.getByText('Certificado de curso').waitFor();
      // A random code of the right shape, a forged one, and the same page without JavaScript's help (the GET form).
      expect(await conferir(cidadao, '/cad/E7K2M-9QWXR-4TBNP-8HZCD')).toBe('nao_encontrado');
      expect(await conferir(cidadao, `/validar_cad?cd=${forjar(codigo)}`)).toBe('nao_encontrado');
      await cidadao.goto(`${base}/validar_cad`, { waitUntil: 'networkidle' });
      await cidadao.getByLabel('Código de verificação').fill(codigo.toLowerCase());
      await cidadao.getByRole('button', { name: 'Conferir' }).click();
      await cidadao.getByTestId('documento-autentico').waitFor();
    });

    // The certificate e-mail goes out on the next round of the notices (every 15 s), then through the mail queue.
    let aviso = '';
    for (let tentativa = 0; tentativa < 24 && !aviso; tentativa++) aviso = await linkDoEmail(email, '/cad').catch(() => '');
    expect(aviso).toContain(`/cad/${codigo}`);
  });

  it('a payslip of the remuneration consult carries a code that validates at vcc; a forged one does not', async () => {
    const page = await (await browser.newContext()).newPage();
    await screenshotOnFailure(page, 'escola-contracheque', async () => {
      const { remuneracoes } = await graphql<{ remuneracoes: { itens: { matricula: string; nome: string; ano: number; mes: number }[] } }>(base, '{ remuneracoes(porPagina: 1) { itens { matricula nome ano mes } } }');
      const r = remuneracoes.itens[0]!;
      await page.goto(`${base}/transparencia/remuneracoes/consulta?matricula=${r.matricula}&periodo=${r.ano}-${String(r.mes).padStart(2, '0')}`, { waitUntil: 'networkidle' });
      const bloco = page.getByTestId('verificacao-contracheque');
      await bloco.locator('svg').first().waitFor();
      const codigo = CODIGO.exec(await bloco.innerText())?.[0] ?? '';
      expect(codigo).toMatch(/^F/);
      expect(await conferir(page, `/vcc/${codigo}`)).toBe('autentico');
      await page.getByText(r.nome).first().waitFor();
      await page.getByText('Valor líquido').waitFor();
      expect(await conferir(page, `/folha/contracheque/validar?cd=${forjar(codigo)}`)).toBe('nao_encontrado');
    });
  });
});
