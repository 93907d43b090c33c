import { useCallback, useEffect, useState } from 'react';

const read = (key: string): boolean | null => {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? null : JSON.parse(stored) === true;
  } catch {
    return null; // storage blocked (private mode, policy) or an unreadable value: the default
  }
};

/**
 * A yes/no preference kept in localStorage (`"true"`/`"false"`, as Mantine's useLocalStorage wrote it,
 * so a stored value carries over). The first render uses the default on the server and in the browser
 * alike (no hydration mismatch); the stored value applies right after. Another tab's change follows.
 * Replaces Mantine's general storage hook in every page's layout code (decision 0057, ninth session).
 */
export function useStoredFlag(key: string, defaultValue: boolean): [boolean, (update: (value: boolean) => boolean) => void] {
  const [value, setValue] = useState(defaultValue);
  useEffect(() => {
    setValue(read(key) ?? defaultValue);
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && event.key === key) setValue(read(key) ?? defaultValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, defaultValue]);
  const update = useCallback(
    (change: (value: boolean) => boolean) =>
      setValue((current) => {
        const next = change(current);
        try {
          window.localStorage.setItem(key, JSON.stringify(next));
        } catch {
          // storage blocked: the preference lasts as long as the page
        }
        return next;
      }),
    [key],
  );
  return [value, update];
}
