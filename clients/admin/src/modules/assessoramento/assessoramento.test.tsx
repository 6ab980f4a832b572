import { consultasDeLeitura, PROCURADORIAS, TELA_ASSESSORAMENTO } from '@alego/catalog';
import { system } from '@alego/ui';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistroDoCatalogo, ValoresDoCatalogo } from '../../kit/catalogo';
import { CHAVE_VISUALIZACAO, POR_PAGINA } from '../../kit/lista';
import type { RecursoCrud } from '../../kit/recurso';
import { RESOURCES } from '../../resources';

// The screens as the browser's first paint renders them (react-dom/server), with the real resources of resources.ts:
// the tabs' roles and names, the list's tabs and the table/cards choice. Keyboard and clicks are in the Chromium journey
// (e2e/assessoramento-admin.test.ts).

/** No request answers: a list not in the cache stays loading. */
const semRede = new ApolloLink(() => new Observable(() => undefined));

function renderizar(rotas: RouteObject[], endereco: string, cache = new InMemoryCache()): string {
  const client = new ApolloClient({ cache, link: semRede });
  function Rotas() {
    return useRoutes(rotas);
  }
  return renderToString(
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[endereco]}>
          <Rotas />
        </MemoryRouter>
      </ApolloProvider>
    </ChakraProvider>,
  );
}

/** The elements with a role, their attributes as written (the markup is React's own, one element per tag). */
function comPapel(html: string, papel: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<[a-z]+\\b[^>]*\\brole="${papel}"[^>]*>`, 'g'))].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, nome, valor]) => [nome!, valor!])),
  );
}

function textoDe(html: string, id: string): string {
  const inicio = html.indexOf(`id="${id}"`);
  // Emotion writes its <style> beside the element in a server render: it is not text.
  return html.slice(html.indexOf('>', inicio) + 1, html.indexOf('</button>', inicio)).replace(/<style\b[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, '');
}

describe('assessoramento temático: uma tela, três abas', () => {
  const tela = RESOURCES.find((r) => r.caminho === TELA_ASSESSORAMENTO.caminho)!;
  const rotas: RouteObject[] = [{ path: TELA_ASSESSORAMENTO.caminho, children: tela.rotas }];

  it.each([
    ['/assessoramento_tematico', 'Descrição'],
    ['/assessoramento_tematico/informacoes', 'Descrição'],
    ['/assessoramento_tematico/corpo_tecnico', 'Corpo Técnico'],
    ['/assessoramento_tematico/materiais', 'Materiais'],
  ])('%s: a lista de abas nomeada, a aba %s escolhida e só ela no percurso do Tab; cada aba controla um painel que existe', (endereco, escolhida) => {
    const html = renderizar(rotas, endereco);
    expect(comPapel(html, 'tablist')).toEqual([expect.objectContaining({ 'aria-label': TELA_ASSESSORAMENTO.rotulo, 'aria-orientation': 'horizontal' })]);
    const abas = comPapel(html, 'tab');
    expect(abas.map((a) => textoDe(html, a.id!))).toEqual(['Descrição', 'Corpo Técnico', 'Materiais']);
    expect(abas.map((a) => [textoDe(html, a.id!), a['aria-selected'], a.tabindex])).toEqual(
      ['Descrição', 'Corpo Técnico', 'Materiais'].map((rotulo) => (rotulo === escolhida ? [rotulo, 'true', '0'] : [rotulo, 'false', '-1'])),
    );
    // A panel per tab, labelled by it; the chosen tab controls its panel (what axe checks: the id exists).
    const paineis = comPapel(html, 'tabpanel');
    expect(paineis.map((p) => p['aria-labelledby'])).toEqual(abas.map((a) => a.id));
    const controlado = abas.find((a) => a['aria-selected'] === 'true')!['aria-controls'];
    expect(paineis.find((p) => p.id === controlado)).toMatchObject({ 'aria-labelledby': abas.find((a) => a['aria-selected'] === 'true')!.id });
    // Only the chosen tab's panel holds its list (the generic list's search).
    expect(comPapel(html, 'search')).toHaveLength(1);
    expect(html).toContain(`<h1`);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
  });

  it('uma aba desconhecida não mostra a tela (volta à Descrição)', () => {
    expect(comPapel(renderizar(rotas, '/assessoramento_tematico/outra'), 'tab')).toEqual([]);
  });
});

describe('procuradoria: abas da lista e tabela ou cartões', () => {
  const recurso = RESOURCES.find((r) => r.nome === 'procuradorias') as RecursoCrud<RegistroDoCatalogo, ValoresDoCatalogo>;
  const rotas: RouteObject[] = [{ path: recurso.caminho, children: recurso.rotas }];
  const ITENS = [
    { id: '1', aba: 'conteudo', abaNome: 'Procuradoria-Geral', campo: 'institucional', campoNome: 'Institucional', titulo: 'Procuradoria-Geral da Assembleia', data: '2026-03-02', conteudo: '<p>Órgão jurídico.</p>' },
    { id: '2', aba: 'conteudo', abaNome: 'Procuradoria-Geral', campo: 'equipe', campoNome: 'Equipe', titulo: 'Equipe da Procuradoria', data: null, conteudo: '<p>Dra. Helena.</p>' },
  ];
  const armazenado = new Map<string, string>();
  const localStorageOriginal = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  afterEach(() => {
    armazenado.clear();
    if (localStorageOriginal) Object.defineProperty(globalThis, 'localStorage', localStorageOriginal);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });

  /** The first tab's page in the cache, as the list asks for it (the default tab conteudo, page 1). */
  function comAPagina(): InMemoryCache {
    const cache = new InMemoryCache();
    const pagina = { __typename: 'ProcuradoriaPagina', itens: ITENS.map((i) => ({ __typename: 'Procuradoria', ...i })), total: 2, pagina: 1, totalPaginas: 1 };
    cache.writeQuery({
      query: recurso.crud.documentos.lista,
      variables: { filtro: { aba: 'conteudo' }, pagina: 1, porPagina: POR_PAGINA },
      data: { [consultasDeLeitura(PROCURADORIAS).lista]: pagina },
    });
    return cache;
  }

  function comArmazenamento(valor: string | undefined) {
    if (valor) armazenado.set(CHAVE_VISUALIZACAO, valor);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: { getItem: (chave: string) => armazenado.get(chave) ?? null, setItem: (chave: string, v: string) => armazenado.set(chave, v) },
    });
  }

  it('as abas Procuradoria-Geral e Procuradoria Especial da Mulher (?aba), a padrão conteudo; o campo continua uma caixa', () => {
    comArmazenamento(undefined);
    const padrao = renderizar(rotas, '/procuradoria', comAPagina());
    expect(comPapel(padrao, 'tab').map((a) => [textoDe(padrao, a.id!).replace(/\d+$/, ''), a['aria-selected']])).toEqual([
      ['Procuradoria-Geral', 'true'],
      ['Procuradoria Especial da Mulher', 'false'],
    ]);
    expect(padrao).toContain('aria-label="Campo"');
    expect(padrao).not.toContain('aria-label="Aba"');
    const mulher = renderizar(rotas, '/procuradoria?aba=mulher');
    expect(comPapel(mulher, 'tab').map((a) => a['aria-selected'])).toEqual(['false', 'true']);
  });

  it('sem escolha guardada, a tabela; com "card" guardado, os cartões; o botão escolhido diz que está pressionado', () => {
    comArmazenamento(undefined);
    const tabela = renderizar(rotas, '/procuradoria', comAPagina());
    expect(comPapel(tabela, 'group')).toEqual([expect.objectContaining({ 'aria-label': 'Visualização' })]);
    expect(tabela).toMatch(/aria-pressed="true"[^>]*>Tabela</);
    expect(tabela).toMatch(/aria-pressed="false"[^>]*>Cartões</);
    expect(tabela).toContain('<table');
    expect(tabela).toContain('Procuradoria-Geral da Assembleia');

    comArmazenamento('card');
    const cartoes = renderizar(rotas, '/procuradoria', comAPagina());
    expect(cartoes).toMatch(/aria-pressed="true"[^>]*>Cartões</);
    expect(cartoes).not.toContain('<table');
    // One card per record: its title as a heading and the actions of the table.
    expect(cartoes.match(/<h2\b[^>]*>[^<]*<\/h2>/g)?.map((h) => h.replace(/<[^>]+>/g, ''))).toEqual(ITENS.map((i) => i.titulo));
    const textoDosCartoes = cartoes.replace(/<style\b[^>]*>[^<]*<\/style>/g, '').replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '\n');
    expect(textoDosCartoes).toContain('Campo: Institucional');
    expect(textoDosCartoes).toContain('Aba: Procuradoria-Geral');
  });
});
