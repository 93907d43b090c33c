import { mantineHtmlProps } from '@mantine/core';
import { useLayoutEffect, type ReactNode } from 'react';

interface Props {
  lang: string;
  children: ReactNode;
}

/** The server writes the page's `<html>` element, with Mantine's (light colour scheme). */
function ServerHtml({ lang, children }: Props) {
  return (
    <html lang={lang} {...mantineHtmlProps}>
      {children}
    </html>
  );
}

/**
 * In the browser the page runs on Preact (decision 0059), which hydrates a document into its
 * `<html>` element: the root renders `<head>` and `<body>` there and keeps the element's `lang`
 * up to date (the locale changes on client navigation); its other attributes never change.
 */
function BrowserHtml({ lang, children }: Props) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <>{children}</>;
}

export const Html = import.meta.env.SSR ? ServerHtml : BrowserHtml;
