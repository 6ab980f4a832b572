import { formatDataHora, PageTitle } from '@alego/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { RepetirTrabalhoDocument, TrabalhosAdminDocument, type EstadoTrabalho } from '../../gql/graphql';
import { mensagemDoErro } from '../../kit/mensagens';
import type { AdminResource } from '../../resources';
import { avisos } from '../../shell/avisos';
import { usePageTitle } from '../../shell/usePageTitle';

/** Rótulos das situações, na ordem do filtro. */
export const ROTULOS_DAS_SITUACOES: Record<EstadoTrabalho, string> = {
  naFila: 'Na fila',
  emExecucao: 'Em execução',
  aguardandoNovaTentativa: 'Aguardando nova tentativa',
  falhou: 'Falhou',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
};

const quando = (data: string | null | undefined) => (data ? formatDataHora(data) : '—');

/** trabalhos: os 100 mais recentes da fila (e-mails, avisos, importações), por situação; os que falharam podem ser repetidos. */
export function ListaDeTrabalhos() {
  usePageTitle('Trabalhos em segundo plano');
  const [estado, setEstado] = useState<EstadoTrabalho | ''>('');
  const { data, loading, error, refetch } = useQuery(TrabalhosAdminDocument, { variables: { estado: estado || null }, fetchPolicy: 'network-only' });
  const [repetir, { loading: repetindo }] = useMutation(RepetirTrabalhoDocument);

  async function repetirTrabalho(fila: string, id: string) {
    try {
      await repetir({ variables: { fila, id } });
      avisos.sucesso('Trabalho devolvido à fila.');
      await refetch();
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, 'Não foi possível repetir o trabalho.'));
    }
  }

  const trabalhos = data?.trabalhos ?? [];
  return (
    <>
      <PageTitle>Trabalhos em segundo plano</PageTitle>
      <Flex gap="3" my="4" align="center" wrap="wrap">
        <NativeSelect.Root size="md" maxW="64">
          <NativeSelect.Field aria-label="Situação" value={estado} onChange={(e) => setEstado(e.currentTarget.value as EstadoTrabalho | '')}>
            <option value="">Todas as situações</option>
            {Object.entries(ROTULOS_DAS_SITUACOES).map(([valor, rotulo]) => (
              <option key={valor} value={valor}>
                {rotulo}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button variant="outline" onClick={() => void refetch()} loading={loading}>
          Atualizar
        </Button>
      </Flex>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{mensagemDoErro(error, 'Não foi possível carregar os trabalhos.')}</Alert.Title>
        </Alert.Root>
      ) : !loading && !trabalhos.length ? (
        <Text>Nenhum trabalho nesta situação.</Text>
      ) : (
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Fila</Table.ColumnHeader>
              <Table.ColumnHeader>Situação</Table.ColumnHeader>
              <Table.ColumnHeader>Tentativas</Table.ColumnHeader>
              <Table.ColumnHeader>Criado em</Table.ColumnHeader>
              <Table.ColumnHeader>Concluído em</Table.ColumnHeader>
              <Table.ColumnHeader>Erro</Table.ColumnHeader>
              <Table.ColumnHeader>Ações</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {trabalhos.map((trabalho) => (
              <Table.Row key={trabalho.id}>
                <Table.Cell>{trabalho.fila}</Table.Cell>
                <Table.Cell>{ROTULOS_DAS_SITUACOES[trabalho.estado]}</Table.Cell>
                <Table.Cell>{trabalho.tentativas}</Table.Cell>
                <Table.Cell>{quando(trabalho.criadoEm)}</Table.Cell>
                <Table.Cell>{quando(trabalho.concluidoEm)}</Table.Cell>
                <Table.Cell>{trabalho.erro ?? '—'}</Table.Cell>
                <Table.Cell>
                  {trabalho.estado === 'falhou' ? (
                    <Button size="xs" colorPalette="brand" loading={repetindo} onClick={() => void repetirTrabalho(trabalho.fila, trabalho.id)}>
                      Repetir
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </>
  );
}

/** Só para quem tem a funcionalidade Admin (o subgrafo access confere o mesmo). */
export const trabalhos: AdminResource = {
  nome: 'trabalhos',
  rotulo: 'Trabalhos em segundo plano',
  grupo: 'Configurações',
  funcionalidade: 'Admin',
  caminho: '/trabalhos',
  rotas: [{ index: true, element: <ListaDeTrabalhos /> }],
};
