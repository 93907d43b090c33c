import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/ui/test-utils';
import { FundingProgress } from './funding-progress';

describe('FundingProgress', () => {
  it('is a named progress bar filled to the funded share, with the numbers beside it', () => {
    renderWithProviders(<FundingProgress funded="€400.00" target="€1,000.00" fundedPercent={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Funded 40%' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.style.width).toBe('40%');
    expect(bar).not.toHaveAttribute('data-complete');
    expect(screen.getByText('€400.00 of €1,000.00')).toBeInTheDocument();
  });

  it('never draws past its track, and shows a funded project in the darker shade', () => {
    renderWithProviders(<FundingProgress funded="€1,100.00" target="€1,000.00" fundedPercent={110} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.style.width).toBe('100%');
    expect(bar).toHaveAttribute('aria-valuenow', '110');
    expect(bar).toHaveAttribute('data-complete', 'true');
  });
});
