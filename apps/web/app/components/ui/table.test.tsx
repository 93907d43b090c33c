import { Table as MantineTable } from '@mantine/core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Table } from './table';
import { renderedShape } from './test-utils';

/** Either table: each case is written once and drawn with ours and with Mantine's. */
type Kit = typeof Table | typeof MantineTable;

/** Whole small tables: the project page's three (history, investments, schedule), then the props other pages pass. */
const CASES: Array<[string, (T: Kit) => ReactNode]> = [
  [
    'history: scroll container, numbered column on the right, a link in a cell',
    (T) => (
      <T.ScrollContainer minWidth={620}>
        <T data-testid="history-table">
          <T.Thead>
            <T.Tr>
              <T.Th scope="col">Loan</T.Th>
              <T.Th scope="col" ta="right">
                Amount
              </T.Th>
              <T.Th scope="col">Status</T.Th>
            </T.Tr>
          </T.Thead>
          <T.Tbody>
            {[1, 2].map((n) => (
              <T.Tr key={n}>
                <T.Td>
                  <a href={`/projects/${n}`}>#{n} Loan</a>
                </T.Td>
                <T.Td ta="right">€ {n}00.00</T.Td>
                <T.Td>
                  <span className="badge">paid</span>
                </T.Td>
              </T.Tr>
            ))}
          </T.Tbody>
        </T>
      </T.ScrollContainer>
    ),
  ],
  [
    'investments: scroll container with a maximum height',
    (T) => (
      <T.ScrollContainer minWidth={360} mah={360}>
        <T data-testid="investments-table">
          <T.Thead>
            <T.Tr>
              <T.Th scope="col">Investor</T.Th>
              <T.Th scope="col" ta="right">
                Amount
              </T.Th>
            </T.Tr>
          </T.Thead>
          <T.Tbody>
            <T.Tr>
              <T.Td>
                I***1 <span>you</span>
              </T.Td>
              <T.Td ta="right">€ 50.00</T.Td>
            </T.Tr>
          </T.Tbody>
        </T>
      </T.ScrollContainer>
    ),
  ],
  [
    'schedule: striped',
    (T) => (
      <T.ScrollContainer minWidth={560}>
        <T striped data-testid="schedule-table">
          <T.Thead>
            <T.Tr>
              <T.Th scope="col">#</T.Th>
              <T.Th scope="col" ta="right">
                Total
              </T.Th>
            </T.Tr>
          </T.Thead>
          <T.Tbody>
            {[1, 2, 3].map((n) => (
              <T.Tr key={n}>
                <T.Td>{n}</T.Td>
                <T.Td ta="right">{n * 10}</T.Td>
              </T.Tr>
            ))}
          </T.Tbody>
        </T>
      </T.ScrollContainer>
    ),
  ],
  [
    'striped even, highlighted on hover, spacing from the theme, column and table borders, no row borders, tabular numbers',
    (T) => (
      <T striped="even" highlightOnHover verticalSpacing="sm" horizontalSpacing="lg" withColumnBorders withTableBorder withRowBorders={false} tabularNums>
        <T.Tbody>
          <T.Tr>
            <T.Th scope="row">A</T.Th>
            <T.Td>1</T.Td>
          </T.Tr>
        </T.Tbody>
      </T>
    ),
  ],
  [
    'striped false, spacing in px, style props on the table, a footer',
    (T) => (
      <T striped={false} verticalSpacing={4} fz="sm" miw={560} aria-label="Totals">
        <T.Tbody>
          <T.Tr>
            <T.Td>1</T.Td>
          </T.Tr>
        </T.Tbody>
        <T.Tfoot>
          <T.Tr data-testid="totals">
            <T.Th colSpan={2}>Sum</T.Th>
          </T.Tr>
        </T.Tfoot>
      </T>
    ),
  ],
  [
    'class names and styles of every part, over the CSS variables',
    (T) => (
      <T.ScrollContainer minWidth="40rem" maxHeight={300} className="outer" style={{ color: 'red', '--table-overflow': 'scroll' } as React.CSSProperties}>
        <T className="figures" style={{ '--table-vertical-spacing': '2px', marginTop: 3 } as React.CSSProperties} mt="md">
          <T.Thead className="head" style={{ color: 'blue' }}>
            <T.Tr className="row">
              <T.Th className="cell" style={{ width: 10 }} ta="center">
                A
              </T.Th>
            </T.Tr>
          </T.Thead>
          <T.Tbody className="body">
            <T.Tr>
              <T.Td style={{ overflowWrap: 'anywhere' }} c="dimmed" fw={600}>
                1
              </T.Td>
            </T.Tr>
          </T.Tbody>
        </T>
      </T.ScrollContainer>
    ),
  ],
  [
    'scroll container with style props, a test id and its own tab index',
    (T) => (
      <T.ScrollContainer minWidth={760} visibleFrom="md" mt="xs" tabIndex={-1} data-testid="transactions-table">
        <T>
          <T.Tbody>
            <T.Tr>
              <T.Td>1</T.Td>
            </T.Tr>
          </T.Tbody>
        </T>
      </T.ScrollContainer>
    ),
  ],
];

describe('Table', () => {
  it.each(CASES)('renders what Mantine’s Table renders: %s', (_, table) => {
    expect(renderedShape(table(Table))).toEqual(renderedShape(table(MantineTable)));
  });

  it('refuses, as a type error, what it does not draw', () => {
    const unsupported = () => (
      <>
        {/* @ts-expect-error Mantine's ScrollArea scrollbars: the theme scrolls every table natively */}
        <Table.ScrollContainer minWidth={1} type="scrollarea" />
        {/* @ts-expect-error colours of stripes are Mantine's defaults only */}
        <Table stripedColor="red" />
        {/* @ts-expect-error no sticky header */}
        <Table stickyHeader />
        {/* @ts-expect-error only the style props of style-props.ts */}
        <Table.Td pos="relative" />
        {/* @ts-expect-error the container needs the width at which the table scrolls */}
        <Table.ScrollContainer />
      </>
    );
    expect(unsupported).toBeTypeOf('function');
  });
});
