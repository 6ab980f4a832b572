import { EmptyState as ChakraEmptyState } from '@chakra-ui/react/empty-state';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  titulo: string;
  descricao?: ReactNode;
  children?: ReactNode;
}

/** Mensagem para listas vazias ("Nenhuma notícia publicada"). */
export function EmptyState({ titulo, descricao, children }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="md">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Title>{titulo}</ChakraEmptyState.Title>
        {descricao ? <ChakraEmptyState.Description>{descricao}</ChakraEmptyState.Description> : null}
        {children}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
