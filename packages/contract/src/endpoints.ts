// The endpoint table (decision 0030): imported as '@platform/contract/endpoints', not from the
// package index, so that browser code that only builds paths does not pull the schemas in.
import type { Endpoint } from './endpoint';
import { NOTIFICATIONS_ENDPOINTS } from './endpoints/notifications';
import { MAINTENANCE_ENDPOINTS, TRANSLATIONS_ENDPOINTS } from './endpoints/platform';
import { PROJECT_PAGE_ENDPOINTS } from './endpoints/project-page';
import { PROJECTS_ENDPOINTS, REFERENCE_ENDPOINTS } from './endpoints/projects';

export * from './endpoint';
export { MAINTENANCE_ENDPOINTS, NOTIFICATIONS_ENDPOINTS, PROJECT_PAGE_ENDPOINTS, PROJECTS_ENDPOINTS, REFERENCE_ENDPOINTS, TRANSLATIONS_ENDPOINTS };

/** Every endpoint of the table, area by area. */
export const ENDPOINT_AREAS = {
  projects: PROJECTS_ENDPOINTS,
  reference: REFERENCE_ENDPOINTS,
  translations: TRANSLATIONS_ENDPOINTS,
  maintenance: MAINTENANCE_ENDPOINTS,
  projectPage: PROJECT_PAGE_ENDPOINTS,
  notifications: NOTIFICATIONS_ENDPOINTS,
} as const;

export const ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_AREAS).flatMap((area) => Object.values(area) as Endpoint[]);
