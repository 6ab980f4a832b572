import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { leanSystem } from '@alego/ui';
import type { ReactNode } from 'react';

/**
 * Provedores com efeito no HTML, iguais no servidor e no navegador. O provedor do
 * Apollo fica por fora e difere de lado (não gera DOM, então não afeta a hidratação).
 */
export function Providers(props: { emotionCache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={props.emotionCache}>
      <ChakraProvider value={leanSystem}>{props.children}</ChakraProvider>
    </CacheProvider>
  );
}
