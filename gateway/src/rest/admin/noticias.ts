import type { Request } from 'express';
import { RespostaError } from '../executor.js';
import { campoDoCorpo, inteiroDe, textoDe, type RotaRest } from '../shim.js';
import { campoDeId, campoDeReferencia, camposDiretos, variaveisDaAtualizacao, type CampoDoFormularioLegado } from '../mantidos.js';

/** Admin page size (back-office spec §9). */
const POR_PAGINA = 12;

const CAMPOS_NOTICIA = 'id titulo resumo conteudo fonte categoria destaqueNivel destaqueSlot destaqueDescricao imagemAlt imagemLegenda publicada publicadaEm urlSufixo legadoId usuarioCriador createdAt updatedAt galeriaId deputado { id } imagem { url nome tipo tamanho largura altura }';

/** The legacy form fields (snake_case, under the `noticia` wrapper) as the GraphQL input. */
function dadosDaNoticia(req: Request): Record<string, unknown> {
  const campo = (nome: string) => campoDoCorpo(req, 'noticia', nome);
  const dados: Record<string, unknown> = {
    titulo: textoDe(campo('titulo')) ?? '',
    conteudo: textoDe(campo('conteudo')) ?? '',
    resumo: textoDe(campo('resumo')),
    fonte: textoDe(campo('fonte')),
    categoria: textoDe(campo('categoria')),
    destaqueNivel: textoDe(campo('destaque_nivel')) || undefined,
    destaqueSlot: inteiroDe(campo('destaque_slot')),
    destaqueDescricao: textoDe(campo('destaque_descricao')),
    imagemAlt: textoDe(campo('imagem_alt')),
    imagemLegenda: textoDe(campo('imagem_legenda')),
    deputadoId: textoDe(campo('deputado_id')) || undefined,
    galeriaId: textoDe(campo('galeria_id')) || undefined,
    removerImagem: ['true', '1', true].includes(campo('remove_imagem') as string | boolean) || undefined,
  };
  return Object.fromEntries(Object.entries(dados).filter(([, valor]) => valor !== undefined));
}

/** The form's fields a PUT may leave out, read back from the record under the names the input takes. */
const CAMPOS_DO_FORMULARIO: CampoDoFormularioLegado[] = [
  ...camposDiretos('titulo', 'conteudo', 'resumo', 'fonte', 'categoria', 'destaqueNivel', 'destaqueSlot', 'destaqueDescricao', 'imagemAlt', 'imagemLegenda'),
  campoDeReferencia('deputadoId', 'deputado'),
  campoDeId('galeriaId', 'galeriaId'),
];

function deputadoRest(deputado: { id: string; nome: string; partido?: { sigla: string } | null }) {
  return { id: Number(deputado.id), nome: deputado.nome, partido: deputado.partido?.sigla ?? null };
}

/** `/api/admin/noticias...` (back-office spec §7). */
export const rotasAdminNoticias: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/noticias',
    paginada: true,
    operacao: `query NoticiasAdminRest($filtro: NoticiaAdminFiltro, $pagina: Int!, $porPagina: Int!) {
      noticiasAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_NOTICIA} } total pagina porPagina totalPaginas }
    }`,
    variaveis: (req) => {
      const q = req.query as Record<string, unknown>;
      const filtro = {
        status: textoDe(q.status) === 'publicadas' ? 'publicadas' : 'a_revisar',
        titulo: textoDe(q.titulo) || undefined,
        autor: textoDe(q.autor) || undefined,
        dataPublicacao: textoDe(q.data_publicacao) || undefined,
        categoria: textoDe(q.categoria) || undefined,
        destaque: textoDe(q.destaque) || undefined,
        id: textoDe(q.noticia_id) || textoDe(q.id) || undefined,
      };
      return { filtro, pagina: Math.max(inteiroDe(q.page) ?? inteiroDe(q.pagina) ?? 1, 1), porPagina: POR_PAGINA };
    },
  },
  {
    metodo: 'get',
    caminho: '/menus',
    operacao: 'query MenusRest { contadoresMenu { faleConosco agenda galeria noticias } }',
    resposta: ({ contadoresMenu: c }) => ({ fale_conosco: c.faleConosco, agenda: c.agenda, galeria: c.galeria, noticias: c.noticias }),
  },
  {
    // The news form's options (docs/noticias.md, "REST"): cabinet users get their deputy instead of the deputy list.
    metodo: 'get',
    caminho: '/noticias/new',
    operacao: `query NovaNoticiaRest {
      lotacaoAtiva { deputado { id nome partido { sigla } } }
      deputados(filtro: { ativo: true }, pagina: 1, porPagina: 100) { itens { id nome partido { sigla } } }
    }`,
    resposta: ({ lotacaoAtiva, deputados }) => {
      const gabinete = lotacaoAtiva?.deputado ?? null;
      return {
        categorias: gabinete ? ['gabinete'] : ['assembleia', 'especiais', 'discurso', 'gabinete'],
        destaques: { primario: [1], secundario: [1, 2], terciario: [1, 2, 3] },
        deputados: gabinete ? [] : deputados.itens.map(deputadoRest),
        gabinete: gabinete ? deputadoRest(gabinete) : null,
      };
    },
  },
  {
    metodo: 'get',
    caminho: '/noticias/gabinete_deputado_nome',
    operacao: 'query GabineteDeputadoRest { lotacaoAtiva { deputado { id nome partido { sigla } } } }',
    resposta: ({ lotacaoAtiva }) => {
      if (!lotacaoAtiva?.deputado) throw new RespostaError(404, { mensagem: 'A lotação ativa não é o gabinete de um deputado.' });
      return deputadoRest(lotacaoAtiva.deputado);
    },
  },
  {
    metodo: 'get',
    caminho: '/noticias/:id',
    operacao: `query NoticiaAdminRest($id: ID!) { noticiaAdmin(id: $id) { ${CAMPOS_NOTICIA} historico { acao usuario createdAt } } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ noticiaAdmin }) => noticiaAdmin ?? { mensagem: 'Registro não encontrado.' },
  },
  {
    metodo: 'post',
    caminho: '/noticias',
    status: 201,
    arquivos: { imagem: 'dados.imagem' },
    operacao: 'mutation CriarNoticiaRest($dados: NoticiaInput!) { criarNoticia(dados: $dados) { id } }',
    variaveis: (req) => ({ dados: dadosDaNoticia(req) }),
    resposta: ({ criarNoticia }) => ({ mensagem: 'Notícia salva com sucesso.', id: Number(criarNoticia.id) }),
  },
  {
    metodo: 'put',
    caminho: '/noticias/:id',
    arquivos: { imagem: 'dados.imagem' },
    operacao: 'mutation AtualizarNoticiaRest($id: ID!, $dados: NoticiaInput!) { atualizarNoticia(id: $id, dados: $dados) { id } }',
    variaveis: variaveisDaAtualizacao({ envelope: 'noticia', item: 'noticiaAdmin', operacao: 'NoticiaAtualRest' }, CAMPOS_DO_FORMULARIO, dadosDaNoticia),
    resposta: ({ atualizarNoticia }) => ({ mensagem: 'Notícia salva com sucesso.', id: Number(atualizarNoticia.id) }),
  },
  {
    metodo: 'delete',
    caminho: '/noticias/:id',
    operacao: 'mutation ExcluirNoticiaRest($id: ID!) { excluirNoticia(id: $id) }',
    variaveis: (req) => ({ id: req.params.id }),
    resposta: () => ({ mensagem: 'Registro excluído com sucesso.' }),
  },
  {
    metodo: 'post',
    caminho: '/noticias/:id/publicar',
    operacao: 'mutation PublicarNoticiaRest($id: ID!, $data: String!) { publicarNoticia(id: $id, dataPublicacao: $data) { id publicadaEm } }',
    variaveis: (req) => ({ id: req.params.id, data: textoDe(campoDoCorpo(req, 'noticia', 'data_publicacao')) ?? '' }),
    resposta: ({ publicarNoticia }) => ({ mensagem: 'Notícia publicada com sucesso.', id: Number(publicarNoticia.id) }),
  },
  {
    metodo: 'post',
    caminho: '/noticias/:id/despublicar',
    operacao: 'mutation DespublicarNoticiaRest($id: ID!) { despublicarNoticia(id: $id) { id } }',
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ despublicarNoticia }) => ({ mensagem: 'Notícia despublicada com sucesso.', id: Number(despublicarNoticia.id) }),
  },
];
