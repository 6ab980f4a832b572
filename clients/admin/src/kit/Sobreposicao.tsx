import { Box, Flex, Spinner, Text } from '@chakra-ui/react';

/** Camada de espera sobre a tela: 'Salvando dados...', 'Buscando dados...'. */
export function Sobreposicao({ texto }: { texto: string }) {
  return (
    <Box position="fixed" inset="0" zIndex="overlay" bg="blackAlpha.400" role="status" aria-live="polite">
      <Flex h="full" align="center" justify="center">
        <Flex bg="bg" borderRadius="md" boxShadow="lg" px="6" py="4" gap="3" align="center">
          <Spinner size="md" color="brand.fg" aria-hidden="true" />
          <Text fontWeight="medium">{texto}</Text>
        </Flex>
      </Flex>
    </Box>
  );
}
