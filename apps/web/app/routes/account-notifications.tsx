import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { NotificationsPage } from '../features/notifications/notifications-page';
import { loadNotifications, markNotificationsRead } from '../features/notifications/notifications.server';
import { pageMeta } from '../lib/meta';

/** /account/notifications[/page]?type= (logged-in users: the route table's access guard). Decision 0018. */
export const loader = (args: LoaderFunctionArgs) => loadNotifications(args);

export const action = (args: ActionFunctionArgs) => markNotificationsRead(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex, nofollow' }];

export default function AccountNotificationsRoute() {
  const { locale, type, page, result } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  return <NotificationsPage locale={locale} type={type} page={page} result={result} actionResult={actionResult} />;
}
