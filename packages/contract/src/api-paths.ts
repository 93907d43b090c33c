import type { ProjectSet } from './api';

// Kept apart from the zod schemas so that browser code using a path does not pull zod in.
/** Paths of the API calls (spec section 7). Build them with these helpers, never by hand. */
export const API = {
  checkMaintenance: '/api/get/check-maintenance',
  translations: '/api/get/translations',
  riskGroups: '/api/get/risk-groups',
  investmentTypes: '/api/get/investment-types',
  countries: '/api/get/countries',
  projectCountries: '/api/get/project-countries',
  projects: (set: ProjectSet, page: number) => `/api/get/projects/${set}/${page}`,
  project: (idOrSlug: string | number) => `/api/get/project/${encodeURIComponent(String(idOrSlug))}`,
  checkIfProjectExist: (slug: string) => `/api/get/check-if-project-exist/${encodeURIComponent(slug)}`,
  health: '/api/health',
} as const;
