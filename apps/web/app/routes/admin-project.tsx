import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ProjectEditorPage } from '../features/admin-projects/project-editor-page';
import { loadAdminProject, runAdminProjectAction } from '../features/admin-projects/admin-projects.server';
import { pageMeta } from '../lib/meta';

/** Back office: create (/admin/projects/new) or edit (/admin/projects/{id}) a project. */
export const loader = (args: LoaderFunctionArgs) => loadAdminProject(args);

export const action = (args: ActionFunctionArgs) => runAdminProjectAction(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminProjectRoute() {
  const { locale, project, options, updates, comments } = useLoaderData<typeof loader>();
  return <ProjectEditorPage key={project?.id ?? 'new'} locale={locale} project={project} options={options} updates={updates} comments={comments} />;
}
