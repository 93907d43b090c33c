import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { resolveRoute, routeBaseName } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';

/**
 * Pages whose capability is not built yet (listed in docs/coming-soon.md): their layout, heading
 * and an honest note of what is coming. The route table decides which pages use this module.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const route = resolveRoute(new URL(request.url).pathname);
  if (!route) throw data(null, { status: 404 });
  const t = serverT(route.locale);
  const name = routeBaseName(route.id);
  return { name, meta: { title: `${t(`page.${name}.title`)} | ${t('brand.name')}`, description: t(`page.${name}.coming_soon`) } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

export default function ComingSoon() {
  const { t } = useTranslation();
  const { name } = useLoaderData<typeof loader>();
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t(`page.${name}.title`)}</Title>
        <Alert color="blue" variant="light" title={t('coming_soon.title')} data-testid="coming-soon">
          <Text>{t(`page.${name}.coming_soon`)}</Text>
        </Alert>
      </Stack>
    </Container>
  );
}
