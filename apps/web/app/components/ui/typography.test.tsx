import { Anchor as MantineAnchor, Text as MantineText, Title as MantineTitle } from '@mantine/core';
import type { CSSProperties, ElementType, ReactElement } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { caseName, renderedShape, routedShape } from './test-utils';
import { Anchor, Text, Title, type AnchorProps, type TextProps, type TitleProps } from './typography';

/** A `data-testid` for a case (an object literal cannot name one, JSX can). */
const testId = (id: string) => ({ 'data-testid': id });

/**
 * A table row: the props (type-checked against ours, for whatever `component` they name) and the two
 * elements to compare. Ours and Mantine's get the very same props object.
 */
function textCase<C extends ElementType = 'p'>(props: TextProps<C>): [string, ReactElement, ReactElement] {
  const same = props as TextProps<'p'>;
  return [caseName(props), <Text {...same}>Text</Text>, <MantineText {...same}>Text</MantineText>];
}

function anchorCase<C extends ElementType = 'a'>(props: AnchorProps<C>): [string, ReactElement, ReactElement] {
  const same = props as AnchorProps<'a'>;
  return [caseName(props), <Anchor {...same}>Link</Anchor>, <MantineAnchor {...same}>Link</MantineAnchor>];
}

function titleCase(props: TitleProps): [string, ReactElement, ReactElement] {
  return [caseName(props), <Title {...props}>Title</Title>, <MantineTitle {...props}>Title</MantineTitle>];
}

/** Every prop and combination the public pages give `Text`, the defaults, and the theme sizes. */
const TEXT_CASES = [
  textCase({}),
  textCase({ size: 'xs' }),
  textCase({ size: 'sm' }),
  textCase({ size: 'md' }),
  textCase({ size: 'lg' }),
  textCase({ size: 'xl' }),
  textCase({ c: 'dimmed' }),
  textCase({ c: '#1f5f2b', fw: 700, size: 'xs' }),
  textCase({ c: 'red' }),
  textCase({ c: 'teal.9' }),
  textCase({ c: 'inherit' }),
  textCase({ fw: 600, mt: 'sm', ...testId('user-invested') }),
  textCase({ fw: 700, mb: 4 }),
  textCase({ size: 'sm', mb: 'sm' }),
  textCase({ m: 0 }),
  textCase({ mt: 4, c: 'dimmed', ...testId('projects-count'), 'aria-live': 'polite' }),
  textCase({ mt: 6, size: 'sm' }),
  textCase({ mt: 'xl', size: 'xs', className: 'footer__warning' }),
  textCase({ maw: 520, ta: 'center' }),
  textCase({ size: 'sm', style: { whiteSpace: 'pre-line' } }),
  textCase({ style: { whiteSpace: 'pre-line' } }),
  textCase({ size: 'lg', className: 'hero__text' }),
  textCase({ className: 'error-page__code', 'aria-hidden': true }),
  textCase({ className: 'error-page__code', 'aria-label': 'Error 404' }),
  textCase({ size: 'xs', c: 'dimmed', 'aria-live': 'polite' }),
  textCase({ size: 'sm', c: 'dimmed', ...testId('project-owner') }),
  textCase({ span: true, size: 'xs', c: 'dimmed' }),
  textCase({ span: false }),
  textCase({ component: 'dt', size: 'xs', c: 'dimmed' }),
  textCase({ component: 'dd', fw: 700, m: 0 }),
  textCase({ component: 'h2', fw: 700, size: 'md' }),
  textCase({ component: 'time', size: 'xs', c: 'dimmed', dateTime: '2025-03-01T10:00:00Z' }),
  textCase({ component: 'span', span: true }),
  textCase({ component: 'div', id: 'note' }),
  // Mantine's order: the `style` prop wins over the size's variables, the style props over both.
  textCase({ size: 'sm', style: { '--text-fz': '20px', marginTop: 1 } as CSSProperties, mt: 'md' }),
];

/** Every prop and combination the public pages give `Anchor` (links of the router and plain ones). */
const ANCHOR_CASES = [
  anchorCase({}),
  anchorCase({ href: '/projects' }),
  anchorCase({ href: 'https://example.com/kiis.pdf', target: '_blank', rel: 'noopener', fw: 600, ...testId('kiis-link') }),
  anchorCase({ href: 'https://example.com/doc.pdf', target: '_blank', rel: 'noopener' }),
  anchorCase({ component: Link, to: '/en/login' }),
  anchorCase({ component: Link, to: '/en/projects?page=1' }),
  anchorCase({ component: Link, to: '/en/account/identify', fw: 700, size: 'sm', c: 'inherit', underline: 'always' }),
  anchorCase({ underline: 'hover' }),
  anchorCase({ underline: 'not-hover' }),
  anchorCase({ underline: 'never' }),
  anchorCase({ size: 'xs', c: 'dimmed', mt: 'sm', className: 'extra' }),
];

/** Every prop and combination the public pages give `Title`, the default level and each level. */
const TITLE_CASES = [
  titleCase({}),
  titleCase({ order: 1 }),
  titleCase({ order: 2 }),
  titleCase({ order: 3 }),
  titleCase({ order: 4 }),
  titleCase({ order: 5 }),
  titleCase({ order: 6 }),
  titleCase({ order: 1, className: 'hero__title' }),
  titleCase({ className: 'project-card__title' }),
  titleCase({ order: 2, id: 'open-projects' }),
  titleCase({ order: 2, id: 'how-it-works', mb: 'lg' }),
  titleCase({ order: 2, id: 'last-projects', mb: 'md' }),
  titleCase({ order: 2, size: 'h3', id: 'invest-panel', mb: 'md' }),
  titleCase({ order: 2, size: 'h3', id: 'about' }),
  titleCase({ order: 2, size: 'h4', id: 'catalogue-filters', mb: 'sm' }),
  titleCase({ order: 3, size: 'h5' }),
  titleCase({ order: 2, style: { textAlign: 'center' }, 'aria-label': 'Section' }),
];

describe('Text', () => {
  it.each(TEXT_CASES)('renders what Mantine’s Text renders: %s', (_, ours, mantine) => {
    expect(renderedShape(ours)).toEqual(renderedShape(mantine));
  });
});

describe('Anchor', () => {
  // Inside a router, which `component={Link}` needs (it renders no element of its own).
  it.each(ANCHOR_CASES)('renders what Mantine’s Anchor renders: %s', (_, ours, mantine) => {
    expect(routedShape(ours)).toEqual(routedShape(mantine));
  });
});

describe('Title', () => {
  it.each(TITLE_CASES)('renders what Mantine’s Title renders: %s', (_, ours, mantine) => {
    expect(renderedShape(ours)).toEqual(renderedShape(mantine));
  });
});

describe('props', () => {
  it('are only those replicated: the rest of Mantine’s are type errors', () => {
    const rejected = [
      // @ts-expect-error -- line clamping is not replicated
      <Text lineClamp={2} />,
      // @ts-expect-error -- nor truncation
      <Text truncate />,
      // @ts-expect-error -- nor inherited font
      <Text inherit />,
      // @ts-expect-error -- nor the gradient variant
      <Text variant="gradient" />,
      // @ts-expect-error -- sizes are the theme's only
      <Text size={13} />,
      // @ts-expect-error -- style props the pages do not use
      <Text px="md" />,
      // @ts-expect-error -- a link is never a `span`
      <Anchor span />,
      // @ts-expect-error -- `underline` takes Mantine's modes
      <Anchor underline="sometimes" />,
      // @ts-expect-error -- a router link needs its `to`
      <Anchor component={Link} />,
      // @ts-expect-error -- headings h1 to h6
      <Title order={7} />,
      // @ts-expect-error -- a title's size is another level's
      <Title size="lg" />,
      // @ts-expect-error -- a title has no polymorphism
      <Title component="div" />,
    ];
    expect(rejected).toHaveLength(12);
  });
});
