import { Alert } from '@chakra-ui/react/alert';
import type { ReactNode } from 'react';

export interface ErrorStateProps {
  titulo?: string;
  descricao?: ReactNode;
  children?: ReactNode;
}

/** Erro ao carregar ou salvar dados, anunciado a leitores de tela (role="alert"). */
export function ErrorState({
  titulo = 'Não foi possível carregar as informações.',
  descricao = 'Tente novamente em instantes.',
  children,
}: ErrorStateProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{titulo}</Alert.Title>
        {descricao ? <Alert.Description>{descricao}</Alert.Description> : null}
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}
