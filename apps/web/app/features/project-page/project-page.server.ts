import {
  API,
  apiErrorSchema,
  borrowerLoansHistorySchema,
  buildPath,
  localeFromPath,
  moneyString,
  PROJECT_PAGE_API,
  projectCommentsSchema,
  projectDocumentsSchema,
  projectExistSchema,
  projectInvestmentsSchema,
  projectResponseSchema,
  projectUpdatesSchema,
} from '@platform/contract';
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { apiGet } from '../../lib/api.server';
import { projectRedirect, projectsPageOne } from '../../lib/guards';
import { loadViewer } from '../../lib/session.server';
import { apiPost, assertSameOrigin, cookieHeaders } from '../auth/action.server';
import type { Part } from './section';
import type { ScheduleRow } from './schedule-section';

async function part<S extends z.ZodType>(context: AppLoadContext, url: string, schema: S): Promise<Part<z.infer<S>>> {
  const answer = await context.api.request('GET', url);
  if (answer.status === 503) throw data(null, { status: 503 });
  const parsed = answer.status === 200 ? schema.safeParse(answer.data) : null;
  return parsed?.success ? { ok: true, data: parsed.data } : { ok: false };
}

const scheduleItemSchema = z.object({
  installment: z.number().int(),
  dueDate: z.string(),
  principal: moneyString,
  interest: moneyString,
  total: moneyString.optional(),
  status: z.string().optional(),
});

/**
 * The repayment schedule call belongs to the lifecycle capability; its answer is read leniently
 * (a list under items, paymentScheduleItems or schedule, or the list itself). No schedule yet
 * (not disbursed, or the call is not there) shows the empty state.
 */
export function scheduleRowsOf(payload: unknown): ScheduleRow[] | null {
  const list = Array.isArray(payload)
    ? payload
    : payload && typeof payload === 'object'
      ? ((payload as Record<string, unknown>).items ?? (payload as Record<string, unknown>).paymentScheduleItems ?? (payload as Record<string, unknown>).schedule)
      : null;
  if (!Array.isArray(list)) return null;
  const parsed = z.array(scheduleItemSchema).safeParse(list);
  if (!parsed.success) return null;
  return parsed.data.map((r) => ({ ...r, status: r.status ?? 'scheduled' }));
}

async function schedulePart(context: AppLoadContext, projectId: number): Promise<Part<ScheduleRow[]>> {
  const answer = await context.api.request('GET', PROJECT_PAGE_API.repaymentSchedule(projectId));
  if (answer.status === 404) return { ok: true, data: [] };
  if (answer.status !== 200) return { ok: false };
  const rows = scheduleRowsOf(answer.data);
  return rows ? { ok: true, data: rows } : { ok: false };
}

/** /project/{slug}: the project (404/redirect as the guard says) and every part of its page, each failing on its own. */
export async function loadProjectPage({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const slug = params.slug;
  if (!slug) throw redirect(projectsPageOne(locale));
  const [exists, viewer] = await Promise.all([apiGet(context, API.checkIfProjectExist(slug), projectExistSchema), loadViewer(context)]);
  const target = projectRedirect(exists, viewer, locale);
  if (target) throw redirect(target);
  const { projectData, userInvestedAmount } = await apiGet(context, API.project(slug), projectResponseSchema);
  const id = projectData.id;
  const [history, updates, debtorUpdates, investments, documents, comments, schedule] = await Promise.all([
    part(context, PROJECT_PAGE_API.borrowerLoansHistory(id), borrowerLoansHistorySchema),
    part(context, PROJECT_PAGE_API.updates(id), projectUpdatesSchema),
    part(context, PROJECT_PAGE_API.debtorUpdates(id), projectUpdatesSchema),
    part(context, PROJECT_PAGE_API.investments(id), projectInvestmentsSchema),
    part(context, PROJECT_PAGE_API.documents(id), projectDocumentsSchema),
    part(context, PROJECT_PAGE_API.comments(id), projectCommentsSchema),
    schedulePart(context, id),
  ]);
  const commenter: 'guest' | 'locked' | 'open' = !viewer ? 'guest' : viewer.readonly || viewer.impersonatedBy !== null ? 'locked' : 'open';
  return {
    locale,
    project: projectData,
    userInvestedAmount,
    commenter,
    loginUrl: buildPath('login', locale),
    parts: { history, updates, debtorUpdates, investments, documents, comments, schedule },
  };
}

export interface CommentActionResult {
  ok: boolean;
  code: string | null;
  at: number;
}

/** The question form: posts through the API with the visitor's session. */
export async function runProjectPageAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const projectId = Number(form.get('projectId'));
  const body = String(form.get('body') ?? '');
  const at = Date.now();
  if (!Number.isInteger(projectId) || projectId < 1) return data<CommentActionResult>({ ok: false, code: 'VALIDATION_FAILED', at }, { status: 400 });
  const answer = await apiPost(context, PROJECT_PAGE_API.postComment, { projectId, body });
  const headers = cookieHeaders(answer);
  if (answer.status === 503) throw data(null, { status: 503, headers });
  if (answer.status === 401) throw redirect(buildPath('login', locale), { headers });
  if (answer.status === 201) return data<CommentActionResult>({ ok: true, code: null, at }, { headers });
  const parsed = apiErrorSchema.safeParse(answer.data);
  return data<CommentActionResult>({ ok: false, code: parsed.success ? parsed.data.code : 'INTERNAL', at }, { headers, status: answer.status });
}
