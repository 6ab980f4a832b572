import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../subgraphs/access/src/index.js';
import { CIDADA_DEMONSTRACAO } from '../../subgraphs/access/src/seeders/cidadao.seeder.js';
import { content } from '../../subgraphs/content/src/index.js';
import { entrarComoEquipe, startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';

/**
 * Issue 13, item 2: the admin REST routes that take files used to parse the whole multipart body into memory before
 * any token was checked (4 parallel anonymous requests took the gateway from 0.40 to 1.76 GB). The token is checked
 * first now: the answer comes while the body is still being sent, and the gateway's memory does not follow the
 * bodies. Authorised uploads keep working (test/rest-admin-noticias.test.ts, test/rest-pessoas.test.ts).
 */
let harness: GatewayHarness;

const FRONTEIRA = 'fronteira-de-teste';
const MB = 1024 * 1024;

interface Envio {
  status: number;
  corpo: string;
  /** Bytes of the body written before the answer arrived. */
  enviados: number;
}

/**
 * A multipart request declaring `total` bytes, written in 64 KB chunks only while no answer came (`parar`): a gateway
 * that reads the body before answering never answers (the test times out), one that checks first answers at once.
 * Without `parar` the whole body is sent, whatever the gateway does.
 */
function enviarMultipart(caminho: string, total: number, opcoes: { headers?: Record<string, string>; metodo?: string; parar?: boolean } = {}): Promise<Envio> {
  const { headers = {}, metodo = 'POST', parar = true } = opcoes;
  return new Promise((resolve, reject) => {
    const inicio = Buffer.from(`--${FRONTEIRA}\r\ncontent-disposition: form-data; name="noticia[imagem]"; filename="grande.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`);
    const pedaco = Buffer.alloc(64 * 1024, 0x61);
    const fim = Buffer.from(`\r\n--${FRONTEIRA}--\r\n`);
    let enviados = 0;
    let respondido = false;
    const req = request(new URL(caminho, harness.base), {
      method: metodo,
      headers: { 'content-type': `multipart/form-data; boundary=${FRONTEIRA}`, 'content-length': String(total), ...headers },
    });
    req.on('response', (res) => {
      respondido = true;
      const partes: Buffer[] = [];
      res.on('data', (parte: Buffer) => partes.push(parte));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, corpo: Buffer.concat(partes).toString('utf8'), enviados });
        req.destroy();
      });
    });
    // Once answered, the gateway closes the connection: the rest of the body has nowhere to go.
    req.on('error', (erro) => (respondido ? undefined : reject(erro)));
    const escrever = () => {
      if (respondido && parar) return;
      if (enviados === 0) {
        req.write(inicio);
        enviados += inicio.length;
      }
      while (enviados + pedaco.length + fim.length < total) {
        enviados += pedaco.length;
        if (!req.write(pedaco)) return void req.once('drain', escrever);
        if (respondido && parar) return;
      }
      if (!parar && !req.destroyed) {
        req.end(Buffer.concat([Buffer.alloc(total - enviados - fim.length, 0x61), fim]));
        enviados = total;
      }
    };
    escrever();
  });
}

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
});
afterAll(() => harness?.close());

describe('multipart bodies wait for a valid token (issue 13, item 2)', () => {
  it('an anonymous upload gets 401 while its body is still being sent', async () => {
    const total = 50 * MB;
    const resposta = await enviarMultipart('/api/admin/noticias', total);
    expect(resposta.status).toBe(401);
    expect(JSON.parse(resposta.corpo)).toEqual({ mensagem: 'É necessário fazer login para acessar esta funcionalidade' });
    expect(resposta.enviados).toBeLessThan(total);
  });

  it('a forged token gets the same 401 before the body, on every route that takes files', async () => {
    for (const [metodo, caminho] of [['PUT', '/api/admin/noticias/1'], ['POST', '/api/admin/deputados'], ['POST', '/api/admin/comissoes'], ['POST', '/api/admin/remuneracoes/importar']] as const) {
      const total = 30 * MB;
      const resposta = await enviarMultipart(caminho, total, { metodo, headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' } });
      expect(resposta.status, caminho).toBe(401);
      expect(resposta.enviados, caminho).toBeLessThan(total);
    }
  });

  it('a citizen’s valid token gets 403 before the body: files on admin routes are for staff only', async () => {
    const login = await fetch(`${harness.base}/api/opine-cidadao/usuarios/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: CIDADA_DEMONSTRACAO.email, senha: CIDADA_DEMONSTRACAO.senha }),
    });
    const { token } = (await login.json()) as { token: string };
    const total = 30 * MB;
    const resposta = await enviarMultipart('/api/admin/noticias', total, { headers: { authorization: `Bearer ${token}` } });
    expect(resposta.status).toBe(403);
    expect(JSON.parse(resposta.corpo)).toEqual({ mensagem: 'Você não tem permissão para acessar esta funcionalidade' });
    expect(resposta.enviados).toBeLessThan(total);
  });

  it('a staff token without the route’s permission gets 403 before the body', async () => {
    // The editor writes news, not deputies: the operation's @requiresScopes, read from the supergraph.
    const token = await entrarComoEquipe(harness, 'editor');
    const total = 30 * MB;
    const resposta = await enviarMultipart('/api/admin/deputados', total, { headers: { authorization: `Bearer ${token}` } });
    expect(resposta.status).toBe(403);
    expect(resposta.enviados).toBeLessThan(total);
  });

  it('parallel anonymous 19 MB uploads do not inflate the gateway', async () => {
    // The gateway runs in this process: its memory is this process's. Generous margin: 8 bodies of 19 MB read into
    // memory would add about 150 MB; refused unread, they add next to nothing.
    global.gc?.();
    const antes = process.memoryUsage().rss;
    const respostas = await Promise.all(Array.from({ length: 8 }, () => enviarMultipart('/api/admin/noticias', 19 * MB, { parar: false })));
    expect(respostas.map((r) => r.status)).toEqual(Array(8).fill(401));
    const depois = process.memoryUsage().rss;
    expect(depois - antes).toBeLessThan(80 * MB);
  });

  it('an authorised upload still works, waits on disk only while its request lasts, and one form holds bounded fields', async () => {
    const token = await entrarComoEquipe(harness, 'admin');
    const enviar = (dados: FormData) => fetch(`${harness.base}/api/admin/noticias`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: dados });
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#246' } }).png().toBuffer();
    const dados = new FormData();
    dados.append('noticia[titulo]', 'Sessão solene pelos 100 anos da Assembleia');
    dados.append('noticia[conteudo]', '<p>Texto.</p>');
    dados.append('noticia[categoria]', 'assembleia');
    dados.append('noticia[imagem]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'sessao.png');
    const criada = await enviar(dados);
    expect(criada.status).toBe(201);
    // Removed when the response closes, which the client may see a moment before the server does.
    let temporarios: string[] = [];
    for (let tentativa = 0; tentativa < 40; tentativa++) {
      temporarios = await readdir(path.join(harness.arquivosDir, '.tmp')).catch(() => []);
      if (temporarios.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(temporarios).toEqual([]);

    const camposDemais = new FormData();
    for (let i = 0; i < 150; i++) camposDemais.append(`noticia[campo${i}]`, 'x');
    const muitos = await enviar(camposDemais);
    expect(muitos.status).toBe(400);
    expect(await muitos.json()).toEqual({ mensagem: 'O formulário tem campos demais ou grandes demais.' });

    const campoGrande = new FormData();
    campoGrande.append('noticia[conteudo]', 'x'.repeat(300 * 1024));
    const grande = await enviar(campoGrande);
    expect(grande.status).toBe(413);
    expect(await grande.json()).toEqual({ mensagem: 'O formulário tem campos demais ou grandes demais.' });
  });
});
