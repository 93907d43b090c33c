import { Burger as MantineBurger } from '@mantine/core';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppMantineProvider } from '../../lib/mantine-provider';
import { theme } from '../../theme';
import { Burger, type BurgerProps } from './burger';
import { caseName, renderedShape } from './test-utils';

const toggle = () => {};

/** The props of the shell's menu button (layout/default-shell.tsx), closed and open, and the others Mantine's takes that the app's files use. */
const CASES: BurgerProps[] = [
  {},
  {
    opened: false,
    onClick: toggle,
    'aria-label': 'Open menu',
    'aria-expanded': false,
    'aria-controls': 'main-menu',
    'data-testid': 'mobile-menu-button',
  } as BurgerProps,
  {
    opened: true,
    onClick: toggle,
    'aria-label': 'Close menu',
    'aria-expanded': true,
    'aria-controls': 'main-menu',
    'data-testid': 'mobile-menu-button',
  } as BurgerProps,
  { opened: false, hiddenFrom: 'lg', 'aria-label': 'Menu' },
  { opened: true, size: 'sm' },
  { size: 'lg', className: 'extra', style: { marginLeft: 4 } },
];

describe('Burger', () => {
  it.each(CASES.map((props) => [caseName(props), props] as const))('renders what Mantine’s Burger renders: %s', (_, props) => {
    expect(renderedShape(<Burger {...props} />)).toEqual(renderedShape(<MantineBurger {...props} />));
  });

  it('calls onClick when pressed', () => {
    const onClick = vi.fn();
    const { getByRole } = render(
      <AppMantineProvider theme={theme}>
        <Burger opened={false} onClick={onClick} aria-label="Open menu" />
      </AppMantineProvider>,
    );
    fireEvent.click(getByRole('button', { name: 'Open menu' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes the props as the shell writes them, and rejects the ones it does not support', () => {
    const opened = false;
    const used = (
      <Burger
        opened={opened}
        onClick={() => {}}
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls="main-menu"
        data-testid="mobile-menu-button"
      />
    );
    const rejected = [
      // @ts-expect-error No line colour.
      <Burger key="color" color="red" />,
      // @ts-expect-error No line size.
      <Burger key="line" lineSize={2} />,
      // @ts-expect-error No transition settings.
      <Burger key="duration" transitionDuration={100} />,
    ];
    expect([used, ...rejected]).toHaveLength(4);
  });
});
