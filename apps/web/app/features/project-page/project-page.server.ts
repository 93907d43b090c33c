import { apiErrorSchema, buildPath, localeFromPath, moneyString } from '@platform/contract';
import {
  INVESTING_ENDPOINTS,
  LIFECYCLE_ENDPOINTS,
  PROJECT_PAGE_ENDPOINTS,
  PROJECTS_ENDPOINTS,
  type Endpoint,
  type EndpointArgs,
  type EndpointOk,
} from '@platform/contract/endpoints';
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { apiCall, apiGet } from '../../lib/api.server';
import { projectRedirect, projectsPageOne } from '../../lib/guards';
import { loadViewer } from '../../lib/session.server';
import { assertSameOrigin, cookieHeaders } from '../auth/action.server';
import type { Part } from './section';
import type { ScheduleRow } from './schedule-section';

async function part<E extends Endpoint<'GET'>>(context: AppLoadContext, endpoint: E, args: EndpointArgs<E>): Promise<Part<EndpointOk<E>>> {
  const answer = await apiCall(context, endpoint, args);
  if (answer.status === 503) throw data(null, { status: 503 });
  return answer.ok !== null ? { ok: true, data: answer.ok } : { ok: false };
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
      ? ((payload as Record<string, unknown>).items ??
        (payload as Record<string, unknown>).paymentScheduleItems ??
        (payload as Record<string, unknown>).schedule)
      : null;
  if (!Array.isArray(list)) return null;
  const parsed = z.array(scheduleItemSchema).safeParse(list);
  if (!parsed.success) return null;
  return parsed.data.map((r) => ({ ...r, status: r.status ?? 'scheduled' }));
}

async function schedulePart(context: AppLoadContext, projectId: number): Promise<Part<ScheduleRow[]>> {
  const answer = await apiCall(context, LIFECYCLE_ENDPOINTS.projectSchedule, { params: { id: projectId } });
  if (answer.status === 404) return { ok: true, data: [] };
  const rows = answer.ok ? scheduleRowsOf(answer.ok.items) : null;
  return rows ? { ok: true, data: rows } : { ok: false };
}

/** /project/{slug}: the project (404/redirect as the guard says) and every part of its page, each failing on its own. */
export async function loadProjectPage({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const slug = params.slug;
  if (!slug) throw redirect(projectsPageOne(locale));
  const [exists, viewer] = await Promise.all([apiGet(context, PROJECTS_ENDPOINTS.checkExists, { params: { slug } }), loadViewer(context)]);
  const target = projectRedirect(exists, viewer, locale);
  if (target) throw redirect(target);
  const { projectData, userInvestedAmount } = await apiGet(context, PROJECTS_ENDPOINTS.project, { params: { id: slug } });
  const id = projectData.id;
  const [invest, history, updates, debtorUpdates, investments, documents, comments, schedule] = await Promise.all([
    // With the page, so the panel asks for nothing after hydration (a failure lets it load them itself).
    part(context, INVESTING_ENDPOINTS.investOptions, { params: { id } }),
    part(context, PROJECT_PAGE_ENDPOINTS.borrowerLoansHistory, { params: { id } }),
    part(context, PROJECT_PAGE_ENDPOINTS.updates, { params: { id } }),
    part(context, PROJECT_PAGE_ENDPOINTS.debtorUpdates, { params: { id } }),
    part(context, PROJECT_PAGE_ENDPOINTS.investments, { params: { id } }),
    part(context, PROJECT_PAGE_ENDPOINTS.documents, { params: { id } }),
    part(context, PROJECT_PAGE_ENDPOINTS.comments, { params: { id } }),
    schedulePart(context, id),
  ]);
  const commenter: 'guest' | 'locked' | 'open' = !viewer ? 'guest' : viewer.readonly || viewer.impersonatedBy !== null ? 'locked' : 'open';
  return {
    locale,
    project: projectData,
    userInvestedAmount,
    commenter,
    loginUrl: buildPath('login', locale),
    investOptions: invest.ok ? invest.data : null,
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
  const answer = await apiCall(context, PROJECT_PAGE_ENDPOINTS.postComment, { body: { projectId, body } });
  const headers = cookieHeaders(answer);
  if (answer.status === 503) throw data(null, { status: 503, headers });
  if (answer.status === 401) throw redirect(buildPath('login', locale), { headers });
  if (answer.status === 201) return data<CommentActionResult>({ ok: true, code: null, at }, { headers });
  const parsed = apiErrorSchema.safeParse(answer.data);
  return data<CommentActionResult>({ ok: false, code: parsed.success ? parsed.data.code : 'INTERNAL', at }, { headers, status: answer.status });
}
