import { Component, Suspense, type ReactNode } from 'react';
import { nextTask } from './preact-hydration';

// Hydration in short tasks (decision 0059). React hydrated a page in slices of a few milliseconds;
// Preact hydrates it in one task, which on a slow phone blocks the main thread for 100–200 ms (Lighthouse's
// total blocking time). A part wrapped in `HydrateLater` keeps the server's HTML while the document
// hydrates and is hydrated in a task of its own afterwards, one part per task, in page order.

let hydratingDocument = false;
let pending = 0;
let queue: Promise<void> = Promise.resolve();

/** Attribute on `<html>` while parts of the first hydration are still waiting for their task. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

function setPending(change: number) {
  pending += change;
  document.documentElement.toggleAttribute(HYDRATING_ATTRIBUTE, pending > 0);
}

/** Runs the document's first hydration (entry.client.tsx): parts in `HydrateLater` wait for their own task. */
export function hydrateDocument(hydrate: () => void): void {
  hydratingDocument = true;
  try {
    hydrate();
  } finally {
    hydratingDocument = false;
  }
}

/** The document's first hydration is under way: its own task, or a part of it still waiting for one. */
const firstHydration = () => hydratingDocument || pending > 0;

class Later extends Component<{ children: ReactNode }> {
  // Made during the first hydration (a part inside a part too): wait. Made later: render at once.
  private released = !firstHydration();
  private counted = false;

  override render() {
    if (!this.released) {
      if (!this.counted) {
        this.counted = true;
        setPending(1);
      }
      const turn = (queue = queue.then(nextTask));
      // Attached before the Suspense boundary attaches its own: released when the boundary retries.
      void turn.then(() => {
        this.released = true;
      });
      throw turn;
    }
    return this.props.children;
  }

  // Counted until the part has rendered, so the parts inside it wait for their own tasks too.
  override componentDidMount() {
    this.settle();
  }

  override componentDidUpdate() {
    this.settle();
  }

  override componentWillUnmount() {
    this.settle();
  }

  private settle() {
    if (this.counted) {
      this.counted = false;
      setPending(-1);
    }
  }
}

function ServerHydrateLater({ children }: { children: ReactNode }) {
  // The boundary's markers (`<!--$-->…<!--/$-->`) tell the browser where the part's HTML ends.
  return <Suspense fallback={null}>{children}</Suspense>;
}

function BrowserHydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}

export const HydrateLater = import.meta.env.SSR ? ServerHydrateLater : BrowserHydrateLater;
