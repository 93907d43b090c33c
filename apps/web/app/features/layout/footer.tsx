import { Container, Group, Stack } from '../../components/ui/boxes';
import { Anchor, Text } from '../../components/ui/typography';
import { buildPath } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import { LanguageSwitcher } from './language-switcher';

export function Footer() {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  return (
    <footer className="footer">
      <Container size="xl" py="xl">
        <div className="footer__columns">
          <Stack gap={6}>
            <Text fw={700}>{t('brand.name')}</Text>
            <Text size="sm">{t('footer.about')}</Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={700} component="h2" size="md">
              {t('footer.invest')}
            </Text>
            <Anchor component={Link} to={buildPath('projects-page', locale, { page: 1 })}>
              {t('nav.projects')}
            </Anchor>
            <Anchor component={Link} to={buildPath('secondary-market', locale, { page: 1 })}>
              {t('nav.secondary_market')}
            </Anchor>
            <Anchor component={Link} to={buildPath('statistics', locale)}>
              {t('nav.statistics')}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Text fw={700} component="h2" size="md">
              {t('footer.language')}
            </Text>
            <LanguageSwitcher compact />
          </Stack>
        </div>
        <Text size="xs" mt="xl" className="footer__warning">
          {t('footer.risk_warning')}
        </Text>
        <Group justify="space-between" mt="md">
          <Text size="xs">
            © {new Date().getFullYear()} {t('brand.legal_name')}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
