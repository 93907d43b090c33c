import { ImpersonationBanner } from './impersonation-banner';
import { ReadOnlyBanner } from './read-only-banner';
import type { SessionViewer } from './types';

/** Both session banners in their order (logged in as another user first); nothing for guests. */
export function SessionBanners({ viewer }: { viewer: SessionViewer | null }) {
  return (
    <>
      <ImpersonationBanner viewer={viewer} />
      <ReadOnlyBanner viewer={viewer} />
    </>
  );
}
