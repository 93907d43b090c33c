/**
 * The two class names react-remove-scroll looks for on fixed elements while a dialog locks the page
 * scroll (the values of react-remove-scroll-bar's constants; remove-scroll-class-names.test.ts compares
 * them). The default layout's fixed top bar carries one (default-shell.tsx); taken from here, so the
 * scroll lock itself loads with the first dialog, not with every page.
 */
export const RemoveScroll = {
  classNames: { zeroRight: 'right-scroll-bar-position', fullWidth: 'width-before-scroll-bar' },
} as const;
