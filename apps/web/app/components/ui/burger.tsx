import { getSize, useMantineTheme, type MantineSize } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { dataFlag, FOCUS_CLASS, UNSTYLED_BUTTON_CLASS } from './button';
import { boxProps, cx, type StyleProps } from './style-props';

/**
 * The app's menu button: the markup, classes and CSS variables of Mantine's `Burger` (its stylesheet
 * draws the three lines and their turn into a cross), without `Box`, `UnstyledButton`, the factory and
 * the styles API that Mantine's burger brings into every page's first load (decision 0057).
 * burger.test.tsx renders both for every prop the app passes and expects the same element.
 */
interface OwnProps extends StyleProps {
  /** The cross instead of the three lines. */
  opened?: boolean;
  size?: MantineSize;
  className?: string;
  style?: CSSProperties;
}

export type BurgerProps = OwnProps & Omit<ComponentPropsWithRef<'button'>, keyof OwnProps | 'color' | 'children'>;

/** Class names of Mantine 9's Burger.module.css (burger.test.tsx checks them). */
const CLASSES = { root: 'm_fea6bf1a', burger: 'm_d4fb9cad' };

export function Burger(props: BurgerProps) {
  const { opened, size, ...others } = props;
  const theme = useMantineTheme();
  const { rest, style, className } = boxProps(others, theme, { '--burger-size': getSize(size, 'burger-size') });
  return (
    <button className={cx(FOCUS_CLASS, CLASSES.root, className, UNSTYLED_BUTTON_CLASS)} style={style} data-size={size} type="button" {...rest}>
      <div className={CLASSES.burger} data-reduce-motion="true" data-opened={dataFlag(opened)} />
    </button>
  );
}
