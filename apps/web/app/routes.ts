import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { listLocalizedRoutes, type LayoutName } from '@platform/contract';

// One table (packages/contract/src/routes.ts) generates every route in all six locales, each with
// its own id `name__locale`, grouped under the two layouts.
const all = listLocalizedRoutes();

function routesOf(layoutName: LayoutName) {
  return all.filter((r) => r.def.layout === layoutName).map((r) => (r.path === '' ? index(r.def.file, { id: r.id }) : route(r.path, r.def.file, { id: r.id })));
}

export default [
  layout('routes/layout-default.tsx', { id: 'layout-default' }, [...routesOf('default'), route('*', 'routes/not-found.tsx', { id: 'not-found' })]),
  layout('routes/layout-user-access.tsx', { id: 'layout-user-access' }, routesOf('user-access')),
] satisfies RouteConfig;
