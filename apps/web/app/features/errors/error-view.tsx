import { Stack } from '../../components/ui/boxes';
import { Text, Title } from '../../components/ui/typography';
import { Button } from '../../components/ui/button';
import { errors } from '@platform/contract/i18n/errors';
import type { Locale } from '@platform/contract';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { describeError, projectsPageOne } from '../../lib/guards';

/** Error texts are bundled (small area) so this page renders even when the translations failed to load. */
export function errorText(locale: Locale, key: keyof (typeof errors)['en'], status?: number): string {
  const text = errors[locale][key] ?? errors.en[key];
  return status === undefined ? text : text.replace('{{status}}', String(status));
}

export function ErrorView({ status, locale }: { status: number | null; locale: Locale }) {
  const view = describeError(status);
  if (view.kind === 'maintenance') {
    return (
      <Stack className="error-page" align="center" gap="md" role="alert">
        <title>{errorText(locale, 'error.maintenance.title')}</title>
        <Text className="error-page__code" aria-hidden>
          503
        </Text>
        <Title order={1}>{errorText(locale, 'error.maintenance.title')}</Title>
        <Text maw={520} ta="center">
          {errorText(locale, 'error.maintenance.description')}
        </Text>
      </Stack>
    );
  }
  const heading = errorText(locale, view.kind === 'not-found' ? 'error.not_found' : 'page_does_not_exist');
  return (
    <Stack className="error-page" align="center" gap="md">
      <title>{`${view.shownStatus} · ${heading}`}</title>
      <Text className="error-page__code" aria-label={errorText(locale, 'error.status_label', view.shownStatus)}>
        {view.shownStatus}
      </Text>
      <Title order={1}>{heading}</Title>
      <Button component={Link} to={projectsPageOne(locale)} size="md">
        {errorText(locale, 'error.go_to_main_page')}
      </Button>
    </Stack>
  );
}

/** Last line of defence: if rendering the error page itself fails. */
export class ErrorPageGuard extends Component<{ children: ReactNode; locale: Locale }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="error-page" role="alert">
        <p>{errorText(this.props.locale, 'error.error_page_failed')}</p>
        <a href="/">{errorText(this.props.locale, 'error.go_back_home')}</a>
      </div>
    );
  }
}
