import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Without changeOrigin the API sees the page's Host, which matches its Origin, so its cross-site guard lets writes through.
const proxy = { '/api': 'http://localhost:3000', '/graphql': 'http://localhost:3000' };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The API's zod schemas (they import only zod), so a form and the server share each rule and message.
      '@api': fileURLToPath(new URL('../graphql-api/src', import.meta.url)),
    },
  },
  server: { proxy },
  preview: { proxy },
  // The manifest tells scripts/prerender.mjs which chunks the app needs, for app.html's modulepreload links.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
