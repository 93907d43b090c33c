import { Badge as MantineBadge } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { Badge, type BadgeProps } from './badge';
import { caseName, renderedShape } from './test-utils';

/** The status badges' colours (projects/status-badge.tsx). */
const STATUS_COLORS = ['teal.9', 'grape.9', 'blue.9', 'indigo.9', 'cyan.9', 'gray.8', 'orange.9', 'red.9'];

/** Every prop the app passes to its badges (the public pages' and others'), alone and together. */
const CASES: BadgeProps[] = [
  {},
  // projects/status-badge.tsx
  ...STATUS_COLORS.map((color): BadgeProps => ({ color, variant: 'filled', radius: 'sm' })),
  // projects/project-card.tsx and project-page/project-page.tsx: the green badge, a hex colour
  { color: '#237032', variant: 'filled', radius: 'sm' },
  { color: '#237032', radius: 'sm' },
  // notifications/notifications-bell.tsx
  {
    className: 'notifications-bell__count',
    color: 'red',
    variant: 'filled',
    size: 'sm',
    circle: true,
    'aria-hidden': 'true',
    'data-testid': 'notifications-bell-count',
  } as BadgeProps,
  { className: 'notifications-bell__count', color: 'red', variant: 'filled', size: 'sm', circle: false, 'aria-hidden': 'true' },
  // project-page/investments-section.tsx
  { size: 'xs', variant: 'light' },
  // Elsewhere in the app: the other variants, sizes, sections, style props and attributes.
  { color: 'teal', variant: 'light', radius: 'sm', 'data-testid': 'status' } as BadgeProps,
  { color: 'gray.8', variant: 'light' },
  { color: 'gray.8', variant: 'outline', radius: 'sm' },
  { color: 'blue', variant: 'filled', size: 'sm', style: { flex: 'none' } },
  { color: 'white', c: 'blue', variant: 'filled', size: 'sm', 'aria-label': '3 unread' },
  { color: 'gray.8', variant: 'filled', radius: 'sm', leftSection: <span aria-hidden="true">⚠</span> },
  { color: 'orange.9', ml: 'xs' },
  { color: 'blue', variant: 'light', w: 'fit-content', mb: 'sm' },
  { size: 'md' },
  { size: 'lg', radius: 'xl' },
  { size: 'xl', circle: true },
];

describe('Badge', () => {
  it.each(CASES.map((props) => [caseName(props), props] as const))('renders what Mantine’s Badge renders: %s', (_, props) => {
    expect(renderedShape(<Badge {...props}>Gathering</Badge>)).toEqual(renderedShape(<MantineBadge {...props}>Gathering</MantineBadge>));
  });

  it('renders a number as Mantine’s does', () => {
    expect(renderedShape(<Badge circle>{7}</Badge>)).toEqual(renderedShape(<MantineBadge circle>{7}</MantineBadge>));
  });

  it('takes the props as the app’s files write them, and rejects the ones it does not support', () => {
    const used = [
      <Badge key="green" color="#237032" variant="filled" radius="sm">
        Green
      </Badge>,
      <Badge
        key="bell"
        className="notifications-bell__count"
        color="red"
        variant="filled"
        size="sm"
        circle
        aria-hidden="true"
        data-testid="notifications-bell-count"
      >
        3
      </Badge>,
      <Badge key="you" size="xs" variant="light">
        You
      </Badge>,
    ];
    const rejected = [
      // @ts-expect-error The dot variant is not supported.
      <Badge key="dot" variant="dot" />,
      // @ts-expect-error No gradients.
      <Badge key="gradient" gradient={{ from: 'teal', to: 'blue' }} />,
      // @ts-expect-error Not used by the app: no right section.
      <Badge key="right" rightSection="x" />,
      // @ts-expect-error No other root element.
      <Badge key="link" component="a" />,
    ];
    expect(used.length + rejected.length).toBe(7);
  });
});
