import { NativeSelect, TextInput } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppMantineProvider } from '../../lib/mantine-provider';
import { theme } from '../../theme';
import { PlainSelect, PlainTextInput } from './plain-fields';
import { elementShape } from './test-utils';

/** The rendered element as data, its ids numbered by first appearance (React's count on between renders; Mantine's are random in a test). */
function rendered(node: ReactNode) {
  const { container, unmount } = render(<AppMantineProvider theme={theme}>{node}</AppMantineProvider>);
  const json = JSON.stringify(elementShape(container.firstChild!));
  unmount();
  const seen = new Map<string, string>();
  return JSON.parse(
    json.replace(/mantine-(?:_r_[0-9a-z]+_|[0-9a-z]{9}\b)/g, (id) => seen.get(id) ?? (seen.set(id, `id${seen.size}`), `id${seen.size - 1}`)),
  ) as unknown;
}

const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'rate', label: 'Highest rate' },
  { value: 'term', label: 'Shortest term' },
];

describe('PlainTextInput', () => {
  it.each([
    { label: 'Rate from', name: 'rateMin', defaultValue: '', inputMode: 'decimal' as const },
    { label: 'Term to', name: 'termMax', defaultValue: '12', inputMode: 'numeric' as const },
    { label: 'Code', name: 'code', autoComplete: 'off', placeholder: 'ABC' },
  ])('renders what Mantine’s TextInput renders: %o', (props) => {
    expect(rendered(<PlainTextInput {...props} />)).toEqual(rendered(<TextInput {...props} />));
  });
});

describe('PlainSelect', () => {
  it.each([
    { label: 'Sort', name: 'sort', defaultValue: 'rate', data: SORTS },
    { label: 'Sort', name: 'sort', defaultValue: 'newest', data: SORTS.slice(0, 1) },
  ])('renders what Mantine’s NativeSelect renders: %o', (props) => {
    expect(rendered(<PlainSelect {...props} />)).toEqual(rendered(<NativeSelect {...props} />));
  });

  it('labels its field', () => {
    const { getByLabelText } = render(<PlainSelect label="Sort" name="sort" defaultValue="rate" data={SORTS} />);
    expect((getByLabelText('Sort') as HTMLSelectElement).value).toBe('rate');
  });
});
