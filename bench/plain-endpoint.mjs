// The baseline of DESIGN.md's performance budget: a plain Node + pg endpoint answering the same page of news.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.PORT ?? 4510);

createServer(async (_req, res) => {
  const [rows, count] = await Promise.all([
    pool.query(
      `select id, titulo, resumo, publicada_em from content.noticias
       where publicada and publicada_em <= now() order by publicada_em desc, id desc limit 10`,
    ),
    pool.query('select count(*)::int as total from content.noticias where publicada and publicada_em <= now()'),
  ]);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ itens: rows.rows, total: count.rows[0].total }));
}).listen(port, '127.0.0.1', () => console.log(`baseline em http://127.0.0.1:${port}`));
