import { render, screen } from '@testing-library/react';
import { Component, lazy, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPart } from './lazy-part';

class Outer extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p>page error: {this.state.error}</p>;
  }
}

function failingPart(message: string) {
  return lazy(() => Promise.reject(new TypeError(message)));
}

afterEach(() => vi.restoreAllMocks());

describe('LazyPart', () => {
  it('shows its fallback while the code loads, then the part', async () => {
    const Part = lazy(async () => ({ default: () => <p>the part</p> }));
    render(
      <LazyPart fallback={<p>loading</p>}>
        <Part />
      </LazyPart>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('keeps its fallback, not the page error, when the code cannot be loaded offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = failingPart('Failed to fetch dynamically imported module: /assets/part-x1.js');
    render(
      <Outer>
        <p>rest of the page</p>
        <LazyPart fallback={<p>fallback</p>}>
          <Part />
        </LazyPart>
      </Outer>,
    );
    // React reports the error a boundary caught; by then the failed part has rendered.
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    expect(screen.queryByText(/page error/)).toBeNull();
  });

  it('passes any other error on to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = failingPart('boom');
    render(
      <Outer>
        <LazyPart fallback={<p>fallback</p>}>
          <Part />
        </LazyPart>
      </Outer>,
    );
    expect(await screen.findByText('page error: boom')).toBeInTheDocument();
  });
});
