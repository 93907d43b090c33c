import { getRadius, getSize, rem, useMantineTheme, type MantineColor, type MantineRadius, type MantineTheme } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties, ElementType, ReactNode } from 'react';
import { useId } from '../../lib/mantine-use-id';
import { dataFlag, FOCUS_CLASS, UNSTYLED_BUTTON_CLASS } from './button';
import { boxProps, cx, type StyleProps, variantColors } from './style-props';

/**
 * The app's alert: the markup, classes and CSS variables of Mantine's `Alert` with its close button
 * (Mantine's stylesheet keeps styling it), without the code Mantine's alert brings into every page's
 * first load — `Box`, the factory and styles API, and the `CloseButton` and `UnstyledButton`
 * components (decision 0057). alert.test.tsx renders both for every prop the app passes and expects
 * the same element.
 */
interface OwnProps extends StyleProps {
  children?: ReactNode;
  title?: ReactNode;
  /** Mantine's variants the app uses: light (default), filled, outline. */
  variant?: 'light' | 'filled' | 'outline';
  color?: MantineColor;
  radius?: MantineRadius;
  /** The root element: a `div`, or a `section` where the alert is a part of the page. */
  component?: 'div' | 'section';
  /** Also the base of the title's and body's ids; React's id when not given (Mantine's `useId`). */
  id?: string;
  role?: string;
  withCloseButton?: boolean;
  /** The close button's click handler (Mantine's type; it gets the click event). */
  onClose?: () => void;
  /** The close button's name; without it, the one the theme gives alerts (the shell's, in the page's language). */
  closeButtonLabel?: string;
  /** Mantine's `styles`, for the one part the app restyles: the title. */
  styles?: { title?: CSSProperties };
  className?: string;
  style?: CSSProperties;
}

/** Mantine describes and labels the alert by its body and title itself: those two are not props. */
export type AlertProps = OwnProps & Omit<ComponentPropsWithRef<'div'>, keyof OwnProps | 'aria-describedby' | 'aria-labelledby'>;

/** Class names of Mantine 9's Alert.module.css and CloseButton.module.css (alert.test.tsx checks them). */
const CLASSES = {
  root: 'm_66836ed3',
  wrapper: 'm_a5d60502',
  body: 'm_667c2793',
  title: 'm_6a03f287',
  label: 'm_698f4f23',
  message: 'm_7fa78076',
  closeButton: 'm_87f54839',
};
const CLOSE_BUTTON_CLASS = 'm_86a44da5';
/** Mantine's 16 px close button with a 16 px icon (`size`, `iconSize` of the alert's CloseButton). */
const CLOSE_BUTTON_STYLE = { '--cb-size': getSize(16, 'cb-size'), '--cb-icon-size': rem(16) } as CSSProperties;
const CLOSE_ICON_STYLE: CSSProperties = { width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' };

/** The close label a theme's `components.Alert.defaultProps` gives (an object or a function of the theme). */
function themeCloseLabel(theme: MantineTheme): string | undefined {
  const defaults: unknown = theme.components.Alert?.defaultProps;
  const resolved = (typeof defaults === 'function' ? (defaults as (theme: MantineTheme) => unknown)(theme) : defaults) as
    { closeButtonLabel?: string } | undefined;
  return resolved?.closeButtonLabel;
}

export function Alert(props: AlertProps) {
  const { children, title, variant, color, radius, component, id, role, withCloseButton, onClose, closeButtonLabel, styles, ...others } = props;
  const theme = useMantineTheme();
  const { colors, painted } = variantColors(theme, color, variant, 'light');
  const { rest, style, className } = boxProps(others, theme, {
    '--alert-radius': radius === undefined ? undefined : getRadius(radius),
    '--alert-bg': painted ? colors.background : undefined,
    '--alert-color': colors.color,
    '--alert-bd': painted ? colors.border : undefined,
  });
  const rootId = useId(id);
  const titleId = title ? `${rootId}-title` : undefined;
  const bodyId = `${rootId}-body`;
  const Root: ElementType = component ?? 'div';
  return (
    <Root
      id={rootId}
      className={cx(CLASSES.root, className)}
      style={style}
      data-variant={variant}
      {...rest}
      role={role || 'alert'}
      aria-describedby={children ? bodyId : undefined}
      aria-labelledby={titleId}
    >
      <div className={CLASSES.wrapper}>
        <div className={CLASSES.body}>
          {title && (
            <div className={CLASSES.title} style={styles?.title} data-with-close-button={dataFlag(withCloseButton)}>
              <span id={titleId} className={CLASSES.label}>
                {title}
              </span>
            </div>
          )}
          {children && (
            <div id={bodyId} className={CLASSES.message} data-variant={variant}>
              {children}
            </div>
          )}
        </div>
        {withCloseButton && (
          <button
            className={cx(FOCUS_CLASS, 'mantine-active', CLOSE_BUTTON_CLASS, CLASSES.closeButton, UNSTYLED_BUTTON_CLASS)}
            style={CLOSE_BUTTON_STYLE}
            data-variant="transparent"
            type="button"
            onClick={onClose}
            aria-label={closeButtonLabel ?? themeCloseLabel(theme)}
          >
            <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={CLOSE_ICON_STYLE}>
              <path
                d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
                fill="currentColor"
                fillRule="evenodd"
                clipRule="evenodd"
              />
            </svg>
          </button>
        )}
      </div>
    </Root>
  );
}
