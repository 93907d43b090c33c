import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../components/ui/test-utils';
import { ScrollArea } from './table-scroll-area';

describe('the ScrollArea Table.ScrollContainer gets (vite.config.ts)', () => {
  it('shows the content in a plain scrolling box while Mantine’s ScrollArea loads, then inside it', async () => {
    const { container } = renderWithProviders(
      <ScrollArea offsetScrollbars="x">
        <table>
          <tbody>
            <tr>
              <td>row one</td>
            </tr>
          </tbody>
        </table>
      </ScrollArea>,
    );
    expect(screen.getByText('row one')).toBeInTheDocument();
    expect(container.querySelector('.mantine-ScrollArea-root')).toBeNull();
    expect(await screen.findByText('row one', { selector: '.mantine-ScrollArea-root td' })).toBeInTheDocument();
  });
});
