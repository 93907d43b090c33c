import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * Mantine's ScrollArea (inside every Table) imports only `useMergeRefs` from @floating-ui/react, but
 * that library is one module: the whole positioning code of tooltips and popovers would come with any
 * page that shows a table. Its import is pointed at a copy of the hook (app/lib/merge-refs.ts).
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const mergeRefs = fileURLToPath(new URL('./app/lib/merge-refs.ts', import.meta.url));
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)) return mergeRefs;
      return null;
    },
  };
}

export default defineConfig(() => ({
  plugins: [scrollAreaWithoutFloatingUi(), reactRouter()],
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
