import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
