import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

/**
 * floating-ui's `useMergeRefs`, the one thing Mantine's ScrollArea (under every Table) takes from
 * @floating-ui/react. vite.config.ts points ScrollArea's import here, so a page with a table does not
 * load the positioning library of tooltips and popovers. Same behaviour, React 19 ref cleanups included.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback(
    (instance: T) => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const refCleanup = ref(instance);
          return typeof refCleanup === 'function' ? refCleanup : () => ref(null);
        }
        ref.current = instance;
        return () => {
          ref.current = null;
        };
      });
      return () => cleanups.forEach((cleanup) => cleanup?.());
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: T | null) => {
        if (cleanupRef.current) {
          cleanupRef.current();
          cleanupRef.current = undefined;
        }
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
}
