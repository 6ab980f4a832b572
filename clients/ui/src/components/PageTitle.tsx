import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

export interface PageTitleProps {
  children: ReactNode;
  /** Linha de apoio abaixo do título. */
  subtitulo?: ReactNode;
  /** Nível do título; cada página tem um único h1. */
  as?: 'h1' | 'h2';
}

export function PageTitle({ children, subtitulo, as = 'h1' }: PageTitleProps) {
  return (
    <Box mb="6">
      <Heading as={as} size={as === 'h1' ? '3xl' : '2xl'} color="brand.fg" lineHeight="short">
        {children}
      </Heading>
      {subtitulo ? (
        <Text mt="2" color="fg.muted" fontSize="lg">
          {subtitulo}
        </Text>
      ) : null}
    </Box>
  );
}
