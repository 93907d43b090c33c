import { apiErrorSchema, buildPath, DEBTOR_EXTENDED_QUESTIONS, localeFromPath, type Locale, type Question } from '@platform/contract';
import { QUESTIONNAIRE_ENDPOINTS } from '@platform/contract/endpoints';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { assertSameOrigin, cookieHeaders } from '../auth/action.server';
import { serverT } from '../../lib/i18n.server';
import { loadViewer } from '../../lib/session.server';
import { formValues, parseQuestionnaireForm, type SophisticatedKind } from './parse-form';

export interface QuestionnaireLoaderData {
  locale: Locale;
  questions: Question[] | null;
  sophisticatedKind: SophisticatedKind;
  sophisticatedStatus: string;
  /** The extended debtor flow: the debtor's own questionnaire instead of the investor's. */
  debtor: boolean;
  meta: { title: string; description: string };
}

export interface QuestionnaireActionData {
  /** API error code, or VALIDATION_FAILED from the form's own checks. */
  code: string;
  fieldErrors: Record<string, string[]>;
  riskWarningRequired: boolean;
  values: Record<string, string>;
  at: number;
}

/** Answered (and not due for re-assessment): the page is closed; off to the projects. */
export async function loadQuestionnaire({ request, context }: LoaderFunctionArgs): Promise<QuestionnaireLoaderData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const viewer = await loadViewer(context);
  if (!viewer) throw redirect(buildPath('login', locale));
  const debtor = viewer.debtor.extendedDebtorFlow;
  if (!debtor && viewer.questionsAnswered) throw redirect(buildPath('projects-page', locale, { page: 1 }));
  const t = serverT(locale);
  const meta = { title: `${t('questionnaire.meta.title')} | ${t('brand.name')}`, description: t('questionnaire.meta.description') };
  const answer = debtor
    ? await apiCall(context, QUESTIONNAIRE_ENDPOINTS.debtorExtendedQuestionnaire, {})
    : await apiCall(context, QUESTIONNAIRE_ENDPOINTS.userQuestionnaire, {});
  if (answer.status === 503) throw data(null, { status: 503 });
  const set = answer.ok;
  // The debtor's questionnaire is closed the same way once answered (until re-assessment).
  if (debtor && set?.current) throw redirect(buildPath('projects-page', locale, { page: 1 }));
  return {
    locale,
    questions: set?.questions ?? null,
    sophisticatedKind: viewer.type === 'company' ? 'legal' : 'natural',
    sophisticatedStatus: set?.sophisticatedStatus ?? 'none',
    debtor,
    meta,
  };
}

export async function submitQuestionnaire({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const values = formValues(form);
  const at = Date.now();
  const debtor = (await loadViewer(context))?.debtor.extendedDebtorFlow === true;
  const parsed = parseQuestionnaireForm(form, debtor ? DEBTOR_EXTENDED_QUESTIONS : undefined);
  if (!parsed.ok) return data<QuestionnaireActionData>({ code: 'VALIDATION_FAILED', fieldErrors: parsed.fieldErrors, riskWarningRequired: false, values, at });
  const answer = debtor
    ? await apiCall(context, QUESTIONNAIRE_ENDPOINTS.setDebtorExtendedQuestionnaire, { body: { answers: parsed.body.answers } })
    : await apiCall(context, QUESTIONNAIRE_ENDPOINTS.setUserQuestionnaire, { body: parsed.body });
  const headers = cookieHeaders(answer);
  if (answer.status === 201) return redirect(debtor ? buildPath('projects-page', locale, { page: 1 }) : buildPath('identify', locale), { headers });
  const error = apiErrorSchema.safeParse(answer.data);
  const fieldErrors = error.success ? (error.data.fieldErrors ?? {}) : {};
  return data<QuestionnaireActionData>(
    {
      code: error.success ? error.data.code : 'INTERNAL',
      fieldErrors,
      // The knowledge test failed: the mandated warning must be shown and acknowledged.
      riskWarningRequired: Boolean(fieldErrors.riskWarningAcknowledged) || values.riskWarningShown === '1',
      values,
      at,
    },
    { headers },
  );
}
