/** What a closed-loop load run measured: completed steps, their rate, refusals by code, latency percentiles. */
export interface LoopResult {
  done: number;
  seconds: number;
  perSecond: number;
  refused: Record<string, number>;
  latencyMs: { p50: number; p99: number };
}

/**
 * `clients` concurrent loops, each running `step(client, sequence)` back to back until `seconds`
 * have passed (a closed loop: a client sends its next request when the last one answered). A step
 * that throws is counted under its error's `code` (or message) instead of as done.
 */
export async function closedLoop(clients: number, seconds: number, step: (client: number, sequence: number) => Promise<unknown>): Promise<LoopResult> {
  const deadline = performance.now() + seconds * 1000;
  const refused: Record<string, number> = {};
  const latencies: number[] = [];
  let done = 0;
  let sequence = 0;
  const started = performance.now();
  const client = async (c: number) => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await step(c, sequence++);
        done += 1;
        latencies.push(performance.now() - t0);
      } catch (error) {
        const code = (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));
        refused[code] = (refused[code] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  const pct = (p: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0) * 100) / 100;
  return { done, seconds: elapsed, perSecond: done / elapsed, refused, latencyMs: { p50: pct(0.5), p99: pct(0.99) } };
}
