import { ErrorState, PageTitle } from '@alego/ui';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { avisos } from '../shell/avisos';
import { usePageTitle } from '../shell/usePageTitle';
import { primeiroCampo } from './dados';
import { MENSAGENS, mensagemDeSucesso, mensagemDoErro } from './mensagens';
import type { ConfigCrud, ConfigFormulario, Registro } from './recurso';
import { Sobreposicao } from './Sobreposicao';

function Formulario<T extends Registro, V extends FieldValues>({
  config,
  formulario,
  item,
}: {
  config: ConfigCrud<T, V>;
  formulario: ConfigFormulario<T, V>;
  item?: T;
}) {
  const navigate = useNavigate();
  const cliente = useApolloClient();
  const [endereco] = useSearchParams();
  const form = useForm<V>({ defaultValues: formulario.valoresIniciais(item, item ? undefined : endereco) });
  const [salvar] = useMutation((item ? config.documentos.atualizar : config.documentos.criar) ?? config.documentos.item);
  const [salvando, setSalvando] = useState(false);
  const validarComDados = formulario.useValidar?.();

  const enviar = form.handleSubmit(
    async (valores) => {
      const regra = formulario.validar?.(valores, item) ?? validarComDados?.(valores);
      if (regra) {
        avisos.erro(regra);
        return;
      }
      setSalvando(true);
      let id: string | undefined;
      try {
        const dados = formulario.paraDados(valores, item);
        const resposta = await salvar({ variables: item ? { id: item.id, dados } : { dados }, refetchQueries: 'active' });
        const salvo = primeiroCampo<Partial<Registro>>(resposta.data);
        id = salvo?.id ?? item?.id;
        if (id && formulario.depoisDeSalvar) await formulario.depoisDeSalvar(id, valores, cliente);
        avisos.sucesso(formulario.sucesso ?? mensagemDeSucesso(salvo, MENSAGENS.salvo));
        navigate(config.retorno ?? (id ? `${config.caminho}/${id}` : config.caminho));
      } catch (erro) {
        const mensagem = mensagemDoErro(erro, formulario.erroAoSalvar ?? MENSAGENS.falhaSalvar);
        avisos.erro(mensagem);
        // A new record was saved and a later step failed (an image upload): from here on this is the edit form of
        // that record, so saving again updates it instead of creating a second one.
        if (id && !item) navigate(`${config.caminho}/${id}/edit`, { replace: true, state: { erro: mensagem } satisfies EstadoDoFormulario });
      } finally {
        setSalvando(false);
      }
    },
    () => {
      avisos.erro(MENSAGENS.camposObrigatorios);
    },
  );

  return (
    <Box asChild>
      <form noValidate onSubmit={(e) => void enviar(e)}>
      <Stack gap="5" maxW="4xl">
        <formulario.Componente form={form} item={item} />
        <Flex gap="3">
          <Button type="submit" colorPalette="brand" loading={salvando}>
            Salvar
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={item ? `${config.caminho}/${item.id}` : config.caminho}>Cancelar</RouterLink>
          </Button>
        </Flex>
      </Stack>
      {salvando ? <Sobreposicao texto={MENSAGENS.salvando} /> : null}
      </form>
    </Box>
  );
}

/** Chega à edição vindo de um registro novo que salvou e falhou depois (o erro continua na tela). */
interface EstadoDoFormulario {
  erro?: string;
}

/** Novo (sem :id) e edição (:id/edit) de qualquer recurso do kit. */
export function PaginaFormulario<T extends Registro, V extends FieldValues>({ config }: { config: ConfigCrud<T, V> }) {
  const { id } = useParams();
  const erroAnterior = (useLocation().state as EstadoDoFormulario | null)?.erro;
  const titulo = id ? `Editar ${config.rotuloItem.toLowerCase()}` : `${config.feminino ? 'Nova' : 'Novo'} ${config.rotuloItem.toLowerCase()}`;
  usePageTitle(`${titulo} | ${config.rotulo}`);
  const { data, loading, error } = useQuery(config.documentos.item, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const item = id ? primeiroCampo<T | null>(data) : undefined;
  const formulario = config.formulario;
  if (!formulario) return <Navigate to={config.caminho} replace />;

  let corpo;
  if (id && loading) corpo = <Sobreposicao texto={MENSAGENS.buscando} />;
  else if (id && (error || !item)) corpo = <ErrorState titulo={error ? 'Não foi possível carregar o registro.' : 'Registro não encontrado.'} />;
  else if (item && config.podeEditar && !config.podeEditar(item)) corpo = <ErrorState titulo="Sem permissão para editar este registro." descricao="" />;
  else corpo = <Formulario key={id ?? 'novo'} config={config} formulario={formulario} item={item ?? undefined} />;

  return (
    <Box>
      <PageTitle>{titulo}</PageTitle>
      {erroAnterior ? (
        <Alert.Root status="error" role="alert" mt="4" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{MENSAGENS.salvoComFalha}</Alert.Title>
            <Alert.Description>{erroAnterior}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Box mt="4">{corpo}</Box>
    </Box>
  );
}
