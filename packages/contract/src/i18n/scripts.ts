import { LOCALES, type Locale } from '../locales';
import { NAMESPACE_TRANSLATIONS } from './index';
import { PAGE_NAMESPACES, TEXTS_GLOBAL, textsScriptPath, type PageNamespace } from './namespaces';

/**
 * The page texts as scripts the browser caches for good (decision 0026): one per locale and page
 * namespace, under a version that changes whenever any text does. The page links the ones it needs
 * instead of carrying the texts in its HTML. Server side only (it holds every text).
 */
export function textsScript(locale: Locale, namespace: PageNamespace): string {
  // JSON is valid JavaScript; "<" is escaped so no text can close a script element.
  const json = JSON.stringify(NAMESPACE_TRANSLATIONS[locale][namespace]).replace(/</g, '\\u003c');
  return `(self.${TEXTS_GLOBAL}=self.${TEXTS_GLOBAL}||{})[${JSON.stringify(`${locale}:${namespace}`)}]=${json};\n`;
}

let bodies: { locale: Locale; namespace: PageNamespace; body: string }[] | undefined;
let version: string | undefined;

/** Every texts script body, made once. */
function allBodies() {
  bodies ??= LOCALES.flatMap((locale) => PAGE_NAMESPACES.map((namespace) => ({ locale, namespace, body: textsScript(locale, namespace) })));
  return bodies;
}

/** A short hash of every page text (FNV-1a, 2×32 bits): the same texts give the same version. */
export function textsVersion(): string {
  if (version) return version;
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (const { body } of allBodies()) {
    for (let i = 0; i < body.length; i++) {
      const c = body.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193) >>> 0;
      b = Math.imul(b ^ c, 0x811c9dc5 | 1) >>> 0;
    }
  }
  version = a.toString(36) + b.toString(36);
  return version;
}

/** Every texts script with its path (the server serves them as immutable files). */
export function allTextsScripts(): { path: string; body: string }[] {
  const v = textsVersion();
  return allBodies().map(({ locale, namespace, body }) => ({ path: textsScriptPath(v, locale, namespace), body }));
}
