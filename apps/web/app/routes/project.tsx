import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ProjectPage } from '../features/project-page/project-page';
import { loadProjectPage, runProjectPageAction } from '../features/project-page/project-page.server';
import { pageMeta } from '../lib/meta';

/** /project/{slug}: the project page (decision 0016). */
export const loader = (args: LoaderFunctionArgs) => loadProjectPage(args);
export const action = (args: ActionFunctionArgs) => runProjectPageAction(args);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    // A project saved without a meta title still gives its page a title (WCAG 2.4.2): its own title.
    data ? { title: data.project.metaTitle || data.project.title, description: data.project.metaDescription || data.project.shortDescription } : undefined,
  );

export default function ProjectRoute() {
  const data = useLoaderData<typeof loader>();
  return <ProjectPage {...data} />;
}
