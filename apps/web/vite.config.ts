// Builds the single-page app; in development it proxies /api to the server on port 3000.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions } from 'vite';
import { blogPlugin } from './src/features/public/blog/blog-plugin.js';
import { precompressPlugin } from './src/build/precompress-plugin.js';
import { prerenderPlugin } from './src/build/prerender-plugin.js';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    blogPlugin(),
    prerenderPlugin({ entry: '/src/features/public/prerender/render-public-page.tsx' }),
    precompressPlugin(),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600 },
});
