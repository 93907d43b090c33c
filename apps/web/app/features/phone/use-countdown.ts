import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown from `seconds`, ticking once a second; a new `resetKey` (a fresh
 * answer of the server) starts it again. Counted against the browser's clock from the moment the
 * answer arrived, so a server whose clock differs does not shift it.
 */
export function useCountdown(seconds: number, resetKey: unknown): number {
  const [run, setRun] = useState(() => ({ key: resetKey, deadline: Date.now() + seconds * 1000 }));
  const [left, setLeft] = useState(seconds);
  if (run.key !== resetKey) {
    setRun({ key: resetKey, deadline: Date.now() + seconds * 1000 });
    setLeft(seconds);
  }
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft(Math.max(0, Math.ceil((run.deadline - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [run.deadline, running]);
  return left;
}
