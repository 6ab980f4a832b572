import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Text } from '@chakra-ui/react/text';
import { SITE } from '../site';
import { htmlDoRodape } from './barra';
import { Ilha } from './Ilha';

export function Footer() {
  return (
    // id e tabIndex: destino do atalho Alt+4 (barra de acessibilidade).
    <Box as="footer" id="rodape" tabIndex={-1} bg="azul.950" color="white" mt="12">
      <Container maxW="6xl" py="8">
        <Text fontWeight="bold">{SITE.nome}</Text>
        <Box as="address" fontStyle="normal" mt="2" color="azul.100">
          {SITE.endereco.logradouro}
          <br />
          {SITE.endereco.cidade} · CEP {SITE.endereco.cep}
        </Box>
        <Ilha id="rodape-links" servidor={import.meta.env.SSR ? htmlDoRodape : undefined} />
      </Container>
    </Box>
  );
}
