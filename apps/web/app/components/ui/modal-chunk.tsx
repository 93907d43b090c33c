// Mantine's Modal as a chunk of its own (with its focus trap, scroll lock and transitions):
// lazy-modal.tsx loads it the first time a dialog opens.
export { Modal as default } from '@mantine/core';
