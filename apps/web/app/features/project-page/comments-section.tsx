import { Paper, Stack } from '../../components/ui/boxes';
import { Anchor, Text } from '../../components/ui/typography';
import type { ProjectComments } from '@platform/contract';
import { lazy } from 'react';
import { LazyPart } from '../../components/ui/lazy-part';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { dateOf, PageSection, type Part } from './section';

// The question form (a text area, Mantine's input code) is for a signed-in viewer who may ask: its
// own chunk, so a guest's project page does not load it (bench/first-load-js.mjs).
const CommentForm = lazy(() => import('./comment-form'));

/** Investors' questions with the platform's answers, and the form to ask one. */
export function CommentsSection({
  part,
  iso,
  projectId,
  commenter,
  loginUrl,
}: {
  part: Part<ProjectComments>;
  iso: string;
  projectId: number;
  commenter: 'guest' | 'locked' | 'open';
  loginUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <PageSection id="comments" title={t('projectPage.comments.title')} part={part}>
      {({ comments }) => (
        <>
          {comments.length === 0 ? (
            <Text c="dimmed">{t('projectPage.comments.empty')}</Text>
          ) : (
            <Stack gap="sm" data-testid="comments-list">
              {comments.map((c) => (
                <Paper key={c.id} withBorder p="md" radius="md" component="article">
                  <Text size="xs" c="dimmed">
                    {c.isOwn ? t('projectPage.comments.you') : c.author} · <time dateTime={c.createdAt}>{dateOf(c.createdAt, iso)}</time>
                  </Text>
                  <Text mt={4} style={{ whiteSpace: 'pre-line' }}>
                    {c.body}
                  </Text>
                  {c.answer && (
                    <Paper mt="sm" p="sm" radius="sm" bg="var(--mantine-color-green-0)">
                      <Text size="xs" fw={700} c="#1f5f2b">
                        {t('projectPage.comments.answer')}
                      </Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {c.answer}
                      </Text>
                    </Paper>
                  )}
                </Paper>
              ))}
            </Stack>
          )}
          {commenter === 'open' && (
            <LazyPart fallback={null}>
              <CommentForm projectId={projectId} />
            </LazyPart>
          )}
          {commenter === 'guest' && (
            <Anchor component={Link} to={loginUrl}>
              {t('projectPage.comments.login')}
            </Anchor>
          )}
          {commenter === 'locked' && (
            <Text size="sm" c="dimmed">
              {t('projectPage.comments.readonly')}
            </Text>
          )}
        </>
      )}
    </PageSection>
  );
}
