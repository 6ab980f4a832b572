import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * O react-router 7 só exporta o build de desenvolvimento (dist/development, com
 * ENABLE_DEV_WARNINGS ligado: avisos no console e o código deles no bundle), mesmo
 * num build de produção (remix-run/react-router#12532, #14102). O cliente e o
 * renderizador do servidor usam o de produção, que o pacote traz ao lado (no servidor,
 * as verificações de desenvolvimento custavam CPU em toda página renderizada).
 */
const reactRouterDeProducao = (arquivo: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${arquivo}`, import.meta.url));

/**
 * O `createSystem` do Chakra monta na hora o CSS global inteiro do sistema (preflight, estilos globais e as ~1.000
 * variáveis dos tokens: `_global`), só para o `<ChakraProvider>` o passar ao `<Global>` do Emotion. No navegador esse
 * CSS já veio no HTML do servidor (as tags `css-global`, que o Emotion deixa onde estão), então montá-lo de novo era
 * trabalho jogado fora na tarefa que avalia o script de entrada, antes da hidratação (~60 ms de CPU numa máquina
 * rápida, ×4 no perfil móvel do Lighthouse), mais serializar e calcular o hash dele na hidratação. Só no build do
 * cliente: o servidor precisa do CSS, e o `vite dev` (sem SSR) também. Se o Chakra mudar esse trecho, o build falha.
 */
const CSS_GLOBAL_DO_CHAKRA = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const semCssGlobalNoCliente = (isSsrBuild: boolean | undefined): Plugin => ({
  name: 'alego:chakra-sem-css-global-no-cliente',
  apply: 'build',
  transform(codigo, id) {
    if (isSsrBuild || !id.replaceAll('\\', '/').endsWith('@chakra-ui/react/dist/esm/styled-system/system.js')) return null;
    if (!codigo.includes(CSS_GLOBAL_DO_CHAKRA)) this.error(`o createSystem do Chakra mudou: sem "${CSS_GLOBAL_DO_CHAKRA}"`);
    return { code: codigo.replace(CSS_GLOBAL_DO_CHAKRA, 'const _global = [];'), map: null };
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), semCssGlobalNoCliente(isSsrBuild)],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterDeProducao('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterDeProducao('dom-export.mjs') },
    ],
  },
  build: {
    // O servidor lê o manifesto para pedir o chunk da página com modulepreload.
    manifest: !isSsrBuild,
    sourcemap: isSsrBuild,
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // O tema do Chakra monta `defaultThemeConfig = defineConfig({ recipes, ... })`
        // no topo do módulo; sem marcar a função como pura, todas as receitas (date
        // picker, color picker...) entram no bundle mesmo sem uso. `defineConfig` só
        // devolve o argumento.
        manualPureFunctions: ['defineConfig'],
        // O @emotion/react importa `hoist-non-react-statics` só pelo efeito (para o `withTheme`,
        // que o site não usa); o pacote (CJS, com o react-is) não se declara sem efeitos e
        // entrava inteiro no bundle inicial.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
      },
      // Servidor: um único arquivo que exporta só createPublicRenderer (com chunks, as
      // páginas importariam de volta do entry, que exportaria dezenas de nomes internos).
      output: isSsrBuild ? { codeSplitting: false } : {},
    },
  },
  // dist/server/entry-server.js roda no node do gateway sem os fontes e sem depender
  // de como os pacotes do workspace estão instalados: tudo vai no bundle.
  ssr: { noExternal: true },
  // O renderizador é sempre de produção (o React de desenvolvimento é 2–3× mais lento).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    // `vite dev` (sem SSR) fala com o gateway local.
    proxy: { '/graphql': 'http://127.0.0.1:4000' },
  },
}));
