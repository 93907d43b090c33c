import { useSyncExternalStore } from 'react';

/**
 * Spec section 4 "Modal flags": the account modal and the connect-pay verify modal (closable or not);
 * the account merge modal keeps its own state (features/merge). Decision 0047: these flags say what was
 * opened by a person's action; a forced verify modal (terms to accept) follows the user data instead and
 * is never closable, whatever the flag says.
 */
export interface ModalFlags {
  accountModal: boolean;
  connectPayVerify: { opened: boolean; closable: boolean };
}

const CLOSED: ModalFlags = { accountModal: false, connectPayVerify: { opened: false, closable: true } };
let flags: ModalFlags = CLOSED;
const listeners = new Set<() => void>();
const set = (next: ModalFlags) => {
  flags = next;
  for (const listener of [...listeners]) listener();
};

export const modalFlags = {
  get: () => flags,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  openAccountModal: () => set({ ...flags, accountModal: true }),
  closeAccountModal: () => set({ ...flags, accountModal: false }),
  /** Opened to review the terms: closable unless told otherwise. */
  openConnectPayVerify: (closable = true) => set({ ...flags, connectPayVerify: { opened: true, closable } }),
  closeConnectPayVerify: () => set({ ...flags, connectPayVerify: { opened: false, closable: true } }),
  /** Back to all closed (tests). */
  reset: () => set(CLOSED),
};

export function useModalFlags(): ModalFlags {
  return useSyncExternalStore(modalFlags.subscribe, modalFlags.get, () => CLOSED);
}
