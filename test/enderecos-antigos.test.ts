// Old public addresses keep working after a rename (docs/decisions.md, "Endereços antigos depois de renomear"): the
// slug follows the title, and the id in the address is what finds the record, so the server-rendered page answers an
// old slug (or a wrong or missing one) with a 301 to the current address. Real gateway, subgraphs and PostgreSQL; the
// rename goes through the admin GraphQL mutation, as the back office sends it.
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { entrarComoEquipe, enviarComArquivos, startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

let harness: GatewayHarness;
let token: string;

beforeAll(async () => {
  harness = await startGatewayHarness([content, people, access]);
  token = await entrarComoEquipe(harness, 'admin');
}, 120_000);
afterAll(() => harness?.close());

type Dados = Record<string, unknown>;

async function comoEquipe<D extends Dados>(query: string, variables: Dados = {}): Promise<D> {
  const { body } = await harness.graphql<D>(query, variables, { authorization: `Bearer ${token}` });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A public page, without following redirects. */
async function pagina(caminho: string): Promise<{ status: number; location: string | null; corpo: string }> {
  const resposta = await fetch(`${harness.base}${caminho}`, { redirect: 'manual' });
  return { status: resposta.status, location: resposta.headers.get('location'), corpo: await resposta.text() };
}

/** The album's photo, sent by GraphQL multipart as the back office sends it. */
async function enviarFoto(galeriaId: string): Promise<void> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6f4f' } }).png().toBuffer();
  const { errors } = await enviarComArquivos(
    harness,
    'mutation($dados: GaleriaImagemInput!) { salvarImagemGaleria(dados: $dados) { id } }',
    { dados: { galeriaId, capa: true, imagem: null } },
    [{ caminho: 'dados.imagem', nome: 'abertura.png', bytes: png, tipo: 'image/png' }],
    { authorization: `Bearer ${token}` },
  );
  if (errors) throw new Error(JSON.stringify(errors));
}

interface Registro {
  id: string;
  urlSufixo: string;
}

/** Each public page whose address carries a slug taken from the title: how to find a public record and rename it. */
const ENTIDADES: { nome: string; base: string; primeiro(): Promise<Registro>; renomear(id: string, titulo: string): Promise<Registro> }[] = [
  {
    nome: 'álbum',
    base: '/galerias',
    // The test database has no demo albums (their photos need a file store): one is made and published here.
    async primeiro() {
      const { galeriaCategorias } = await comoEquipe<{ galeriaCategorias: { itens: { id: string; tipoRelacionado: string | null }[] } }>('{ galeriaCategorias(porPagina: 100) { itens { id tipoRelacionado } } }');
      const dados = { titulo: 'Sessão solene de abertura', categoriaId: galeriaCategorias.itens.find((c) => !c.tipoRelacionado)!.id, novasImagens: [{ capa: true }] };
      const { criarGaleria } = await comoEquipe<{ criarGaleria: Registro }>('mutation($dados: GaleriaInput!) { criarGaleria(dados: $dados) { id urlSufixo } }', { dados });
      await enviarFoto(criarGaleria.id);
      await comoEquipe('mutation($id: ID!) { alterarSituacaoGaleria(id: $id, situacao: publicacao) { id } }', { id: criarGaleria.id });
      return criarGaleria;
    },
    async renomear(id, titulo) {
      const { galeriaAdmin: g } = await comoEquipe<{ galeriaAdmin: { descricao: string | null; relacionadoId: string | null; relacionadoNome: string | null; ultimoCredito: string | null; categoria: { id: string } } }>(
        'query($id: ID!) { galeriaAdmin(id: $id) { descricao relacionadoId relacionadoNome ultimoCredito categoria { id } } }',
        { id },
      );
      const dados = { titulo, descricao: g.descricao, categoriaId: g.categoria.id, relacionadoId: g.relacionadoId, relacionadoNome: g.relacionadoNome, ultimoCredito: g.ultimoCredito };
      const { atualizarGaleria } = await comoEquipe<{ atualizarGaleria: Registro }>('mutation($id: ID!, $dados: GaleriaInput!) { atualizarGaleria(id: $id, dados: $dados) { id urlSufixo } }', { id, dados });
      return atualizarGaleria;
    },
  },
  {
    nome: 'comissão',
    base: '/comissoes',
    async primeiro() {
      const { comissoes } = await comoEquipe<{ comissoes: { itens: Registro[] } }>('{ comissoes(porPagina: 1) { itens { id urlSufixo } } }');
      return comissoes.itens[0]!;
    },
    async renomear(id, nome) {
      const { comissao: c } = await comoEquipe<{ comissao: { sigla: string | null; descricao: string | null; tipo: number; ativa: boolean } }>('query($id: ID!) { comissao(id: $id) { sigla descricao tipo ativa } }', { id });
      const dados = { nome, sigla: c.sigla, descricao: c.descricao, tipo: c.tipo, ativa: c.ativa };
      const { atualizarComissao } = await comoEquipe<{ atualizarComissao: Registro }>('mutation($id: ID!, $dados: ComissaoInput!) { atualizarComissao(id: $id, dados: $dados) { id urlSufixo } }', { id, dados });
      return atualizarComissao;
    },
  },
  {
    nome: 'notícia',
    base: '/noticias',
    async primeiro() {
      const { noticias } = await comoEquipe<{ noticias: { itens: (Registro & { publicada: boolean; destaqueNivel: string | null })[] } }>(
        '{ noticias(porPagina: 20) { itens { id urlSufixo publicada destaqueNivel } } }',
      );
      return noticias.itens.find((n) => n.publicada && !n.destaqueNivel)!;
    },
    async renomear(id, titulo) {
      const { noticia: n } = await comoEquipe<{ noticia: Dados & { deputado: { id: string } | null } }>(
        'query($id: ID!) { noticia(id: $id) { resumo conteudo fonte categoria destaqueNivel destaqueSlot destaqueDescricao galeriaId imagemAlt imagemLegenda deputado { id } } }',
        { id },
      );
      const { deputado, ...campos } = n;
      const dados = { ...campos, titulo, deputadoId: deputado?.id ?? null };
      await comoEquipe('mutation($id: ID!, $dados: NoticiaInput!) { atualizarNoticia(id: $id, dados: $dados) { id } }', { id, dados });
      // Saving sends a news item back to review; it is public again once republished.
      const { publicarNoticia } = await comoEquipe<{ publicarNoticia: Registro }>('mutation($id: ID!) { publicarNoticia(id: $id, dataPublicacao: "01/11/2026 10:00") { id urlSufixo } }', { id });
      return publicarNoticia;
    },
  },
];

// The server-rendered pages need the built public client (npm run build, as scripts/test.sh does first).
describe.runIf(existsSync('clients/public/dist/server/entry-server.js'))('an address from before a rename', () => {
  it.each(ENTIDADES)('$nome: the old slug answers 301 to the current address, which answers 200', async (entidade) => {
    const antes = await entidade.primeiro();
    const antigo = `${entidade.base}/${antes.id}/${antes.urlSufixo}`;
    expect((await pagina(antigo)).status).toBe(200);

    const titulo = `Título renomeado do teste ${entidade.base.slice(1)} ${antes.id}`;
    const depois = await entidade.renomear(antes.id, titulo);
    expect(depois.urlSufixo).not.toBe(antes.urlSufixo);
    const atual = `${entidade.base}/${antes.id}/${depois.urlSufixo}`;

    expect(await pagina(antigo)).toMatchObject({ status: 301, location: atual });
    const nova = await pagina(atual);
    expect(nova.status).toBe(200);
    expect(nova.corpo).toContain(titulo);

    // A slug this record never had, or none at all, goes to the current address too: the id decides.
    expect(await pagina(`${entidade.base}/${antes.id}/nunca-existiu`)).toMatchObject({ status: 301, location: atual });
    expect(await pagina(`${entidade.base}/${antes.id}`)).toMatchObject({ status: 301, location: atual });
    // An id that does not exist is a 404, whatever the slug.
    expect((await pagina(`${entidade.base}/987654321/${depois.urlSufixo}`)).status).toBe(404);
  });
});
