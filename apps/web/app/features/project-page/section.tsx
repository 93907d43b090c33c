import { Alert } from '../../components/ui/alert';
import { Stack } from '../../components/ui/boxes';
import { Title } from '../../components/ui/typography';
import type { ReactNode } from 'react';
import { formatDate } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';

/** A part of the project page loaded on its own: it fails without taking the page down. */
export type Part<T> = { ok: true; data: T } | { ok: false };

export function PageSection<T>({ id, title, part, children }: { id: string; title: string; part: Part<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id} data-testid={`section-${id}`}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {part.ok ? (
        children(part.data)
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t('projectPage.section_error')}
        </Alert>
      )}
    </Stack>
  );
}

/** An instant's Vilnius date or a calendar date as is, in the page's one date format (`locale` may be the LOCALE_ISO tag). */
export const dateOf = (value: string, locale: string) => formatDate(value, locale);
