import { Alert } from '../../components/ui/alert';
import { Group, Stack } from '../../components/ui/boxes';
import { Text } from '../../components/ui/typography';
import { Button } from '../../components/ui/button';
// The zod-free rules only: this component is on every page's first load (bench/first-load-js.mjs).
import { activeNoticesOf, isNoticeVideoFile, NOTICES_API, type ActiveNotice, type NoticeTone } from '@platform/contract/notices-rules';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { LazyModal } from '../../components/ui/lazy-modal';
import { clientFetch } from '../../lib/http.client';
import { useRouteInfo } from '../app-shell/route-info';
import { isNoticeDismissed, rememberNoticeDismissed } from './notice-dismissals';

/** Mantine colours of the tones (the light variant keeps the text dark on a pale tint). */
export const NOTICE_TONE_COLORS: Record<NoticeTone, string> = { info: 'blue', warning: 'yellow', success: 'teal' };

/** A file the browser plays itself; any other https address (a video page) goes in an iframe. */

function NoticeVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const label = t('notices.show.video', { title });
  if (isNoticeVideoFile(url)) {
    // Operators link a video file, not a captions track; the notice's own text carries its message (decision 0045).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    return <video src={url} controls preload="metadata" aria-label={label} style={{ width: '100%', borderRadius: 4 }} data-testid="notice-video" />;
  }
  return (
    <iframe
      src={url}
      title={label}
      allow="encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 4 }}
      data-testid="notice-video"
    />
  );
}

/**
 * Operator-scheduled notices (decision 0045) in the default layout: the caller's active alerts in the
 * alert area and one active modal at a time. The server picks them by audience and window and sends
 * the texts in the page's language; they are fetched after hydration, so the server HTML and the
 * first client render agree and local storage is read only in effects and handlers.
 */
export function ScheduledNotices({ viewerId }: { viewerId: number | null }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const [notices, setNotices] = useState<ActiveNotice[]>([]);
  /** Hidden in this page view: dismissed ones (from storage) and closed modals that are not remembered. */
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    clientFetch(NOTICES_API.active, locale, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const active = activeNoticesOf(await response.json());
        setHidden(new Set(active.filter((n) => n.dismissible && isNoticeDismissed(n)).map((n) => n.id)));
        setNotices(active);
      })
      // Notices are a courtesy: a failed call shows none.
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale, viewerId]);

  const hide = (notice: ActiveNotice) => {
    if (notice.dismissible) rememberNoticeDismissed(notice);
    setHidden((current) => new Set(current).add(notice.id));
  };

  const visible = notices.filter((n) => !hidden.has(n.id));
  const alerts = visible.filter((n) => n.kind === 'alert');
  const modal = visible.find((n) => n.kind === 'modal') ?? null;

  return (
    <>
      {alerts.map((notice) => (
        <Alert
          key={notice.id}
          color={NOTICE_TONE_COLORS[notice.tone]}
          variant="light"
          radius={0}
          title={notice.title}
          withCloseButton={notice.dismissible}
          closeButtonLabel={t('ui.close')}
          onClose={() => hide(notice)}
          data-testid={`notice-alert-${notice.id}`}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {notice.body}
          </Text>
        </Alert>
      ))}
      <LazyModal
        opened={modal !== null}
        // A modal can always be closed; only a dismissible one stays closed on the next visit.
        onClose={() => modal && hide(modal)}
        title={modal?.title}
        centered
        closeButtonProps={{ 'aria-label': t('ui.close') }}
        size={modal?.videoUrl ? 'lg' : 'md'}
        data-testid="notice-modal"
      >
        {modal && (
          <Stack gap="md">
            <Text style={{ whiteSpace: 'pre-line' }}>{modal.body}</Text>
            {modal.videoUrl && <NoticeVideo url={modal.videoUrl} title={modal.title} />}
            <Group justify="flex-end">
              <Button onClick={() => hide(modal)} data-testid="notice-modal-dismiss">
                {modal.dismissible ? t('notices.show.dismiss') : t('ui.close')}
              </Button>
            </Group>
          </Stack>
        )}
      </LazyModal>
    </>
  );
}
