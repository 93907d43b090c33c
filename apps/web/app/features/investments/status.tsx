import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<string, string> = {
  reflection: 'yellow.9',
  active: 'teal.9',
  revoked: 'gray.8',
  refunded: 'gray.8',
  repaid: 'blue.8',
  sold: 'blue.8',
  written_off: 'red.8',
};

export function InvestmentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status] ?? 'gray.8'} variant="light" radius="sm" data-testid="investment-status">
      {t(`investing.status.${status}`)}
    </Badge>
  );
}
