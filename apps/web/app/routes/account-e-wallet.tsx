import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { EWalletPage } from '../features/wallet/e-wallet-page';
import { loadEWallet } from '../features/wallet/wallet.server';
import { pageMeta } from '../lib/meta';

/** /account/e-wallet: the connectPay payment account and its transaction report. */
export const loader = (args: LoaderFunctionArgs) => loadEWallet(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

export default function AccountEWalletRoute() {
  const { t } = useTranslation();
  const { account, report, filter, invalidPeriod } = useLoaderData<typeof loader>();
  return (
    <Container size="lg" py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('payments.ewallet.title')}</Title>
        <EWalletPage account={account} report={report} filter={filter} invalidPeriod={invalidPeriod} />
      </Stack>
    </Container>
  );
}
