import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { normalizarCodigo } from '@alego/catalog';
import { textoDoPdf } from '@alego/kit/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aguardarEnvios } from '../subgraphs/access/src/mail/carteiro.js';
import { lerCaixaDeSaida } from '../subgraphs/access/src/mail/caixa.js';
import { Inscricao } from '../subgraphs/participation/src/modules/escola/escola.entity.js';
import { certificadoPeloAccess, enviarAvisosDeCertificado } from '../subgraphs/participation/src/modules/escola/escola.notificacoes.js';
import { access } from '../subgraphs/access/src/index.js';
import { participation } from '../subgraphs/participation/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([access, participation, transparency]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
});
afterAll(() => harness?.close());

function rest(caminho: string, init: RequestInit & { login?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.login) headers.authorization = `Bearer ${tokens[init.login]}`;
  return fetch(`${harness.base}/api/admin${caminho}`, { ...init, headers });
}

const contarCursos = async () => Number((await harness.subgraphs.participation!.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from "participation"."cursos"'))[0]!.n);

describe('Escola do Legislativo: legacy admin REST paths (back-office §7)', () => {
  it('creates a course from the `curso` wrapper with nested schedules, lists it with the pagination headers and reads it back', async () => {
    const criado = await rest('/cursos', {
      method: 'POST',
      login: 'admin',
      body: JSON.stringify({
        curso: {
          titulo: 'Cerimonial e protocolo',
          carga_horaria: '12',
          vagas: '20',
          data_inicio: '2026-10-05',
          data_fim: '2026-10-07',
          programa_id: '99',
          horarios_attributes: { 0: { turno: 'matutino', horario_inicial: '08:00', horario_final: '12:00' }, 1: { horario_inicial: '13:00', horario_final: '17:00' } },
        },
      }),
    });
    expect(criado.status).toBe(201);
    const { id, mensagem } = (await criado.json()) as { id: number; mensagem: string };
    expect(mensagem).toBe('Curso salvo com sucesso');
    const curso = (await (await rest(`/cursos/${id}.json`, { login: 'admin' })).json()) as Record<string, unknown>;
    expect(curso).toMatchObject({ programa_id: 3, modalidade: 'presencial', localidade: 'fisico', tipo_docente: 'colaborador', status: 'em_breve', tipo_transmissao: 'ao_vivo' });
    expect((curso.horarios as { turno: string }[]).map((h) => h.turno)).toEqual(['matutino', 'integral']);
    const lista = await rest('/cursos?termo=cerimonial', { login: 'admin' });
    expect(lista.headers.get('totallinhas')).toBe('1');
    expect(await (await rest('/cursos/status', { login: 'admin' })).json()).toEqual(['em_breve', 'inscricoes_abertas', 'em_andamento', 'encerrado', 'cancelado']);
  });

  it('answers bad input in Portuguese with 400 and stores nothing; 401 and 403 with the portal’s messages', async () => {
    const antes = await contarCursos();
    const invalido = await rest('/cursos', { method: 'POST', login: 'admin', body: JSON.stringify({ curso: { titulo: '', carga_horaria: 'x', horarios: [] } }) });
    expect(invalido.status).toBe(400);
    const { mensagem } = (await invalido.json()) as { mensagem: string };
    expect(mensagem).toContain('Informe o título do curso.');
    expect(mensagem).toContain('Adicione ao menos um horário.');
    expect((await rest('/cursos')).status).toBe(401);
    const editor = await rest('/cursos', { method: 'POST', login: 'editor', body: JSON.stringify({ curso: { titulo: 'X' } }) });
    expect(editor.status).toBe(403);
    expect(await contarCursos()).toBe(antes);
    expect((await rest('/inscritos-curso', { login: 'admin' })).status).toBe(400);
  });

  it('lists enrolees of a course, issues the certificates in bulk, deletes one and gives the report', async () => {
    const { itens } = (await harness.graphql<{ cursos: { itens: { id: string }[] } }>('{ cursos(filtro: { termo: "Redação oficial" }) { itens { id } } }')).body.data!.cursos;
    const cursoId = itens[0]!.id;
    const inscritos = await rest(`/inscritos-curso?id=${cursoId}&pagina=1`, { login: 'admin' });
    expect(inscritos.status).toBe(200);
    const lista = (await inscritos.json()) as { id: number; nome: string; status_inscricao: string; certificado_id: number | null }[];
    const pendente = lista.find((i) => i.status_inscricao === 'pendente')!;
    const alterada = await rest(`/cursos/${cursoId}/alterar_status_inscricao`, { method: 'POST', login: 'admin', body: JSON.stringify({ inscricao_id: pendente.id, status_inscricao: 'aprovada' }) });
    expect(alterada.status).toBe(200);
    const gerados = await rest('/inscritos-curso/gerar-certificado', { method: 'POST', login: 'admin', body: JSON.stringify({ id: cursoId }) });
    expect(await gerados.json()).toEqual({ mensagem: 'Certificado(s) gerado(s) com sucesso.', quantidade: 2 });
    const nenhum = await rest('/inscritos-curso/gerar-certificado', { method: 'POST', login: 'admin', body: JSON.stringify({ id: cursoId }) });
    expect(nenhum.status).toBe(400);
    expect(((await nenhum.json()) as { mensagem: string }).mensagem).toBe('Falha, Certificado(s) não gerado!');
    const excluido = await rest('/inscritos-curso/excluir-certificado', { method: 'POST', login: 'admin', body: JSON.stringify({ inscricao_id: pendente.id }) });
    expect(await excluido.json()).toEqual({ mensagem: 'Certificado excluído com sucesso.', quantidade: 1 });
    const relatorio = (await (await rest('/inscritos-curso/gerar-relatorio', { method: 'POST', login: 'admin', body: JSON.stringify({ id: cursoId }) })).json()) as { arquivo: string };
    expect(Buffer.from(relatorio.arquivo, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await rest('/inscritos-curso/gerar-certificado', { method: 'POST', login: 'editor', body: JSON.stringify({ id: cursoId }) })).status).toBe(403);
  });
});

describe('the certificate e-mail route of access', () => {
  it('refuses a malformed notice (400), an unknown citizen (404) and a call without the internal token (403)', async () => {
    const url = new URL('/interno/notificacoes/certificado-emitido', harness.subgraphs.access!.url);
    const enviar = (corpo: unknown, token = 'token-interno-de-teste') =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-alego-interno': token }, body: JSON.stringify(corpo) });
    const anexo = { nome: 'certificado.pdf', tipo: 'application/pdf', conteudoBase64: Buffer.from('%PDF-1.7\n').toString('base64') };
    const aviso = { cidadaoId: 4242, curso: 'Redação oficial', codigo: 'E0000-00000-00000-00000', link: 'http://x/cidadao/cursos', verificacao: 'http://x/cad/E0000', anexo };
    const malformado = await enviar({ ...aviso, cidadaoId: '1', link: 'javascript:alert(1)' });
    expect(malformado.status).toBe(400);
    expect(await malformado.json()).toEqual({ mensagem: 'Aviso inválido.' });
    expect((await enviar(aviso)).status).toBe(404);
    expect((await enviar(aviso, 'outro')).status).toBe(403);
  });
});

describe('the certificate e-mail, end to end', () => {
  it('carries the certificate PDF, which parses back with the holder and the code of the notice', async () => {
    const caixa = await mkdtemp(path.join(tmpdir(), 'escola-mail-'));
    const ambienteAntes = { ...process.env };
    try {
      // Access writes the message to the outbox of PORTAL_VAR_DIR (no SMTP_URL), read at every message.
      Object.assign(process.env, { PORTAL_VAR_DIR: caixa });
      delete process.env.SMTP_URL;
      const { itens } = (await harness.graphql<{ cursos: { itens: { id: string }[] } }>('{ cursos(filtro: { termo: "Cerimonial e protocolo" }) { itens { id } } }')).body.data!.cursos;
      const cursoId = itens[0]!.id;
      // The demo citizen (access id 1, confirmed), approved in the course created above.
      const em = harness.subgraphs.participation!.orm.em.fork();
      em.create(Inscricao, { curso: Number(cursoId), cidadaoId: 1, nome: 'Maria Cidadã da Silva', email: 'maria.cidada@example.com', status: 'aprovada' });
      await em.flush();
      const gerados = await rest('/inscritos-curso/gerar-certificado', { method: 'POST', login: 'admin', body: JSON.stringify({ id: cursoId }) });
      expect(await gerados.json()).toMatchObject({ quantidade: 1 });

      const enviar = certificadoPeloAccess(harness.subgraphs.access!.url, 'token-interno-de-teste');
      // Also the certificates issued by the test above, for demo enrolees access does not know (nothing sent).
      await enviarAvisosDeCertificado(harness.subgraphs.participation!.orm.em.fork(), enviar, { publicUrl: 'http://portal.test', logger: pino({ level: 'silent' }) });
      await aguardarEnvios();
      const [email] = (await lerCaixaDeSaida(path.join(caixa, 'mail'))).filter((m) => m.assunto === 'Seu certificado do curso Cerimonial e protocolo foi emitido');
      expect(email?.para).toContain('maria.cidada@example.com');
      const codigo = /Código de verificação: ([0-9A-Z]{5}(?:-[0-9A-Z]{5}){3})/.exec(email!.corpo)?.[1];
      expect(codigo).toBeDefined();
      expect(email!.anexos).toHaveLength(1);
      const [anexo] = email!.anexos;
      expect(anexo).toMatchObject({ nome: `certificado-${normalizarCodigo(codigo)}.pdf`, tipo: 'application/pdf' });
      const texto = await textoDoPdf(anexo!.conteudo);
      expect(texto).toContain('CERTIFICADO');
      expect(texto).toContain('Maria Cidadã da Silva');
      expect(texto).toContain('Cerimonial e protocolo');
      expect(normalizarCodigo(/[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}/.exec(texto)?.[0])).toBe(normalizarCodigo(codigo));
    } finally {
      process.env = ambienteAntes;
      await rm(caixa, { recursive: true, force: true });
    }
  });

  it('access refuses an attachment that is not what it says (a PDF name over other bytes)', async () => {
    const url = new URL('/interno/notificacoes/certificado-emitido', harness.subgraphs.access!.url);
    const aviso = { cidadaoId: 1, curso: 'Redação oficial', codigo: 'E0000-00000-00000-00000', link: 'http://x/cidadao/cursos', verificacao: 'http://x/cad/E0000' };
    const enviar = (anexo: unknown) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-alego-interno': 'token-interno-de-teste' }, body: JSON.stringify({ ...aviso, anexo }) });
    for (const anexo of [
      { nome: 'certificado.pdf', tipo: 'application/pdf', conteudoBase64: Buffer.from('<html>não é PDF</html>').toString('base64') },
      { nome: 'certificado.exe', tipo: 'application/pdf', conteudoBase64: Buffer.from('%PDF-1.7').toString('base64') },
      { nome: 'certificado.pdf', tipo: 'text/html', conteudoBase64: Buffer.from('%PDF-1.7').toString('base64') },
      undefined,
    ]) {
      const resposta = await enviar(anexo);
      expect(resposta.status, JSON.stringify(anexo)).toBe(400);
    }
  });
});

describe('document lookups through the gateway', () => {
  const CONSULTA = 'query($c: String!) { documentoDaEscola(codigo: $c) { titular } }';

  it('a certificate code validates through the gateway; the lookups of one address are limited (429 in Portuguese)', async () => {
    const linhas = await harness.subgraphs.participation!.orm.em.fork().getConnection().execute<{ codigo: string }[]>('select codigo from "participation"."certificados" order by id limit 1');
    const codigo = linhas[0]?.codigo;
    const consultar = (c: string, ip: string) =>
      fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ query: CONSULTA, variables: { c } }) });
    const ok = (await (await consultar(codigo!, '10.77.0.1')).json()) as { data: { documentoDaEscola: { titular: string } } };
    expect(ok.data.documentoDaEscola.titular).toBe('Maria Cidadã da Silva');
    let ultima: Response | undefined;
    for (let i = 0; i < 60; i++) ultima = await consultar(`E${String(i).padStart(19, '0')}`, '10.77.0.2');
    expect(ultima!.status).toBe(200);
    const barrada = await consultar('E0000000000000000099', '10.77.0.2');
    expect(barrada.status).toBe(429);
    expect(((await barrada.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('Muitas tentativas. Tente novamente em alguns minutos.');
    // Another address keeps its own budget.
    expect((await consultar(codigo!, '10.77.0.3')).status).toBe(200);
  });
});
