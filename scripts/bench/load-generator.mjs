// HTTP load from a process of its own, so the generator does not take the CPU of the process it
// measures from inside the same event loop: wrk (Debian: `apt-get install wrk`) when installed,
// which spends far less CPU per request than a JavaScript client, else autocannon's command.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './server-process.mjs';

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => fs.existsSync(file));
const AUTOCANNON = path.join(root, 'node_modules', '.bin', 'autocannon');

/** Which generator `measureLoad` uses. */
export const loadGenerator = WRK ? 'wrk' : 'autocannon';

function output(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

const MS_PER_UNIT = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** wrk's duration ("812.00us", "1.20ms", "2.01s") in milliseconds. */
function wrkMs(text) {
  const [, value, unit] = text.match(/^([\d.]+)(us|ms|s|m)$/) ?? [];
  if (!unit) throw new Error(`unreadable wrk duration: ${text}`);
  return Number(value) * MS_PER_UNIT[unit];
}

function readWrk(stdout) {
  const number = (pattern) => Number(stdout.match(pattern)?.[1] ?? 0);
  const socketErrors = stdout.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  );
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    total: number(/(\d+) requests in/),
    p50: wrkMs(stdout.match(/^\s+50%\s+(\S+)/m)[1]),
    p99: wrkMs(stdout.match(/^\s+99%\s+(\S+)/m)[1]),
    errors:
      number(/Non-2xx or 3xx responses: (\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
  };
}

/**
 * Requests per second, median and 99th-percentile latency (ms), answers and errors (failed
 * sockets and answers other than 2xx/3xx) of `url` under `connections` for `seconds`.
 */
export async function measureLoad(url, { connections, seconds, headers = {} }) {
  if (WRK) {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => [
      '-H',
      `${name}: ${value}`,
    ]);
    // One thread: on a small machine the other cores are the server's.
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url];
    return readWrk(await output(WRK, args));
  }
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = ['--json', '-c', String(connections), '-d', String(seconds), ...headerArgs, url];
  const result = JSON.parse(await output(AUTOCANNON, args));
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
