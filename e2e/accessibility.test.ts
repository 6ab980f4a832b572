import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violacoesGraves } from './apoio.js';
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
  '/participacao/processos',
  '/participacao/processos?avancada=1&ano=2025&situacao=Aprovado',
  '/participacao/processos/mais-votadas',
  '/participacao/processos/recentes',
  '/participacao/processos/7',
  '/transparencia',
  '/transparencia/busca?termo=limpeza',
  '/transparencia/dados-abertos',
  '/transparencia/graficos',
  '/transparencia/verbas-indenizatorias',
  '/transparencia/verbas-indenizatorias?deputadoId=12&ano=2025&mes=4',
  '/transparencia/verbas-indenizatorias-lancamentos/dicionario',
  '/transparencia/verbas-indenizatorias-categorias',
  '/transparencia/verbas-indenizatorias-categorias?mes=1',
  '/transparencia/remuneracoes/consulta',
  '/transparencia/contratos',
  '/transparencia/contratos?ano=2024&termo=servi%C3%A7os',
  '/transparencia/contratos?termo=nada-encontrado',
  '/transparencia/contratos?dataInicio=2025-02-30',
  '/transparencia/contratos/dicionario',
  '/transparencia/convenios',
  '/transparencia/atas-de-registro-de-preco',
  '/transparencia/outras-contratacoes',
  '/transparencia/fiscais-de-contratos',
  '/transparencia/editais',
  '/transparencia/avisos',
  '/transparencia/empenhos',
  '/transparencia/diarias',
  '/transparencia/repasses-duodecimo',
  '/transparencia/remuneracoes',
  '/transparencia/quadros-de-remuneracao',
  '/transparencia/despesas-com-pessoal',
  '/transparencia/orcamentos',
  '/transparencia/gestao-fiscal',
  '/transparencia/prestacao-de-contas',
  '/transparencia/sancoes-administrativas',
  '/acessibilidade',
  '/fale-conosco',
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

/** Pages audited again in high contrast (the choice travels in the cookie, as after a click on the bar). */
const ROTAS_ALTO_CONTRASTE = ['/', '/noticias/1', '/fale-conosco', '/acessibilidade'];

describe('accessibility audit (axe-core, WCAG 2.2 AA)', () => {
  for (const rota of ROTAS) {
    it(`${rota} has no serious or critical violations`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await screenshotOnFailure(page, `a11y${rota.replace(/\W+/g, '-')}`, async () => {
        await page.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
        expect(await violacoesGraves(page)).toEqual([]);
      });
      await context.close();
    });
  }
});

describe('accessibility audit in high contrast and large text', () => {
  for (const rota of ROTAS_ALTO_CONTRASTE) {
    it(`${rota} has no serious or critical violations in high contrast`, async () => {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'alego_acessibilidade', value: '1.2', url: base }]);
      const page = await context.newPage();
      await screenshotOnFailure(page, `a11y-contraste${rota.replace(/\W+/g, '-')}`, async () => {
        await page.goto(`${base}${rota}`, { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => [document.documentElement.className, document.documentElement.dataset.fonte])).toEqual(['alto-contraste', '2']);
        expect(await violacoesGraves(page)).toEqual([]);
      });
      await context.close();
    });
  }
});
