/**
 * What Mantine's AppShell parts take from react-remove-scroll: the two class
 * names it puts on fixed elements while a dialog locks the page scroll (the values of
 * react-remove-scroll-bar's constants; remove-scroll-class-names.test.ts compares them). vite.config.ts
 * points their import here, so the scroll lock itself loads with the first dialog, not with every page.
 */
export const RemoveScroll = {
  classNames: { zeroRight: 'right-scroll-bar-position', fullWidth: 'width-before-scroll-bar' },
} as const;
