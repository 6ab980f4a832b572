import { hojeEmBrasilia, MENSAGENS_GALERIA, somarDias } from '@alego/catalog';
import { assinarReferencia } from '@alego/kit';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../index.js';

let subgraph: TestSubgraph;
let editor: Pick<TestSubgraph, 'query'>;
let publicador: Pick<TestSubgraph, 'query'>;
let leitor: Pick<TestSubgraph, 'query'>;
let redator: Pick<TestSubgraph, 'query'>;
let gabinete: Pick<TestSubgraph, 'query'>;
let anonimo: Pick<TestSubgraph, 'query'>;

const SEGREDO = 'token-x';

beforeAll(async () => {
  subgraph = await startTestSubgraph(content, { seed: true, internalToken: SEGREDO });
  editor = subgraph.como(await subgraph.equipe(['api/admin/galerias', 'api/admin/galeria_categorias']));
  publicador = subgraph.como(await subgraph.equipe(['api/admin/galerias', 'pode_publicar']));
  leitor = subgraph.como(await subgraph.equipe(['api/admin/galerias#index', 'api/admin/galerias#show']));
  redator = subgraph.como(await subgraph.equipe(['api/admin/noticias']));
  gabinete = subgraph.como(await subgraph.equipe(['api/admin/noticias'], ['USUARIO_DE_GABINETE']));
  anonimo = subgraph.como({});
});
afterAll(() => subgraph?.close());

const CAMPOS = 'id titulo descricao situacao relacionadoId relacionadoNome ultimoCredito urlSufixo categoria { id nome } capa { id titulo } galeriaImagens { id titulo credito capa ordem imagem { nome tipo } }';

interface Imagem {
  id: string;
  titulo: string | null;
  credito: string | null;
  capa: boolean;
  ordem: number;
}
interface GaleriaLida {
  id: string;
  titulo: string;
  descricao: string | null;
  situacao: string;
  relacionadoId: string | null;
  relacionadoNome: string | null;
  ultimoCredito: string | null;
  urlSufixo: string;
  categoria: { id: string; nome: string };
  capa: { id: string; titulo: string | null } | null;
  galeriaImagens: Imagem[];
}

const mensagens = (resposta: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => resposta.errors?.[0]?.extensions?.mensagens;
const codigo = (resposta: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => resposta.errors?.[0]?.extensions?.code;

async function categoria(nome: string) {
  const { data } = await editor.query<{ galeriaCategorias: { itens: { id: string; nome: string; tipoRelacionado: string | null }[] } }>(`{ galeriaCategorias(porPagina: 100) { itens { id nome tipoRelacionado } } }`);
  return data!.galeriaCategorias.itens.find((c) => c.nome === nome)!;
}

const referencia = (nome: string, tipo = 'image/jpeg') => assinarReferencia({ chave: `2026/11/${nome}`, nome, tipo, tamanho: 2048, largura: 1200, altura: 800 }, SEGREDO);

async function criar(dados: Record<string, unknown>, quem = editor) {
  return quem.query<{ criarGaleria: GaleriaLida }>(`mutation($dados: GaleriaInput!) { criarGaleria(dados: $dados) { ${CAMPOS} } }`, { dados });
}

async function enviar(dados: Record<string, unknown>, quem = editor) {
  return quem.query<{ salvarImagemGaleria: Imagem }>(`mutation($dados: GaleriaImagemInput!) { salvarImagemGaleria(dados: $dados) { id titulo credito capa ordem } }`, { dados });
}

async function obter(id: string) {
  const { data } = await editor.query<{ galeriaAdmin: GaleriaLida }>(`query($id: ID!) { galeriaAdmin(id: $id) { ${CAMPOS} } }`, { id });
  return data!.galeriaAdmin;
}

/** An album saved with `n` images announced, then its images uploaded one by one (what the admin form does). */
async function albumCom(titulo: string, n: number): Promise<GaleriaLida> {
  const eventos = await categoria('Eventos institucionais');
  const novas = Array.from({ length: n }, (_, i) => ({ capa: i === 0 }));
  const { data, errors } = await criar({ titulo, descricao: '<p>Texto</p><script>x</script>', categoriaId: eventos.id, novasImagens: novas });
  expect(errors).toBeUndefined();
  for (let i = 0; i < n; i += 1) {
    const enviada = await enviar({ galeriaId: data!.criarGaleria.id, imagem: referencia(`f${i}.jpg`), titulo: `Foto ${i + 1}`, credito: 'Ana Lima', capa: i === 0, ...(i === 2 ? { ordem: 1 } : {}) });
    expect(enviada.errors).toBeUndefined();
  }
  return obter(data!.criarGaleria.id);
}

describe('categorias de fotos', () => {
  it('lists the seeded categories, filters by type and offers the related types', async () => {
    const { data } = await editor.query<{ galeriaCategorias: { itens: { nome: string }[] }; tiposRelacionadoGaleria: { valor: string }[] }>(
      `{ galeriaCategorias(filtro: { tipoRelacionado: deputado }) { itens { nome } } tiposRelacionadoGaleria { valor } }`,
    );
    expect(data!.galeriaCategorias.itens.map((c) => c.nome)).toEqual(['Deputados']);
    expect(data!.tiposRelacionadoGaleria.map((t) => t.valor)).toEqual(['deputado', 'comissao']);
  });

  it('creates with a name and refuses an empty one; without the permission nothing is written', async () => {
    const vazia = await editor.query(`mutation { criarGaleriaCategoria(dados: { nome: "  " }) { id } }`);
    expect(mensagens(vazia)).toEqual([MENSAGENS_GALERIA.nomeCategoria]);
    const criada = await editor.query<{ criarGaleriaCategoria: { nome: string; tipoRelacionado: string } }>(`mutation { criarGaleriaCategoria(dados: { nome: " Frentes ", tipoRelacionado: comissao }) { nome tipoRelacionado } }`);
    expect(criada.data!.criarGaleriaCategoria).toEqual({ nome: 'Frentes', tipoRelacionado: 'comissao' });
    const negada = await leitor.query(`mutation { criarGaleriaCategoria(dados: { nome: "Outra" }) { id } }`);
    expect(codigo(negada)).toBe('FORBIDDEN');
  });

  it('a category in use is not deleted (its albums stay); an unused one is', async () => {
    const eventos = (await albumCom('Em uso', 1)).categoria;
    const emUso = await editor.query(`mutation($id: ID!) { excluirGaleriaCategoria(id: $id) }`, { id: eventos.id });
    expect(mensagens(emUso)).toEqual([MENSAGENS_GALERIA.categoriaEmUso]);
    const livre = await editor.query<{ criarGaleriaCategoria: { id: string } }>(`mutation { criarGaleriaCategoria(dados: { nome: "Provisória" }) { id } }`);
    const excluida = await editor.query(`mutation($id: ID!) { excluirGaleriaCategoria(id: $id) }`, { id: livre.data!.criarGaleriaCategoria.id });
    expect(excluida.data).toEqual({ excluirGaleriaCategoria: true });
  });
});

describe('álbuns', () => {

  it('saves the record, then images one by one: order defaults to 999999, one cover, sanitized description, last credit', async () => {
    const album = await albumCom('Sessão solene de teste', 3);
    expect(album).toMatchObject({ situacao: 'revisao', urlSufixo: 'sessao-solene-de-teste', descricao: '<p>Texto</p>', ultimoCredito: 'Ana Lima' });
    expect(album.galeriaImagens.map((i) => [i.titulo, i.ordem, i.capa])).toEqual([
      ['Foto 3', 1, false],
      ['Foto 1', 999999, true],
      ['Foto 2', 999999, false],
    ]);
    expect(album.capa!.titulo).toBe('Foto 1');
  });

  it('requires at least one image, both when creating and when the last image is removed', async () => {
    const eventos = await categoria('Eventos institucionais');
    const semImagens = await criar({ titulo: 'Vazia', categoriaId: eventos.id });
    expect(mensagens(semImagens)).toEqual([MENSAGENS_GALERIA.semImagens]);
    const album = await albumCom('Uma só', 1);
    const removendo = await editor.query(`mutation($id: ID!, $dados: GaleriaInput!) { atualizarGaleria(id: $id, dados: $dados) { id } }`, {
      id: album.id,
      dados: { titulo: 'Uma só', categoriaId: eventos.id, galeriaImagens: [{ id: album.galeriaImagens[0]!.id, _destroy: true }] },
    });
    expect(mensagens(removendo)).toEqual([MENSAGENS_GALERIA.semImagens]);
    const trocando = await editor.query(`mutation($id: ID!, $dados: GaleriaInput!) { atualizarGaleria(id: $id, dados: $dados) { id } }`, {
      id: album.id,
      dados: { titulo: 'Uma só', categoriaId: eventos.id, galeriaImagens: [{ id: album.galeriaImagens[0]!.id, _destroy: true }], novasImagens: [{ capa: true }] },
    });
    expect(trocando.errors).toBeUndefined();
  });

  it('allows only one cover, in the form and on upload', async () => {
    const eventos = await categoria('Eventos institucionais');
    const duas = await criar({ titulo: 'Duas capas', categoriaId: eventos.id, novasImagens: [{ capa: true }, { capa: true }] });
    expect(mensagens(duas)).toEqual([MENSAGENS_GALERIA.umaCapa]);
    const album = await albumCom('Capa única', 2);
    const outraCapa = await enviar({ galeriaId: album.id, imagem: referencia('x.jpg'), capa: true });
    expect(mensagens(outraCapa)).toEqual([MENSAGENS_GALERIA.umaCapa]);
    const semCapa = await enviar({ galeriaId: album.id, imagem: referencia('y.png', 'image/png') });
    expect(semCapa.errors).toBeUndefined();
  });

  it('refuses a file that is not jpg, png or gif', async () => {
    const album = await albumCom('Tipos', 1);
    const pdf = await enviar({ galeriaId: album.id, imagem: referencia('x.pdf', 'application/pdf') });
    expect(mensagens(pdf)).toEqual([MENSAGENS_GALERIA.tipoArquivo]);
  });

  it('a category with a related type requires the related record; one without clears it', async () => {
    const deputados = await categoria('Deputados');
    const sem = await criar({ titulo: 'Deputado X', categoriaId: deputados.id, novasImagens: [{}] });
    expect(mensagens(sem)).toEqual([MENSAGENS_GALERIA.relacionado]);
    const com = await criar({ titulo: 'Deputado X', categoriaId: deputados.id, relacionadoId: '7', relacionadoNome: 'Dep. X', novasImagens: [{}] });
    expect(com.data!.criarGaleria).toMatchObject({ relacionadoId: '7', relacionadoNome: 'Dep. X' });
    const eventos = await categoria('Eventos institucionais');
    const limpa = await criar({ titulo: 'Evento', categoriaId: eventos.id, relacionadoId: '7', relacionadoNome: 'Dep. X', novasImagens: [{}] });
    expect(limpa.data!.criarGaleria).toMatchObject({ relacionadoId: null, relacionadoNome: null });
  });

  it('applies the last credit to every image', async () => {
    const album = await albumCom('Créditos', 2);
    await enviar({ galeriaId: album.id, imagem: referencia('z.jpg'), credito: 'Bruno Reis' });
    const { data } = await editor.query<{ aplicarCreditoGaleria: GaleriaLida }>(`mutation($id: ID!) { aplicarCreditoGaleria(id: $id) { ${CAMPOS} } }`, { id: album.id });
    expect(data!.aplicarCreditoGaleria.galeriaImagens.map((i) => i.credito)).toEqual(['Bruno Reis', 'Bruno Reis', 'Bruno Reis']);
  });

  it('publishing needs pode_publicar; the menu badge counts albums in review; the public sees only published ones', async () => {
    const album = await albumCom('Publicável', 1);
    const antes = await editor.query<{ contadoresMenu: { galeria: number } }>(`{ contadoresMenu { galeria } }`);
    const negada = await editor.query(`mutation($id: ID!) { alterarSituacaoGaleria(id: $id, situacao: publicacao) { situacao } }`, { id: album.id });
    expect(codigo(negada)).toBe('FORBIDDEN');
    const publico = await anonimo.query<{ galeria: null }>(`query($id: ID!) { galeria(id: $id) { id } }`, { id: album.id });
    expect(publico.data!.galeria).toBeNull();
    const publicada = await publicador.query<{ alterarSituacaoGaleria: { situacao: string } }>(`mutation($id: ID!) { alterarSituacaoGaleria(id: $id, situacao: publicacao) { situacao } }`, { id: album.id });
    expect(publicada.data!.alterarSituacaoGaleria.situacao).toBe('publicacao');
    const depois = await editor.query<{ contadoresMenu: { galeria: number } }>(`{ contadoresMenu { galeria } }`);
    expect(depois.data!.contadoresMenu.galeria).toBe(antes.data!.contadoresMenu.galeria - 1);
    const visivel = await anonimo.query<{ galeria: { titulo: string; capa: { titulo: string } } }>(`query($id: ID!) { galeria(id: $id) { titulo capa { titulo } } }`, { id: album.id });
    expect(visivel.data!.galeria).toEqual({ titulo: 'Publicável', capa: { titulo: 'Foto 1' } });
    const sugestoes = await anonimo.query<{ autocompleteGalerias: { titulo: string }[] }>(`{ autocompleteGalerias(termo: "publicáv") { titulo } }`);
    expect(sugestoes.data!.autocompleteGalerias.map((g) => g.titulo)).toEqual(['Publicável']);
  });

  it('an empty album cannot be published', async () => {
    const album = await albumCom('Ficará vazia', 1);
    await editor.query(`mutation($id: ID!, $dados: GaleriaInput!) { atualizarGaleria(id: $id, dados: $dados) { id } }`, {
      id: album.id,
      dados: { titulo: 'Ficará vazia', categoriaId: album.categoria.id, galeriaImagens: [{ id: album.galeriaImagens[0]!.id, _destroy: true }], novasImagens: [{}] },
    });
    const tentativa = await publicador.query(`mutation($id: ID!) { alterarSituacaoGaleria(id: $id, situacao: publicacao) { situacao } }`, { id: album.id });
    expect(mensagens(tentativa)).toEqual([MENSAGENS_GALERIA.semImagens]);
  });

  it('admin list: tabs (default publicacao) with totals and filters; reading needs index', async () => {
    const album = await albumCom('Filtrável única', 1);
    const { data } = await leitor.query<{ galeriasAdmin: { itens: { id: string }[] }; revisao: { itens: { id: string }[] }; totaisGalerias: { revisao: number } }>(
      `query($c: ID!) { galeriasAdmin(filtro: { termo: "filtrável" }) { itens { id } } revisao: galeriasAdmin(filtro: { termo: "filtrável", situacao: revisao, categoriaId: $c }) { itens { id } } totaisGalerias(filtro: { termo: "filtrável" }) { revisao } }`,
      { c: album.categoria.id },
    );
    expect(data!.galeriasAdmin.itens).toEqual([]);
    expect(data!.revisao.itens.map((g) => g.id)).toEqual([album.id]);
    expect(data!.totaisGalerias.revisao).toBe(1);
    // The day filter reads the creation day in Brasília; a bad date is a Portuguese 400.
    const noDia = async (dia: string) =>
      (await leitor.query<{ galeriasAdmin: { itens: { id: string }[] } }>(`query($d: String!) { galeriasAdmin(filtro: { termo: "filtrável", situacao: revisao, data: $d }) { itens { id } } }`, { d: dia })).data!.galeriasAdmin.itens.length;
    expect(await noDia(hojeEmBrasilia())).toBe(1);
    expect(await noDia(somarDias(hojeEmBrasilia(), -1))).toBe(0);
    const invalida = await leitor.query(`{ galeriasAdmin(filtro: { data: "31/12/2026" }) { total } }`);
    expect(invalida.errors?.[0]?.message).toBe('Informe a data no formato AAAA-MM-DD.');
    const negada = await redator.query(`{ galeriasAdmin { total } }`);
    expect(codigo(negada)).toBe('FORBIDDEN');
  });

  it('the news form searches galleries by title; cabinet users load none', async () => {
    await albumCom('Para a notícia', 1);
    const { data } = await redator.query<{ galeriasParaNoticia: { titulo: string }[] }>(`{ galeriasParaNoticia(termo: "para a not") { titulo } }`);
    expect(data!.galeriasParaNoticia.map((g) => g.titulo)).toEqual(['Para a notícia']);
    const doGabinete = await gabinete.query<{ galeriasParaNoticia: unknown[] }>(`{ galeriasParaNoticia(termo: "para a not") { titulo } }`);
    expect(doGabinete.data!.galeriasParaNoticia).toEqual([]);
  });
});
