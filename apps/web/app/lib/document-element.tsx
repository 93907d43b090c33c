import { useLayoutEffect, type ReactNode } from 'react';

interface Props {
  lang: string;
  'data-mantine-color-scheme': 'light';
  children: ReactNode;
}

/** The server writes the page's `<html>` element. */
function ServerHtml({ children, lang, ...attributes }: Props) {
  return (
    <html lang={lang} {...attributes} suppressHydrationWarning>
      {children}
    </html>
  );
}

/**
 * In the browser the page runs on Preact (decision 0059), which hydrates a document into its
 * `<html>` element: the root renders `<head>` and `<body>` there, and the element's attributes are
 * kept up to date here (the locale changes on client navigation).
 */
function BrowserHtml({ children, ...attributes }: Props) {
  const { lang, 'data-mantine-color-scheme': colorScheme } = attributes;
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = lang;
    root.setAttribute('data-mantine-color-scheme', colorScheme);
  }, [lang, colorScheme]);
  return <>{children}</>;
}

export const Html = import.meta.env.SSR ? ServerHtml : BrowserHtml;
