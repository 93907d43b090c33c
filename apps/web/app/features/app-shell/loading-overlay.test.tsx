import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { LoadingOverlayHost, loadingOverlay } from './loading-overlay';

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
