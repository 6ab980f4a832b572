import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskBlobStore } from './blobs.js';
import { PDF, politicaPara } from './politicas.js';
import { processarUpload } from './processar.js';

function arquivo(bytes: Buffer, filename: string): FileUpload {
  return { filename, mimetype: 'application/pdf', encoding: '7bit', createReadStream: () => Readable.from([bytes]) } as unknown as FileUpload;
}

describe('política de upload PDF (documentos da transparência)', () => {
  let raiz: string;
  beforeAll(async () => {
    raiz = await mkdtemp(path.join(tmpdir(), 'alego-pdf-'));
    await mkdir(path.join(raiz, '.tmp'));
  });
  afterAll(() => rm(raiz, { recursive: true, force: true }));

  it('vale para o arquivo de cada cadastro de documentos', () => {
    for (const tipo of ['QuadroRemuneracaoInput', 'OrcamentoInput', 'GestaoFiscalAnualInput', 'PrestacaoContasInput', 'SancaoAdministrativaInput', 'DemonstrativoDespesasComPessoalInput', 'AeronaveInput']) {
      expect(politicaPara(`${tipo}.arquivo`)).toBe(PDF);
    }
    expect(politicaPara('NoticiaInput.imagem').nome).toBe('imagem');
  });

  it('aceita um PDF pelos bytes mágicos e recusa outro conteúdo com nome .pdf', async () => {
    const store = new DiskBlobStore(raiz);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const guardado = await processarUpload(arquivo(pdf, 'relatorio.pdf'), PDF, store, path.join(raiz, '.tmp'));
    expect(guardado).toMatchObject({ tipo: 'application/pdf', tamanho: pdf.length, nome: 'relatorio.pdf' });
    expect(guardado.chave).toMatch(/\.pdf$/);

    const falso = Buffer.from('matricula;nome\n1;Fulano\n');
    await expect(processarUpload(arquivo(falso, 'disfarcado.pdf'), PDF, store, path.join(raiz, '.tmp'))).rejects.toThrow('Tipo de arquivo inválido. Envie um arquivo .pdf');
  });
});
