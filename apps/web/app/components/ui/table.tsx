import { getSpacing, rem, useMantineTheme, type MantineSpacing } from '@mantine/core';
import { createContext, createElement, use, type ComponentPropsWithRef, type ReactNode } from 'react';
import { dataFlag } from './button';
import { boxProps, cx, type StyleProps } from './style-props';

/**
 * The app's table: the markup, classes, data attributes and CSS variables of Mantine's `Table` and its
 * parts (its stylesheet stays the one in styles/index.css), without the code Mantine's table brings
 * into the project page's first load — the polymorphic factory, styles API and context of every part,
 * and the ScrollArea machinery of `Table.ScrollContainer` (decision 0057). table.test.tsx renders both
 * for every prop the app passes and expects the same elements. Only the native scroll container is
 * drawn: the theme makes every table scroll natively anyway (theme.ts, `TableScrollContainer`).
 */

/** Class names of Mantine 9's Table.module.css (table.test.tsx checks them). */
const CLASSES = {
  table: 'm_b23fa0ef',
  thead: 'm_b242d975',
  tbody: 'm_b2404537',
  tfoot: '',
  tr: 'm_4e7aa4fd',
  th: 'm_4e7aa4f3',
  td: 'm_4e7aa4ef',
  scrollContainer: 'm_a100c15',
  scrollContainerInner: 'm_62259741',
} as const;

/** What the rows and cells need to know of their table: Mantine writes it on each of them as data attributes. */
interface TableSettings {
  striped?: 'odd' | 'even';
  highlightOnHover?: boolean;
  withRowBorders: boolean;
  withColumnBorders?: boolean;
}

/** Mantine's defaults, also for a part outside a table (where Mantine's part throws instead). */
const TableContext = createContext<TableSettings>({ withRowBorders: true });

/** An element's own props with the style props this app gives Mantine's (anything else is a type error). */
type ElementProps<E extends keyof HTMLElementTagNameMap> = StyleProps & Omit<ComponentPropsWithRef<E>, keyof StyleProps>;

export interface TableProps extends ElementProps<'table'> {
  /** Every odd (`true`, `'odd'`) or even row tinted. */
  striped?: boolean | 'odd' | 'even';
  highlightOnHover?: boolean;
  /** Lines between rows (default on). */
  withRowBorders?: boolean;
  withColumnBorders?: boolean;
  withTableBorder?: boolean;
  tabularNums?: boolean;
  /** Cells' vertical padding: a theme spacing or a CSS size, numbers in px (default 7, Mantine's). */
  verticalSpacing?: MantineSpacing;
  horizontalSpacing?: MantineSpacing;
}

function TableRoot(props: TableProps) {
  const {
    striped,
    highlightOnHover,
    withRowBorders = true,
    withColumnBorders,
    withTableBorder,
    tabularNums,
    verticalSpacing = 7,
    horizontalSpacing,
    children,
    ...others
  } = props;
  const vars = { '--table-horizontal-spacing': getSpacing(horizontalSpacing), '--table-vertical-spacing': getSpacing(verticalSpacing) };
  const { rest, style, className } = boxProps(others, useMantineTheme(), vars);
  const settings: TableSettings = { striped: striped === true ? 'odd' : striped || undefined, highlightOnHover, withRowBorders, withColumnBorders };
  return (
    <TableContext value={settings}>
      <table
        data-with-table-border={dataFlag(withTableBorder)}
        data-tabular-nums={dataFlag(tabularNums)}
        {...rest}
        className={cx(CLASSES.table, className)}
        style={style}
      >
        {children}
      </table>
    </TableContext>
  );
}

type PartTag = 'thead' | 'tbody' | 'tfoot' | 'tr' | 'th' | 'td';

/** One of the table's parts: Mantine's class, the data attributes Mantine gives it from its table, the style props. */
function part<E extends PartTag>(tag: E, data: (settings: TableSettings) => Record<string, string | undefined> = () => ({})) {
  function Part(props: ElementProps<E>): ReactNode {
    const { rest, style, className } = boxProps(props, useMantineTheme());
    // `?? ''`: Mantine writes an empty class attribute on the footer, which has no class of its own.
    return createElement(tag, { ...data(use(TableContext)), ...rest, className: cx(CLASSES[tag], className) ?? '', style });
  }
  Part.displayName = `Table.${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;
  return Part;
}

const columnBorder = (settings: TableSettings) => ({ 'data-with-column-border': dataFlag(settings.withColumnBorders) });

const Thead = part('thead');
const Tbody = part('tbody');
const Tfoot = part('tfoot');
const Tr = part('tr', (settings) => ({
  'data-with-row-border': dataFlag(settings.withRowBorders),
  'data-striped': settings.striped,
  'data-hover': dataFlag(settings.highlightOnHover),
}));
const Th = part('th', columnBorder);
const Td = part('td', columnBorder);

export interface TableScrollContainerProps extends ElementProps<'div'> {
  /** The table's width from which the container scrolls sideways (numbers in px). */
  minWidth: number | string;
  /** The table's height from which it scrolls down (numbers in px); `mah` limits the container instead. */
  maxHeight?: number | string;
}

/**
 * Mantine's `Table.ScrollContainer` of `type="native"`, focusable (`tabIndex` 0) as the theme's
 * defaults make Mantine's: keyboard users reach a table wider than a phone and scroll it with the
 * arrow keys (axe scrollable-region-focusable).
 */
function ScrollContainer(props: TableScrollContainerProps) {
  const { minWidth, maxHeight, children, tabIndex = 0, ...others } = props;
  const vars = {
    '--table-min-width': rem(minWidth),
    '--table-max-height': maxHeight === undefined ? undefined : rem(maxHeight),
    '--table-overflow': 'auto',
  };
  const { rest, style, className } = boxProps(others, useMantineTheme(), vars);
  return (
    <div tabIndex={tabIndex} {...rest} className={cx(CLASSES.scrollContainer, className)} style={style}>
      <div className={CLASSES.scrollContainerInner}>{children}</div>
    </div>
  );
}

/** `Table` with its parts as Mantine's (`Table.Thead`, `Table.Tr`, `Table.Td`, `Table.ScrollContainer` …). */
export const Table = Object.assign(TableRoot, { ScrollContainer, Thead, Tbody, Tfoot, Tr, Th, Td });
