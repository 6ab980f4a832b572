import { EmptyState, ErrorState, PageTitle } from '@alego/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, ButtonGroup, Card, Flex, HStack, Input, NativeSelect, SimpleGrid, Table, Tabs, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { possuiPermissoes } from '../auth/permissoes';
import { useSession } from '../auth/useSession';
import { avisos } from '../shell/avisos';
import { usePageTitle } from '../shell/usePageTitle';
import { Confirmacao } from './Confirmacao';
import { primeiroCampo, type Pagina } from './dados';
import {
  abaDaPagina,
  comAba,
  comBusca,
  comPagina,
  comSelecao,
  filtroDaAba,
  gravarVisualizacao,
  lerEstadoLista,
  lerVisualizacao,
  POR_PAGINA,
  textoConfirmacaoExclusao,
  totalDePaginas,
  type AbaDaLista,
  type SelecaoDaLista,
  type Visualizacao,
} from './lista';
import { MENSAGENS, mensagemDeSucesso, mensagemDoErro } from './mensagens';
import { permissaoDe, type ConfigCrud, type Registro } from './recurso';
import { Sobreposicao } from './Sobreposicao';

/** Um filtro de escolha; `opcoes` pode ser um hook (partidos do servidor), chamado sempre no mesmo componente. */
function SeletorDoFiltro({ selecao, valor, aoEscolher }: { selecao: SelecaoDaLista; valor: string; aoEscolher: (valor: string) => void }) {
  const opcoes = typeof selecao.opcoes === 'function' ? selecao.opcoes() : selecao.opcoes;
  return (
    <NativeSelect.Root size="md" maxW="56">
      <NativeSelect.Field aria-label={selecao.rotulo} value={valor} onChange={(e) => aoEscolher(e.currentTarget.value)}>
        <option value="">{selecao.rotulo}: todos</option>
        {opcoes.map((opcao) => (
          <option key={opcao.valor} value={opcao.valor}>
            {opcao.rotulo}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Número de registros de uma aba: sempre da página 1 da aba. */
function ContagemDaAba<T extends Registro, V extends FieldValues>({ config, aba }: { config: ConfigCrud<T, V>; aba: AbaDaLista }) {
  const [params] = useSearchParams();
  const { data } = useQuery(config.documentos.lista, {
    variables: { filtro: filtroDaAba(params, config.parametros ?? {}, aba), pagina: 1, porPagina: config.porPagina ?? POR_PAGINA },
    fetchPolicy: 'cache-and-network',
  });
  const total = primeiroCampo<Pagina<T>>(data)?.total;
  return total === undefined ? null : (
    <Badge variant="subtle" borderRadius="full" ms="1">
      {total}
    </Badge>
  );
}

/**
 * A lista de um recurso; `emAba`, o painel de uma aba de outra tela (o assessoramento temático): sem o título da página,
 * que é da tela, nem o seu <title>; o nome do painel é o da aba.
 */
export function PaginaLista<T extends Registro, V extends FieldValues>({ config, emAba = false }: { config: ConfigCrud<T, V>; emAba?: boolean }) {
  usePageTitle(emAba ? null : config.rotulo);
  const sessao = useSession();
  const [params, setParams] = useSearchParams();
  const parametros = config.parametros ?? {};
  const estado = lerEstadoLista(params, parametros);
  const [busca, setBusca] = useState(estado.termo);
  const usuario = sessao.sessao?.sub;
  const [visualizacao, setVisualizacao] = useState<Visualizacao>(() => (config.cartao ? lerVisualizacao(usuario) : 'tabela'));
  const [aExcluir, setAExcluir] = useState<T | null>(null);

  const { data, loading, error, refetch } = useQuery(config.documentos.lista, {
    variables: { filtro: estado.filtro, pagina: estado.pagina, porPagina: config.porPagina ?? POR_PAGINA },
    fetchPolicy: 'cache-and-network',
  });
  const [excluir, { loading: excluindo }] = useMutation(config.documentos.excluir ?? config.documentos.lista);

  const pagina = primeiroCampo<Pagina<T>>(data);
  const itens = pagina?.itens ?? [];
  const totalPaginas = pagina?.totalPaginas ?? totalDePaginas(pagina?.total ?? 0, config.porPagina);
  const pode = (acao: 'show' | 'create' | 'update' | 'destroy') => possuiPermissoes([permissaoDe(config.permissaoBase, acao)], sessao);
  const podeEditar = (item: T) => pode('update') && !!config.formulario && (config.podeEditar?.(item) ?? true);
  const podeExcluir = (item: T) => pode('destroy') && !!config.documentos.excluir && (config.podeExcluir?.(item) ?? true);

  const buscar = (evento: FormEvent) => {
    evento.preventDefault();
    setParams(comBusca(params, busca, parametros));
  };
  const escolherVisualizacao = (valor: Visualizacao) => {
    setVisualizacao(valor);
    gravarVisualizacao(valor, usuario);
  };
  const confirmarExclusao = async () => {
    if (!aExcluir) return;
    try {
      const resposta = await excluir({ variables: { id: aExcluir.id }, refetchQueries: 'active' });
      avisos.sucesso(mensagemDeSucesso(resposta.data, MENSAGENS.excluido));
      setAExcluir(null);
      if (itens.length === 1 && estado.pagina > 1) setParams(comPagina(params, estado.pagina - 1, abaDaPagina(estado.aba, parametros)));
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, MENSAGENS.falhaExcluir));
    }
  };

  const acoesDoItem = (item: T) => (
    <HStack gap="1" wrap={visualizacao === 'card' ? 'wrap' : 'nowrap'}>
      {pode('show') ? (
        <Button asChild size="xs" variant="outline">
          <RouterLink to={`${config.caminho}/${item.id}`}>Ver</RouterLink>
        </Button>
      ) : null}
      {podeEditar(item) ? (
        <Button asChild size="xs" variant="outline">
          <RouterLink to={`${config.caminho}/${item.id}/edit`}>Editar</RouterLink>
        </Button>
      ) : null}
      {config.Acoes ? <config.Acoes item={item} local="lista" aoConcluir={() => void refetch()} /> : null}
      {podeExcluir(item) ? (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAExcluir(item)}>
          Excluir
        </Button>
      ) : null}
    </HStack>
  );

  let conteudo;
  if (error && !data) {
    conteudo = (
      <ErrorState titulo="Não foi possível carregar os registros.">
        <Button size="sm" mt="2" onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </ErrorState>
    );
  } else if (!pagina) {
    conteudo = null;
  } else if (itens.length === 0) {
    conteudo = <EmptyState titulo="Nenhum registro encontrado." descricao={estado.termo ? 'Tente buscar por outro termo.' : undefined} />;
  } else if (visualizacao === 'card' && config.cartao) {
    conteudo = (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {itens.map((item) => (
          <Card.Root key={item.id} size="sm">
            <Card.Body>{config.cartao!(item)}</Card.Body>
            <Card.Footer>{acoesDoItem(item)}</Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    );
  } else {
    conteudo = (
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              {config.colunas.map((c) => (
                <Table.ColumnHeader key={c.titulo}>{c.titulo}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">Ações</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {itens.map((item) => (
              <Table.Row key={item.id}>
                {config.colunas.map((c) => (
                  <Table.Cell key={c.titulo} whiteSpace="normal" minW="24">
                    {c.valor(item)}
                  </Table.Cell>
                ))}
                <Table.Cell whiteSpace="nowrap">
                  <Flex justify="flex-end">{acoesDoItem(item)}</Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  const corpo = (
    <>
      {conteudo}

      {pagina && totalPaginas > 1 ? (
        <Flex as="nav" aria-label="Paginação" justify="center" align="center" gap="3" mt="4">
          <Button size="sm" variant="outline" disabled={estado.pagina <= 1} onClick={() => setParams(comPagina(params, estado.pagina - 1, abaDaPagina(estado.aba, parametros)))}>
            Anterior
          </Button>
          <Text fontSize="sm">
            Página {estado.pagina} de {totalPaginas} ({pagina.total} registros)
          </Text>
          <Button size="sm" variant="outline" disabled={estado.pagina >= totalPaginas} onClick={() => setParams(comPagina(params, estado.pagina + 1, abaDaPagina(estado.aba, parametros)))}>
            Próxima
          </Button>
        </Flex>
      ) : null}
    </>
  );

  return (
    <Box>
      <Flex justify={emAba ? 'flex-end' : 'space-between'} align="center" gap="3" wrap="wrap" mb="4">
        {emAba ? null : <PageTitle>{config.rotulo}</PageTitle>}
        <HStack gap="2">
          {config.AcoesDaLista ? <config.AcoesDaLista /> : null}
          {pode('create') && config.formulario && !config.semCriacao ? (
            <Button asChild colorPalette="brand">
              <RouterLink to={`${config.caminho}/new${config.novoNaAba && estado.aba ? `?${new URLSearchParams({ [parametros.paramAba ?? 'aba']: estado.aba.valor }).toString()}` : ''}`}>
                {config.feminino ? 'Nova' : 'Novo'}
              </RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Flex>

      <Flex as="form" role="search" onSubmit={buscar} gap="2" mb="4" wrap="wrap" align="center">
        {config.semBusca ? null : (
          <>
            <Input
              aria-label={config.rotuloBusca ?? 'Buscar'}
              placeholder={config.rotuloBusca ?? 'Buscar'}
              value={busca}
              onChange={(e) => setBusca(e.currentTarget.value)}
              maxW="md"
            />
            <Button type="submit" variant="outline">
              Buscar
            </Button>
          </>
        )}
        {parametros.selecoes?.map((selecao) => (
          <SeletorDoFiltro key={selecao.param} selecao={selecao} valor={params.get(selecao.param) ?? ''} aoEscolher={(valor) => setParams(comSelecao(params, selecao.param, valor))} />
        ))}
        {config.cartao ? (
          <ButtonGroup size="sm" variant="outline" attached ms="auto" role="group" aria-label="Visualização">
            <Button aria-pressed={visualizacao === 'tabela'} variant={visualizacao === 'tabela' ? 'solid' : 'outline'} onClick={() => escolherVisualizacao('tabela')}>
              Tabela
            </Button>
            <Button aria-pressed={visualizacao === 'card'} variant={visualizacao === 'card' ? 'solid' : 'outline'} onClick={() => escolherVisualizacao('card')}>
              Cartões
            </Button>
          </ButtonGroup>
        ) : null}
      </Flex>

      {parametros.abas?.length ? (
        <Tabs.Root value={estado.aba?.valor} onValueChange={(e) => setParams(comAba(params, e.value, parametros))} mb="4">
          <Tabs.List>
            {parametros.abas.map((aba) => (
              <Tabs.Trigger key={aba.valor} value={aba.valor}>
                {aba.rotulo}
                <ContagemDaAba config={config} aba={aba} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Um painel por aba: o aria-controls de cada aba aponta para um elemento que existe (axe). */}
          {parametros.abas.map((aba) => (
            <Tabs.Content key={aba.valor} value={aba.valor}>
              {aba.valor === estado.aba?.valor ? corpo : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        corpo
      )}

      {loading && !data ? <Sobreposicao texto={MENSAGENS.buscando} /> : null}
      <Confirmacao
        aberta={aExcluir !== null}
        titulo="Excluir registro"
        texto={aExcluir ? textoConfirmacaoExclusao(config.descrever(aExcluir)) : ''}
        ocupado={excluindo}
        aoConfirmar={() => void confirmarExclusao()}
        aoCancelar={() => setAExcluir(null)}
      />
    </Box>
  );
}
