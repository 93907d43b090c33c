import type { InProcessApi, PublicEnv } from '@platform/contract';

declare module 'react-router' {
  interface AppLoadContext {
    /** The API in the same process, with the caller's cookies and the page's locale. */
    api: InProcessApi;
    /** CSP nonce of this response for inline scripts. */
    cspNonce: string;
    /** Browser-safe configuration (the reCAPTCHA site key); never a secret. */
    publicEnv: PublicEnv;
  }
}

export {};
