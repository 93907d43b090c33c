import { Button as MantineButton, Loader } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { AppMantineProvider } from '../../lib/mantine-provider';
import { theme } from '../../theme';
import { Button, Spinner } from './button';
import { caseName, renderedShape } from './test-utils';

/** Every prop the app passes to its buttons, alone and together. */
const CASES: Array<ComponentProps<typeof Button<'button'>>> = [
  {},
  { variant: 'light' },
  { variant: 'outline', color: 'red' },
  { variant: 'subtle', color: 'gray' },
  { variant: 'default' },
  { variant: 'transparent' },
  { variant: 'white' },
  { variant: 'light', color: 'gray.8', size: 'xs' },
  { color: 'green' },
  { color: 'orange', variant: 'filled' },
  { size: 'sm' },
  { size: 'md' },
  { size: 'lg' },
  { size: 'compact-sm' },
  { size: 'compact-xs', variant: 'subtle' },
  { radius: 'xl' },
  { loading: true },
  { loading: false },
  { loading: true, variant: 'light', size: 'xs' },
  { disabled: true },
  { disabled: true, variant: 'outline' },
  { fullWidth: true },
  { leftSection: <b>L</b> },
  { rightSection: <i>R</i>, leftSection: 'L' },
  { type: 'submit', name: 'action', value: 'save' },
  { mt: 'md' },
  { mt: 'xl', w: 200 },
  { w: '100%' },
  { c: 'dark.9', color: 'yellow.4', size: 'lg' },
  { c: 'teal.9', variant: 'white' },
  { c: 'red' },
  { c: 'dimmed' },
  { c: '#123456' },
  { className: 'extra', style: { color: 'red' } },
  { 'aria-describedby': 'hint', 'data-testid': 'go' } as ComponentProps<typeof Button<'button'>>,
  { 'data-disabled': true } as ComponentProps<typeof Button<'button'>>,
];

describe('Button', () => {
  it.each(CASES.map((props) => [caseName(props), props]))('renders what Mantine’s Button renders: %s', (_, props) => {
    expect(renderedShape(<Button {...props}>Invest</Button>)).toEqual(renderedShape(<MantineButton {...props}>Invest</MantineButton>));
  });

  it('renders as another element (a link) as Mantine’s does', () => {
    expect(
      renderedShape(
        <Button component="a" href="/projects" variant="light" fullWidth>
          Projects
        </Button>,
      ),
    ).toEqual(
      renderedShape(
        <MantineButton component="a" href="/projects" variant="light" fullWidth>
          Projects
        </MantineButton>,
      ),
    );
  });

  it('lays out its content as Mantine’s does, without the attribute Mantine leaks', () => {
    // Mantine passes `justify` on to the element as an unknown HTML attribute as well.
    const mantine = renderedShape(<MantineButton justify="space-between">Go</MantineButton>) as { attributes: Record<string, unknown> };
    expect(mantine.attributes.justify).toBe('space-between');
    delete mantine.attributes.justify;
    expect(renderedShape(<Button justify="space-between">Go</Button>)).toEqual(mantine);
  });

  it('cannot be clicked while loading or disabled', () => {
    const { getAllByRole } = render(
      <AppMantineProvider theme={theme}>
        <Button loading>One</Button>
        <Button disabled>Two</Button>
        <Button>Three</Button>
      </AppMantineProvider>,
    );
    expect(getAllByRole('button').map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true, false]);
  });
});

describe('Spinner', () => {
  it('is Mantine’s oval loader, at its default size and at the button’s', () => {
    expect(renderedShape(<Spinner aria-hidden />)).toEqual(renderedShape(<Loader aria-hidden />));
    expect(renderedShape(<Spinner size="sm" />)).toEqual(renderedShape(<Loader size="sm" />));
    expect(renderedShape(<Spinner size="xs" aria-label="Loading" />)).toEqual(renderedShape(<Loader size="xs" aria-label="Loading" />));
    expect(renderedShape(<Spinner size="calc(var(--button-height) / 1.8)" color="var(--button-color)" />)).toEqual(
      renderedShape(<Loader size="calc(var(--button-height) / 1.8)" color="var(--button-color)" />),
    );
  });
});
