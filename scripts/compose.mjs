// Prints each subgraph's SDL into schema/<name>.graphql and composes schema/supergraph.graphql and
// schema/api.graphql. With --check it writes nothing and fails when a committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SDL_DA_SESSAO, SUBGRAFO_DA_SESSAO } from '../gateway/dist/auth/sessao-cidadao.js';
import { composeSupergraph } from '../gateway/dist/composition.js';
import { printFederatedSchema } from '../subgraphs/kit/dist/index.js';
import { SUBGRAPHS } from './subgraphs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

export async function generateSchemas() {
  const subgraphs = [];
  for (const { name, module, port } of SUBGRAPHS) {
    const exports = await import(new URL(module, import.meta.url).href);
    const definition = Object.values(exports).find((value) => value && typeof value === 'object' && value.name === name);
    subgraphs.push({ name, url: `http://127.0.0.1:${port}/graphql`, sdl: await printFederatedSchema(definition) });
  }
  // The gateway's own subgraph (the citizen's session), answered in the gateway process: its URL is never called.
  const composed = composeSupergraph([...subgraphs, { name: SUBGRAFO_DA_SESSAO, url: 'http://gateway.local/sessao', sdl: SDL_DA_SESSAO }]);
  const files = Object.fromEntries(subgraphs.map(({ name, sdl }) => [`schema/${name}.graphql`, sdl]));
  files['schema/supergraph.graphql'] = composed.supergraph;
  files['schema/api.graphql'] = composed.api;
  return { files, hints: composed.hints };
}

const { files, hints } = await generateSchemas();
for (const hint of hints) console.warn(`dica da composição: ${hint}`);
const stale = [];
for (const [file, content] of Object.entries(files)) {
  const target = path.join(root, file);
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === content) continue;
  if (check) stale.push(file);
  else await writeFile(target, content);
}
if (stale.length) {
  console.error(`Esquemas desatualizados (rode \`npm run generate\`): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(check ? 'Esquemas em dia.' : `Esquemas gerados em schema/ (${Object.keys(files).length} arquivos).`);
