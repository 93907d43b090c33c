import { Badge } from '../../components/ui/badge';
import type { ProjectStatus } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';

const COLORS: Partial<Record<ProjectStatus, string>> = {
  GATHERING: 'teal.9',
  SECRET: 'grape.9',
  COMING_SOON: 'blue.9',
  FUNDED: 'indigo.9',
  ACTIVE: 'cyan.9',
  REPAID: 'gray.8',
  DELAYED: 'orange.9',
  DEFAULTED: 'red.9',
};

export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray.8'} variant="filled" radius="sm">
      {t(`project.status.${status}`)}
    </Badge>
  );
}
