import { getRadius, getSize, getSpacing, useMantineTheme, type MantineRadius, type MantineSize, type MantineSpacing } from '@mantine/core';
import { Children, type ComponentPropsWithRef, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { dataFlag, FOCUS_CLASS, UNSTYLED_BUTTON_CLASS } from './button';
import { boxProps, cx, type Polymorphic, type StyleProps } from './style-props';

/**
 * Mantine's layout boxes (`Box`, `Group`, `Stack`, `Container`, `Paper`, `UnstyledButton`,
 * `VisuallyHidden`) as plain elements with Mantine's markup: the same tag, class names, data attributes
 * and CSS variables, so Mantine's stylesheet styles them, without Box, the polymorphic factory and the
 * styles API every page's first load paid for (decision 0057). Each takes the props the public pages
 * pass and no others — a Mantine prop left out (responsive style props, `grow`, `shadow`, `fluid`,
 * `classNames`, `mod` …) is a type error, not a silent difference. boxes.test.tsx renders each next to
 * Mantine's for every prop the app passes and expects the same element.
 */

/** Class names of Mantine 9's *.module.css root selectors (boxes.test.tsx checks them). */
const CLASSES = { group: 'm_4081bf90', stack: 'm_6d731127', container: 'm_7485cace', paper: 'm_1b7284a3', visuallyHidden: 'm_515a97f8' };

interface GroupOwnProps extends Pick<StyleProps, 'mt' | 'mb' | 'px' | 'h'> {
  /** Key of theme.spacing or a CSS length, numbers in px (default md). */
  gap?: MantineSpacing;
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  wrap?: CSSProperties['flexWrap'];
  children?: ReactNode;
}

export type GroupProps = GroupOwnProps & Omit<ComponentPropsWithRef<'div'>, keyof GroupOwnProps>;

/**
 * Mantine's `Group`: a wrapping row. Like Mantine it drops falsy children (`{count && …}` with 0 shows
 * nothing). No `grow`, so no `--group-child-width`.
 */
export function Group({ gap = 'md', justify = 'flex-start', align = 'center', wrap = 'wrap', children, ...props }: GroupProps) {
  const theme = useMantineTheme();
  const vars = { '--group-gap': getSpacing(gap), '--group-align': align, '--group-justify': justify, '--group-wrap': wrap };
  const { rest, style, className } = boxProps(props, theme, vars);
  return (
    <div style={style} className={cx(className, CLASSES.group)} {...rest}>
      {Children.toArray(children).filter(Boolean)}
    </div>
  );
}

interface StackOwnProps extends Pick<StyleProps, 'm' | 'p' | 'pl' | 'maw'> {
  /** Key of theme.spacing or a CSS length, numbers in px (default md). */
  gap?: MantineSpacing;
  align?: CSSProperties['alignItems'];
}

export type StackProps<C extends ElementType = 'div'> = Polymorphic<C, StackOwnProps>;

/** Mantine's `Stack`: a column; `justify` is always Mantine's default, flex-start (the app sets no other). */
export function Stack<C extends ElementType = 'div'>(props: StackProps<C>) {
  const { component, gap = 'md', align = 'stretch', ...others } = props as StackProps<'div'>;
  const theme = useMantineTheme();
  const vars = { '--stack-gap': getSpacing(gap), '--stack-align': align, '--stack-justify': 'flex-start' };
  const { rest, style, className } = boxProps(others, theme, vars);
  const Root: ElementType = component ?? 'div';
  return <Root style={style} className={cx(className, CLASSES.stack)} {...rest} />;
}

interface ContainerOwnProps extends Pick<StyleProps, 'py' | 'px'> {
  /** Key of the theme's container sizes (`--container-size-*`); without it Mantine's stylesheet default. */
  size?: MantineSize;
}

export type ContainerProps<C extends ElementType = 'div'> = Polymorphic<C, ContainerOwnProps>;

/** Mantine's `Container` in its default block strategy, never fluid. */
export function Container<C extends ElementType = 'div'>(props: ContainerProps<C>) {
  const { component, size, ...others } = props as ContainerProps<'div'>;
  const theme = useMantineTheme();
  const { rest, style, className } = boxProps(others, theme, { '--container-size': getSize(size, 'container-size') });
  const Root: ElementType = component ?? 'div';
  return <Root style={style} className={cx(className, CLASSES.container)} data-size={size} data-strategy="block" {...rest} />;
}

interface PaperOwnProps extends Pick<StyleProps, 'p' | 'mt' | 'mb' | 'bg'> {
  radius?: MantineRadius;
  withBorder?: boolean;
}

export type PaperProps<C extends ElementType = 'div'> = Polymorphic<C, PaperOwnProps>;

/** Mantine's `Paper`, without `shadow` (the app sets none). */
export function Paper<C extends ElementType = 'div'>(props: PaperProps<C>) {
  const { component, radius, withBorder, ...others } = props as PaperProps<'div'>;
  const theme = useMantineTheme();
  const { rest, style, className } = boxProps(others, theme, { '--paper-radius': radius === undefined ? undefined : getRadius(radius) });
  const Root: ElementType = component ?? 'div';
  return <Root style={style} className={cx(className, CLASSES.paper)} data-with-border={dataFlag(withBorder)} {...rest} />;
}

export type BoxProps<C extends ElementType = 'div'> = Polymorphic<C, Pick<StyleProps, 'mt' | 'visibleFrom'>>;

/** Mantine's `Box`: the element with the style props applied, no class of its own. */
export function Box<C extends ElementType = 'div'>(props: BoxProps<C>) {
  const { component, ...others } = props as BoxProps<'div'>;
  const { rest, style, className } = boxProps(others, useMantineTheme());
  const Root: ElementType = component ?? 'div';
  return <Root style={style} className={className} {...rest} />;
}

export type UnstyledButtonProps<C extends ElementType = 'button'> = Polymorphic<C, Pick<StyleProps, 'visibleFrom'>>;

/** Mantine's `UnstyledButton`: a `type="button"` button (or `component`) with the reset class and the keyboard focus ring. */
export function UnstyledButton<C extends ElementType = 'button'>(props: UnstyledButtonProps<C>) {
  const { component, ...others } = props as UnstyledButtonProps<'button'>;
  const { rest, style, className } = boxProps(others, useMantineTheme());
  const Root: ElementType = component ?? 'button';
  return <Root style={style} className={cx(FOCUS_CLASS, className, UNSTYLED_BUTTON_CLASS)} type={Root === 'button' ? 'button' : undefined} {...rest} />;
}

/** Mantine's `VisuallyHidden`: a span only screen readers read. */
export function VisuallyHidden({ className, ...others }: ComponentPropsWithRef<'span'>) {
  return <span className={cx(className, CLASSES.visuallyHidden)} {...others} />;
}
