import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The contract package ships TypeScript sources: bundle it into the server build.
  ssr: { noExternal: ['@platform/contract'] },
  build: { assetsInlineLimit: 0, cssMinify: true },
  optimizeDeps: { include: ['react', 'react-dom', 'react-router', '@mantine/core', '@mantine/hooks', 'i18next', 'react-i18next'] },
});
