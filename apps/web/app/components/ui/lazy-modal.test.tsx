import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyModal } from './lazy-modal';
import { renderWithProviders } from './test-utils';

const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./modal-chunk', async () => {
  chunk.loads += 1;
  const { Modal } = await vi.importActual<typeof import('@mantine/core')>('@mantine/core');
  return { default: Modal };
});

describe('LazyModal', () => {
  it('loads Modal only when it first opens, then opens and closes like Modal', async () => {
    const view = renderWithProviders(
      <LazyModal opened={false} onClose={() => {}} title="Prompt">
        Body text
      </LazyModal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunk.loads).toBe(0);

    view.rerender(
      <LazyModal opened onClose={() => {}} title="Prompt">
        Body text
      </LazyModal>,
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('Body text');
    expect(chunk.loads).toBe(1);

    view.rerender(
      <LazyModal opened={false} onClose={() => {}} title="Prompt">
        Body text
      </LazyModal>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chunk.loads).toBe(1);
  });
});
