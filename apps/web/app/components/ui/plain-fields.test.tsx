import { NativeSelect, TextInput } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainSelect, PlainTextInput } from './plain-fields';
import { renderedShape } from './test-utils';

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
    expect(renderedShape(<PlainTextInput {...props} />)).toEqual(renderedShape(<TextInput {...props} />));
  });
});

describe('PlainSelect', () => {
  it.each([
    { label: 'Sort', name: 'sort', defaultValue: 'rate', data: SORTS },
    { label: 'Sort', name: 'sort', defaultValue: 'newest', data: SORTS.slice(0, 1) },
  ])('renders what Mantine’s NativeSelect renders: %o', (props) => {
    expect(renderedShape(<PlainSelect {...props} />)).toEqual(renderedShape(<NativeSelect {...props} />));
  });

  it('labels its field', () => {
    const { getByLabelText } = render(<PlainSelect label="Sort" name="sort" defaultValue="rate" data={SORTS} />);
    expect((getByLabelText('Sort') as HTMLSelectElement).value).toBe('rate');
  });
});
