// What the browser build imports as `react` (vite.config.ts, decision 0059): Preact's React
// compatibility layer, plus the React 19 parts it lacks that the app's libraries use.
import compat, { createElement } from 'preact/compat';
import './options.mjs';

export * from 'preact/compat';

/**
 * React 19's Activity, as Mantine's Transition and Collapse use it (`keepMounted`): hidden
 * children stay mounted, their state kept, but are not displayed. The wrapper is always there, so
 * switching modes never remounts them.
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

export default { ...compat, Activity };
