import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** A free port on the loopback, found by listening on port 0 once. */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  dataDir: string;
  /** What the server printed (one JSON object per line). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitUntilHealthy(timeoutMs?: number): Promise<void>;
}

/**
 * The real server, from source, in a process of its own (as `npm start` runs it) on a data
 * directory of its own: what a signal does to it is what it does in production.
 */
export function startServerProcess(
  options: { env?: Record<string, string>; dataDir?: string } = {},
  port: number,
): ServerProcess {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    child,
    dataDir,
    output: () => printed,
    exited,
    async waitUntilHealthy(timeoutMs = 120_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`server exited:\n${printed}`);
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server not healthy in ${timeoutMs} ms:\n${printed}`);
    },
  };
}

/** Signs `email` in through the development outbox; answers the access token. */
export async function signInThroughOutbox(base: string, email: string): Promise<string> {
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/auth/request-otp', { email });
  const mails = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
    to: string;
    text: string;
  }[];
  const otp = mails.find((mail) => mail.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
  const answer = (await (await post('/api/auth/verify-otp', { email, otp })).json()) as {
    access_token: string;
  };
  return answer.access_token;
}

/** An OpenAI-compatible address that takes every request and never answers it. */
export async function hangingModel(): Promise<{
  url: string;
  requests: () => number;
  close: () => Promise<void>;
}> {
  let count = 0;
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    count += 1;
    request.resume();
    open.add(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests: () => count,
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
