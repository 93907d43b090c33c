import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(() => ({
  plugins: [reactRouter()],
  // The contract package ships TypeScript sources: bundle it into the server build.
  ssr: { noExternal: ['@platform/contract'] },
  build: {
    assetsInlineLimit: 0,
    cssMinify: true,
    // Browser build: no catch-all vendor chunk. One would hold every library any route uses (dropzone,
    // the back office's Mantine components, zod schemas…) and every page would load it first; the
    // bundler's own split gives each page only what it imports (bench/first-load-js.mjs).
  },
  optimizeDeps: { include: ['react', 'react-dom', 'react-router', '@mantine/core', '@mantine/hooks', 'i18next', 'react-i18next'] },
}));
