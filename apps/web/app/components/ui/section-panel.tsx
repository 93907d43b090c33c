import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of a page in a bordered panel (its heading labels it for assistive technology). */
export function SectionPanel({ id, title, testId, children }: { id: string; title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id} data-testid={testId} style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
