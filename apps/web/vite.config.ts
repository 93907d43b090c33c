import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // The contract package ships TypeScript sources: bundle it into the server build.
  ssr: { noExternal: ['@platform/contract'] },
  build: {
    assetsInlineLimit: 0,
    cssMinify: true,
    // Browser build: libraries in one long-cached chunk instead of two dozen small requests that
    // queue on a phone connection; route modules stay split.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]|[\\/]packages[\\/]contract[\\/]/ }] } } },
  },
  optimizeDeps: { include: ['react', 'react-dom', 'react-router', '@mantine/core', '@mantine/hooks', 'i18next', 'react-i18next'] },
}));
