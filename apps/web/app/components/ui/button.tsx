import {
  getFontSize,
  getRadius,
  getSize,
  getSpacing,
  isNumberLike,
  rem,
  useMantineTheme,
  type MantineColor,
  type MantineRadius,
  type MantineSize,
  type MantineSpacing,
} from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties, ElementType, ReactNode } from 'react';
import { cx, textColor, variantColors, type Polymorphic } from './style-props';

/**
 * The app's button: the markup, classes and CSS variables of Mantine's `Button` (its stylesheet stays
 * the one in styles/index.css), without the code Mantine's button brings into every page — its
 * polymorphic factory and styles API, the `Transition` that slides the loader in and the `Loader`
 * component with its three loader types, ~6 KB gzip of every page's first load (decision 0057,
 * ninth-session section). button.test.tsx renders both for every prop this app passes and expects the
 * same element. The loader appears without the 150 ms slide.
 */
export type ButtonSize = MantineSize | `compact-${MantineSize}`;

interface OwnProps {
  children?: ReactNode;
  /** Mantine's variants: filled (default), light, outline, subtle, default, transparent, white. */
  variant?: 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'transparent' | 'white';
  color?: MantineColor;
  size?: ButtonSize;
  radius?: MantineRadius;
  loading?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  justify?: CSSProperties['justifyContent'];
  /** The three of Mantine's style props the app gives buttons: top margin, width and text colour. */
  mt?: MantineSpacing;
  w?: number | string;
  c?: MantineColor;
  className?: string;
  style?: CSSProperties;
}

export type ButtonProps<C extends ElementType = 'button'> = Polymorphic<C, OwnProps>;

/** Class names of Mantine 9's Button.module.css and UnstyledButton.module.css (button.test.tsx checks them). */
/** Mantine's UnstyledButton root class, under every button-like control (also the page links'). */
export const UNSTYLED_BUTTON_CLASS = 'm_87cf2631';
/** Mantine's focus ring for keyboard focus only (the theme's default `focusRing: 'auto'`), on every focusable control. */
export const FOCUS_CLASS = 'mantine-focus-auto';
const CLASSES = { root: 'm_77c9d27d', unstyled: UNSTYLED_BUTTON_CLASS, inner: 'm_80f1301b', label: 'm_811560b9', section: 'm_a74036a', loader: 'm_a25b86ee' };
/** Mantine's "in" state of the loader's slide, the state it ends in. */
const LOADER_STYLE: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${rem(1)}))`,
};

/** A Mantine `mod` flag: `data-x="true"` when on, no attribute when off. */
export const dataFlag = (on: boolean | undefined) => (on ? 'true' : undefined);

export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const {
    component,
    children,
    variant,
    color,
    size,
    radius,
    loading,
    disabled,
    fullWidth,
    leftSection,
    rightSection,
    justify,
    mt,
    w,
    c,
    className,
    style,
    ...others
  } = props as ButtonProps<'button'>;
  const theme = useMantineTheme();
  const { colors, painted } = variantColors(theme, color, variant, 'filled');
  const vars: Record<string, string | undefined> = {
    '--button-justify': justify,
    '--button-height': getSize(size, 'button-height'),
    '--button-padding-x': getSize(size, 'button-padding-x'),
    '--button-fz': size?.includes('compact') ? getFontSize(size.replace('compact-', '')) : getFontSize(size),
    '--button-radius': radius === undefined ? undefined : getRadius(radius),
    '--button-bg': painted ? colors.background : undefined,
    '--button-hover': painted ? colors.hover : undefined,
    '--button-color': colors.color,
    '--button-bd': painted ? colors.border : undefined,
    '--button-hover-color': painted ? colors.hoverColor : undefined,
  };
  const rootStyle = {
    ...Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== undefined)),
    ...(mt === undefined ? null : { marginTop: getSpacing(mt) }),
    ...(w === undefined ? null : { width: rem(w) }),
    ...(c === undefined ? null : { color: textColor(c, theme) }),
    ...style,
  } as CSSProperties;
  const Root: ElementType = component ?? 'button';
  const active = !disabled && !loading && !others['data-disabled' as keyof typeof others];
  const classes = cx(FOCUS_CLASS, active && 'mantine-active', CLASSES.root, className, CLASSES.unstyled);
  return (
    <Root
      style={rootStyle}
      className={classes}
      data-variant={variant}
      data-size={size}
      data-disabled={dataFlag(disabled)}
      data-loading={dataFlag(loading)}
      data-block={dataFlag(fullWidth)}
      data-with-left-section={dataFlag(Boolean(leftSection))}
      data-with-right-section={dataFlag(Boolean(rightSection))}
      type={Root === 'button' ? 'button' : undefined}
      {...others}
      disabled={disabled || loading}
    >
      {loading && (
        <span style={LOADER_STYLE} className={CLASSES.loader} aria-hidden>
          <Spinner size="calc(var(--button-height) / 1.8)" color="var(--button-color)" />
        </span>
      )}
      <span className={CLASSES.inner}>
        {leftSection && (
          <span className={CLASSES.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={CLASSES.label} data-loading={dataFlag(loading)}>
          {children}
        </span>
        {rightSection && (
          <span className={CLASSES.section} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </Root>
  );
}

/** Mantine's oval `Loader` (its markup and classes: Loader.module.css), at a theme size or any CSS size. */
export function Spinner({ size, color, ...others }: { size?: MantineSize | (string & {}); color?: string } & ComponentPropsWithRef<'span'>) {
  const style = { '--loader-size': getSize(size, 'loader-size'), '--loader-color': color } as CSSProperties;
  return <span style={style} className="m_b34414df m_5ae2e3c" data-size={size !== undefined && !isNumberLike(size) ? size : undefined} {...others} />;
}
