import { Component, Suspense, type ReactNode } from 'react';
import { reloadAfterChunkError } from '../../lib/chunk-reload';
import { isChunkLoadError } from '../../lib/guards';

interface Props {
  /** Shown while the part's code loads, and instead of it when that code could not be loaded. */
  fallback: ReactNode;
  children: ReactNode;
}

class ChunkBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    reloadAfterChunkError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Anything but a missing chunk is the page's error, for the route's error boundary.
    if (!isChunkLoadError(this.state.error)) throw this.state.error;
    return this.props.fallback;
  }
}

/**
 * A lazily loaded part of a page (`React.lazy`): its fallback while the code loads, and the same
 * fallback if the code cannot be loaded (offline, or a deploy removed the chunk), so one missing
 * part never replaces the whole page with the error page. The page reloads as
 * `reloadAfterChunkError` decides (now, or when the browser is back online).
 */
export function LazyPart({ fallback, children }: Props) {
  return (
    <ChunkBoundary fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ChunkBoundary>
  );
}
