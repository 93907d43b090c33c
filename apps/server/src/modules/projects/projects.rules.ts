import type { ProjectSet, ProjectStatus } from '@platform/contract';
import type { Viewer } from '../../http/request-context';

/** Statuses anyone may see in lists and on project pages. DRAFT and CANCELLED are not public; SECRET only for listed users. */
export const PUBLIC_STATUSES: readonly ProjectStatus[] = [
  'COMING_SOON',
  'GATHERING',
  'FUNDED',
  'ACTIVE',
  'DELAYED',
  'DEFAULTED',
  'RECOVERY',
  'WRITTEN_OFF',
  'REPAID',
];

export interface SetDefinition {
  statuses: readonly ProjectStatus[];
  includeSecret: boolean;
  pageSize: number;
  /** The set has only one page (LAST_THREE). */
  singlePage: boolean;
}

export function describeSet(set: ProjectSet, sizes: { landingGathering: number; landingLast: number; list: number }): SetDefinition {
  switch (set) {
    case 'FOR_LANDING_PAGE_GATHERING_OR_SECRET':
      return { statuses: ['GATHERING'], includeSecret: true, pageSize: sizes.landingGathering, singlePage: false };
    case 'FOR_LANDING_PAGE_LAST_THREE':
      return { statuses: ['FUNDED', 'ACTIVE', 'REPAID'], includeSecret: false, pageSize: sizes.landingLast, singlePage: true };
    case 'ALL':
      return { statuses: PUBLIC_STATUSES, includeSecret: true, pageSize: sizes.list, singlePage: false };
  }
}

/** May this viewer see this project at all? Operators see everything. */
export function canViewProject(status: ProjectStatus, visibleUserIds: readonly number[], viewer: Viewer | null): boolean {
  if (viewer?.role === 'operator') return true;
  if (status === 'SECRET') return viewer !== null && visibleUserIds.includes(viewer.id);
  return PUBLIC_STATUSES.includes(status);
}

/**
 * The user ids a project-exists answer may reveal: for a SECRET project the caller may see, the
 * caller's own id; nothing else, and nothing for public projects. The spec's answer carries `userIds`; publishing who else may see a SECRET
 * project would leak investors' identities, so even operators get only themselves here (the back
 * office reads the list through the admin API). Decision 0004.
 */
export function revealedUserIds(status: ProjectStatus, visibleUserIds: readonly number[], viewer: Viewer | null): number[] {
  if (status !== 'SECRET' || !viewer) return [];
  return canViewProject(status, visibleUserIds, viewer) ? [viewer.id] : [];
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
