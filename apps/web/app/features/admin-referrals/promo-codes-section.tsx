import { Badge, Group, Modal, Table, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { formatDateTime, formatMoney, fromWire, LOCALE_ISO, type AdminPromoCode, type Locale } from '@platform/contract';
import { REFERRAL_ENDPOINTS as E } from '@platform/contract/endpoints/referrals';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { formatCount } from '../statistics/format';
import { NoticeAlert, Section, useErrorText, type Notice } from './admin-referrals-ui';
import { PromoCodeForm } from './promo-code-form';
import { send } from './referrals-api';

export type PromoStatus = 'active' | 'upcoming' | 'ended' | 'disabled';

const STATUS_COLORS: Record<PromoStatus, string> = { active: 'teal.9', upcoming: 'blue.8', ended: 'gray.7', disabled: 'red.8' };
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Where a code stands at `now` (ms): disabled by an operator, not started, past its end, or running. */
export function promoStatus(code: Pick<AdminPromoCode, 'startsAt' | 'endsAt' | 'disabledAt'>, now: number): PromoStatus {
  if (code.disabledAt !== null) return 'disabled';
  if (now < Date.parse(code.startsAt)) return 'upcoming';
  if (now >= Date.parse(code.endsAt)) return 'ended';
  return 'active';
}

interface PromoCodesSectionProps {
  locale: Locale;
  codes: AdminPromoCode[];
  /** The loader's clock (ISO): statuses and the form's default window start from it. */
  now: string;
  onCreated: (code: AdminPromoCode) => void;
  onDisabled: (code: AdminPromoCode) => void;
}

/** Promo codes: the create form, and every code with its uses and status; "Disable" asks first. */
export function PromoCodesSection({ locale, codes, now, onCreated, onDisabled }: PromoCodesSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [clock, setClock] = useState(() => Date.parse(now));
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [disabling, setDisabling] = useState<AdminPromoCode | null>(null);
  const [disableBusy, setDisableBusy] = useState(false);

  async function confirmDisable() {
    if (!disabling) return;
    setDisableBusy(true);
    const answer = await send(locale, E.adminDisablePromoCode, { params: { id: disabling.id } });
    setDisableBusy(false);
    setClock(Date.now());
    if (answer.data) {
      setNotice({ ok: true, text: t('adminReferrals.promo.disabled', { code: answer.data.code }) });
      onDisabled(answer.data);
    } else {
      setNotice({ ok: false, text: errorText(answer.code) });
    }
    setDisabling(null);
  }

  const condition = (c: AdminPromoCode) =>
    fromWire(c.minInvestment) > 0
      ? t('adminReferrals.promo.condition', { amount: formatMoney(fromWire(c.minInvestment), LOCALE_ISO[locale]), days: c.withinDays })
      : t('adminReferrals.promo.condition_verified', { days: c.withinDays });

  return (
    <Section id="admin-referrals-promo-title" title={t('adminReferrals.promo.title')} testId="admin-referrals-promo">
      <Text size="sm">{t('adminReferrals.promo.intro')}</Text>
      <PromoCodeForm
        key={formKey}
        locale={locale}
        now={clock}
        onCreated={(code) => {
          setClock(Date.now());
          setFormKey((k) => k + 1);
          setNotice({ ok: true, text: t('adminReferrals.promo.created', { code: code.code }) });
          onCreated(code);
        }}
        onRefused={(code) => setNotice({ ok: false, text: errorText(code) })}
        onEdit={() => setNotice((n) => (n?.ok ? null : n))}
      />
      <NoticeAlert notice={notice} testId="admin-referrals-promo-notice" onClose={() => setNotice(null)} />
      {codes.length === 0 ? (
        <Text data-testid="admin-referrals-promo-empty">{t('adminReferrals.promo.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={1040}>
          <Table striped verticalSpacing="xs" aria-labelledby="admin-referrals-promo-title" data-testid="admin-referrals-promo-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminReferrals.promo.col.code')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminReferrals.promo.col.bonus')}
                </Table.Th>
                <Table.Th scope="col">{t('adminReferrals.promo.col.condition')}</Table.Th>
                <Table.Th scope="col">{t('adminReferrals.promo.col.window')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminReferrals.promo.col.uses')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminReferrals.promo.col.paid')}
                </Table.Th>
                <Table.Th scope="col">{t('adminReferrals.promo.col.advertised')}</Table.Th>
                <Table.Th scope="col">{t('adminReferrals.promo.col.status')}</Table.Th>
                <Table.Th scope="col">{t('adminReferrals.promo.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.map((c) => {
                const status = promoStatus(c, clock);
                return (
                  <Table.Tr key={c.id} data-testid={`admin-promo-${c.id}`}>
                    <Table.Td fw={600} style={NOWRAP}>
                      {c.code}
                    </Table.Td>
                    <Table.Td ta="right" style={NOWRAP}>
                      <MoneyText wire={c.bonus} locale={locale} />
                    </Table.Td>
                    <Table.Td>{condition(c)}</Table.Td>
                    <Table.Td>
                      <span style={NOWRAP}>{formatDateTime(c.startsAt, locale)}</span> – <span style={NOWRAP}>{formatDateTime(c.endsAt, locale)}</span>
                    </Table.Td>
                    <Table.Td ta="right" style={NOWRAP}>
                      {formatCount(c.uses, locale)} / {c.maxUses === null ? t('adminReferrals.promo.unlimited_short') : formatCount(c.maxUses, locale)}
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(c.paid, locale)}</Table.Td>
                    <Table.Td>{t(c.advertised ? 'adminReferrals.promo.yes' : 'adminReferrals.promo.no')}</Table.Td>
                    <Table.Td miw={120}>
                      <Badge color={STATUS_COLORS[status]} variant="light">
                        {t(`adminReferrals.promo.status.${status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {(status === 'active' || status === 'upcoming') && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setDisabling(c)}
                          aria-label={t('adminReferrals.promo.disable_label', { code: c.code })}
                        >
                          {t('adminReferrals.promo.disable')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Modal
        opened={disabling !== null}
        onClose={() => setDisabling(null)}
        title={t('adminReferrals.promo.disable.title')}
        centered
        data-testid="admin-referrals-disable-confirm"
      >
        <Text size="sm" mb="md">
          {t('adminReferrals.promo.disable.text', { code: disabling?.code ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDisabling(null)}>
            {t('adminReferrals.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirmDisable()} loading={disableBusy}>
            {t('adminReferrals.promo.disable.confirm')}
          </Button>
        </Group>
      </Modal>
    </Section>
  );
}
