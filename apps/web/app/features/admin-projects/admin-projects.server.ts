import {
  apiErrorSchema,
  buildPath,
  localeFromPath,
  PROJECT_STATUSES,
  type AdminComment,
  type AdminProject,
  type AdminProjectOptions,
  type AdminProjectsPage,
  type AdminProjectUpdate,
  type InProcessApiResponse,
  type Locale,
} from '@platform/contract';
import { ADMIN_PROJECTS_ENDPOINTS as E, type Endpoint, type EndpointArgs, type EndpointBody } from '@platform/contract/endpoints';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { apiCall, apiGet } from '../../lib/api.server';
import { assertSameOrigin } from '../auth/action.server';
import { serverT } from '../../lib/i18n.server';
import { EDITOR_INTENTS, factsBodyOf, localizedOf, text, textsBodyOf, userIdsOf, type EditorActionResult, type EditorIntent } from './editor-forms';

function metaFor(locale: Locale, title: string) {
  const t = serverT(locale);
  return { title: `${title} | ${t('brand.name')}`, description: t('adminProjects.intro') };
}

async function call<X extends Endpoint>(context: LoaderFunctionArgs['context'], endpoint: X, args: EndpointArgs<X>) {
  const answer = await apiCall(context, endpoint, args);
  if (answer.status === 503) throw data(null, { status: 503 });
  return answer;
}

/** The form's fields go to the API as typed: its schema is the one check, and its fieldErrors come back to the form. */
const formBody = <X extends Endpoint>(_endpoint: X, body: object) => body as EndpointBody<X>;

export interface AdminProjectsData {
  locale: Locale;
  search: string;
  status: string;
  page: number;
  /** null when the list could not be loaded. */
  list: AdminProjectsPage | null;
  meta: { title: string; description: string };
}

/** The project list at /admin/projects?search=&status=&page= (the route table admits operators only). */
export async function loadAdminProjects({ request, context }: LoaderFunctionArgs): Promise<AdminProjectsData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const rawStatus = url.searchParams.get('status') ?? '';
  const status = PROJECT_STATUSES.find((s) => s === rawStatus) ?? '';
  const rawPage = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 100_000 ? rawPage : 1;
  const answer = await call(context, E.list, { query: { search: search || undefined, status: status || undefined, page } });
  return { locale, search, status, page, list: answer.ok, meta: metaFor(locale, serverT(locale)('adminProjects.list.title')) };
}

export interface AdminProjectData {
  locale: Locale;
  /** null for /admin/projects/new */
  project: AdminProject | null;
  options: AdminProjectOptions;
  updates: AdminProjectUpdate[];
  comments: AdminComment[];
  meta: { title: string; description: string };
}

/** `new` or a project id; anything else is a 404. */
export function projectIdParam(raw: string | undefined): number | 'new' | null {
  if (raw === 'new') return 'new';
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export async function loadAdminProject({ request, params, context }: LoaderFunctionArgs): Promise<AdminProjectData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const id = projectIdParam(params.projectId);
  if (id === null) throw data(null, { status: 404 });
  const t = serverT(locale);
  const options = await apiGet(context, E.options, {});
  if (id === 'new') return { locale, project: null, options, updates: [], comments: [], meta: metaFor(locale, t('adminProjects.new.title')) };
  const byId = { params: { id } };
  const [project, updatesAnswer, commentsAnswer] = await Promise.all([
    apiGet(context, E.project, byId),
    call(context, E.updates, byId),
    call(context, E.comments, byId),
  ]);
  return {
    locale,
    project,
    options,
    updates: updatesAnswer.ok?.updates ?? [],
    comments: commentsAnswer.ok?.comments ?? [],
    meta: metaFor(locale, `${t('adminProjects.editor.title')} #${project.number}`),
  };
}

const positiveId = (raw: string) => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

function resultOf(intent: EditorIntent, target: number | null, answer: InProcessApiResponse): EditorActionResult {
  const ok = answer.status >= 200 && answer.status < 300;
  const error = ok ? null : apiErrorSchema.safeParse(answer.data);
  return {
    intent,
    target,
    ok,
    code: error?.success ? error.data.code : ok ? null : 'INTERNAL',
    fieldErrors: error?.success ? (error.data.fieldErrors ?? {}) : {},
    at: Date.now(),
  };
}

/** One action for every editor form, told apart by `intent`; a created project opens in the editor. */
export async function runAdminProjectAction({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const raw = text(form, 'intent');
  const intent = (EDITOR_INTENTS as readonly string[]).includes(raw) ? (raw as EditorIntent) : null;
  const fail = (status = 400): ReturnType<typeof data<EditorActionResult>> =>
    data({ intent: intent ?? 'unknown', target: null, ok: false, code: 'BAD_REQUEST', fieldErrors: {}, at: Date.now() }, { status });
  if (!intent) return fail();

  if (intent === 'create') {
    const answer = await apiCall(context, E.create, { body: formBody(E.create, factsBodyOf(form)) });
    if (answer.ok) throw redirect(buildPath('admin-project', locale, { projectId: answer.ok.id }));
    return data(resultOf(intent, null, answer), { status: answer.status === 503 ? 503 : 200 });
  }

  const id = projectIdParam(params.projectId);
  if (typeof id !== 'number') return fail(404);
  const target = positiveId(text(form, 'target'));
  let answer: InProcessApiResponse;
  switch (intent) {
    case 'facts':
      answer = await apiCall(context, E.facts, { params: { id }, body: formBody(E.facts, factsBodyOf(form)) });
      break;
    case 'texts':
      answer = await apiCall(context, E.texts, { params: { id }, body: formBody(E.texts, textsBodyOf(form)) });
      break;
    case 'visible-users': {
      const userIds = userIdsOf(text(form, 'userIds'));
      if (userIds === null)
        return data<EditorActionResult>({
          intent,
          target: null,
          ok: false,
          code: 'VALIDATION_FAILED',
          fieldErrors: { userIds: ['adminProjects.error.user_ids'] },
          at: Date.now(),
        });
      answer = await apiCall(context, E.visibleUsers, { params: { id }, body: { userIds } });
      break;
    }
    case 'photo-order': {
      const photoIds = text(form, 'photoIds').split(',').filter(Boolean).map(Number);
      answer = await apiCall(context, E.photoOrder, { params: { id }, body: { photoIds } });
      break;
    }
    case 'update-create':
      answer = await apiCall(context, E.createUpdate, {
        params: { id },
        body: formBody(E.createUpdate, { kind: text(form, 'kind'), title: localizedOf(form, 'title'), body: localizedOf(form, 'body') }),
      });
      break;
    default: {
      if (target === null) return fail();
      if (intent === 'photo-alt') {
        answer = await apiCall(context, E.photoAlt, { params: { id, photoId: target }, body: formBody(E.photoAlt, { alt: localizedOf(form, 'alt') }) });
      } else if (intent === 'photo-delete') {
        answer = await apiCall(context, E.photoDelete, { params: { id, photoId: target } });
      } else if (intent === 'document-delete') {
        answer = await apiCall(context, E.documentDelete, { params: { id, documentId: target } });
      } else if (intent === 'update-edit') {
        const body = formBody(E.editUpdate, { title: localizedOf(form, 'title'), body: localizedOf(form, 'body') });
        answer = await apiCall(context, E.editUpdate, { params: { id, updateId: target }, body });
      } else if (intent === 'update-delete') {
        answer = await apiCall(context, E.deleteUpdate, { params: { id, updateId: target } });
      } else if (intent === 'comment-answer') {
        answer = await apiCall(context, E.answerComment, { params: { id, commentId: target }, body: { answer: text(form, 'answer') } });
      } else {
        answer = await apiCall(context, E.hideComment, { params: { id, commentId: target }, body: { hidden: text(form, 'hidden') === 'true' } });
      }
    }
  }
  if (answer.status === 503) throw data(null, { status: 503 });
  return data(resultOf(intent, target, answer));
}
