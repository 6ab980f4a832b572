import { formatDataHora } from '@alego/ui';
import { DataList, Stack } from '@chakra-ui/react';
import type { ImprensaExternaQuery, ImprensasExternasQuery } from '../../gql/graphql';
import { ImprensaExternaDocument, ImprensasExternasDocument } from '../../gql/graphql';
import { definirRecurso } from '../../kit/definirRecurso';

type Resumo = NonNullable<ImprensasExternasQuery['imprensasExternas']>['itens'][number];
type Detalhe = NonNullable<ImprensaExternaQuery['imprensaExterna']>;

function Exibicao({ item }: { item: Detalhe }) {
  const linhas: [string, string][] = [
    ['Nome', item.nome],
    ['CPF', item.cpf],
    ['E-mail', item.email],
    ['Telefone', item.telefone ?? '-'],
    ['Veículo', item.veiculo],
    ['Tipo de veículo', item.rotuloTipoVeiculo],
    ['Função', item.funcao],
    ['Pedido em', formatDataHora(item.createdAt)],
  ];
  return (
    <Stack gap="6">
      <DataList.Root orientation="horizontal">
        {linhas.map(([rotulo, valor]) => (
          <DataList.Item key={rotulo}>
            <DataList.ItemLabel>{rotulo}</DataList.ItemLabel>
            <DataList.ItemValue>{valor}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

/** imprensa_externas (back-office spec §2): só leitura; o CPF vem mascarado do servidor sem imprensa_externas#cpf. */
export const imprensaExternas = definirRecurso<Detalhe, Record<string, never>>({
  nome: 'imprensa_externas',
  rotulo: 'Imprensa externa',
  rotuloItem: 'Credenciamento de imprensa',
  grupo: 'Portal',
  permissaoBase: 'api/admin/imprensa_externas',
  caminho: '/imprensa-externas',
  documentos: { lista: ImprensasExternasDocument, item: ImprensaExternaDocument },
  rotuloBusca: 'Buscar por nome ou veículo',
  colunas: [
    { titulo: 'Nome', valor: (s: Resumo) => s.nome },
    { titulo: 'CPF', valor: (s: Resumo) => s.cpf },
    { titulo: 'Veículo', valor: (s: Resumo) => `${s.veiculo} (${s.rotuloTipoVeiculo})` },
    { titulo: 'Função', valor: (s: Resumo) => s.funcao },
    { titulo: 'Pedido em', valor: (s: Resumo) => formatDataHora(s.createdAt) },
  ],
  descrever: (s) => `o credenciamento de ${s.nome}`,
  Exibicao,
});
