import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { WalletPage } from '../features/wallet/wallet-page';
import { loadWallet } from '../features/wallet/wallet.server';
import { pageMeta } from '../lib/meta';

/** /account/wallet: balance, deposits (virtual IBAN, sandbox transfer) and withdrawals. */
export const loader = (args: LoaderFunctionArgs) => loadWallet(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

export default function AccountWalletRoute() {
  const { t } = useTranslation();
  const { meta: _meta, ...props } = useLoaderData<typeof loader>();
  return (
    <Container size="md" py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('payments.wallet.title')}</Title>
        <WalletPage {...props} />
      </Stack>
    </Container>
  );
}
