import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), without its swap to a random id after mounting. Mantine starts
 * from React's hydration-safe id and then, in a layout effect, sets a random one: every component with
 * an id (the shell, each checkbox and input) re-rendered synchronously right after hydration, one
 * blocking task on every page (issue 11: ~290 components on the project list), and every id in the
 * server's HTML changed under the user. vite.config.ts points @mantine/hooks' own import here. The
 * first value is Mantine's, character for character, so the server (which runs Mantine's copy, where
 * the effect never runs) and the browser agree.
 */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
