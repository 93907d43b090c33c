import { Badge, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { formatDateTime, type AdminReferral, type Locale, type ReferralStatus, type SettleResult } from '@platform/contract';
import { REFERRAL_ENDPOINTS as E } from '@platform/contract/endpoints/referrals';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { formatCount } from '../statistics/format';
import { NoticeAlert, Section, useErrorText, type Notice } from './admin-referrals-ui';
import { send } from './referrals-api';

export const STATUS_COLORS: Record<ReferralStatus, string> = { pending: 'blue.8', rewarded: 'teal.9', rejected: 'red.8', expired: 'gray.7' };

const NOTE_MAX = 500;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

interface ReferralsSectionProps {
  locale: Locale;
  referrals: AdminReferral[];
  /** How many rows the API lists at most (ADMIN_REFERRALS_SHOWN). */
  shown: number;
  onRejected: (referral: AdminReferral) => void;
  onSettled: (result: SettleResult) => void;
}

/** The newest referrals with a "Reject" on pending rows (asks first, with an optional note), and "Settle now". */
export function ReferralsSection({ locale, referrals, shown, onRejected, onSettled }: ReferralsSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rejecting, setRejecting] = useState<AdminReferral | null>(null);
  const [note, setNote] = useState('');
  const [rejectBusy, setRejectBusy] = useState(false);
  const [settleBusy, setSettleBusy] = useState(false);

  const openReject = (referral: AdminReferral) => {
    setNote('');
    setRejecting(referral);
  };

  async function confirmReject() {
    if (!rejecting) return;
    setRejectBusy(true);
    const trimmed = note.trim();
    const answer = await send(locale, E.adminReject, { params: { id: rejecting.id }, body: trimmed === '' ? {} : { note: trimmed } });
    setRejectBusy(false);
    if (answer.data) {
      setNotice({ ok: true, text: t('adminReferrals.rejected', { email: rejecting.friendEmail }) });
      onRejected(answer.data);
    } else {
      setNotice({ ok: false, text: errorText(answer.code) });
    }
    setRejecting(null);
  }

  async function settle() {
    setSettleBusy(true);
    const answer = await send(locale, E.adminSettle, {});
    setSettleBusy(false);
    if (!answer.data) {
      setNotice({ ok: false, text: errorText(answer.code) });
      return;
    }
    const counts = {
      rewarded: formatCount(answer.data.rewarded, locale),
      paid: formatCount(answer.data.paid, locale),
      ended: formatCount(answer.data.ended, locale),
    };
    setNotice({ ok: true, text: t('adminReferrals.settle.result', counts) });
    onSettled(answer.data);
  }

  return (
    <Section id="admin-referrals-list-title" title={t('adminReferrals.referrals.title')} testId="admin-referrals-list">
      <Text size="sm">{t('adminReferrals.referrals.intro', { count: shown })}</Text>
      <Group gap="sm" align="center">
        <Button variant="light" onClick={() => void settle()} loading={settleBusy} data-testid="admin-referrals-settle">
          {t('adminReferrals.settle.button')}
        </Button>
        <Text size="xs" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t('adminReferrals.settle.hint')}
        </Text>
      </Group>
      <NoticeAlert notice={notice} testId="admin-referrals-list-notice" onClose={() => setNotice(null)} />
      {referrals.length === 0 ? (
        <Text data-testid="admin-referrals-empty">{t('adminReferrals.referrals.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table striped verticalSpacing="xs" aria-labelledby="admin-referrals-list-title" data-testid="admin-referrals-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminReferrals.col.referrer')}</Table.Th>
                <Table.Th scope="col">{t('adminReferrals.col.friend')}</Table.Th>
                <Table.Th scope="col">{t('adminReferrals.col.status')}</Table.Th>
                <Table.Th scope="col">{t('adminReferrals.col.reason')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminReferrals.col.bonuses')}
                </Table.Th>
                <Table.Th scope="col">{t('adminReferrals.col.created')}</Table.Th>
                <Table.Th scope="col">{t('adminReferrals.col.settled')}</Table.Th>
                <Table.Th scope="col">{t('adminReferrals.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {referrals.map((r) => (
                <Table.Tr key={r.id} data-testid={`admin-referral-${r.id}`}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.referrerEmail}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.friendEmail}</Table.Td>
                  <Table.Td miw={120}>
                    <Badge color={STATUS_COLORS[r.status]} variant="light">
                      {t(`adminReferrals.status.${r.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{r.reason ? t(`adminReferrals.reason.${r.reason}`) : '—'}</Table.Td>
                  <Table.Td ta="right" style={NOWRAP}>
                    {r.referrerBonus === null && r.friendBonus === null ? (
                      '—'
                    ) : (
                      <>
                        {r.referrerBonus === null ? '—' : <MoneyText wire={r.referrerBonus} locale={locale} />} /{' '}
                        {r.friendBonus === null ? '—' : <MoneyText wire={r.friendBonus} locale={locale} />}
                      </>
                    )}
                  </Table.Td>
                  <Table.Td style={NOWRAP}>{formatDateTime(r.createdAt, locale)}</Table.Td>
                  <Table.Td style={NOWRAP}>{r.settledAt ? formatDateTime(r.settledAt, locale) : '—'}</Table.Td>
                  <Table.Td>
                    {r.status === 'pending' && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => openReject(r)}
                        aria-label={t('adminReferrals.reject_label', { email: r.friendEmail })}
                      >
                        {t('adminReferrals.reject')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('adminReferrals.reject.title')}
        centered
        data-testid="admin-referrals-reject-confirm"
      >
        <Stack gap="sm">
          <Text size="sm">{t('adminReferrals.reject.text', { friend: rejecting?.friendEmail ?? '', referrer: rejecting?.referrerEmail ?? '' })}</Text>
          <Textarea
            label={t('adminReferrals.reject.note')}
            description={t('adminReferrals.reject.note_hint')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value.slice(0, NOTE_MAX))}
            maxLength={NOTE_MAX}
            rows={3}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(null)}>
              {t('adminReferrals.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirmReject()} loading={rejectBusy}>
              {t('adminReferrals.reject.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}
