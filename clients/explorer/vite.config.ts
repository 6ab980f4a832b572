import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// O gateway serve index.html em GET /graphql (Accept: text/html) e os assets em
// /explorer/: tudo local, sem CDN (as máquinas não têm internet).
export default defineConfig({
  base: '/explorer/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
  server: { proxy: { '/graphql': 'http://127.0.0.1:4000' } },
});
