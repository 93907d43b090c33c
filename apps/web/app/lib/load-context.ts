import type { InProcessApi } from '@platform/contract';

declare module 'react-router' {
  interface AppLoadContext {
    /** The API in the same process, with the caller's cookies and the page's locale. */
    api: InProcessApi;
    /** CSP nonce of this response for inline scripts. */
    cspNonce: string;
  }
}

export {};
