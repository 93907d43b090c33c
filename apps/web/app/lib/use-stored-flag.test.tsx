import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoredFlag } from './use-stored-flag';

function Probe({ storageKey = 'sidebar-collapsed' }: { storageKey?: string }) {
  const [collapsed, setCollapsed] = useStoredFlag(storageKey, false);
  return (
    <button type="button" onClick={() => setCollapsed((c) => !c)}>
      {collapsed ? 'collapsed' : 'expanded'}
    </button>
  );
}

afterEach(() => window.localStorage.clear());

describe('useStoredFlag', () => {
  it('renders the default on the server, whatever is stored', () => {
    window.localStorage.setItem('sidebar-collapsed', 'true');
    expect(renderToString(<Probe />)).toContain('expanded');
  });

  it('takes the stored value after the first render', () => {
    window.localStorage.setItem('sidebar-collapsed', 'true');
    const { getByRole } = render(<Probe />);
    expect(getByRole('button').textContent).toBe('collapsed');
  });

  it('stores a change as JSON, the format Mantine’s hook wrote', () => {
    const { getByRole } = render(<Probe />);
    act(() => getByRole('button').click());
    expect(getByRole('button').textContent).toBe('collapsed');
    expect(window.localStorage.getItem('sidebar-collapsed')).toBe('true');
    act(() => getByRole('button').click());
    expect(window.localStorage.getItem('sidebar-collapsed')).toBe('false');
  });

  it('follows a change made in another tab, and only for its key', () => {
    const { getByRole } = render(<Probe />);
    // Another tab wrote this key and another one; only the event for this key is read.
    window.localStorage.setItem('sidebar-collapsed', 'true');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'true', storageArea: window.localStorage }));
    });
    expect(getByRole('button').textContent).toBe('expanded');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'sidebar-collapsed', newValue: 'true', storageArea: window.localStorage }));
    });
    expect(getByRole('button').textContent).toBe('collapsed');
  });

  it('keeps the default for an unreadable stored value', () => {
    window.localStorage.setItem('sidebar-collapsed', '{not json');
    const { getByRole } = render(<Probe />);
    expect(getByRole('button').textContent).toBe('expanded');
  });
});
