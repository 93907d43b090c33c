import { parseThemeColor, rem, type MantineColor, type MantineTheme, type VariantColorResolverResult } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react';

/**
 * Mantine's style props (`mt="md"`, `c="dimmed"`, `fw={600}` …) as our own components take them: the
 * same inline styles Mantine's `Box` writes for a single (not responsive) value, without Box, its
 * polymorphic factory and its styles API (decision 0057, tenth-session section). Each resolver is the
 * one Mantine 9 uses for the prop (core/Box/style-props); the parity tests of the components that take
 * these props render Mantine's component next to ours and expect the same element.
 */
type Spacing = number | string;

export interface StyleProps {
  m?: Spacing;
  mt?: Spacing;
  mb?: Spacing;
  ml?: Spacing;
  mr?: Spacing;
  mx?: Spacing;
  my?: Spacing;
  p?: Spacing;
  pt?: Spacing;
  pb?: Spacing;
  pl?: Spacing;
  pr?: Spacing;
  px?: Spacing;
  py?: Spacing;
  w?: Spacing;
  miw?: Spacing;
  maw?: Spacing;
  h?: Spacing;
  mih?: Spacing;
  mah?: Spacing;
  /** Text colour: a palette (its text shade), `palette.shade`, `dimmed`, `bright` or any CSS colour. */
  c?: MantineColor | (string & {});
  /** Background: `palette.shade`, a palette (its filled shade) or any CSS colour. */
  bg?: MantineColor | (string & {});
  fz?: number | string;
  fw?: CSSProperties['fontWeight'];
  ta?: CSSProperties['textAlign'];
  lh?: number | string;
  display?: CSSProperties['display'];
  /** Mantine's breakpoint classes (their rules are in styles/theme-variables.css). */
  hiddenFrom?: string;
  visibleFrom?: string;
}

/**
 * Props of a component rendered as `C` (an element, or a component such as the router's `Link`, Mantine's
 * `component` prop): its own props, then those of `C` it does not define itself.
 */
export type Polymorphic<C extends ElementType, Own> = Own & { component?: C } & Omit<ComponentPropsWithRef<C>, keyof Own | 'component'>;

type Resolver = (value: never, theme: MantineTheme) => string | number | undefined;

function spacing(value: Spacing, theme: MantineTheme) {
  if (typeof value === 'number') return rem(value);
  const key = value.replace('-', '');
  if (!(key in theme.spacing)) return rem(value);
  return value.startsWith('-') ? `calc(var(--mantine-spacing-${key}) * -1)` : `var(--mantine-spacing-${key})`;
}

function color(value: string, theme: MantineTheme) {
  const parsed = parseThemeColor({ color: value, theme });
  if (parsed.color === 'dimmed' || parsed.color === 'bright') return `var(--mantine-color-${parsed.color})`;
  return parsed.variable ? `var(${parsed.variable})` : parsed.color;
}

/** Mantine's text colour of a style prop `c`: a palette's text shade, a shade, `dimmed`, or the colour as given. */
export function textColor(value: string, theme: MantineTheme) {
  const parsed = parseThemeColor({ color: value, theme });
  return parsed.isThemeColor && parsed.shade === undefined ? `var(--mantine-color-${parsed.color}-text)` : color(value, theme);
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

function fontSize(value: number | string, theme: MantineTheme) {
  if (typeof value === 'string' && value in theme.fontSizes) return `var(--mantine-font-size-${value})`;
  if (typeof value === 'string' && HEADINGS.includes(value)) return `var(--mantine-${value}-font-size)`;
  return rem(value);
}

function lineHeight(value: number | string, theme: MantineTheme) {
  if (typeof value === 'string' && value in theme.lineHeights) return `var(--mantine-line-height-${value})`;
  if (typeof value === 'string' && HEADINGS.includes(value)) return `var(--mantine-${value}-line-height)`;
  return value;
}

const identity = (value: string | number) => value;

/** Each style prop: the CSS property Mantine sets and how it resolves the value. */
const PROPS: Record<Exclude<keyof StyleProps, 'hiddenFrom' | 'visibleFrom'>, [keyof CSSProperties, Resolver]> = {
  m: ['margin', spacing],
  mt: ['marginTop', spacing],
  mb: ['marginBottom', spacing],
  ml: ['marginLeft', spacing],
  mr: ['marginRight', spacing],
  mx: ['marginInline', spacing],
  my: ['marginBlock', spacing],
  p: ['padding', spacing],
  pt: ['paddingTop', spacing],
  pb: ['paddingBottom', spacing],
  pl: ['paddingLeft', spacing],
  pr: ['paddingRight', spacing],
  px: ['paddingInline', spacing],
  py: ['paddingBlock', spacing],
  w: ['width', spacing],
  miw: ['minWidth', spacing],
  maw: ['maxWidth', spacing],
  h: ['height', spacing],
  mih: ['minHeight', spacing],
  mah: ['maxHeight', spacing],
  c: ['color', textColor],
  bg: ['background', color],
  fz: ['fontSize', fontSize],
  fw: ['fontWeight', identity],
  ta: ['textAlign', identity],
  lh: ['lineHeight', lineHeight],
  display: ['display', identity],
};

const NAMES = new Set<string>([...Object.keys(PROPS), 'hiddenFrom', 'visibleFrom']);

/**
 * What Mantine's `Box` makes of a component's props: the remaining props, the element's style (the
 * component's CSS variables that are set, the `style` prop over them, the style props over both —
 * Mantine's order: useStyles, then Box) and the
 * class names the style props add (`mantine-hidden-from-*`, `mantine-visible-from-*`) with `className`.
 */
export function boxProps<P extends StyleProps & { style?: CSSProperties; className?: string }>(
  props: P,
  theme: MantineTheme,
  vars?: Record<string, string | undefined>,
): { rest: Omit<P, keyof StyleProps | 'style' | 'className'>; style: CSSProperties; className: string } {
  const rest: Record<string, unknown> = {};
  const fromProps: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'style' || name === 'className' || name === 'hiddenFrom' || name === 'visibleFrom') continue;
    if (!NAMES.has(name)) rest[name] = value;
    else if (value !== undefined) {
      const [property, resolve] = PROPS[name as keyof typeof PROPS];
      fromProps[property] = resolve(value as never, theme);
    }
  }
  const definedVars = vars && Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== undefined));
  const classes = [
    props.className,
    props.hiddenFrom && `mantine-hidden-from-${props.hiddenFrom}`,
    props.visibleFrom && `mantine-visible-from-${props.visibleFrom}`,
  ];
  return {
    rest: rest as Omit<P, keyof StyleProps | 'style' | 'className'>,
    style: { ...definedVars, ...props.style, ...fromProps } as CSSProperties,
    className: cx(...classes) ?? '',
  };
}

/** Class names joined, falsy ones left out (Mantine's `cx` for the plain cases). */
export const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ') || undefined;

/**
 * A variant's colours as Mantine's Button, Badge and Alert take them from the theme's
 * `variantColorResolver` (the primary colour when none is given), and whether the component was given a
 * colour or variant at all: Mantine writes its background, border and hover variables only then.
 */
export function variantColors(
  theme: MantineTheme,
  color: MantineColor | undefined,
  variant: string | undefined,
  fallback: string,
): { colors: VariantColorResolverResult; painted: boolean } {
  return {
    colors: theme.variantColorResolver({ color: color || theme.primaryColor, theme, variant: variant || fallback }),
    painted: Boolean(color || variant),
  };
}
