import {
  ADMIN_PROJECTS_API,
  adminCommentsSchema,
  adminProjectOptionsSchema,
  adminProjectSchema,
  adminProjectsPageSchema,
  adminProjectUpdatesSchema,
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
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { assertSameOrigin } from '../auth/action.server';
import { serverT } from '../../lib/i18n.server';
import { EDITOR_INTENTS, factsBodyOf, localizedOf, text, textsBodyOf, userIdsOf, type EditorActionResult, type EditorIntent } from './editor-forms';

function metaFor(locale: Locale, title: string) {
  const t = serverT(locale);
  return { title: `${title} | ${t('brand.name')}`, description: t('adminProjects.intro') };
}

async function getJson(context: LoaderFunctionArgs['context'], url: string) {
  const answer = await context.api.request('GET', url);
  if (answer.status === 503) throw data(null, { status: 503 });
  return answer;
}

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
  const status = (PROJECT_STATUSES as readonly string[]).includes(rawStatus) ? rawStatus : '';
  const rawPage = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 100_000 ? rawPage : 1;
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (status) query.set('status', status);
  query.set('page', String(page));
  const answer = await getJson(context, `${ADMIN_PROJECTS_API.list}?${query}`);
  const parsed = answer.status === 200 ? adminProjectsPageSchema.safeParse(answer.data) : null;
  return { locale, search, status, page, list: parsed?.success ? parsed.data : null, meta: metaFor(locale, serverT(locale)('adminProjects.list.title')) };
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
  const optionsAnswer = await getJson(context, ADMIN_PROJECTS_API.options);
  if (optionsAnswer.status !== 200) throw data(null, { status: optionsAnswer.status });
  const options = adminProjectOptionsSchema.parse(optionsAnswer.data);
  if (id === 'new') return { locale, project: null, options, updates: [], comments: [], meta: metaFor(locale, t('adminProjects.new.title')) };
  const [projectAnswer, updatesAnswer, commentsAnswer] = await Promise.all([
    getJson(context, ADMIN_PROJECTS_API.project(id)),
    getJson(context, ADMIN_PROJECTS_API.updates(id)),
    getJson(context, ADMIN_PROJECTS_API.comments(id)),
  ]);
  if (projectAnswer.status !== 200) throw data(null, { status: projectAnswer.status === 404 ? 404 : projectAnswer.status });
  const project = adminProjectSchema.parse(projectAnswer.data);
  return {
    locale,
    project,
    options,
    updates: updatesAnswer.status === 200 ? adminProjectUpdatesSchema.parse(updatesAnswer.data).updates : [],
    comments: commentsAnswer.status === 200 ? adminCommentsSchema.parse(commentsAnswer.data).comments : [],
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
  const post = (url: string, body: unknown = {}) => context.api.request('POST', url, { body, locale });

  if (intent === 'create') {
    const answer = await post(ADMIN_PROJECTS_API.create, factsBodyOf(form));
    if (answer.status === 201) throw redirect(buildPath('admin-project', locale, { projectId: (answer.data as { id: number }).id }));
    return data(resultOf(intent, null, answer), { status: answer.status === 503 ? 503 : 200 });
  }

  const id = projectIdParam(params.projectId);
  if (typeof id !== 'number') return fail(404);
  const target = positiveId(text(form, 'target'));
  let answer: InProcessApiResponse;
  switch (intent) {
    case 'facts':
      answer = await post(ADMIN_PROJECTS_API.project(id), factsBodyOf(form));
      break;
    case 'texts':
      answer = await post(ADMIN_PROJECTS_API.texts(id), textsBodyOf(form));
      break;
    case 'visible-users': {
      const userIds = userIdsOf(text(form, 'userIds'));
      if (userIds === null) return data<EditorActionResult>({ intent, target: null, ok: false, code: 'VALIDATION_FAILED', fieldErrors: { userIds: ['adminProjects.error.user_ids'] }, at: Date.now() });
      answer = await post(ADMIN_PROJECTS_API.visibleUsers(id), { userIds });
      break;
    }
    case 'photo-order': {
      const photoIds = text(form, 'photoIds').split(',').filter(Boolean).map(Number);
      answer = await post(ADMIN_PROJECTS_API.photoOrder(id), { photoIds });
      break;
    }
    case 'update-create':
      answer = await post(ADMIN_PROJECTS_API.updates(id), { kind: text(form, 'kind'), title: localizedOf(form, 'title'), body: localizedOf(form, 'body') });
      break;
    default: {
      if (target === null) return fail();
      if (intent === 'photo-alt') answer = await post(ADMIN_PROJECTS_API.photo(id, target), { alt: localizedOf(form, 'alt') });
      else if (intent === 'photo-delete') answer = await post(ADMIN_PROJECTS_API.photoDelete(id, target));
      else if (intent === 'document-delete') answer = await post(ADMIN_PROJECTS_API.documentDelete(id, target));
      else if (intent === 'update-edit') answer = await post(ADMIN_PROJECTS_API.update(id, target), { title: localizedOf(form, 'title'), body: localizedOf(form, 'body') });
      else if (intent === 'update-delete') answer = await post(ADMIN_PROJECTS_API.updateDelete(id, target));
      else if (intent === 'comment-answer') answer = await post(ADMIN_PROJECTS_API.commentAnswer(id, target), { answer: text(form, 'answer') });
      else answer = await post(ADMIN_PROJECTS_API.commentHide(id, target), { hidden: text(form, 'hidden') === 'true' });
    }
  }
  if (answer.status === 503) throw data(null, { status: 503 });
  return data(resultOf(intent, target, answer));
}
