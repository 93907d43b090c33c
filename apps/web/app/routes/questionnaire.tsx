import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { QuestionnaireForm } from '../features/questionnaire/questionnaire-form';
import { loadQuestionnaire, submitQuestionnaire } from '../features/questionnaire/questionnaire.server';
import { pageMeta } from '../lib/meta';

/**
 * The ECSP investor questionnaire, or in the extended debtor flow the debtor's own questionnaire;
 * closed (redirect to the projects) once answered until re-assessment.
 */
export const loader = (args: LoaderFunctionArgs) => loadQuestionnaire(args);

export const action = (args: ActionFunctionArgs) => submitQuestionnaire(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function QuestionnairePage() {
  const { t } = useTranslation();
  const { locale, questions, sophisticatedKind, sophisticatedStatus, debtor } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t(debtor ? 'questionnaire.debtor.title' : 'questionnaire.title')}</Title>
        <Text>{t(debtor ? 'questionnaire.debtor.intro' : 'questionnaire.intro')}</Text>
        {questions ? (
          <QuestionnaireForm
            key={result?.at ?? 0}
            locale={locale}
            questions={questions}
            sophisticatedKind={sophisticatedKind}
            sophisticatedStatus={sophisticatedStatus}
            debtor={debtor}
            result={result}
          />
        ) : (
          <Alert color="red" variant="light" role="alert" data-testid="questionnaire-load-failed">
            {t('questionnaire.load_failed')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
