import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading block every page opens with: one h1 and, optionally, a dimmed introduction. */
export function PageHeader({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      {intro && (
        <Text c="dimmed" mt={4}>
          {intro}
        </Text>
      )}
    </div>
  );
}
