/** What the seeded demo data should look like in the browser, derived from the seed itself. */
import { PROJECT_LIST_PAGE_SIZE, type Locale } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { DEMO_PROJECTS, type DemoProject } from '../../apps/server/src/seed/demo-content';

export { DEMO_PROJECTS, PROJECT_LIST_PAGE_SIZE, TRANSLATIONS };

export function t(locale: Locale, key: string): string {
  const text = TRANSLATIONS[locale][key];
  if (text === undefined) throw new Error(`No ${locale} text for ${key}`);
  return text;
}

export function demoProject(slug: string): DemoProject {
  const project = DEMO_PROJECTS.find((p) => p.slug === slug);
  if (!project) throw new Error(`No demo project ${slug}`);
  return project;
}

/** Projects a guest may see in lists: everything but SECRET (no DRAFT or CANCELLED in the demo data). */
export const PUBLIC_DEMO_PROJECTS = DEMO_PROJECTS.filter((p) => p.status !== 'SECRET');

export const SECRET_DEMO_PROJECT = (() => {
  const secret = DEMO_PROJECTS.find((p) => p.status === 'SECRET');
  if (!secret) throw new Error('The demo data has no SECRET project');
  return secret;
})();

/** An open (GATHERING) project: its page offers "Log in to invest". */
export const OPEN_DEMO_PROJECT = (() => {
  const open = DEMO_PROJECTS.find((p) => p.status === 'GATHERING' && p.photos.length > 0);
  if (!open) throw new Error('The demo data has no open project with a photo');
  return open;
})();

/** Funded percent as the server computes it: whole percent, rounded down, 0..100. */
export function fundedPercent(project: DemoProject): number {
  if (project.targetCents <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((project.fundedCents * 100) / project.targetCents)));
}

export function titlesOf(projects: DemoProject[], locale: Locale): string[] {
  return projects.map((p) => p.texts[locale].title);
}

/** Decodes the entities React writes into server-rendered text and attributes. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
