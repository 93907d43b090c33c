import {
  Box as MantineBox,
  Container as MantineContainer,
  Group as MantineGroup,
  Paper as MantinePaper,
  rem,
  Stack as MantineStack,
  UnstyledButton as MantineUnstyledButton,
  VisuallyHidden as MantineVisuallyHidden,
} from '@mantine/core';
import { fireEvent, render } from '@testing-library/react';
import { createRef, type ComponentProps, type CSSProperties, type ElementType } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppMantineProvider } from '../../lib/mantine-provider';
import { theme } from '../../theme';
import {
  Box,
  Container,
  Group,
  Paper,
  Stack,
  UnstyledButton,
  VisuallyHidden,
  type BoxProps,
  type ContainerProps,
  type GroupProps,
  type PaperProps,
  type StackProps,
  type UnstyledButtonProps,
} from './boxes';
import { caseName, routedShape } from './test-utils';

/** Each table row checked against our props type (with `component` inferred), then kept as the default element's props. */
const stack = <C extends ElementType = 'div'>(props: StackProps<C>) => props as StackProps;
const container = <C extends ElementType = 'div'>(props: ContainerProps<C>) => props as ContainerProps;
const paper = <C extends ElementType = 'div'>(props: PaperProps<C>) => props as PaperProps;
const box = <C extends ElementType = 'div'>(props: BoxProps<C>) => props as BoxProps;
const button = <C extends ElementType = 'button'>(props: UnstyledButtonProps<C>) => props as UnstyledButtonProps;

/** A `style` with the component's own CSS variable and a property a style prop also sets: Mantine's order decides. */
const clashing = (variable: string) => ({ [variable]: '1px', marginTop: '2px', color: 'red' }) as CSSProperties;

/** Every Group the public pages render (and the defaults), with the children Mantine filters. */
const GROUPS: GroupProps[] = [
  {},
  { gap: 'xs' },
  { gap: 'sm' },
  { gap: 'md' },
  { gap: 4 },
  { gap: 6 },
  { gap: rem(8) },
  { justify: 'space-between' },
  { justify: 'flex-end' },
  { wrap: 'nowrap' },
  { wrap: 'wrap' },
  { align: 'end' },
  { mt: 'md' },
  { mb: 'md' },
  { h: '100%', px: 'md', justify: 'space-between', wrap: 'nowrap' },
  { gap: 'xs', wrap: 'nowrap' },
  { justify: 'space-between', mt: 'md' },
  { gap: 4, className: 'language-switcher', wrap: 'wrap' },
  { gap: 6, className: 'language-switcher', wrap: 'wrap' },
  { justify: 'space-between', gap: 'xs' },
  { justify: 'space-between', align: 'end', mb: 'md' },
  { gap: 'sm', role: 'status', 'data-testid': 'invest-panel' } as GroupProps,
  { mt: 'md', gap: 'sm' },
  { gap: 'xs', mt: 'xs', className: 'gallery__thumbs' },
  { id: 'row', 'aria-label': 'Pages' },
  { style: clashing('--group-gap'), mt: 'md' },
];

const STACKS: StackProps[] = [
  stack({}),
  stack({ gap: 'xs' }),
  stack({ gap: 'sm' }),
  stack({ gap: 'md' }),
  stack({ gap: 'lg' }),
  stack({ gap: 'xl' }),
  stack({ gap: 4 }),
  stack({ gap: 6 }),
  stack({ align: 'center' }),
  stack({ align: 'start' }),
  stack({ className: 'error-page', align: 'center', gap: 'md', role: 'alert' }),
  stack({ className: 'error-page', align: 'center', gap: 'md' }),
  stack({ className: 'sidebar', 'data-collapsed': true, gap: 'md', p: 'md' } as StackProps),
  stack({ className: 'sidebar', 'data-collapsed': undefined, gap: 'md', p: 'md' } as StackProps),
  stack({ gap: 4, component: 'ul', className: 'sidebar__list' }),
  stack({ gap: 'lg', maw: 720 }),
  stack({ gap: 'sm', 'data-testid': 'comments-list' } as StackProps),
  stack({ component: 'ul', gap: 'xs', m: 0, pl: 'md', 'data-testid': 'documents-list' } as StackProps<'ul'>),
  stack({ gap: 'md', component: 'section', 'aria-labelledby': 'about-project' }),
  stack({ gap: 'xl', 'aria-label': 'Sections' }),
  stack({ gap: 'sm', component: 'section', 'aria-labelledby': 'schedule', 'data-testid': 'section-schedule' } as StackProps<'section'>),
  stack({ gap: 'xs', 'data-testid': 'invest-panel' } as StackProps),
  stack({ style: clashing('--stack-gap'), m: 'md' }),
];

const CONTAINERS: ContainerProps[] = [
  container({}),
  container({ size: 'xl' }),
  container({ size: 'md' }),
  container({ size: 'xl', py: 'xl' }),
  container({ size: 'xl', py: 'xl', component: 'section', 'aria-labelledby': 'open-projects' }),
  container({ size: 'xl', py: 40, px: 'xl' }),
  container({ px: 'sm' }),
  container({ style: clashing('--container-size'), size: 'xl', py: 'xl' }),
];

const PAPERS: PaperProps[] = [
  paper({}),
  paper({ radius: 'md' }),
  paper({ radius: 'sm' }),
  paper({ radius: 0 }),
  paper({ radius: 12 }),
  paper({ withBorder: true }),
  paper({ withBorder: false }),
  paper({ className: 'create-account', p: 'md', mb: 'md', radius: 'md', 'data-testid': 'create-account-prompt' } as PaperProps),
  paper({ withBorder: true, p: 'md', radius: 'md', component: 'article' }),
  paper({ mt: 'sm', p: 'sm', radius: 'sm', bg: 'var(--mantine-color-green-0)' }),
  paper({ bg: 'green.0' }),
  paper({ bg: 'red' }),
  paper({ withBorder: true, p: 'lg', radius: 'md', component: 'section', 'aria-labelledby': 'invest-panel' }),
  paper({ withBorder: true, p: 'lg', radius: 'md' }),
  paper({ withBorder: true, radius: 'md', p: 'md', component: 'section', 'aria-labelledby': 'catalogue-filters' }),
  paper({ style: clashing('--paper-radius'), radius: 'md', mt: 'md' }),
];

const BOXES: BoxProps[] = [
  box({}),
  box({ visibleFrom: 'lg', className: 'sidebar__brand' }),
  box({ visibleFrom: 'md' }),
  box({ mt: 'auto' }),
  box({ mt: 'md' }),
  box({ component: 'section', mt: 'xl', className: 'x' }),
  box({ style: clashing('--x'), mt: 'md' }),
];

const BUTTONS: UnstyledButtonProps[] = [
  button({}),
  button({ type: 'submit' }),
  button({ visibleFrom: 'lg', className: 'sidebar__collapse', onClick: () => {}, 'aria-expanded': true, 'aria-label': 'Collapse the menu' }),
  button({ visibleFrom: 'lg', className: 'sidebar__collapse', 'aria-expanded': false, 'aria-label': 'Expand the menu' }),
  button({
    component: Link,
    to: '/account/payments',
    className: 'balance-panel balance-panel--sidebar',
    'data-testid': 'user-balance-panel',
    'data-variant': 'sidebar',
  } as UnstyledButtonProps<typeof Link>),
  button({
    component: Link,
    to: '/account/notifications',
    className: 'notifications-bell',
    'aria-label': '3 notifications',
    title: '3 notifications',
    'data-testid': 'notifications-bell',
    'data-count': 3,
  } as UnstyledButtonProps<typeof Link>),
  button({ onClick: () => {}, 'aria-label': 'Show photo 1 of 3', 'aria-pressed': true, className: 'gallery__thumb' }),
  button({ 'aria-label': 'Show photo 2 of 3', 'aria-pressed': false, className: 'gallery__thumb' }),
  button({ component: 'a', href: '/x' }),
  button({ style: clashing('--x') }),
];

describe('Group', () => {
  it.each(GROUPS.map((props) => [caseName(props), props] as const))('renders what Mantine’s Group renders: %s', (_, props) => {
    expect(
      routedShape(
        <Group {...props}>
          <span>one</span>
          two
        </Group>,
      ),
    ).toEqual(
      routedShape(
        <MantineGroup {...props}>
          <span>one</span>
          two
        </MantineGroup>,
      ),
    );
  });

  it('leaves out the falsy children Mantine leaves out (0 and empty text too), and renders no children as none', () => {
    const children = [<b key="b">b</b>, null, false, '', 0, undefined, 'text', true, [<i key="i">i</i>, false]];
    expect(routedShape(<Group>{children}</Group>)).toEqual(routedShape(<MantineGroup>{children}</MantineGroup>));
    expect(routedShape(<Group>{0}</Group>)).toEqual(routedShape(<MantineGroup>{0}</MantineGroup>));
    expect(routedShape(<Group />)).toEqual(routedShape(<MantineGroup />));
  });
});

describe('Stack', () => {
  it.each(STACKS.map((props) => [caseName(props), props] as const))('renders what Mantine’s Stack renders: %s', (_, props) => {
    expect(
      routedShape(
        <Stack {...props}>
          <li>one</li>
          {null}
          {0}
        </Stack>,
      ),
    ).toEqual(
      routedShape(
        <MantineStack {...(props as ComponentProps<typeof MantineStack>)}>
          <li>one</li>
          {null}
          {0}
        </MantineStack>,
      ),
    );
  });
});

describe('Container', () => {
  it.each(CONTAINERS.map((props) => [caseName(props), props] as const))('renders what Mantine’s Container renders: %s', (_, props) => {
    expect(routedShape(<Container {...props}>Content</Container>)).toEqual(
      routedShape(<MantineContainer {...(props as ComponentProps<typeof MantineContainer>)}>Content</MantineContainer>),
    );
  });
});

describe('Paper', () => {
  it.each(PAPERS.map((props) => [caseName(props), props] as const))('renders what Mantine’s Paper renders: %s', (_, props) => {
    expect(
      routedShape(
        <Paper {...props}>
          <p>Comment</p>
        </Paper>,
      ),
    ).toEqual(
      routedShape(
        <MantinePaper {...(props as ComponentProps<typeof MantinePaper>)}>
          <p>Comment</p>
        </MantinePaper>,
      ),
    );
  });
});

describe('Box', () => {
  it.each(BOXES.map((props) => [caseName(props), props] as const))('renders what Mantine’s Box renders: %s', (_, props) => {
    expect(routedShape(<Box {...props}>Logo</Box>)).toEqual(routedShape(<MantineBox {...(props as ComponentProps<typeof MantineBox>)}>Logo</MantineBox>));
  });
});

describe('UnstyledButton', () => {
  it.each(BUTTONS.map((props) => [caseName(props), props] as const))('renders what Mantine’s UnstyledButton renders: %s', (_, props) => {
    expect(
      routedShape(
        <UnstyledButton {...props}>
          <img src="/thumb.webp" alt="" width={96} height={64} />
        </UnstyledButton>,
      ),
    ).toEqual(
      routedShape(
        <MantineUnstyledButton {...(props as ComponentProps<typeof MantineUnstyledButton>)}>
          <img src="/thumb.webp" alt="" width={96} height={64} />
        </MantineUnstyledButton>,
      ),
    );
  });

  it('is clicked and hands its element to a ref, as Mantine’s', () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const { getByRole } = render(
      <AppMantineProvider theme={theme}>
        <UnstyledButton ref={ref} onClick={onClick} aria-label="Show photo 1">
          1
        </UnstyledButton>
      </AppMantineProvider>,
    );
    fireEvent.click(getByRole('button', { name: 'Show photo 1' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(getByRole('button'));
  });
});

describe('VisuallyHidden', () => {
  it('renders what Mantine’s VisuallyHidden renders', () => {
    expect(routedShape(<VisuallyHidden>Open payments</VisuallyHidden>)).toEqual(routedShape(<MantineVisuallyHidden>Open payments</MantineVisuallyHidden>));
    expect(
      routedShape(
        <VisuallyHidden id="hint" className="x">
          <b>Loading</b>
        </VisuallyHidden>,
      ),
    ).toEqual(
      routedShape(
        <MantineVisuallyHidden id="hint" className="x">
          <b>Loading</b>
        </MantineVisuallyHidden>,
      ),
    );
  });
});

describe('refs', () => {
  it('reach the root element of each box, as Mantine’s', () => {
    const refs = {
      group: createRef<HTMLDivElement>(),
      stack: createRef<HTMLUListElement>(),
      container: createRef<HTMLElement>(),
      paper: createRef<HTMLElement>(),
    };
    const box = createRef<HTMLDivElement>();
    const hidden = createRef<HTMLSpanElement>();
    const { container: root } = render(
      <AppMantineProvider theme={theme}>
        <Group ref={refs.group} />
        <Stack component="ul" ref={refs.stack} />
        <Container component="section" ref={refs.container} />
        <Paper component="article" ref={refs.paper} />
        <Box ref={box} />
        <VisuallyHidden ref={hidden} />
      </AppMantineProvider>,
    );
    expect([refs.group, refs.stack, refs.container, refs.paper, box, hidden].map((ref) => ref.current)).toEqual([...root.children]);
  });
});

describe('props', () => {
  it('take the pages’ call sites as written, and refuse what the boxes do not implement', () => {
    const collapsed = false as boolean;
    const elements = [
      <Stack key="sidebar" className="sidebar" data-collapsed={collapsed || undefined} gap="md" p="md" />,
      <Stack key="list" gap={4} component="ul" className="sidebar__list" />,
      <Stack key="docs" component="ul" gap="xs" m={0} pl="md" data-testid="documents-list" />,
      <Container key="section" size="xl" py="xl" component="section" aria-labelledby="open-projects" />,
      <Paper key="answer" mt="sm" p="sm" radius="sm" bg="var(--mantine-color-green-0)" />,
      <UnstyledButton key="panel" component={Link} to="/account" className="balance-panel" data-variant="sidebar" />,
      <UnstyledButton key="collapse" visibleFrom="lg" onClick={() => {}} aria-expanded={!collapsed} />,
      <Group key="shell" h="100%" px="md" justify="space-between" wrap="nowrap" role="status" />,
      // @ts-expect-error responsive style props are not implemented (the pages use CSS classes instead)
      <Container key="responsive" size="xl" py={{ base: 40, md: 72 }} />,
      // @ts-expect-error responsive style props are not implemented
      <Container key="responsive-x" px={{ base: 'sm', sm: 'xl' }} />,
      // @ts-expect-error no `grow` (and so no --group-child-width)
      <Group key="grow" grow />,
      // @ts-expect-error no `shadow`
      <Paper key="shadow" shadow="sm" />,
      // @ts-expect-error no `fluid`
      <Container key="fluid" fluid />,
      // @ts-expect-error no `justify` on Stack
      <Stack key="justify" justify="center" />,
      // @ts-expect-error no Styles API
      <Group key="classnames" classNames={{ root: 'x' }} />,
      // @ts-expect-error no `mod`
      <Box key="mod" mod={{ active: true }} />,
      // @ts-expect-error only the style props the pages use
      <Group key="fz" fz="sm" />,
      // @ts-expect-error a link needs its `to`
      <UnstyledButton key="to" component={Link} />,
    ];
    expect(elements).toHaveLength(18);
  });
});
