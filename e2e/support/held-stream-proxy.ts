/**
 * An HTTP proxy in front of the test server that plays a slow server stream: it forwards every
 * request, and of each HTML page it sends the shell at once and holds back the rest — React's
 * streamed Suspense contents (`<div hidden id="S:n">` and their `$RC` reveals) — for `holdMs`. On a
 * busy machine the server sends them that late; the browser has started the page's scripts by then.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where React's streamed boundary contents start in a page's HTML. */
const STREAMED_CONTENT = '<div hidden id="S:';

export interface HeldStreamProxy {
  baseUrl: string;
  /** Pages whose streamed part was held back so far. */
  held(): number;
  close(): Promise<void>;
}

export async function startHeldStreamProxy(upstream: string, holdMs: number): Promise<HeldStreamProxy> {
  const target = new URL(upstream);
  let held = 0;
  const server = createServer((incoming, outgoing) => {
    // Plain bytes, so the proxy can find where the streamed part starts.
    const headers: IncomingHttpHeaders = { ...incoming.headers };
    delete headers['accept-encoding'];
    const forwarded = httpRequest({ hostname: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      const isPage = (answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!isPage) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks);
        const split = html.indexOf(STREAMED_CONTENT);
        const responseHeaders = { ...answer.headers };
        delete responseHeaders['content-length'];
        outgoing.writeHead(answer.statusCode ?? 502, responseHeaders);
        if (split < 0) {
          outgoing.end(html);
          return;
        }
        held += 1;
        outgoing.write(html.subarray(0, split));
        setTimeout(() => outgoing.end(html.subarray(split)), holdMs);
      });
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    held: () => held,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
