import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

export interface FieldNoteProps {
  /** `warning` for a non-blocking problem, `info` for a neutral hint. */
  tone: 'warning' | 'info';
  children: ReactNode;
}

/** A line of text under a field; the fields render it in Mantine's description slot (aria-describedby). */
export function FieldNote({ tone, children }: FieldNoteProps) {
  return (
    <Text component="span" display="block" size="xs" c={tone === 'warning' ? 'orange.8' : 'dimmed'} data-tone={tone}>
      {children}
    </Text>
  );
}
