import type { ModalProps } from '@mantine/core';
import { lazy, useState } from 'react';
import { LazyPart } from './lazy-part';

const Modal = lazy(() => import('./modal-chunk'));

/**
 * Mantine's Modal, loaded the first time it opens. The layout's dialogs (manual KYC, account merge,
 * connectPay migration, the debtor's repayment details) are closed for nearly every page view, and
 * Modal with its scroll lock, focus trap and transitions is ~10 KB gzip of every first load
 * (bench/first-load-js.mjs). A modal renders into a portal, which has no server HTML, so loading it
 * late never replaces anything the server drew.
 */
export function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  // Adjusting state while rendering (React's documented pattern): mounted from the first open on,
  // so closing keeps Mantine's exit transition.
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <LazyPart fallback={null}>
      <Modal {...props} />
    </LazyPart>
  );
}
