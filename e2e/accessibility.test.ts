import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every public and citizen route with seeded data; grows with each area. */
const ROTAS = [
  '/',
  '/pagina-que-nao-existe',
  '/admin/acesso',
  '/cidadao/entrar',
  '/cidadao/cadastro',
  '/cidadao/esqueci-senha',
  '/cidadao/reenviar-confirmacao',
  '/cidadao/recuperar-senha/codigo-de-exemplo',
  '/cidadao/confirmar-cadastro/codigo-de-exemplo',
  '/noticias',
  '/noticias?termo=or%C3%A7amento',
  '/noticias/1',
  '/materias-especiais',
  '/noticias-dos-gabinetes',
  '/discursos',
  '/deputados/em-exercicio',
  '/deputados/fora-exercicio',
  '/deputados/legislaturas-anteriores',
  '/deputados/liderancas-parlamentares',
  '/deputados/mesa-diretora',
  '/deputados/galeria-presidentes',
  '/deputados/perfil/1',
  '/deputados/perfil-biografico/1',
  '/deputados/1/atividade-parlamentar',
  '/legislaturas',
  '/legislaturas/1/2',
  '/comissoes',
  '/comissoes/1',
  '/comissao_trabalhos/1',
  '/comissao_arquivos/1',
  '/comissao_links/1',
  '/frentes_parlamentares_ativas',
  '/frentes_parlamentares_inativas',
];

describe('accessibility audit (axe-core, WCAG 2.2 AA)', () => {
  for (const rota of ROTAS) {
    it(`${rota} has no serious or critical violations`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await screenshotOnFailure(page, `a11y${rota.replace(/\W+/g, '-')}`, async () => {
        await page.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
        const resultado = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const graves = resultado.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
        expect(graves).toEqual([]);
      });
      await context.close();
    });
  }
});
