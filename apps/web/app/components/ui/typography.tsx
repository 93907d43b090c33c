import { getFontSize, getLineHeight, useMantineTheme, type MantineSize, type MantineTheme, type TitleOrder } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties, ElementType, ReactNode } from 'react';
import { boxProps, cx, type Polymorphic, type StyleProps } from './style-props';
import { FOCUS_CLASS } from './button';

/**
 * The app's text, headings and links on the public pages: the element, classes, data attributes and
 * CSS variables of Mantine's `Text`, `Title` and `Anchor` (their stylesheet stays the one in
 * styles/index.css), without Mantine's `Box`, polymorphic factory and styles API in every page's first
 * load (decision 0057). Only the props the public pages pass are accepted — anything else is a type
 * error rather than a prop silently rendered differently; typography.test.tsx renders Mantine's
 * component next to ours for each of them and expects the same element.
 */

/** Class names of Mantine 9's Text.module.css, Title.module.css and Anchor.module.css (the tests check them). */
const CLASSES = { text: 'm_b6d8b162', title: 'm_8a5d1357', anchor: 'm_849cf0da' };

/** The style props the pages give text and links. */
type TextStyleProps = Pick<StyleProps, 'm' | 'mt' | 'mb' | 'c' | 'fw' | 'ta' | 'maw'>;

interface TextOwnProps extends TextStyleProps {
  children?: ReactNode;
  /** A theme font size (and its line height); none: the body's. */
  size?: MantineSize;
  /** A `<span>` instead of a `<p>` (when no `component` is given). */
  span?: boolean;
  className?: string;
  style?: CSSProperties;
}

export type TextProps<C extends ElementType = 'p'> = Polymorphic<C, TextOwnProps>;

/** Mantine's `underline` modes of a link (Anchor.module.css styles each by `data-underline`). */
export type AnchorUnderline = 'always' | 'hover' | 'not-hover' | 'never';

type AnchorOwnProps = Omit<TextOwnProps, 'span'> & { underline?: AnchorUnderline };

export type AnchorProps<C extends ElementType = 'a'> = Polymorphic<C, AnchorOwnProps>;

interface TitleOwnProps extends Pick<StyleProps, 'mb'> {
  children?: ReactNode;
  /** The heading level: `<h1>` (default) to `<h6>`. */
  order?: TitleOrder;
  /** Another level's font size, weight and line height (a section's h2 the size of an h3). */
  size?: `h${TitleOrder}`;
  className?: string;
  style?: CSSProperties;
}

export type TitleProps = TitleOwnProps & Omit<ComponentPropsWithRef<'h1'>, keyof TitleOwnProps>;

/** Mantine's Text root (Anchor is a Text as well): its variables come before `style`, the style props after. */
function textElement(Root: ElementType, props: Omit<TextOwnProps, 'span'> & Record<string, unknown>, theme: MantineTheme) {
  const { size, style, ...others } = props;
  const vars = size === undefined ? undefined : { '--text-fz': getFontSize(size), '--text-lh': getLineHeight(size) };
  const box = boxProps({ ...others, style }, theme, vars);
  return <Root style={box.style} className={cx(FOCUS_CLASS, box.className, CLASSES.text)} data-size={size} {...box.rest} />;
}

/** Mantine's `Text`: a `<p>` (or `span`, or `component`) in a theme font size. */
export function Text<C extends ElementType = 'p'>(props: TextProps<C>) {
  const { component, span, ...others } = props as TextProps<'p'>;
  return textElement(component ?? (span ? 'span' : 'p'), others, useMantineTheme());
}

/** Mantine's `Anchor`: a Text as an `<a>` (or `component`, e.g. the router's `Link`), underlined on hover by default. */
export function Anchor<C extends ElementType = 'a'>(props: AnchorProps<C>) {
  const { component, underline = 'hover', className, ...others } = props as AnchorProps<'a'>;
  return textElement(component ?? 'a', { 'data-underline': underline, ...others, className: cx(CLASSES.anchor, className) }, useMantineTheme());
}

/** Mantine's `Title`: `<h{order}>` in the font size, weight and line height of its level or of `size`. */
export function Title({ order = 1, size, style, ...others }: TitleProps) {
  const heading = size ?? `h${order}`;
  const vars = {
    '--title-fw': `var(--mantine-${heading}-font-weight)`,
    '--title-lh': `var(--mantine-${heading}-line-height)`,
    '--title-fz': `var(--mantine-${heading}-font-size)`,
  };
  const box = boxProps({ ...others, style }, useMantineTheme(), vars);
  const Root = `h${order}` as const;
  return <Root style={box.style} className={cx(box.className, CLASSES.title)} data-order={order} data-size={size} {...box.rest} />;
}
