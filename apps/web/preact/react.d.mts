// Types of the browser build's `react` (react.mjs): Preact's compatibility layer plus Activity.
export * from 'preact/compat';
export function Activity(props: { mode?: 'visible' | 'hidden'; children?: import('preact').ComponentChildren }): import('preact').VNode;
declare const compat: typeof import('preact/compat').default & { Activity: typeof Activity };
export default compat;
