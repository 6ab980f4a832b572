import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import {
  abaDaPagina,
  CHAVE_VISUALIZACAO,
  comAba,
  comBusca,
  comPagina,
  filtroDaAba,
  gravarVisualizacao,
  lerEstadoLista,
  lerPagina,
  lerVisualizacao,
  nomeParamPagina,
  textoConfirmacaoExclusao,
  totalDePaginas,
  type ConfigParametros,
} from './lista';
import { MENSAGENS, mensagemDoErro } from './mensagens';

const p = (q: string) => new URLSearchParams(q);

const NOTICIAS: ConfigParametros = {
  paramAba: 'status',
  paramBusca: 'titulo',
  abas: [
    { valor: 'a_revisar', rotulo: 'A revisar', filtro: { status: 'a_revisar' } },
    { valor: 'publicadas', rotulo: 'Publicadas', filtro: { status: 'publicadas' } },
  ],
  filtrosDaUrl: { autor: 'autor', data_publicacao: 'dataPublicacao', categoria: 'categoria', destaque: 'destaque', id: 'id' },
};

describe('kit: parâmetros da lista na URL', () => {
  it('?pagina=2&termo=x → página 2, filtro { termo }', () => {
    expect(lerEstadoLista(p('pagina=2&termo=x'))).toEqual({ aba: undefined, pagina: 2, termo: 'x', filtro: { termo: 'x' } });
  });

  it('sem parâmetros: página 1 e termo vazio; página inválida vale 1', () => {
    expect(lerEstadoLista(p(''))).toEqual({ aba: undefined, pagina: 1, termo: '', filtro: {} });
    for (const v of ['0', '-3', 'abc', '2.5', '', null]) expect(lerPagina(v)).toBe(1);
    expect(lerPagina('7')).toBe(7);
  });

  it('abas: aba padrão é a primeira, cada aba tem sua página (pagina_<aba>)', () => {
    const estado = lerEstadoLista(p('pagina_publicadas=3&pagina_a_revisar=2'), NOTICIAS);
    expect(estado.aba?.valor).toBe('a_revisar');
    expect(estado.pagina).toBe(2);
    const publicadas = lerEstadoLista(p('status=publicadas&pagina_publicadas=3&pagina_a_revisar=2'), NOTICIAS);
    expect(publicadas.pagina).toBe(3);
    expect(publicadas.filtro).toEqual({ status: 'publicadas' });
    expect(nomeParamPagina('a_revisar')).toBe('pagina_a_revisar');
    expect(lerEstadoLista(p('status=outra'), { ...NOTICIAS, abaPadrao: 'publicadas' }).aba?.valor).toBe('publicadas');
  });

  it('filtros documentados da URL viram o filtro da consulta; a contagem de cada aba usa os mesmos filtros', () => {
    const params = p('titulo=sessão&autor=ana&data_publicacao=01/02/2026&categoria=gabinete&destaque=primario&id=9&status=publicadas');
    expect(lerEstadoLista(params, NOTICIAS).filtro).toEqual({
      titulo: 'sessão',
      autor: 'ana',
      dataPublicacao: '01/02/2026',
      categoria: 'gabinete',
      destaque: 'primario',
      id: '9',
      status: 'publicadas',
    });
    expect(filtroDaAba(params, NOTICIAS, NOTICIAS.abas![0]!)).toMatchObject({ titulo: 'sessão', status: 'a_revisar' });
  });

  it('mudar página, buscar e trocar de aba', () => {
    expect(comPagina(p('termo=x'), 2).toString()).toBe('termo=x&pagina=2');
    expect(comPagina(p('termo=x&pagina=2'), 1).toString()).toBe('termo=x');
    expect(comPagina(p('status=publicadas'), 4, 'publicadas').get('pagina_publicadas')).toBe('4');
    // Nova busca volta todas as páginas para 1.
    expect(comBusca(p('pagina=3&termo=a'), ' novo ').toString()).toBe('termo=novo');
    expect(comBusca(p('pagina_a_revisar=2&pagina_publicadas=5&titulo=a&autor=b'), '', NOTICIAS).toString()).toBe('autor=b');
    expect(comAba(p('pagina_a_revisar=2'), 'publicadas', NOTICIAS).toString()).toBe('pagina_a_revisar=2&status=publicadas');
    expect(totalDePaginas(0)).toBe(1);
    expect(totalDePaginas(25)).toBe(3);
  });
});

describe('kit: abas com uma só página (paginaUnica)', () => {
  const ABAS: ConfigParametros = { abas: NOTICIAS.abas, paginaUnica: true };
  it('a página é `pagina` em qualquer aba, e trocar de aba volta à página 1', () => {
    expect(lerEstadoLista(p('aba=publicadas&pagina=3'), ABAS)).toMatchObject({ pagina: 3, aba: { valor: 'publicadas' } });
    expect(lerEstadoLista(p('aba=publicadas&pagina_publicadas=3'), ABAS).pagina).toBe(1);
    expect(comPagina(p('aba=publicadas'), 2, abaDaPagina(lerEstadoLista(p('aba=publicadas'), ABAS).aba, ABAS)).toString()).toBe('aba=publicadas&pagina=2');
    expect(comAba(p('aba=publicadas&pagina=3'), 'a_revisar', ABAS).toString()).toBe('aba=a_revisar');
    // Without the option each tab keeps its own page.
    expect(comAba(p('status=publicadas&pagina_publicadas=3'), 'a_revisar', NOTICIAS).toString()).toBe('status=a_revisar&pagina_publicadas=3');
  });
});

describe('kit: preferência de visualização', () => {
  function memoria() {
    const dados = new Map<string, string>();
    return { getItem: (k: string) => dados.get(k) ?? null, setItem: (k: string, v: string) => void dados.set(k, v), dados };
  }
  it('padrão tabela; card guardado sob a chave do usuário, que não vale para outro', () => {
    const m = memoria();
    expect(lerVisualizacao('7', m)).toBe('tabela');
    gravarVisualizacao('card', '7', m);
    expect(m.dados.get(`${CHAVE_VISUALIZACAO}:7`)).toBe('card');
    expect(lerVisualizacao('7', m)).toBe('card');
    expect(lerVisualizacao('8', m)).toBe('tabela');
    expect(lerVisualizacao(undefined, m)).toBe('tabela');
    gravarVisualizacao('tabela', '7', m);
    expect(lerVisualizacao('7', m)).toBe('tabela');
    gravarVisualizacao('card', undefined, m);
    expect(m.dados.get(CHAVE_VISUALIZACAO)).toBe('card');
  });
  it('valor estranho ou armazenamento indisponível: tabela', () => {
    expect(lerVisualizacao('7', { getItem: () => 'mosaico', setItem: () => undefined })).toBe('tabela');
    const quebrado = {
      getItem: () => {
        throw new Error('bloqueado');
      },
      setItem: () => {
        throw new Error('bloqueado');
      },
    };
    expect(lerVisualizacao('7', quebrado)).toBe('tabela');
    expect(() => gravarVisualizacao('card', '7', quebrado)).not.toThrow();
    expect(lerVisualizacao('7', undefined)).toBe('tabela');
  });
});

describe('kit: exclusão e mensagens', () => {
  it('texto da confirmação', () => {
    expect(textoConfirmacaoExclusao('a categoria "Serviços"')).toBe('Tem certeza de que deseja excluir a categoria "Serviços"? Esta ação não poderá ser desfeita.');
    expect(textoConfirmacaoExclusao('')).toBe('Tem certeza de que deseja excluir este registro? Esta ação não poderá ser desfeita.');
  });
  it('mensagem do servidor: mensagem, controle.mensagem, erro GraphQL; senão o padrão', () => {
    expect(mensagemDoErro({ mensagem: 'Nome já usado' }, MENSAGENS.falhaSalvar)).toBe('Nome já usado');
    expect(mensagemDoErro({ data: { controle: { mensagem: 'Duplicado' } } }, MENSAGENS.falhaSalvar)).toBe('Duplicado');
    const gql = new CombinedGraphQLErrors({ errors: [{ message: 'Título obrigatório' }] });
    expect(mensagemDoErro(gql, MENSAGENS.falhaSalvar)).toBe('Título obrigatório');
    const comExtensao = new CombinedGraphQLErrors({ errors: [{ message: 'Bad', extensions: { controle: { mensagem: 'Slot ocupado' } } }] });
    expect(mensagemDoErro(comExtensao, MENSAGENS.falhaSalvar)).toBe('Slot ocupado');
    expect(mensagemDoErro(new Error('rede'), MENSAGENS.falhaSalvar)).toBe('Não foi possível salvar este registro');
    expect(mensagemDoErro(undefined, MENSAGENS.falhaExcluir)).toBe('Não foi possível excluir este registro.');
  });
});
