import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { AppMantineProvider } from '../../lib/mantine-provider';
import { theme } from '../../theme';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { Locale } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { createI18n, I18nProvider, type Translator } from '../../lib/i18n';

/**
 * The translator of app/lib/i18n.ts with the real contract texts of `lng` (all namespaces). No
 * fallback language, so a key missing in the tested locale shows up as the raw key and fails.
 */
export function createTestI18n(lng: Locale = 'en'): Translator {
  return createI18n(lng, TRANSLATIONS[lng]);
}

export function TestProviders({ children, i18n }: { children: ReactNode; i18n: Translator }) {
  return (
    // env="test" turns off Mantine transitions and portals, so tooltips render in place at once.
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </MantineProvider>
  );
}

/** render() inside MantineProvider and the translator of `locale` (default en). */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', ...options }: { locale?: Locale } & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult & { i18n: Translator } {
  const i18n = createTestI18n(locale);
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <TestProviders i18n={i18n}>{children}</TestProviders>,
  });
  return { ...result, i18n };
}

/**
 * An element as data, for comparing two renderings: tag, attributes (class names and style declarations
 * as sorted lists, so their order does not count), children.
 */
export function elementShape(node: ChildNode): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  const element = node as Element;
  const attributes: Record<string, unknown> = {};
  for (const { name, value } of [...element.attributes].sort((a, b) => a.name.localeCompare(b.name))) {
    if (name === 'class') attributes[name] = value.split(/\s+/).filter(Boolean).sort();
    else if (name === 'style')
      attributes[name] = value
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .sort();
    else attributes[name] = value;
  }
  return { tag: element.tagName.toLowerCase(), attributes, children: [...element.childNodes].map(elementShape) };
}

/** React's ids count on across renders and Mantine's are random in a test: number them by first appearance. */
export function withNumberedIds(text: string): string {
  const seen = new Map<string, string>();
  return text.replace(/mantine-(?:_r_[0-9a-z]+_|[0-9a-z]{9}\b)|_r_[0-9a-z]+_/g, (id) => seen.get(id) ?? (seen.set(id, `id${seen.size}`), `id${seen.size - 1}`));
}

/** The first element `node` renders under the app's Mantine provider, as `elementShape` data with numbered ids. */
export function renderedShape(node: ReactNode): unknown {
  const { container, unmount } = render(<AppMantineProvider theme={theme}>{node}</AppMantineProvider>);
  const first = container.firstChild;
  if (!first) throw new Error('nothing rendered');
  const json = JSON.stringify(elementShape(first));
  unmount();
  return JSON.parse(withNumberedIds(json)) as unknown;
}

/** `renderedShape` inside a router, for elements that are router links (`component={Link}`). */
export function routedShape(node: ReactNode): unknown {
  return renderedShape(<MemoryRouter>{node}</MemoryRouter>);
}

/** A parity case's name: its props as JSON, elements and components (a `component={Link}`) and handlers named. */
export function caseName(props: object): string {
  return JSON.stringify(props, (_, value: unknown) => {
    const named = value as { displayName?: string; name?: string } | null;
    if (typeof value === 'function') return `<${named?.displayName ?? (named?.name || 'fn')}>`;
    // A component object (`forwardRef`, `memo`: Link) by its name; a rendered element as such.
    return typeof value === 'object' && value && '$$typeof' in value ? `<${named?.displayName ?? 'element'}>` : value;
  });
}
