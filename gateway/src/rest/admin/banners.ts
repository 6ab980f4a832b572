import { MENSAGEM_EXCLUIDO, MENSAGEM_NAO_ENCONTRADO, MENSAGENS_BANNER } from '@alego/catalog';
import type { Request } from 'express';
import { RespostaError } from '../executor.js';
import { CAMPOS_DA_PAGINA, campoDoCorpo, paginacaoDaConsulta, textoDe, type RotaRest } from '../shim.js';
import { camposDiretos, variaveisDaAtualizacao } from '../mantidos.js';

/** Admin page size (back-office spec §9). */
const POR_PAGINA = 12;

const CAMPOS = 'id tipo titulo url target exibirAte ativo createdAt updatedAt imagem { url nome tipo tamanho largura altura }';

interface BannerLido {
  id: string;
  tipo: string;
  titulo: string;
  url: string | null;
  target: string | null;
  exibirAte: string | null;
  ativo: boolean;
  createdAt: string;
  updatedAt: string;
  imagem: { url: string; nome: string; tipo: string; tamanho: number; largura: number | null; altura: number | null };
}

/** The legacy shape (back-office §3): `imagem` is the image's address, `banner` the stored file. */
const bannerRest = (b: BannerLido) => ({
  id: Number(b.id),
  tipo: b.tipo,
  titulo: b.titulo,
  url: b.url,
  imagem: b.imagem.url,
  banner: b.imagem,
  target: b.target,
  exibir_ate: b.exibirAte,
  ativo: b.ativo,
  created_at: b.createdAt,
  updated_at: b.updatedAt,
});

/** The multipart form under `banner` (the file in `banner[banner]` or `banner[imagem]`). */
function dadosDoBanner(req: Request): Record<string, unknown> {
  const campo = (nome: string) => textoDe(campoDoCorpo(req, 'banner', nome));
  return { tipo: campo('tipo') ?? '', titulo: campo('titulo') ?? '', url: campo('url') || null, exibirAte: campo('exibir_ate') || null };
}

const ARQUIVOS = { banner: 'dados.imagem', imagem: 'dados.imagem' };

/** `/api/admin/banner…` (back-office §7; docs/banners.md). Fixed segments come before `/:id`. */
export const rotasAdminBanners: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/banner',
    paginada: true,
    operacao: `query BannersAdminRest($filtro: BannerFiltro, $pagina: Int!, $porPagina: Int!) { bannersAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS} } ${CAMPOS_DA_PAGINA} } }`,
    variaveis: (req) => {
      const q = req.query as Record<string, unknown>;
      return { filtro: { termo: textoDe(q.termo) || undefined, tipo: textoDe(q.tipo) || undefined }, ...paginacaoDaConsulta(req, POR_PAGINA) };
    },
    resposta: ({ bannersAdmin }) => (bannersAdmin.itens as BannerLido[]).map(bannerRest),
  },
  { metodo: 'get', caminho: '/banner/tipos', operacao: 'query TiposBannerRest { tiposBanner { valor rotulo } }' },
  { metodo: 'get', caminho: '/banner/targets', operacao: 'query TargetsBannerRest { targetsBanner { valor rotulo } }' },
  {
    metodo: 'get',
    caminho: '/banner/:id',
    operacao: `query BannerAdminRest($id: ID!) { bannerAdmin(id: $id) { ${CAMPOS} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ bannerAdmin }) => {
      if (!bannerAdmin) throw new RespostaError(404, { mensagem: MENSAGEM_NAO_ENCONTRADO });
      return bannerRest(bannerAdmin as BannerLido);
    },
  },
  {
    metodo: 'post',
    caminho: '/banner',
    status: 201,
    arquivos: ARQUIVOS,
    operacao: 'mutation CriarBannerRest($dados: BannerInput!) { criarBanner(dados: $dados) { id } }',
    variaveis: (req) => ({ dados: dadosDoBanner(req) }),
    resposta: ({ criarBanner }) => ({ mensagem: MENSAGENS_BANNER.salvo, id: Number(criarBanner.id) }),
  },
  {
    metodo: 'put',
    caminho: '/banner/:id',
    arquivos: ARQUIVOS,
    operacao: 'mutation AtualizarBannerRest($id: ID!, $dados: BannerInput!) { atualizarBanner(id: $id, dados: $dados) { id } }',
    variaveis: variaveisDaAtualizacao({ envelope: 'banner', item: 'bannerAdmin', operacao: 'BannerAtualRest' }, camposDiretos('tipo', 'titulo', 'url', 'exibirAte'), dadosDoBanner),
    resposta: ({ atualizarBanner }) => ({ mensagem: MENSAGENS_BANNER.salvo, id: Number(atualizarBanner.id) }),
  },
  {
    metodo: 'delete',
    caminho: '/banner/:id',
    operacao: 'mutation ExcluirBannerRest($id: ID!) { excluirBanner(id: $id) }',
    variaveis: (req) => ({ id: req.params.id }),
    resposta: () => ({ mensagem: MENSAGEM_EXCLUIDO }),
  },
];
