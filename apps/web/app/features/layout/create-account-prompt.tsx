import { Paper } from '../../components/ui/boxes';
import { Text } from '../../components/ui/typography';
import { Button } from '../../components/ui/button';
import { buildPath } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';

/** For visitors: create an account (spec "Layouts"). */
export function CreateAccountPrompt({ onNavigate }: { onNavigate?(): void }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  return (
    <Paper className="create-account" p="md" mb="md" radius="md" data-testid="create-account-prompt">
      <Text fw={700} mb={4}>
        {t('visitor.create_account.title')}
      </Text>
      <Text size="sm" mb="sm">
        {t('visitor.create_account.text')}
      </Text>
      <Button component={Link} to={buildPath('register', locale)} fullWidth onClick={onNavigate}>
        {t('visitor.create_account.button')}
      </Button>
      <Button component={Link} to={buildPath('login', locale)} variant="subtle" fullWidth mt={4} onClick={onNavigate}>
        {t('visitor.log_in')}
      </Button>
    </Paper>
  );
}
