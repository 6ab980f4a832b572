// Writes what the open-data datasets (the catalog's CONJUNTOS) generate outside the code: the GraphQL documents (one
// .graphql per entry, built by `consultaDaPagina` / `consultaDeSugestoes`, the same text the export runs) in the
// public client, the map from dataset id to the typed documents that graphql-codegen makes of them, and the dataset
// sections of docs/dados-abertos.md. With --check it writes nothing and fails when a committed file is stale. Runs
// after `build:server` (reads the built catalog) and before codegen.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit } from 'graphql';
import { BASE_DA_EXPORTACAO, caminhoDoConjunto, caminhoDoDicionario, CONJUNTOS, consultaDaPagina, consultaDeSugestoes, DESCRICAO_DO_TIPO } from '../schema/dist/index.js';

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

const DOC = 'docs/dados-abertos.md';
const INICIO_DOC = '<!-- Conjuntos: gerado por scripts/consultas-dos-conjuntos.mjs do catálogo; não edite até o fim do bloco. -->';
const FIM_DOC = '<!-- Fim dos conjuntos gerados. -->';

/** One section per dataset: where it lives, its query, filters and the dictionary of its columns. */
function secaoDoConjunto(c) {
  const lista = c.lista && c.lista.niveis.length === 0 ? ' (a consulta devolve a lista inteira, sem totais à parte)' : '';
  const consulta = `consulta GraphQL \`${c.raiz}\`${c.totais ? ` (totais: \`${c.totais.raiz}\`)` : lista}`;
  const recorte = c.filtroFixo ? ` · recorte fixo: ${Object.entries(c.filtroFixo).map(([k, v]) => `\`${k}=${v}\``).join(', ')}` : '';
  const filtros = c.filtros.map((f) => `\`${f.nome}\`${f.obrigatorio ? ' (obrigatório)' : f.padrao ? ' (com valor padrão)' : ''}`).join(', ');
  const colunas = c.colunas.map((col) => `| \`${col.campo}\` | ${col.rotulo} | ${DESCRICAO_DO_TIPO[col.tipo]} | ${col.unidade ?? ''} | ${col.descricao}${col.somenteExportacao ? ' (só nos arquivos)' : ''} |`);
  return [
    `### \`${c.id}\` — ${c.titulo}`,
    '',
    c.descricao,
    '',
    `Tela \`${caminhoDoConjunto(c)}\` · dicionário \`${caminhoDoDicionario(c)}\` · arquivos \`${BASE_DA_EXPORTACAO}/${c.id}.{csv,xlsx,json}\` · ${consulta}${recorte}.`,
    '',
    ...(filtros ? [`Filtros: ${filtros}.`, ''] : []),
    '| Coluna (CSV/JSON) | Rótulo (tela/XLSX) | Tipo | Unidade | Descrição |',
    '|---|---|---|---|---|',
    ...colunas,
  ].join('\n');
}

const arquivos = gerarArquivos();
const doc = await readFile(path.join(root, DOC), 'utf8');
const [antes, resto] = doc.split(INICIO_DOC);
const depois = resto?.split(FIM_DOC)[1];
if (depois === undefined) throw new Error(`${DOC}: faltam as marcas do bloco gerado`);
arquivos[DOC] = `${antes}${INICIO_DOC}\n\n${CONJUNTOS.map(secaoDoConjunto).join('\n\n')}\n\n${FIM_DOC}${depois}`;
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
