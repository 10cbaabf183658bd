import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createLocalPrivateFileStore } from './local-private-file-store';
import { createPostgresPrivateFileStore } from './postgres-private-file-store';
import type { PrivateFileStore } from './private-file-store';

/**
 * The bucket's private keys when S3_BUCKET is configured; else PostgreSQL when DATABASE_URL is
 * (instances share no disk); else a folder under DATA_DIR. CVs are the only private files today,
 * hence the folder's name.
 */
export async function createPrivateFileStore(
  config: Pick<Config, 's3' | 'dataDir' | 'databaseUrl'>,
  db: Database,
): Promise<PrivateFileStore> {
  // The AWS SDK is loaded only for a bucket, as for the public file store.
  if (config.s3)
    return (await import('./s3-private-file-store')).createS3PrivateFileStore(config.s3);
  if (config.databaseUrl) return createPostgresPrivateFileStore(db);
  return createLocalPrivateFileStore(path.join(config.dataDir, 'private', 'cv-files'));
}
