/**
 * Loads realistic volumes of financial data into a database, for the benchmark and for trying the portal at scale:
 *   npm run demo:volume -- postgres://usuario:senha@host:5432/alego
 * (or DATABASE_URL). Creates the database if needed and migrates the transparency schema first, then replaces its financial records (the lookups
 * stay) with four calendar years of generated data and adds twenty years of the published registers' history.
 * VOLUME_ESCALA multiplies the row counts and the years of history (default 1).
 */
import { hojeEmBrasilia } from '@alego/catalog';
import { closeOrm, createOrm } from '@alego/kit';
import { ensureDatabase } from '@alego/kit/db';
import { transparency } from '../index.js';
import { carregarVolume } from './volume.js';

const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) {
  console.error('uso: npm run demo:volume -- <DATABASE_URL>   (ou defina DATABASE_URL)');
  process.exit(2);
}
const escala = Number(process.env.VOLUME_ESCALA ?? 1);
if (!(escala > 0)) {
  console.error('VOLUME_ESCALA deve ser um número maior que zero.');
  process.exit(2);
}

const inicio = performance.now();
await ensureDatabase(url);
const orm = await createOrm(transparency, url);
try {
  const contagens = await carregarVolume(orm, hojeEmBrasilia(), escala);
  const segundos = (performance.now() - inicio) / 1000;
  const linhas = Object.values(contagens).reduce((total, n) => total + n, 0);
  for (const [tabela, n] of Object.entries(contagens)) console.log(`${tabela.padEnd(24)} ${n.toLocaleString('pt-BR').padStart(9)} linhas`);
  console.log(`\n${linhas.toLocaleString('pt-BR')} linhas em ${segundos.toFixed(1)} s (${Math.round(linhas / segundos).toLocaleString('pt-BR')} linhas/s)`);
} finally {
  await closeOrm(orm);
}
