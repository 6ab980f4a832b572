// Precompresses a client build: next to each text asset, `.br` (brotli, best quality) and `.gz` (gzip -9), written
// only when smaller. The gateway serves them as they are (express-static-gzip), so no request pays for compression.
//   node scripts/comprimir.mjs <dist dir>...
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXTO = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;
const MINIMO = 1024;

async function* arquivos(pasta) {
  for (const entrada of await readdir(pasta, { withFileTypes: true })) {
    const caminho = path.join(pasta, entrada.name);
    if (entrada.isDirectory()) yield* arquivos(caminho);
    else if (TEXTO.test(entrada.name)) yield caminho;
  }
}

let total = 0;
for (const pasta of process.argv.slice(2)) {
  for await (const arquivo of arquivos(pasta)) {
    if ((await stat(arquivo)).size < MINIMO) continue;
    const conteudo = await readFile(arquivo);
    const br = brotliCompressSync(conteudo, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: conteudo.length } });
    const gz = gzipSync(conteudo, { level: 9 });
    if (br.length < conteudo.length) await writeFile(`${arquivo}.br`, br);
    if (gz.length < conteudo.length) await writeFile(`${arquivo}.gz`, gz);
    total++;
  }
}
console.log(`comprimidos: ${total} arquivos (brotli e gzip)`);
