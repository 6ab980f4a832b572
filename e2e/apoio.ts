// What several journeys need from the portal besides the browser: tokens, GraphQL calls, e-mails, the axe audit.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** The demo staff accounts' password (README, "Contas de demonstração"). */
export const SENHA_DA_EQUIPE = 'Alego@2026';

/** The seeded confirmed citizen (README, "Contas de demonstração"). */
export const CIDADA_DE_DEMONSTRACAO = { email: 'maria.cidada@example.com', senha: 'Cidada@2026' } as const;

/** Signs a demo staff account into the admin through its login page, and waits until the admin opened. */
export async function entrarNoAdmin(page: Page, base: string, login = 'admin', senha = SENHA_DA_EQUIPE): Promise<void> {
  await page.goto(`${base}/admin/acesso`, { waitUntil: 'networkidle' });
  await page.locator('input[autocomplete="username"]').fill(login);
  await page.locator('input[autocomplete="current-password"]').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin\/(?!acesso)/);
}

/**
 * An administrator (`admin`, signed in) creates a staff account on /admin/usuarios: an assignment whose name starts with
 * `lotacao` and the given permissions, ticked by their labels; fails with the screen's error if the save is refused.
 */
export async function criarUsuarioPeloAdmin(
  admin: Page,
  base: string,
  conta: { login: string; nome: string; senha: string; lotacao: string; permissoes: readonly string[] },
): Promise<void> {
  await admin.goto(`${base}/admin/usuarios`, { waitUntil: 'networkidle' });
  await admin.getByRole('button', { name: 'Novo usuário' }).click();
  const formulario = admin.getByRole('form', { name: 'Novo usuário' });
  await formulario.locator('input[name="login"]').fill(conta.login);
  await formulario.locator('input[name="nome"]').fill(conta.nome);
  await formulario.locator('input[name="senha"]').fill(conta.senha);
  const lotacao = await formulario
    .locator('select[name="lotacao"] option')
    .evaluateAll((opcoes, inicio) => opcoes.map((o) => ({ valor: (o as HTMLOptionElement).value, texto: o.textContent ?? '' })).find((o) => o.texto.startsWith(inicio))?.valor, conta.lotacao);
  if (!lotacao) throw new Error(`Nenhuma lotação começa com "${conta.lotacao}".`);
  await formulario.locator('select[name="lotacao"]').selectOption(lotacao);
  for (const permissao of conta.permissoes) await formulario.locator('label').filter({ hasText: new RegExp(`^${permissao.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  await formulario.getByRole('button', { name: 'Salvar' }).click();
  const criado = admin.getByText('Usuário criado com sucesso.').first().waitFor().then(() => null);
  const recusado = admin.locator('[data-type="error"]').first().textContent();
  const erro = await Promise.race([criado, recusado]);
  if (erro !== null) throw new Error(`Usuário não criado: ${erro}`);
  await admin.getByRole('table', { name: 'Usuários' }).getByText(conta.login).waitFor();
}

/** Fills and sends the citizen sign-up form, and waits for the notice that a confirmation e-mail went out. */
export async function cadastrarCidadao(page: Page, base: string, nome: string, email: string, senha = 'senha-forte-123'): Promise<void> {
  await page.goto(`${base}/cidadao/cadastro`, { waitUntil: 'networkidle' });
  await page.locator('#cadastro-nome').fill(nome);
  await page.locator('#cadastro-email').fill(email);
  await page.locator('#cadastro-senha').fill(senha);
  await page.locator('#cadastro-confirmacao').fill(senha);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.getByRole('status').filter({ hasText: /e-mail/i }).first().waitFor();
}

/** A staff token, as the admin client gets it. */
export async function tokenDe(base: string, login: string): Promise<string> {
  const resposta = await fetch(`${base}/alego/permissoes/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, senha: SENHA_DA_EQUIPE }),
  });
  return ((await resposta.json()) as { token: string }).token;
}

/** A staff token for walks longer than a token's five minutes: fetched again once it is four minutes old. */
export function tokenRenovavel(base: string, login: string): () => Promise<string> {
  let atual: { token: string; desde: number } | undefined;
  return async () => {
    if (!atual || Date.now() - atual.desde > 4 * 60_000) atual = { token: await tokenDe(base, login), desde: Date.now() };
    return atual.token;
  };
}

/** One GraphQL operation through the gateway; any error fails the journey with the portal's messages. */
export async function graphql<T>(base: string, query: string, opcoes: { variables?: Record<string, unknown>; token?: string } = {}): Promise<T> {
  const resposta = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(opcoes.token ? { authorization: `Bearer ${opcoes.token}` } : {}) },
    body: JSON.stringify({ query, variables: opcoes.variables ?? {} }),
  });
  const corpo = (await resposta.json()) as { data?: T | null; errors?: { message: string }[] };
  if (corpo.errors?.length || !corpo.data) throw new Error(`GraphQL: ${JSON.stringify(corpo.errors)}`);
  return corpo.data;
}

/** The journeys' portal writes e-mails here (no SMTP configured: e2e/global-setup.ts uses var/e2e). */
const PASTA_DE_EMAILS = path.resolve('var/e2e/mail');

/** The link (`.../<trecho>/<codigo>`) in the newest e-mail the portal wrote to this address. */
export async function linkDoEmail(email: string, trecho: string): Promise<string> {
  for (let tentativa = 0; tentativa < 50; tentativa++) {
    const arquivos = await readdir(PASTA_DE_EMAILS).catch(() => [] as string[]);
    for (const arquivo of arquivos.sort().reverse()) {
      const texto = (await readFile(path.join(PASTA_DE_EMAILS, arquivo), 'utf8')).replace(/=\r?\n/g, '');
      if (!texto.includes(email)) continue;
      const link = new RegExp(`https?://[^\\s"<>]*${trecho}/[A-Za-z0-9_-]+`).exec(texto)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nenhum e-mail com ${trecho} para ${email} em ${PASTA_DE_EMAILS}`);
}

/** The text (quoted-printable undone) of the newest e-mail to this address whose text contains `trecho`. */
export async function emailCom(email: string, trecho: string): Promise<string> {
  for (let tentativa = 0; tentativa < 100; tentativa++) {
    const arquivos = await readdir(PASTA_DE_EMAILS).catch(() => [] as string[]);
    for (const arquivo of arquivos.sort().reverse()) {
      const texto = (await readFile(path.join(PASTA_DE_EMAILS, arquivo), 'utf8')).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, '%$1');
      const legivel = (() => {
        try {
          return decodeURIComponent(texto.replace(/%(?![0-9A-F]{2})/g, '%25'));
        } catch {
          return texto;
        }
      })();
      if (legivel.includes(email) && legivel.includes(trecho)) return legivel;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nenhum e-mail para ${email} com "${trecho}" em ${PASTA_DE_EMAILS}`);
}

/** Serious or critical WCAG 2.2 AA violations of the page as it is now. */
export async function violacoesGraves(page: Page): Promise<string[]> {
  const resultado = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return resultado.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
}

/**
 * Types a date (and time) into the `CampoData` of `@alego/ui` named `rotulo`: digits only, as a person types them
 * ("05042024", with time "050420241430"); each part moves to the next by itself.
 */
export async function digitarData(escopo: Page | Locator, rotulo: string, digitos: string): Promise<void> {
  const grupo = escopo.getByRole('group', { name: rotulo, exact: true });
  await grupo.getByRole('spinbutton').first().click();
  const page = 'keyboard' in escopo ? escopo : escopo.page();
  await page.keyboard.type(digitos);
}

/** The ISO value a `CampoData` holds (its hidden input). */
export function valorDaData(escopo: Page | Locator, rotulo: string): Promise<string> {
  const page = 'keyboard' in escopo ? escopo : escopo.page();
  return escopo.locator('[data-scope="date-input"][data-part="root"]', { has: page.getByRole('group', { name: rotulo, exact: true }) }).locator('input[type="hidden"]').inputValue();
}

/** Every public and citizen route with seeded data; grows with each area. */
export const ROTAS_PUBLICAS = [
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
  '/transparencia/mapa-do-site',
  '/alego_search/buscar',
  '/alego_search/buscar?termo=sa%C3%BAde',
  '/alego_search/buscar?termo=sa%C3%BAde&tipo=noticia&pagina=2',
  '/alego_search/buscar?termo=xyzzy',
  '/mapa-do-site',
  '/procuradoria',
  '/sites/procuradoriadamulher',
  '/assessoramento',
  '/assessoramento/relatorios',
  '/sites/lgpd',
  '/sites/contato',
  '/sites/cvc',
  '/assinar',
  '/legado',
  '/permissao',
  '/leituraparatodos',
  '/poderlegislativo',
  '/transparencia/dados-abertos',
  '/transparencia/graficos',
  '/transparencia/verbas-indenizatorias',
  '/transparencia/verbas-indenizatorias?deputadoId=12&ano=2025&mes=4',
  '/transparencia/verbas-indenizatorias-lancamentos/dicionario',
  '/transparencia/verbas-indenizatorias-categorias',
  '/transparencia/verbas-indenizatorias-categorias?mes=1',
  '/transparencia/remuneracoes/consulta',
  '/escola/cursos',
  '/cidadao/cursos',
  '/cidadao/solicitacoes',
  '/cad',
  '/cad/E0000-00000-00000-00000',
  '/vcc?cd=codigo-errado',
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
  '/transparencia/despesas',
  '/transparencia/programa-acoes',
  '/transparencia/receitas',
  '/transparencia/arquivos-links',
  '/transparencia/legislacao',
  '/transparencia/legislacao?tipo=resolucao&termo=frente',
  '/transparencia/estrutura-organizacional',
  '/acessibilidade',
  '/politica-privacidade',
  '/politica-privacidade?versao=1',
  '/politica-privacidade/aceitar',
  '/perguntas-frequentes',
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
