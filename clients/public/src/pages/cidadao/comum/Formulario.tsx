import { Box } from '@chakra-ui/react/box';
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra, defineRecipe } from '@chakra-ui/react';
import { PageTitle } from '@alego/ui';
import type { ComponentPropsWithRef, FormEventHandler, ReactNode, Ref } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

/*
 * Peças dos formulários do cidadão. O campo de texto tem a receita local abaixo
 * (a do Input do Chakra, variante outline, tamanho lg) em vez de acrescentar
 * `input`/`field` ao `leanSystem`: assim o tema da primeira carga do site não cresce
 * por causa da área do cidadão. (Importar `inputRecipe` de '@chakra-ui/react/theme'
 * também não serve: o bundler o põe no chunk inicial, junto do resto do tema.)
 */
const receitaDoCampo = defineRecipe({
  className: 'alego-campo',
  base: {
    width: '100%',
    minWidth: '0',
    height: '11',
    px: '4',
    textStyle: 'md',
    appearance: 'none',
    bg: 'bg',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'l2',
    outline: '0',
    focusVisibleRing: 'inside',
    focusRingColor: 'colorPalette.focusRing',
    _disabled: { layerStyle: 'disabled' },
    _invalid: { borderColor: 'border.error', focusRingColor: 'border.error' },
  },
});
const InputEstilizado = chakra('input', receitaDoCampo);

/** O select e a área de texto dos formulários do cidadão, com o mesmo visual do campo de texto. */
export const estiloDoCampo = {
  width: '100%',
  px: '4',
  py: '2.5',
  bg: 'bg',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'l2',
  fontSize: 'md',
  _invalid: { borderColor: 'border.error' },
} as const;

export function PaginaCidadao(props: { titulo: string; subtitulo?: ReactNode; children: ReactNode }) {
  return (
    <Box maxW="lg" mx="auto">
      <PageTitle subtitulo={props.subtitulo}>{props.titulo}</PageTitle>
      {props.children}
    </Box>
  );
}

export function Formulario(props: {
  /** Sem ele, o navegador envia o formulário (as consultas por GET, que a página lê da URL). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  rotulo: string;
  children: ReactNode;
  ocupado?: boolean;
  /** Destino do envio sem JavaScript (com JavaScript, `onSubmit` cuida de tudo). */
  method?: 'post' | 'get';
  action?: string;
}) {
  return (
    <chakra.form
      onSubmit={props.onSubmit}
      method={props.method}
      action={props.action}
      noValidate
      aria-label={props.rotulo}
      aria-busy={props.ocupado || undefined}
    >
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          Campos marcados com{' '}
          <Text as="span" color="fg.error" fontWeight="bold" aria-hidden="true">
            *
          </Text>{' '}
          <chakra.span srOnly>asterisco</chakra.span> são obrigatórios.
        </Text>
        {props.children}
      </Stack>
    </chakra.form>
  );
}

export type CampoProps = Omit<ComponentPropsWithRef<'input'>, 'size'> & {
  id: string;
  rotulo: string;
  erro?: string;
  ajuda?: ReactNode;
  obrigatorio?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Rótulo ligado ao campo (htmlFor), marcador de obrigatório, texto de ajuda e erro
 * ligados por aria-describedby, aria-invalid quando há erro. Recebe o `register` do
 * react-hook-form espalhado (o `ref` permite o foco no primeiro erro).
 */
export function Campo({ id, rotulo, erro, ajuda, obrigatorio, ...input }: CampoProps) {
  const idAjuda = ajuda ? `${id}-ajuda` : undefined;
  const idErro = erro ? `${id}-erro` : undefined;
  const descritores = [idAjuda, idErro].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="1.5">
        {rotulo}
        {obrigatorio ? (
          <Text as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Text>
        ) : null}
      </chakra.label>
      {ajuda ? (
        <Text id={idAjuda} fontSize="sm" color="fg.muted" mb="1.5">
          {ajuda}
        </Text>
      ) : null}
      <InputEstilizado
        id={id}
        aria-required={obrigatorio || undefined}
        aria-invalid={erro ? true : undefined}
        aria-describedby={descritores}
        {...input}
      />
      {erro ? <MensagemDeErro id={idErro!}>{erro}</MensagemDeErro> : null}
    </Box>
  );
}

export function MensagemDeErro(props: { id: string; children: ReactNode }) {
  return (
    <Text id={props.id} color="fg.error" fontSize="sm" fontWeight="medium" mt="1.5">
      {props.children}
    </Text>
  );
}

export type CaixaDeSelecaoProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> & {
  id: string;
  erro?: string;
  obrigatorio?: boolean;
  children: ReactNode;
};

/** Caixa de seleção nativa (acessível por padrão) com o rótulo ao lado. */
export function CaixaDeSelecao({ id, erro, obrigatorio, children, ...input }: CaixaDeSelecaoProps) {
  const idErro = erro ? `${id}-erro` : undefined;
  return (
    <Box>
      <Box display="flex" gap="3" alignItems="flex-start">
        <chakra.input
          type="checkbox"
          id={id}
          w="5"
          h="5"
          mt="0.5"
          flexShrink="0"
          accentColor="brand.solid"
          aria-required={obrigatorio || undefined}
          aria-invalid={erro ? true : undefined}
          aria-describedby={idErro}
          {...input}
        />
        <chakra.label htmlFor={id}>
          {children}
          {obrigatorio ? (
            <Text as="span" color="fg.error" ms="1" aria-hidden="true">
              *
            </Text>
          ) : null}
        </chakra.label>
      </Box>
      {erro ? <MensagemDeErro id={idErro!}>{erro}</MensagemDeErro> : null}
    </Box>
  );
}

type TipoDeAviso = 'error' | 'success' | 'info';
const PALETA: Record<TipoDeAviso, string> = { error: 'red', success: 'green', info: 'blue' };

/**
 * Caixa de aviso (erro, sucesso, informação). Feita com Box, sem o Alert do Chakra:
 * o Alert traria o mecanismo de receitas com slots para um chunk comum com a
 * página inicial (um arquivo a mais na primeira carga).
 */
function CaixaDeAviso(props: { tipo: TipoDeAviso; titulo?: string; mensagem: string; children?: ReactNode }) {
  return (
    <Box
      colorPalette={PALETA[props.tipo]}
      bg="colorPalette.subtle"
      color="fg"
      borderStartWidth="4px"
      borderColor="colorPalette.solid"
      borderRadius="md"
      px="4"
      py="3"
    >
      {props.titulo ? (
        <Text fontWeight="bold" color="colorPalette.fg">
          {props.titulo}
        </Text>
      ) : null}
      <Text>{props.mensagem}</Text>
      {props.children}
    </Box>
  );
}

/**
 * Região de avisos sempre presente no DOM (leitores de tela anunciam o que entra
 * nela): erros em role="alert", sucesso e informações em role="status".
 */
export function AvisoDeErro(props: { mensagem: string | null; titulo?: string; children?: ReactNode }) {
  return (
    <Box role="alert" aria-atomic="true">
      {props.mensagem ? (
        <CaixaDeAviso tipo="error" titulo={props.titulo} mensagem={props.mensagem}>
          {props.children}
        </CaixaDeAviso>
      ) : null}
    </Box>
  );
}

export function AvisoDeStatus(props: {
  mensagem: string | null;
  status?: 'success' | 'info';
  titulo?: string;
  children?: ReactNode;
}) {
  return (
    <Box role="status" aria-atomic="true">
      {props.mensagem ? (
        <CaixaDeAviso tipo={props.status ?? 'success'} titulo={props.titulo} mensagem={props.mensagem}>
          {props.children}
        </CaixaDeAviso>
      ) : null}
    </Box>
  );
}

export function BotaoEnviar(props: { enviando: boolean; textoEnviando: string; children: ReactNode } & ButtonProps) {
  const { enviando, textoEnviando, children, ...resto } = props;
  return (
    <Button type="submit" colorPalette="brand" size="lg" loading={enviando} loadingText={textoEnviando} {...resto}>
      {children}
    </Button>
  );
}

/** Link interno sublinhado, na cor da marca. */
export function LinkInterno(props: LinkProps) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
      <RouterLink {...props} />
    </Link>
  );
}

export function ListaDeLinks(props: { rotulo: string; children: ReactNode }) {
  return (
    <Box as="nav" aria-label={props.rotulo} mt="8">
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {props.children}
      </Stack>
    </Box>
  );
}
