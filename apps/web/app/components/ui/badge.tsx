import { getRadius, getSize, useMantineTheme, type MantineColor, type MantineRadius, type MantineSize } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { dataFlag } from './button';
import { boxProps, cx, type StyleProps, variantColors } from './style-props';

/**
 * The app's badge: the markup, classes and CSS variables of Mantine's `Badge` (its stylesheet keeps
 * styling it), without `Box`, the polymorphic factory and the styles API that Mantine's badge brings
 * into every page's first load (decision 0057). badge.test.tsx renders both for every prop the app
 * passes and expects the same element.
 */
interface OwnProps extends StyleProps {
  children?: ReactNode;
  /** Mantine's variants the app uses: filled (default), light, outline. */
  variant?: 'filled' | 'light' | 'outline';
  /** A palette, `palette.shade` or any CSS colour (`#237032`). */
  color?: MantineColor;
  size?: MantineSize;
  radius?: MantineRadius;
  /** Round, for a single character (the radius comes from the stylesheet then). */
  circle?: boolean;
  leftSection?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

export type BadgeProps = OwnProps & Omit<ComponentPropsWithRef<'div'>, keyof OwnProps>;

/** Class names of Mantine 9's Badge.module.css (badge.test.tsx checks them). */
const CLASSES = { root: 'm_347db0ec', label: 'm_5add502a', section: 'm_91fdda9b' };

export function Badge(props: BadgeProps) {
  const { children, variant, color, size, radius, circle, leftSection, ...others } = props;
  const theme = useMantineTheme();
  const { colors, painted } = variantColors(theme, color, variant, 'filled');
  const { rest, style, className } = boxProps(others, theme, {
    '--badge-height': getSize(size, 'badge-height'),
    '--badge-padding-x': getSize(size, 'badge-padding-x'),
    '--badge-fz': getSize(size, 'badge-fz'),
    '--badge-radius': circle || radius === undefined ? undefined : getRadius(radius),
    '--badge-bg': painted ? colors.background : undefined,
    '--badge-color': painted ? colors.color : undefined,
    '--badge-bd': painted ? colors.border : undefined,
  });
  return (
    <div
      className={cx(CLASSES.root, className)}
      style={style}
      data-variant={variant}
      data-size={size}
      data-circle={dataFlag(circle)}
      data-with-left-section={dataFlag(Boolean(leftSection))}
      {...rest}
    >
      {leftSection && (
        <span className={CLASSES.section} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={CLASSES.label}>{children}</span>
    </div>
  );
}
