import { Alert, Anchor, Badge, Box, Burger, Button, Group, Loader, MantineProvider, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { withNumberedIds } from '../components/ui/test-utils';
import { AppMantineProvider } from './mantine-provider';

/** Mantine components the app renders under this provider (the shell's and others), with props that read the theme and the context. */
function Shell() {
  return (
    <div>
      <header>
        <Group justify="space-between">
          <Burger opened={false} hiddenFrom="lg" aria-label="Menu" />
          <Box visibleFrom="lg">Brand</Box>
          <Button variant="light" color="gray.8" size="xs">
            Log in
          </Button>
        </Group>
      </header>
      <main>
        <Stack gap="xs">
          <Title order={1}>Projects</Title>
          <Text c="dimmed" size="sm">
            Twelve projects
          </Text>
          <Alert color="orange" title="Notice" withCloseButton closeButtonLabel="Close">
            Text
          </Alert>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <Badge color="teal" variant="light">
              Gathering
            </Badge>
            <Progress value={40} aria-label="Funded" />
            <Anchor href="/statistics">Statistics</Anchor>
            <Loader size="sm" />
          </SimpleGrid>
        </Stack>
      </main>
    </div>
  );
}

describe('AppMantineProvider', () => {
  it('renders Mantine components as MantineProvider did with the root’s settings, without its style tags', () => {
    const ours = render(
      <AppMantineProvider theme={theme}>
        <Shell />
      </AppMantineProvider>,
    );
    const mantine = render(
      <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withStaticClasses={false}>
        <Shell />
      </MantineProvider>,
    );
    // Mantine's provider adds the breakpoint classes' <style> (theme-variables.css holds them now).
    const classes = mantine.container.querySelector('style[data-mantine-styles="classes"]');
    expect(classes).not.toBeNull();
    expect(ours.container.querySelector('style[data-mantine-styles="classes"]')).toBeNull();
    expect(ours.container.innerHTML).toContain('mantine-hidden-from-lg');
    expect(withNumberedIds(ours.container.innerHTML)).toBe(withNumberedIds(mantine.container.innerHTML.replace(classes?.outerHTML ?? '', '')));
  });
});
