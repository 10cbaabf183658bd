import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The signing secret: the configured one, or one generated on first start and kept in the data
 * directory, so tokens survive restarts of an embedded install with no configuration at all.
 */
export function resolveSigningSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  if (dataDir === 'memory://') return crypto.randomBytes(32).toString('base64url');
  const file = path.join(dataDir, 'signing-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
