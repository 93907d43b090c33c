import type { MetaDescriptor } from 'react-router';

/** Title, description and their social variants from a loader's `meta` field. */
export function pageMeta(meta: { title: string; description: string } | undefined): MetaDescriptor[] {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
  ];
}
