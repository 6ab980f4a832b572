import { chakra } from '@chakra-ui/react';

export interface SkipLinkProps {
  /** id do elemento <main> (que deve ter tabIndex={-1} para receber o foco). */
  alvo?: string;
  children?: string;
}

/** "Ir para o conteúdo": primeiro item focável da página, visível só ao receber foco. */
export function SkipLink({ alvo = 'conteudo', children = 'Ir para o conteúdo' }: SkipLinkProps) {
  return (
    <chakra.a
      href={`#${alvo}`}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="white"
      color="azul.800"
      fontWeight="semibold"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focus={{ transform: 'translateY(0)' }}
    >
      {children}
    </chakra.a>
  );
}
