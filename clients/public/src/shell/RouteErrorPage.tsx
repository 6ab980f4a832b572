import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { PageTitle } from '@alego/ui';
import { Link as RouterLink } from 'react-router';
import { mensagemDoErro } from '../routing/errors';

export function RouteErrorPage({ status, detalhe }: { status: number; detalhe?: string | undefined }) {
  const { titulo, descricao } = mensagemDoErro(status);
  return (
    <Box>
      <PageTitle subtitulo={detalhe ?? descricao}>{titulo}</PageTitle>
      <Text color="fg.muted" mb="4">
        Código do erro: {status}
      </Text>
      <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
        <RouterLink to="/">Voltar para a página inicial</RouterLink>
      </Link>
    </Box>
  );
}
