import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerBreaker } from '../circuit-breaker';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** An answer, sent `delayMs` after the request arrived (at once without it). */
export type Reply =
  | { status: number; json: unknown; headers?: Record<string, string>; delayMs?: number }
  | { status: number; text: string; headers?: Record<string, string>; delayMs?: number }
  /** Never answer, so the caller's time limit is what ends the request. */
  | { hang: true };

export interface LoopbackServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 with a port of the system's choosing: the providers' SDKs talk
 * to it exactly as they would to the real API, so the tests cover their request and response code.
 */
export async function startLoopbackServer(
  answer: (request: RecordedRequest, index: number) => Reply,
): Promise<LoopbackServer> {
  // A new fake provider starts with a clean history: earlier failures must not pause it.
  providerBreaker.reset();
  const requests: RecordedRequest[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: raw === '' ? null : (JSON.parse(raw) as unknown),
      };
      requests.push(request);
      const reply = answer(request, requests.length - 1);
      if ('hang' in reply) return;
      const isJson = 'json' in reply;
      const send = () => {
        if (outgoing.destroyed) return;
        outgoing.writeHead(reply.status, {
          'content-type': isJson ? 'application/json' : 'text/plain',
          ...reply.headers,
        });
        outgoing.end(isJson ? JSON.stringify(reply.json) : reply.text);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
