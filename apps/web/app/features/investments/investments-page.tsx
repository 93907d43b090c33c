import { Alert, Anchor, Container, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, formatDate as formatDay, formatDateTime, formatMoney, fromWire, LOCALE_ISO, type Locale, type UserInvestment } from '@platform/contract';
import { INVESTING_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { DownloadButtons, spreadsheetOptions } from '../../components/ui/download-buttons';
import { InvestmentStatusBadge } from './status';

/** A day, or with `withTime` the Vilnius date and time with the zone named (datetime.ts). */
export function formatDate(iso: string, locale: Locale, withTime = false): string {
  return withTime ? formatDateTime(iso, locale) : formatDay(iso, locale);
}

/** The investor's investments (issue 6): project, amount, outstanding, status, reflection end. */
export function InvestmentsPage({ locale, investments }: { locale: Locale; investments: UserInvestment[] | null }) {
  const { t } = useTranslation();
  const money = (wire: string) => formatMoney(fromWire(wire), LOCALE_ISO[locale]);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('investing.list.title')}</Title>
        {investments === null && (
          <Alert color="red" role="alert">
            {t('investing.list.load_failed')}
          </Alert>
        )}
        {investments !== null && investments.length === 0 && (
          <Paper withBorder p="lg">
            <Stack gap="sm" align="flex-start">
              <Text>{t('investing.list.empty')}</Text>
              <Button component={Link} to={buildPath('projects-page', locale, { page: 1 })}>
                {t('investing.list.browse')}
              </Button>
            </Stack>
          </Paper>
        )}
        {investments !== null && investments.length > 0 && (
          <DownloadButtons
            options={spreadsheetOptions(INVESTING_ENDPOINTS.userInvestmentsCsv, INVESTING_ENDPOINTS.userInvestmentsXlsx, t)}
            query={{ locale }}
            locale={locale}
            label={t('exports.label')}
            testId="investments-export"
          />
        )}
        {investments !== null && investments.length > 0 && (
          <ScrollArea type="auto">
            <Table striped miw={720} data-testid="investments-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('investing.col.project')}</Table.Th>
                  <Table.Th scope="col">{t('investing.col.date')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('investing.col.amount')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('investing.col.outstanding')}
                  </Table.Th>
                  <Table.Th scope="col">{t('investing.col.status')}</Table.Th>
                  <Table.Th scope="col">{t('investing.col.reflection_ends')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {investments.map((inv) => (
                  <Table.Tr key={inv.id} data-testid={`investment-${inv.id}`}>
                    <Table.Td>
                      <Anchor component={Link} to={buildPath('account-investment', locale, { id: inv.id })}>
                        #{inv.projectNumber} {inv.projectTitle}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatDate(inv.createdAt, locale)}</Table.Td>
                    <Table.Td ta="right">{money(inv.amount)}</Table.Td>
                    <Table.Td ta="right">{money(inv.outstanding)}</Table.Td>
                    <Table.Td>
                      <InvestmentStatusBadge status={inv.status} />
                    </Table.Td>
                    <Table.Td>{inv.status === 'reflection' && inv.reflectionEndsAt ? formatDate(inv.reflectionEndsAt, locale, true) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Container>
  );
}
