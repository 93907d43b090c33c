import { noticeDismissKey, type ActiveNotice } from '@platform/contract/notices-rules';

/**
 * Dismissed notices live in the browser's local storage (spec section 4), one entry per notice id
 * and last edit: an operator's edit shows the notice again. Read only from effects and handlers (the
 * server has no storage); a blocked storage reads as "nothing dismissed" and forgets quietly.
 */
export function isNoticeDismissed(notice: Pick<ActiveNotice, 'id' | 'updatedAt'>): boolean {
  try {
    return window.localStorage.getItem(noticeDismissKey(notice)) !== null;
  } catch {
    return false;
  }
}

export function rememberNoticeDismissed(notice: Pick<ActiveNotice, 'id' | 'updatedAt'>): void {
  try {
    window.localStorage.setItem(noticeDismissKey(notice), new Date().toISOString());
  } catch {
    // Storage full or blocked: the notice is hidden for this page view only.
  }
}
