import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';

export interface LoadingProps {
  /** Texto lido por leitores de tela (e mostrado quando `visivel`). */
  texto?: string;
  visivel?: boolean;
}

export function Loading({ texto = 'Carregando…', visivel = false }: LoadingProps) {
  return (
    <Flex role="status" aria-live="polite" align="center" justify="center" gap="3" py="8">
      <Spinner size="md" color="brand.fg" aria-hidden="true" />
      <Text srOnly={!visivel} color="fg.muted">
        {texto}
      </Text>
    </Flex>
  );
}
