import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { formatarData, hojeEmBrasilia, prazoDeResposta } from '@alego/catalog';
import { textoDoPdf } from '@alego/kit/testing';
import { cadastrarCidadao, emailCom, entrarNoAdmin, linkDoEmail } from './apoio.js';
import { launchBrowser, screenshotOnFailure } from './browser.js';

const base = inject('portalBase');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('information request (LAI) journey in Chromium', () => {
  it('a citizen files a request and gets the protocol by e-mail; staff extend and answer; the citizen reads the answer and appeals', async () => {
    const email = `lai.${Date.now()}@example.com`;
    const cidadao = await browser.newContext();
    const page = await cidadao.newPage();
    let protocolo = '';
    await screenshotOnFailure(page, 'lai-pedido', async () => {
      await page.goto(`${base}/transparencia/solicitacoes-informacao`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Enviar pedido' }).click();
      await page.getByText('Descreva a informação solicitada.').waitFor();
      await expect.poll(() => page.locator('#tipoPessoa').getAttribute('aria-invalid')).toBe('true');
      await page.locator('#tipoPessoa').selectOption('fisica');
      await page.locator('#nome').fill('Helena Requerente');
      await page.locator('#email').fill(email);
      await page.locator('#pedido').fill('Quantos contratos de limpeza a Assembleia mantém e com quais empresas?');
      await page.locator('#ocupacao').selectOption('jornalista');
      await page.locator('#estadoId').selectOption({ label: 'Goiás' });
      await page.locator('#municipioId').selectOption({ label: 'Goiânia' });
      await page.getByRole('button', { name: 'Enviar pedido' }).click();
      const aviso = page.getByRole('status').filter({ hasText: 'Pedido registrado' });
      await aviso.waitFor();
      protocolo = /Protocolo nº (\d+)/.exec(await aviso.innerText())![1]!;
      const recibo = await emailCom(email, 'Recebemos o seu pedido de acesso à informação');
      expect(recibo).toContain(`/transparencia/solicitacoes-informacao/consulta?protocolo=${protocolo}`);
    });

    const equipe = await browser.newContext();
    const admin = await equipe.newPage();
    await screenshotOnFailure(admin, 'lai-equipe', async () => {
      await entrarNoAdmin(admin, base);
      await admin.goto(`${base}/admin/solicitacoes-informacao?protocolo=${protocolo}`, { waitUntil: 'networkidle' });
      await admin.getByText('No prazo').first().waitFor();
      // Exact: the menu's "Verbas indenizatórias" also starts with "Ver".
      await admin.getByRole('link', { name: 'Ver', exact: true }).first().click();
      await admin.getByRole('heading', { name: `Pedido nº ${protocolo}` }).waitFor();
      await admin.getByRole('button', { name: 'Prorrogar prazo' }).click();
      await admin.getByRole('dialog').getByRole('textbox').fill('Os contratos estão em três setores diferentes.');
      await admin.getByRole('dialog').getByRole('button', { name: 'Prorrogar' }).click();
      await admin.getByText('(prorrogado)').first().waitFor();
      await admin.getByRole('button', { name: 'Responder' }).click();
      const dialogo = admin.getByRole('dialog');
      await dialogo.getByRole('textbox').fill('São dois contratos: Limpa Bem Ltda. e Brilho Serviços S.A.');
      await dialogo.getByRole('combobox').selectOption('deferida');
      await dialogo.getByRole('button', { name: 'Enviar resposta' }).click();
      await admin.getByRole('heading', { name: /Resposta: Acesso concedido/ }).waitFor();
    });
    expect(await emailCom(email, 'O prazo de resposta do seu pedido foi prorrogado')).toContain('Os contratos estão em três setores diferentes.');
    expect(await emailCom(email, 'Decisão: Acesso concedido')).toContain('Limpa Bem Ltda.');

    await screenshotOnFailure(page, 'lai-consulta', async () => {
      await page.goto(`${base}/transparencia/solicitacoes-informacao/consulta`, { waitUntil: 'networkidle' });
      await page.locator('#protocolo').fill(protocolo);
      await page.locator('#email').fill(email);
      await page.getByRole('button', { name: 'Consultar' }).click();
      await page.getByRole('heading', { name: `Protocolo nº ${protocolo}: Respondida` }).waitFor();
      await page.getByText('São dois contratos: Limpa Bem Ltda. e Brilho Serviços S.A.').waitFor();
      await page.getByText('Os contratos estão em três setores diferentes.').waitFor();
      // The answer as a verifiable document: its code, read back from the PDF, validates at /cad.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar a resposta com código de verificação (PDF)' }).click()]);
      const documento = await textoDoPdf(await readFile((await download.path())!));
      expect(documento).toContain('São dois contratos: Limpa Bem Ltda. e Brilho Serviços S.A.');
      const codigo = /A[0-9A-Z]{4}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}/.exec(documento)?.[0];
      expect(codigo).toBeDefined();
      const cad = await cidadao.newPage();
      await cad.goto(`${base}/cad/${codigo}`, { waitUntil: 'networkidle' });
      await cad.getByTestId('documento-autentico').getByText('Resposta a pedido de acesso à informação').waitFor();
      await cad.getByTestId('documento-autentico').getByText('Helena Requerente').waitFor();
      await cad.close();
      await page.locator('#razoes').fill('Peço também os valores mensais de cada contrato.');
      await page.getByRole('button', { name: 'Enviar recurso' }).click();
      await page.getByRole('heading', { name: `Protocolo nº ${protocolo}: Em recurso` }).waitFor();
      await page.getByText(/Aguardando decisão até/).waitFor();
    });
    expect(await emailCom(email, 'Recebemos o seu recurso em 1ª instância')).toContain(protocolo);

    await page.goto(`${base}/transparencia/solicitacoes-informacao/estatisticas`, { waitUntil: 'networkidle' });
    await page.getByRole('cell', { name: 'Total do ano' }).or(page.getByRole('rowheader', { name: 'Total do ano' })).waitFor();
    await cidadao.close();
    await equipe.close();
  });

  it('a journalist asks for press accreditation; staff read it in the admin with the whole CPF', async () => {
    const page = await browser.newPage();
    await screenshotOnFailure(page, 'imprensa', async () => {
      await page.goto(`${base}/credenciamento-imprensa`, { waitUntil: 'networkidle' });
      await page.getByText('Folha do Cerrado (Jornal)').waitFor();
      await page.locator('#nome').fill('Otávio Pauta');
      await page.locator('#cpf').fill('111.111.111-11');
      await page.locator('#email').fill('otavio@example.com');
      await page.locator('#veiculo').fill('Revista Tocantins');
      await page.locator('#tipoVeiculo').selectOption('revista');
      await page.locator('#funcao').fill('Fotógrafo');
      await page.getByRole('button', { name: 'Pedir credenciamento' }).click();
      await page.getByText('Informe um CPF válido.').waitFor();
      await page.locator('#cpf').fill('529.982.247-25');
      await page.getByRole('button', { name: 'Pedir credenciamento' }).click();
      await page.getByRole('status').filter({ hasText: 'Pedido de credenciamento recebido' }).waitFor();
      await entrarNoAdmin(page, base);
      await page.goto(`${base}/admin/imprensa-externas`, { waitUntil: 'networkidle' });
      await page.getByRole('cell', { name: '529.982.247-25' }).waitFor();
    });
    await page.close();
  });

  it('a message addressed to a deputy\'s office from Contatos gets its reply by e-mail', async () => {
    const page = await browser.newPage();
    const email = `contato.${Date.now()}@example.com`;
    await screenshotOnFailure(page, 'contatos', async () => {
      await page.goto(`${base}/contatos/gabinetes`, { waitUntil: 'networkidle' });
      await page.getByText('Fax: (62) 3221-4199').waitFor();
      await page.getByRole('link', { name: 'Escrever para este contato' }).first().click();
      await page.getByRole('heading', { name: /^Escrever para Gabinete/ }).waitFor();
      await page.locator('#nome').fill('Marta Eleitora');
      await page.locator('#email').fill(email);
      await page.locator('#assunto').fill('Pedido de audiência');
      await page.locator('#mensagem').fill('Gostaria de uma audiência sobre o transporte escolar.');
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      const aviso = page.getByRole('status').filter({ hasText: 'Protocolo nº' });
      await aviso.waitFor();
      const protocolo = /Protocolo nº (\d+)/.exec(await aviso.innerText())![1]!;
      const pdf = await page.request.get(`${base}/api/portal/contatos/gerar_pdf_contatos`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');

      await entrarNoAdmin(page, base);
      await page.goto(`${base}/admin/fale-conosco?protocolo=${protocolo}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Responder' }).first().click();
      await page.getByRole('dialog').getByRole('textbox').fill('A audiência foi marcada para terça, às 10h.');
      await page.getByRole('dialog').getByRole('button', { name: 'Enviar resposta' }).click();
      await page.getByText('Resposta registrada com sucesso.').first().waitFor();
      const resposta = await emailCom(email, 'A audiência foi marcada para terça, às 10h.');
      expect(resposta).toContain(`/fale-conosco/consulta?protocolo=${protocolo}`);
      await page.goto(`${base}/fale-conosco/consulta?protocolo=${protocolo}&email=${encodeURIComponent(email)}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: `Protocolo nº ${protocolo}: Finalizada` }).waitFor();
      await page.getByText('A audiência foi marcada para terça, às 10h.').waitFor();
    });
    await page.close();
  });

  it('a signed-in citizen finds the requests filed with their account in Minhas solicitações, each leading to its consult', async () => {
    const email = `lai.conta.${Date.now()}@example.com`;
    const senha = 'senha-forte-123';
    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    await screenshotOnFailure(page, 'lai-minhas-solicitacoes', async () => {
      await cadastrarCidadao(page, base, 'Otávio Requerente', email, senha);
      const confirmacao = new URL(await linkDoEmail(email, '/cidadao/confirmar-cadastro'));
      expect((await fetch(`${base}/api/opine-cidadao${confirmacao.pathname.replace('/cidadao', '')}`)).status).toBe(200);

      // Signed out, the screen leads to the login and back.
      await page.goto(`${base}/cidadao/solicitacoes`, { waitUntil: 'networkidle' });
      await page.waitForURL(/\/cidadao\/entrar\?destino=%2Fcidadao%2Fsolicitacoes/);
      await page.locator('#entrar-email').fill(email);
      await page.locator('#entrar-senha').fill(senha);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(`${base}/cidadao/solicitacoes`);
      await page.getByText('Você ainda não fez pedidos de acesso à informação com a sua conta.').waitFor();

      await page.getByRole('link', { name: 'Fazer um novo pedido de acesso à informação' }).click();
      await page.getByText('Você está conectado como Otávio Requerente').waitFor();
      await page.locator('#tipoPessoa').selectOption('fisica');
      await page.locator('#nome').fill('Otávio Requerente');
      await page.locator('#email').fill(email);
      await page.locator('#pedido').fill('Qual o número de servidores efetivos em 2025?');
      await page.getByRole('button', { name: 'Enviar pedido' }).click();
      const aviso = page.getByRole('status').filter({ hasText: 'Pedido registrado' });
      await aviso.waitFor();
      const protocolo = /Protocolo nº (\d+)/.exec(await aviso.innerText())![1]!;

      await page.getByRole('link', { name: 'Minhas solicitações' }).click();
      const linha = page.getByRole('row').filter({ hasText: `Protocolo nº ${protocolo}` });
      await linha.waitFor();
      const hoje = hojeEmBrasilia();
      expect(await linha.getByRole('cell').allInnerTexts()).toEqual([formatarData(hoje), 'Aguardando resposta', formatarData(prazoDeResposta(hoje))]);
      await linha.getByText('Qual o número de servidores efetivos em 2025?').waitFor();
      await linha.getByRole('link', { name: `Protocolo nº ${protocolo}` }).click();
      await page.getByRole('heading', { name: `Protocolo nº ${protocolo}: Aguardando resposta` }).waitFor();
    });
    await contexto.close();
  });
});
