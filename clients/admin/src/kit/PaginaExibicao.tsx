import { ErrorState, PageTitle } from '@alego/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, DataList, Flex, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { possuiPermissoes } from '../auth/permissoes';
import { useSession } from '../auth/useSession';
import { avisos } from '../shell/avisos';
import { usePageTitle } from '../shell/usePageTitle';
import { Confirmacao } from './Confirmacao';
import { primeiroCampo } from './dados';
import { textoConfirmacaoExclusao } from './lista';
import { MENSAGENS, mensagemDeSucesso, mensagemDoErro } from './mensagens';
import { permissaoDe, type ConfigCrud, type Registro } from './recurso';
import { Sobreposicao } from './Sobreposicao';

export function PaginaExibicao<T extends Registro, V extends FieldValues>({ config }: { config: ConfigCrud<T, V> }) {
  usePageTitle(config.rotuloItem);
  const { id = '' } = useParams();
  const sessao = useSession();
  const navigate = useNavigate();
  const [confirmando, setConfirmando] = useState(false);
  const { data, loading, error, refetch } = useQuery(config.documentos.item, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [excluir, { loading: excluindo }] = useMutation(config.documentos.excluir ?? config.documentos.item);
  const item = primeiroCampo<T | null>(data);
  const pode = (acao: 'update' | 'destroy') => possuiPermissoes([permissaoDe(config.permissaoBase, acao)], sessao);

  if (loading && !data) return <Sobreposicao texto={MENSAGENS.buscando} />;
  if (error && !data) return <ErrorState titulo="Não foi possível carregar o registro." />;
  if (!item) return <ErrorState titulo="Registro não encontrado." descricao="" />;

  const confirmarExclusao = async () => {
    try {
      const resposta = await excluir({ variables: { id: item.id } });
      avisos.sucesso(mensagemDeSucesso(resposta.data, MENSAGENS.excluido));
      navigate(config.retorno ?? config.caminho);
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, MENSAGENS.falhaExcluir));
    } finally {
      setConfirmando(false);
    }
  };

  return (
    <Box>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <PageTitle>{config.rotuloItem}</PageTitle>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={config.caminho}>Voltar</RouterLink>
          </Button>
          {pode('update') && config.formulario && (config.podeEditar?.(item) ?? true) ? (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={`${config.caminho}/${item.id}/edit`}>Editar</RouterLink>
            </Button>
          ) : null}
          {config.Acoes ? <config.Acoes item={item} local="exibicao" aoConcluir={() => void refetch()} /> : null}
          {pode('destroy') && config.documentos.excluir && (config.podeExcluir?.(item) ?? true) ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmando(true)}>
              Excluir
            </Button>
          ) : null}
        </HStack>
      </Flex>
      {config.campos ? (
        <DataList.Root orientation="horizontal" mb="6">
          {config.campos.map((c) => (
            <DataList.Item key={c.titulo}>
              <DataList.ItemLabel>{c.titulo}</DataList.ItemLabel>
              <DataList.ItemValue>{c.valor(item)}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : null}
      {config.Exibicao ? <config.Exibicao item={item} /> : null}
      {excluindo ? <Sobreposicao texto={config.excluindo ?? MENSAGENS.excluindo} /> : null}
      <Confirmacao
        aberta={confirmando}
        titulo="Excluir registro"
        texto={textoConfirmacaoExclusao(config.descrever(item))}
        ocupado={excluindo}
        aoConfirmar={() => void confirmarExclusao()}
        aoCancelar={() => setConfirmando(false)}
      />
    </Box>
  );
}
