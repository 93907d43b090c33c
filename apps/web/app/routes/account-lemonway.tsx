import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LemonwayPage } from '../features/wallet/lemonway-page';
import { loadLemonway } from '../features/wallet/wallet.server';
import { pageMeta } from '../lib/meta';

/** /account/lemonway: the legacy lemonway balance and its move to connectPay (decision 0009). */
export const loader = (args: LoaderFunctionArgs) => loadLemonway(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

export default function AccountLemonwayRoute() {
  const { t } = useTranslation();
  const { amount, canMoveMoney } = useLoaderData<typeof loader>();
  return (
    <Container size="sm" py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('payments.lemonway.title')}</Title>
        <LemonwayPage amount={amount} canMoveMoney={canMoveMoney} />
      </Stack>
    </Container>
  );
}
