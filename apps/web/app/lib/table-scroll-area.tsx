import { lazy, Suspense, type ComponentProps } from 'react';

const MantineScrollArea = lazy(() => import('./table-scroll-area-chunk'));

/**
 * What Mantine's `Table.ScrollContainer` renders when its `type` is `scrollarea`. The theme makes every
 * table scroll natively (`type: 'native'`, decision 0057), so this never renders unless a table asks
 * for Mantine's custom scrollbars itself; vite.config.ts points the container's import of ScrollArea
 * here, so a page with a table does not load ScrollArea's code (5 KB gzip) for a component it does not
 * draw. When one does ask, the scroll area loads then, and its content shows in a plain box meanwhile.
 */
export function ScrollArea(props: ComponentProps<typeof MantineScrollArea>) {
  return (
    <Suspense fallback={<div style={{ overflow: 'auto' }}>{props.children}</div>}>
      <MantineScrollArea {...props} />
    </Suspense>
  );
}
