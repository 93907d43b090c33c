import { Alert, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { accountHolderNameSchema, isLocale } from '@platform/contract';
import { PAYMENTS_ENDPOINTS } from '@platform/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useRevalidator } from 'react-router';
import { callEndpoint } from '../../lib/http.client';

/**
 * The payment account waits for its holder's name (decision 0041): the person's or the company's
 * name, prefilled where the platform knows it, checked by the contract's schema, never the e-mail.
 */
export function OpenAccountForm({ suggested }: { suggested: string }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const revalidator = useRevalidator();
  const [name, setName] = useState(suggested);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const parsed = accountHolderNameSchema.safeParse(name);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    setBusy(true);
    setFailed(false);
    const answer = await callEndpoint(locale, PAYMENTS_ENDPOINTS.openConnectPayAccount, { body: { holderName: parsed.data } });
    setBusy(false);
    if (!answer.ok) {
      setFailed(true);
      return;
    }
    void revalidator.revalidate();
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="open-account-title" data-testid="open-account">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          <Title order={2} size="h4" id="open-account-title">
            {t('payments.open.title')}
          </Title>
          <Text size="sm">{t('payments.open.text')}</Text>
          <TextInput
            label={t('payments.open.holder')}
            name="holderName"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => name && setTouched(true)}
            error={touched && !parsed.success ? t('payments.open.invalid') : undefined}
            autoComplete="name"
            maxLength={140}
            required
          />
          {failed && (
            <Alert color="red" role="alert">
              {t('payments.open.failed')}
            </Alert>
          )}
          <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
            {t('payments.open.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
