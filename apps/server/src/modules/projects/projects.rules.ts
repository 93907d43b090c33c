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
 * The user ids a project-exists answer may reveal: only the caller's own id, and only when it is
 * listed. The spec's answer carries `userIds`; publishing who else may see a SECRET project would
 * leak investors' identities (decision 0004).
 */
export function revealedUserIds(visibleUserIds: readonly number[], viewer: Viewer | null): number[] {
  if (!viewer) return [];
  if (viewer.role === 'operator') return [...visibleUserIds];
  return visibleUserIds.includes(viewer.id) ? [viewer.id] : [];
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
