// Prints each subgraph's SDL into schema/<name>.graphql and composes schema/supergraph.graphql and
// schema/api.graphql; writes the admin operations of the catalog entries with an admin part
// (clients/admin/src/catalogo/: one .graphql per entry, typed next by codegen, and the map of their documents).
// With --check it writes nothing and fails when a committed file is stale.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CADASTROS, nomesDasOperacoes, operacoesDoAdmin } from '../schema/dist/index.js';
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

const AVISO = 'Gerado por scripts/compose.mjs das entradas do catálogo (@alego/catalog, CADASTROS): não editar, rode npm run generate.';

/** The generic admin resource's operations: one .graphql per catalog entry and the map recurso → typed documents. */
export function adminOperations() {
  const files = {};
  const linhas = [];
  for (const cadastro of CADASTROS) {
    files[`clients/admin/src/catalogo/${cadastro.recurso}.graphql`] = `# ${AVISO}\n${operacoesDoAdmin(cadastro)}\n`;
    const nomes = nomesDasOperacoes(cadastro);
    const documentos = Object.entries(nomes).map(([chave, nome]) => `${chave}: gql.${nome}Document`);
    linhas.push(`  ${cadastro.recurso}: { ${documentos.join(', ')} },`);
  }
  files['clients/admin/src/catalogo/documentos.ts'] = [
    `// ${AVISO}`,
    "import * as gql from '../gql/graphql';",
    "import type { DocumentosCrud } from '../kit/recurso';",
    '',
    '/** Documentos tipados (codegen) das operações de cada entrada do catálogo, pelo recurso. */',
    'export const DOCUMENTOS_DO_CATALOGO: Readonly<Record<string, DocumentosCrud>> = {',
    ...linhas,
    '};',
    '',
  ].join('\n');
  return files;
}

/** Every scope a `@requiresScopes` of the supergraph asks for: what an assignment can be granted (schema/src/permissoes.ts). */
export function permissoesDosEscopos(supergraph) {
  const escopos = new Set();
  for (const [, lista] of supergraph.matchAll(/@requiresScopes\(scopes: (\[[^)]*\])\)/g)) for (const [, escopo] of lista.matchAll(/"([^"]+)"/g)) escopos.add(escopo);
  const linhas = [...escopos].sort().map((escopo) => `  '${escopo}',`);
  return {
    'schema/src/permissoes.gerado.ts': [
      '// Gerado por scripts/compose.mjs dos @requiresScopes do supergrafo: não editar, rode npm run generate.',
      '',
      '/** Os escopos que algum campo do supergrafo exige. */',
      'export const PERMISSOES_DOS_ESCOPOS: readonly string[] = [',
      ...linhas,
      '];',
      '',
    ].join('\n'),
  };
}

const generated = await generateSchemas();
const hints = generated.hints;
const files = { ...generated.files, ...adminOperations(), ...permissoesDosEscopos(generated.files['schema/supergraph.graphql']) };
for (const hint of hints) console.warn(`dica da composição: ${hint}`);
const stale = [];
for (const [file, content] of Object.entries(files)) {
  const target = path.join(root, file);
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === content) continue;
  if (check) stale.push(file);
  else {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}
// An entry renamed or gone from the catalog takes its generated operations with it (only files this script wrote).
const pastaDoAdmin = 'clients/admin/src/catalogo';
for (const nome of await readdir(path.join(root, pastaDoAdmin)).catch(() => [])) {
  const arquivo = `${pastaDoAdmin}/${nome}`;
  if (arquivo in files || !nome.endsWith('.graphql')) continue;
  if (!(await readFile(path.join(root, arquivo), 'utf8')).startsWith(`# ${AVISO}`)) continue;
  if (check) stale.push(arquivo);
  else await rm(path.join(root, arquivo));
}
if (stale.length) {
  console.error(`Esquemas desatualizados (rode \`npm run generate\`): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(check ? 'Esquemas em dia.' : `Esquemas gerados em schema/ e operações do admin em clients/admin/src/catalogo/ (${Object.keys(files).length} arquivos).`);
