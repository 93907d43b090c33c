import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { shellChunkOf } from './shell-chunk';

/**
 * Imports inside Mantine that take one small thing from a big module, pointed at a local copy of that
 * thing, so the big module loads only with the components that really need it:
 * - ScrollArea (under every Table) takes `useMergeRefs` from @floating-ui/react, one module holding
 *   the positioning code of tooltips and popovers (app/lib/merge-refs.ts);
 * - Table.ScrollContainer takes ScrollArea for its `scrollarea` type, which the theme never uses (every
 *   table scrolls natively): a lazy ScrollArea (app/lib/table-scroll-area.tsx);
 * - @mantine/hooks' `useId`, which swaps every id for a random one after mounting (a blocking re-render
 *   of every component with an id right after hydration), is the same hook without the swap
 *   (app/lib/mantine-use-id.ts).
 */
const LOCAL_COPIES: Array<{ source: string; importer: RegExp; file: string }> = [
  {
    source: '@floating-ui/react',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    file: './app/lib/merge-refs.ts',
  },
  {
    source: '../ScrollArea/ScrollArea.mjs',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/,
    file: './app/lib/table-scroll-area.tsx',
  },
  {
    source: './use-id/use-id.mjs',
    importer: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
    file: './app/lib/mantine-use-id.ts',
  },
];

function mantineLocalCopies(): Plugin {
  return {
    name: 'mantine-local-copies',
    enforce: 'pre',
    resolveId(source, importer) {
      const copy = importer ? LOCAL_COPIES.find((c) => c.source === source && c.importer.test(importer)) : undefined;
      return copy ? fileURLToPath(new URL(copy.file, import.meta.url)) : null;
    },
  };
}

/**
 * The shell chunk's group takes only the modules it lists, not their imports. Rolldown allows that
 * when an entry chunk may export more than its module did; React Router's build asks for exactly
 * its exports, and reads a route module's exports from the module, not from the chunk.
 */
function entriesMayExportMore(): Plugin {
  return {
    name: 'entries-may-export-more',
    enforce: 'post',
    apply: (_config, env) => !env.isSsrBuild,
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
  };
}

/**
 * The browser build runs on Preact instead of React DOM's client (decision 0059: the 120 KB
 * first-load budget); the server build and the component tests keep React 19. `react` is Preact's
 * compatibility layer plus what React 19 has and it lacks (preact/react.mjs).
 */
const PREACT: Record<string, string> = {
  react: fileURLToPath(new URL('./preact/react.mjs', import.meta.url)),
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

function preactInBrowser(): Plugin {
  return {
    name: 'preact-in-browser',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async resolveId(source, importer, options) {
      const target = PREACT[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [preactInBrowser(), mantineLocalCopies(), reactRouter(), entriesMayExportMore()],
  // The contract package ships TypeScript sources: bundle it into the server build.
  ssr: { noExternal: ['@platform/contract'] },
  build: {
    assetsInlineLimit: 0,
    cssMinify: true,
    // Browser build: no catch-all vendor chunk. One would hold every library any route uses (dropzone,
    // the back office's Mantine components, zod schemas…) and every page would load it first; the
    // bundler's own split gives each page only what it imports (bench/first-load-js.mjs), except the
    // shell's modules, which every page loads: two files (shell-chunk.ts).
    // Server build: one file. The browser's lazy parts (React.lazy) would otherwise be chunks the
    // server imports on the first request that needs them, long after start-up: a build in between
    // (tests rebuild the app) would leave it asking for a file that is gone.
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false } }
      : { output: { codeSplitting: { groups: [{ name: shellChunkOf, includeDependenciesRecursively: false }] } } },
  },
  optimizeDeps: { include: ['react', 'react-dom', 'react-router', '@mantine/core', '@mantine/hooks'] },
}));
