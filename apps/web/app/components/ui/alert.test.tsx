import { Alert as MantineAlert, MantineThemeProvider } from '@mantine/core';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppMantineProvider } from '../../lib/mantine-provider';
import { theme } from '../../theme';
import { Alert, type AlertProps } from './alert';
import { Button } from './button';
import { caseName, renderedShape } from './test-utils';

const close = () => {};

/** Every prop the app passes to its alerts (the public pages' and the shell's), alone and together. */
const CASES: AlertProps[] = [
  { children: 'Text' },
  { children: 'Text', title: 'Title' },
  { title: 'Only a title' },
  // app-shell/online-status.tsx
  { color: 'orange', title: 'Offline', 'data-testid': 'offline-banner', role: 'status', children: 'Check the connection' } as AlertProps,
  // invest/invest-panel.tsx
  { color: 'red', role: 'alert', title: 'Could not load', 'data-testid': 'invest-panel', children: <Button variant="light">Retry</Button> } as AlertProps,
  { color: 'teal', role: 'status', 'data-testid': 'invest-success', children: <p>Invested</p> } as AlertProps,
  { color: 'gray', variant: 'light', children: 'Closed' },
  { color: 'yellow', variant: 'light', children: 'Read only' },
  // notices/scheduled-notices.tsx
  { color: 'blue', variant: 'light', radius: 0, title: 'Notice', withCloseButton: true, closeButtonLabel: 'Close', onClose: close, children: <p>Body</p> },
  { color: 'yellow', variant: 'light', radius: 0, title: 'Notice', withCloseButton: false, closeButtonLabel: 'Close', onClose: close, children: 'Body' },
  {
    color: 'teal',
    variant: 'light',
    radius: 0,
    title: 'Notice',
    withCloseButton: true,
    closeButtonLabel: 'Close',
    'data-testid': 'notice-alert-3',
    children: 'Body',
  } as AlertProps,
  // referral/promo-campaign-alert.tsx
  {
    color: 'blue',
    variant: 'light',
    radius: 0,
    withCloseButton: true,
    closeButtonLabel: 'Close',
    onClose: close,
    'data-testid': 'promo-campaign-alert',
    'data-code': 'SPRING',
    children: 'Bonus',
  } as AlertProps,
  // project-page/project-page.tsx
  { color: 'orange', variant: 'light', title: 'Risks', component: 'section', styles: { title: { color: '#a63b0b' } }, children: 'The risks' },
  { mt: 'md', color: 'blue', variant: 'light', title: 'Reflection', 'data-testid': 'reflection-notice', children: 'Fourteen days' } as AlertProps,
  // Elsewhere in the app: the other variants, shades, style props and attributes.
  { color: 'indigo.9', variant: 'filled', radius: 0, role: 'region', title: 'Impersonating', children: 'Body' },
  { color: 'orange', variant: 'outline', title: 'Paused', children: 'Body' },
  { variant: 'light', children: 'No colour' },
  { color: 'red', p: 'xs', mb: 'md', w: '100%', maw: 480, children: 'Body' },
  { withCloseButton: true, children: 'No label' },
  { id: 'waiting', color: 'yellow', title: 'Waiting', children: 'Body' },
  { radius: 'sm', className: 'extra', style: { margin: 0 }, tabIndex: -1, 'aria-live': 'polite', children: 'Body' },
];

describe('Alert', () => {
  it.each(CASES.map((props) => [caseName(props), props] as const))('renders what Mantine’s Alert renders: %s', (_, props) => {
    expect(renderedShape(<Alert {...props} />)).toEqual(renderedShape(<MantineAlert {...props} />));
  });

  it('names its close button as the theme tells alerts to, as Mantine’s does (the shell’s label)', () => {
    const labelled = { components: { Alert: { defaultProps: { closeButtonLabel: 'Schließen' } } } };
    const ours = renderedShape(
      <MantineThemeProvider theme={labelled}>
        <Alert withCloseButton>Body</Alert>
      </MantineThemeProvider>,
    );
    expect(ours).toEqual(
      renderedShape(
        <MantineThemeProvider theme={labelled}>
          <MantineAlert withCloseButton>Body</MantineAlert>
        </MantineThemeProvider>,
      ),
    );
    expect(JSON.stringify(ours)).toContain('"aria-label":"Schließen"');
    // A label given to the alert wins.
    expect(
      renderedShape(
        <MantineThemeProvider theme={{ components: { Alert: { defaultProps: () => ({ closeButtonLabel: 'Schließen' }) } } }}>
          <Alert withCloseButton closeButtonLabel="Close">
            Body
          </Alert>
        </MantineThemeProvider>,
      ),
    ).toEqual(
      renderedShape(
        <MantineAlert withCloseButton closeButtonLabel="Close">
          Body
        </MantineAlert>,
      ),
    );
  });

  it('calls onClose when its close button is clicked', () => {
    const onClose = vi.fn();
    const { getByRole } = render(
      <AppMantineProvider theme={theme}>
        <Alert title="Notice" withCloseButton closeButtonLabel="Close" onClose={onClose}>
          Body
        </Alert>
      </AppMantineProvider>,
    );
    expect(getByRole('alert')).toHaveAccessibleName('Notice');
    expect(getByRole('alert')).toHaveAccessibleDescription('Body');
    fireEvent.click(getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes the props as the app’s files write them, and rejects the ones it does not support', () => {
    const used = [
      <Alert
        key="scheduled"
        color="blue"
        variant="light"
        radius={0}
        title="Notice"
        withCloseButton
        closeButtonLabel="Close"
        onClose={() => {}}
        data-testid="notice-alert-1"
      >
        Body
      </Alert>,
      <Alert key="risks" color="orange" variant="light" title="Risks" component="section" styles={{ title: { color: '#a63b0b' } }}>
        Risks
      </Alert>,
      <Alert key="reflection" mt="md" color="blue" variant="light" title="Reflection" data-testid="reflection-notice">
        Body
      </Alert>,
    ];
    const rejected = [
      // @ts-expect-error Not used by the app: no icon.
      <Alert key="icon" icon={<b />} />,
      // @ts-expect-error Mantine's other variants are not supported.
      <Alert key="white" variant="white" />,
      // @ts-expect-error Only the title's styles.
      <Alert key="root" styles={{ root: { margin: 0 } }} />,
      // @ts-expect-error No auto contrast.
      <Alert key="contrast" autoContrast />,
      // @ts-expect-error A div or a section only.
      <Alert key="aside" component="aside" />,
    ];
    expect(used.length + rejected.length).toBe(8);
  });
});
