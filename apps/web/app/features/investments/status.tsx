import { Badge } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';

/** Palette names, not shades: a light badge is the palette's tint with its dark ink (theme.ts), readable in every status. */
const COLOR: Record<string, string> = {
  reflection: 'yellow',
  active: 'teal',
  revoked: 'gray',
  refunded: 'gray',
  repaid: 'blue',
  sold: 'blue',
  written_off: 'red',
};

export function InvestmentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status] ?? 'gray'} variant="light" radius="sm" data-testid="investment-status">
      {t(`investing.status.${status}`)}
    </Badge>
  );
}
