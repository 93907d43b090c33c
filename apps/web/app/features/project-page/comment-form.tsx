import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_LIMITS } from '@platform/contract';
import { useEffect, useRef, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';

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
export default function CommentForm({ projectId }: { projectId: number }) {
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
