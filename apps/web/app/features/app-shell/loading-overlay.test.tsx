import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { LoadingOverlayHost, loadingOverlay, useLoadingOverlay } from './loading-overlay';

afterEach(() => {
  loadingOverlay.unlock();
  loadingOverlay.hide();
});

describe('LoadingOverlayHost', () => {
  it('shows the overlay with its spoken label; a locked overlay ignores hide() until unlocked', async () => {
    renderPage(<LoadingOverlayHost />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => loadingOverlay.lock(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => void loadingOverlay.hide());
    expect(screen.getByTestId('loading-overlay')).toHaveAttribute('data-locked', 'true');
    act(() => loadingOverlay.unlock());
    act(() => void loadingOverlay.hide());
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});

describe('useLoadingOverlay through hydration (issue 11)', () => {
  it('hydrates without a second render: the server snapshot is the state the browser starts from', async () => {
    function Probe() {
      return <span>{useLoadingOverlay().visible ? 'shown' : 'hidden'}</span>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    const phases: string[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Profiler id="probe" onRender={(_id, phase) => phases.push(phase)}>
          <Probe />
        </Profiler>,
      );
    });
    expect(container.textContent).toBe('hidden');
    expect(phases).toEqual(['mount']);
    act(() => root?.unmount());
    container.remove();
  });
});
