import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret that an embedded install needs without any configuration: the configured one, or one
 * generated on first start and kept in the data directory (readable by its owner only), so it
 * survives restarts. An in-memory data directory gets a fresh one each time.
 */
export function resolveStoredSecret(options: {
  configured: string | undefined;
  dataDir: string;
  fileName: string;
  prefix?: string;
}): string {
  const { configured, dataDir, fileName, prefix = '' } = options;
  if (configured) return configured;
  const generate = () => `${prefix}${crypto.randomBytes(48).toString('base64url')}`;
  if (dataDir === 'memory://') return generate();
  const file = path.join(dataDir, fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The access tokens' signing secret: JWT_SECRET, or one kept in DATA_DIR/signing-secret. */
export function resolveSigningSecret(configured: string | undefined, dataDir: string): string {
  return resolveStoredSecret({ configured, dataDir, fileName: 'signing-secret' });
}
