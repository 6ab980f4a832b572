import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface EmailGravado {
  arquivo: string;
  para: string;
  assunto: string;
  /** The whole message with quoted-printable undone: text and HTML parts, links intact. */
  corpo: string;
  /** The attached files, decoded. */
  anexos: { nome: string; tipo: string; conteudo: Buffer }[];
}

function decodificarQuotedPrintable(texto: string): string {
  const semQuebras = texto.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < semQuebras.length; i++) {
    const hex = semQuebras.slice(i + 1, i + 3);
    if (semQuebras[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(semQuebras[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as nodemailer writes non-ASCII headers. */
function decodificarCabecalho(valor: string): string {
  return valor.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, tipo: string, dados: string) =>
    tipo.toUpperCase() === 'B' ? Buffer.from(dados, 'base64').toString('utf8') : decodificarQuotedPrintable(dados.replace(/_/g, ' ')),
  );
}

function cabecalho(bruto: string, nome: string): string {
  const cabecalhos = bruto.split(/\r?\n\r?\n/)[0] ?? '';
  const desdobrados = cabecalhos.replace(/\r?\n[ \t]+/g, ' ');
  const linha = desdobrados.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${nome.toLowerCase()}:`));
  return decodificarCabecalho(linha?.slice(nome.length + 1).trim() ?? '');
}

/** The attachments of a MIME message as nodemailer writes it: parts marked `attachment`, base64-encoded. */
function anexos(bruto: string): EmailGravado['anexos'] {
  const fronteiras = [...bruto.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const partes = fronteiras.reduce<string[]>((pedacos, fronteira) => pedacos.flatMap((p) => p.split(`--${fronteira}`)), [bruto]);
  return partes.flatMap((parte) => {
    const [cabecalhos = '', ...resto] = parte.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const desdobrados = cabecalhos.replace(/\r?\n[ \t]+/g, ' ');
    if (!/^content-disposition:\s*attachment/im.test(desdobrados)) return [];
    const nome = /filename="?([^";\r\n]+)"?/i.exec(desdobrados)?.[1] ?? '';
    const tipo = /^content-type:\s*([^;\r\n]+)/im.exec(desdobrados)?.[1]?.trim() ?? '';
    return [{ nome: decodificarCabecalho(nome), tipo, conteudo: Buffer.from(resto.join('\n').replace(/\s+/g, ''), 'base64') }];
  });
}

/** The local outbox (`var/mail`, written when SMTP_URL is not set), oldest first. */
export async function lerCaixaDeSaida(pasta: string): Promise<EmailGravado[]> {
  const arquivos = (await readdir(pasta).catch(() => [] as string[])).filter((a) => a.endsWith('.eml')).sort();
  return Promise.all(
    arquivos.map(async (nome) => {
      const arquivo = path.join(pasta, nome);
      const bruto = await readFile(arquivo, 'utf8');
      return { arquivo, para: cabecalho(bruto, 'To'), assunto: cabecalho(bruto, 'Subject'), corpo: decodificarQuotedPrintable(bruto), anexos: anexos(bruto) };
    }),
  );
}
