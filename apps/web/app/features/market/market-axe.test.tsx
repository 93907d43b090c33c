import axe from 'axe-core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { EMPTY_MARKET_FILTER } from './market-query';
import { MarketPage } from './market-page';
import { RecordPanel } from './record-dialog';
import { detail, list, record } from './test-fixtures';

/** Serious and critical axe findings; colour contrast needs a layout jsdom has not (the e2e journeys check it, decision 0025). */
async function seriousViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

afterEach(() => vi.unstubAllGlobals());

describe('the market page with axe', () => {
  it('has no serious or critical violations: the list, its filters and pagination', async () => {
    const records = [record(), record({ id: 8, projectStatus: 'DELAYED', pausedReason: 'status:DELAYED' })];
    const { container } = renderPage(
      <MarketPage
        locale="en"
        filter={EMPTY_MARKET_FILTER}
        invalid
        list={list(records, { total: 60 })}
        page={1}
        countries={[{ value: 'LT', label: 'Lithuania' }]}
      />,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('has no serious or critical violations: the record panel with the large-amount warning', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { container } = renderPage(<RecordPanel recordId={7} locale="en" />);
    await act(async () =>
      answer(new Response(JSON.stringify(detail({ largeAmountWarning: true })), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    await screen.findByTestId('market-record');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
