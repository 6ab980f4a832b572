import { Alert, Badge, HStack } from '@chakra-ui/react';
import type { NoticiaDetalhe } from './documentos';
import { podePublicar, situacaoDaNoticia } from './noticia.rules';

const CORES = { Nova: 'gray', 'A revisar': 'orange', Agendada: 'blue', Publicada: 'green' } as const;

/** O estado da notícia no fluxo e o que falta para ela aparecer no portal (formulário e exibição). */
export function SituacaoNoticia({ item }: { item?: Pick<NoticiaDetalhe, 'publicada' | 'publicadaEm'> }) {
  const situacao = situacaoDaNoticia(item, podePublicar());
  return (
    <Alert.Root status="info" variant="subtle" aria-label="Situação da notícia">
      <Alert.Indicator />
      <Alert.Content>
        <HStack gap="2">
          <Alert.Title>Situação:</Alert.Title>
          <Badge colorPalette={CORES[situacao.rotulo]}>{situacao.rotulo}</Badge>
        </HStack>
        <Alert.Description>{situacao.texto}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
