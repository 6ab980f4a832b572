// The baselines of DESIGN.md's performance budget: a plain Node + pg endpoint answering the same pages the portal does.
//   /            the page of 10 news and its count (the stack's own ratios, `npm run bench`)
//   /?porPagina=50  the page of 50 news and its count (the same ratio at page 50, `node bench/noticias.ts`)
//   /empenhos    the first page of 50 commitments by index (the transparency budget, `npm run bench:transparencia`)
//   /contratos   the first page of 50 contracts by index
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.PORT ?? 4510);

const PAGINAS = {
  '/empenhos': 'select * from transparency.empenhos order by data desc, id desc limit 50',
  '/contratos': "select * from transparency.contratos where tipo = 'contrato' order by data_assinatura desc, id desc limit 50",
};

createServer(async (req, res) => {
  res.setHeader('content-type', 'application/json');
  const pagina = PAGINAS[req.url ?? ''];
  if (pagina) return void res.end(JSON.stringify((await pool.query(pagina)).rows));
  const porPagina = req.url === '/?porPagina=50' ? 50 : 10;
  const [rows, count] = await Promise.all([
    pool.query(
      `select id, titulo, resumo, publicada_em from content.noticias
       where publicada and publicada_em <= now() order by publicada_em desc, id desc limit ${porPagina}`,
    ),
    pool.query('select count(*)::int as total from content.noticias where publicada and publicada_em <= now()'),
  ]);
  res.end(JSON.stringify({ itens: rows.rows, total: count.rows[0].total }));
}).listen(port, '127.0.0.1', () => console.log(`baseline em http://127.0.0.1:${port}`));
