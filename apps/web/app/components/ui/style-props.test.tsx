import { Box as MantineBox, DEFAULT_THEME, useMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { boxProps, type StyleProps } from './style-props';
import { renderedShape } from './test-utils';

/** A div with what `boxProps` makes of the props: the element Mantine's Box renders for them. */
function Div(props: StyleProps & { style?: React.CSSProperties; className?: string; 'data-testid'?: string }) {
  const { rest, style, className } = boxProps(props, useMantineTheme());
  return <div {...rest} style={style} className={className} />;
}

/** Every resolver: spacing (theme keys, negative keys, numbers, CSS strings), colours, font sizes, line heights, identities. */
const CASES: Array<StyleProps & { style?: React.CSSProperties; className?: string; 'data-testid'?: string }> = [
  {},
  { m: 'md', mt: 'xl', mb: 0, ml: -4, mr: '-sm', mx: 'auto', my: 12 },
  { p: 'lg', pt: 'xs', pb: '1rem', pl: 8, pr: 'sm', px: 'xl', py: 40 },
  { w: 200, miw: '50%', maw: 720, h: 'md', mih: 100, mah: 360 },
  { c: 'dimmed' },
  { c: 'bright' },
  { c: 'red' },
  { c: 'teal.9' },
  { c: 'dark.9' },
  { c: '#123456' },
  { c: 'white' },
  { bg: 'gray.0' },
  { bg: 'teal' },
  { bg: '#fff' },
  { fz: 'sm' },
  { fz: 'h2' },
  { fz: 14 },
  { fz: '2rem' },
  { fw: 600, ta: 'right', display: 'flex' },
  { lh: 'xs' },
  { lh: 'h3' },
  { lh: 1.2 },
  { visibleFrom: 'lg' },
  { hiddenFrom: 'sm', className: 'extra' },
  { style: { color: 'red', marginTop: 3 }, mt: 'md' },
  { 'data-testid': 'box', className: 'a b' },
];

describe('boxProps', () => {
  it.each(CASES.map((props) => [JSON.stringify(props), props]))('writes what Mantine’s Box writes: %s', (_, props) => {
    expect(renderedShape(<Div {...props} />)).toEqual(renderedShape(<MantineBox {...props} />));
  });

  it('puts the component’s CSS variables under its style and the style props, as Mantine does', () => {
    const { style } = boxProps({ style: { color: 'red', '--x': 'a' } as React.CSSProperties, c: 'blue' }, DEFAULT_THEME, {
      '--x': 'b',
      '--unset': undefined,
    });
    expect(style).toEqual({ color: 'var(--mantine-color-blue-text)', '--x': 'a' });
  });
});
