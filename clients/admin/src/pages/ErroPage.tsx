import { PageTitle } from '@alego/ui';
import { Box, Button, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ROTA_INICIO } from '../auth/acesso';
import { usePageTitle } from '../shell/usePageTitle';
import { mensagemDoErro } from './errors';

/** /erro?dados=...: tela pública; a mensagem é mostrada como texto, nunca como HTML. */
export function ErroPage() {
  usePageTitle('Erro');
  const [params] = useSearchParams();
  const mensagem = mensagemDoErro(params.get('dados'));
  return (
    <Box as="main" id="conteudo" minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle" p="4">
      <Box w="full" maxW="lg" bg="bg" p="8" borderRadius="lg" boxShadow="md">
        <PageTitle>Erro</PageTitle>
        <Text role="alert" mb="6" whiteSpace="pre-wrap">
          {mensagem}
        </Text>
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to={ROTA_INICIO}>Voltar ao início</RouterLink>
        </Button>
      </Box>
    </Box>
  );
}
