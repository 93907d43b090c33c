/**
 * The shell chunks (decision 0057, "Two files for the shell"): the modules every server-rendered page
 * runs before it hydrates, bundled into `shell-*.js` (what the root renders) and `layout-default-*.js`
 * (the default layout's route file with what it adds; the sign-in pages have their own layout) instead
 * of the ~45 small files the bundler's automatic split makes of them (one per set of routes that
 * shares a module). gzip compresses them ~11 KB better than the files apart, and a phone makes two
 * requests instead of forty-five.
 *
 * The list names modules, not folders, on purpose: the group takes exactly these (its
 * `includeDependenciesRecursively` is off), so nothing a lazy part or another page imports comes
 * along — a module listed here is loaded by every page (a layout module: by every page of the
 * layout). React, react-dom and React Router keep their own files (they change with upgrades, not
 * with our code). A module missing from the list only costs a file of its own;
 * `node bench/first-load-js.mjs` shows the files a page loads.
 */

/** Our modules the root renders on every page (with the sign-in layout too). */
const APP_MODULES = [
  'apps/web/app/root.tsx',
  'apps/web/app/theme.ts',
  'apps/web/app/styles/contrast.ts',
  'apps/web/app/components/ui/alert.tsx',
  'apps/web/app/components/ui/badge.tsx',
  'apps/web/app/components/ui/boxes.tsx',
  'apps/web/app/components/ui/button.tsx',
  'apps/web/app/components/ui/lazy-modal.tsx',
  'apps/web/app/components/ui/lazy-part.tsx',
  'apps/web/app/components/ui/style-props.ts',
  'apps/web/app/components/ui/typography.tsx',
  'apps/web/app/features/app-shell/cookie-notification.tsx',
  'apps/web/app/features/app-shell/loading-overlay-store.ts',
  'apps/web/app/features/app-shell/notifications-host.tsx',
  'apps/web/app/features/app-shell/route-info.tsx',
  'apps/web/app/features/app-shell/use-chunk-error-reload.ts',
  'apps/web/app/features/app-shell/use-maintenance-poll.ts',
  'apps/web/app/features/errors/error-view.tsx',
  'apps/web/app/features/layout/icons.tsx',
  'apps/web/app/features/layout/logo.tsx',
  'apps/web/app/lib/chunk-reload.ts',
  'apps/web/app/lib/guards.ts',
  'apps/web/app/lib/http.client.ts',
  'apps/web/app/lib/i18n-texts.ts',
  'apps/web/app/lib/i18n.ts',
  'apps/web/app/lib/mantine-provider.tsx',
  'apps/web/app/lib/mantine-use-id.ts',
  'apps/web/app/lib/meta.ts',
  'apps/web/app/lib/public-env.ts',
  'apps/web/app/lib/revalidate.ts',
  // The browser entry loads the logged-in layout parts before hydrating when the page has them.
  'apps/web/app/features/layout/viewer-slots-lazy.tsx',
  // The contract modules the shell calls (links, money, texts, alerts, fetches).
  'packages/contract/src/api-paths.ts',
  'packages/contract/src/constants.ts',
  'packages/contract/src/endpoint.ts',
  'packages/contract/src/i18n/define-area.ts',
  'packages/contract/src/i18n/errors.ts',
  'packages/contract/src/i18n/namespaces.ts',
  'packages/contract/src/i18n/translate.ts',
  'packages/contract/src/ledger-rules.ts',
  'packages/contract/src/locales.ts',
  'packages/contract/src/money.ts',
  'packages/contract/src/notices-rules.ts',
  'packages/contract/src/referral-rules.ts',
  'packages/contract/src/routes.ts',
  // The project cards' and project page's funding bar and status badge (landing, list, project page).
  'apps/web/app/features/projects/funding-progress.tsx',
  'apps/web/app/features/projects/status-badge.tsx',
];

/** The default layout (side bar, top bar, footer, alerts): every page but the sign-in pages. */
const LAYOUT_MODULES = [
  'apps/web/app/components/ui/burger.tsx',
  'apps/web/app/routes/layout-default.tsx',
  'apps/web/app/features/app-shell/loading-overlay.tsx',
  'apps/web/app/features/app-shell/online-status.tsx',
  'apps/web/app/features/app-shell/use-session-keepalive.ts',
  'apps/web/app/features/layout/create-account-prompt.tsx',
  'apps/web/app/features/layout/default-shell.tsx',
  'apps/web/app/features/layout/footer.tsx',
  'apps/web/app/features/layout/language-switcher.tsx',
  'apps/web/app/features/layout/nav-items.ts',
  'apps/web/app/features/layout/sidebar.tsx',
  'apps/web/app/features/notices/notice-dismissals.ts',
  'apps/web/app/features/notices/scheduled-notices.tsx',
  'apps/web/app/features/referral/promo-campaign-alert.tsx',
  'apps/web/app/lib/remove-scroll-class-names.ts',
  'apps/web/app/lib/session-timing.ts',
  'apps/web/app/lib/use-stored-flag.ts',
];

/**
 * Mantine's theme and context (MantineThemeProvider, the default theme, its colour functions), by path under core/:
 * the public pages render no Mantine component (their components are ours with Mantine's markup,
 * components/ui), so Box, the factories and the styles API are not in the shell.
 */
const MANTINE_CORE = [
  'MantineProvider/Mantine.context',
  'MantineProvider/MantineThemeProvider/',
  'MantineProvider/color-functions/',
  'MantineProvider/create-theme/',
  'MantineProvider/default-colors',
  'MantineProvider/default-theme',
  'MantineProvider/mantine-html-props',
  'MantineProvider/merge-mantine-theme/',
];

/** Mantine core utilities and hooks the shell calls (each a folder of one function). */
const MANTINE_CORE_UTILS = ['deep-merge', 'get-size', 'is-number-like', 'units-converters'];
const MANTINE_HOOKS = ['use-disclosure'];

const SEP = '[\\/]';
const folders = (list: string[]) => list.map((name) => name.replace(/\//g, SEP)).join('|');
const anyOf = (parts: string[]) => new RegExp(parts.map((part) => `(${part})`).join('|'));
const MANTINE = `@mantine${SEP}core${SEP}esm${SEP}`;

const SHELL_PACKAGES = anyOf([
  `${MANTINE}core${SEP}(${folders(MANTINE_CORE)})`,
  `${MANTINE}core${SEP}utils${SEP}(${folders(MANTINE_CORE_UTILS)})${SEP}`,
  `@mantine${SEP}hooks${SEP}esm${SEP}(${folders(MANTINE_HOOKS)})${SEP}`,
  `@mantine${SEP}notifications${SEP}esm${SEP}notifications\\.store\\.mjs$`,
  `@mantine${SEP}store${SEP}`,
  `${SEP}clsx${SEP}`,
]);

const isOneOf = (path: string, files: string[]) => files.some((file) => path.endsWith(`/${file}`));

/**
 * The chunk a module id (an absolute path) belongs in: `shell` (what the root renders), `layout` (what
 * the default layout adds), or null (the bundler decides).
 */
export function shellChunkOf(id: string): 'shell' | 'layout' | null {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  if (path.includes('/node_modules/')) {
    return SHELL_PACKAGES.test(path) ? 'shell' : null;
  }
  // Vite's helper behind every lazy import (React.lazy parts load from the shell).
  if (isOneOf(path, APP_MODULES) || path.endsWith('vite/preload-helper.js')) return 'shell';
  return isOneOf(path, LAYOUT_MODULES) ? 'layout' : null;
}
