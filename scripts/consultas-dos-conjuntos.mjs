// Writes the GraphQL documents of the open-data datasets (one .graphql per entry of the catalog's CONJUNTOS, built by
// `consultaDaPagina` / `consultaDeSugestoes`, the same text the export runs) into the public client, plus the map
// from dataset id to the typed documents that graphql-codegen makes of them. With --check it writes nothing and
// fails when a committed file is stale. Runs after `build:server` (reads the built catalog) and before codegen.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit } from 'graphql';
import { CONJUNTOS, consultaDaPagina, consultaDeSugestoes } from '../schema/dist/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pasta = 'clients/public/src/pages/transparencia/conjuntos';
const check = process.argv.includes('--check');

/** `atas-de-registro-de-preco` → `AtasDeRegistroDePreco`. */
function pascal(id) {
  return id
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((parte) => parte[0].toUpperCase() + parte.slice(1))
    .join('');
}

/** The catalog's query under a name of its own (codegen needs unique names; two datasets may share a root). */
function renomear(texto, nome) {
  return print(visit(parse(texto), { OperationDefinition: (no) => ({ ...no, name: { kind: Kind.NAME, value: nome } }) }));
}

export function gerarArquivos() {
  const arquivos = {};
  const entradas = [];
  for (const conjunto of CONJUNTOS) {
    const nome = pascal(conjunto.id);
    const comTotais = consultaDaPagina(conjunto, true);
    const semTotais = consultaDaPagina(conjunto, false);
    const sugestoes = consultaDeSugestoes(conjunto);
    const operacoes = [renomear(comTotais, `Conjunto${nome}`)];
    if (semTotais !== comTotais) operacoes.push(renomear(semTotais, `Conjunto${nome}SemTotais`));
    if (sugestoes) operacoes.push(renomear(sugestoes, `Conjunto${nome}Sugestoes`));
    arquivos[`${pasta}/${conjunto.id}.graphql`] =
      `# Gerado por scripts/consultas-dos-conjuntos.mjs do catálogo (@alego/catalog, "${conjunto.id}"): não edite.\n\n${operacoes.join('\n\n')}\n`;
    entradas.push(
      `  '${conjunto.id}': {\n` +
        `    pagina: D.Conjunto${nome}Document,\n` +
        `    semTotais: D.Conjunto${nome}${semTotais !== comTotais ? 'SemTotais' : ''}Document,\n` +
        `    sugestoes: ${sugestoes ? `D.Conjunto${nome}SugestoesDocument` : 'null'},\n` +
        `  },`,
    );
  }
  arquivos[`${pasta}/index.ts`] =
    `// Gerado por scripts/consultas-dos-conjuntos.mjs do catálogo (@alego/catalog): não edite.\n` +
    `// Os documentos tipados (graphql-codegen) de cada conjunto de dados, pelo id do conjunto.\n` +
    `import * as D from '../../../gql/transparencia/graphql';\n\n` +
    `export const CONSULTAS_DOS_CONJUNTOS = {\n${entradas.join('\n')}\n} as const;\n`;
  return arquivos;
}

const arquivos = gerarArquivos();
const stale = [];
for (const [arquivo, conteudo] of Object.entries(arquivos)) {
  const alvo = path.join(root, arquivo);
  const atual = await readFile(alvo, 'utf8').catch(() => null);
  if (atual === conteudo) continue;
  if (check) stale.push(arquivo);
  else await writeFile(alvo, conteudo);
}
// A dataset that left the catalog takes its document with it.
for (const nome of await readdir(path.join(root, pasta)).catch(() => [])) {
  const arquivo = `${pasta}/${nome}`;
  if (arquivo in arquivos) continue;
  if (check) stale.push(arquivo);
  else await rm(path.join(root, arquivo));
}
if (stale.length) {
  console.error(`Consultas dos conjuntos desatualizadas (rode \`npm run generate\`): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(check ? 'Consultas dos conjuntos em dia.' : `Consultas dos conjuntos geradas em ${pasta} (${Object.keys(arquivos).length} arquivos).`);
