import type { ShouldRevalidateFunction } from 'react-router';

/** Layout loaders hold the guards, so they re-run whenever the page changes. */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
