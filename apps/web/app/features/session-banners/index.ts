export { ImpersonationBanner } from './impersonation-banner';
export { ReadOnlyBanner } from './read-only-banner';
export { SessionBanners } from './session-banners';
export { IMPERSONATION_RETURN_ROUTE, type SessionViewer } from './types';
