import { Alert, Anchor, Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_LIMITS, type ProjectComments } from '@platform/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { dateOf, PageSection, type Part } from './section';

export interface CommentFormResult {
  ok: boolean;
  code: string | null;
  at: number;
}

function errorText(code: string | null, t: (key: string, params?: Record<string, unknown>) => string, exists: (key: string) => boolean) {
  const key = `projectPage.comments.error.${code ?? ''}`;
  return t(code && exists(key) ? key : 'projectPage.comments.error.generic', { min: COMMENT_LIMITS.min, max: COMMENT_LIMITS.max });
}

/** The question form (logged-in, writable sessions); a plain post that works without JavaScript. */
function CommentForm({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const result = useActionData<CommentFormResult>();
  const navigation = useNavigation();
  const [body, setBody] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state === 'submitting';
  useEffect(() => {
    if (result?.ok) setBody('');
  }, [result?.ok, result?.at]);
  const length = body.trim().length;
  return (
    <Form method="post" ref={formRef} data-testid="comment-form">
      <input type="hidden" name="projectId" value={projectId} />
      <Stack gap="xs">
        <Textarea
          name="body"
          label={t('projectPage.comments.label')}
          description={t('projectPage.comments.hint', { min: COMMENT_LIMITS.min, max: COMMENT_LIMITS.max })}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          minLength={COMMENT_LIMITS.min}
          maxLength={COMMENT_LIMITS.max}
          rows={4}
          required
          error={result && !result.ok ? errorText(result.code, t, (k) => i18n.exists(k)) : undefined}
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {length}/{COMMENT_LIMITS.max}
        </Text>
        <div>
          <Button type="submit" loading={busy} disabled={length < COMMENT_LIMITS.min}>
            {t('projectPage.comments.submit')}
          </Button>
        </div>
        {result?.ok && (
          <Alert color="green" variant="light" role="status">
            {t('projectPage.comments.sent')}
          </Alert>
        )}
      </Stack>
    </Form>
  );
}

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
          {commenter === 'open' && <CommentForm projectId={projectId} />}
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
