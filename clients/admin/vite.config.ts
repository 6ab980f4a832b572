import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// SPA servida pelo gateway em /admin (com fallback para index.html).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // Bundle separado do site público; o tamanho aqui não pesa para o visitante.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: { '/graphql': 'http://127.0.0.1:4000', '/alego': 'http://127.0.0.1:4000' },
  },
});
