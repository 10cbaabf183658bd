import path from 'node:path';
import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

/**
 * The bucket when S3_BUCKET is configured, else files under DATA_DIR/uploads. The AWS SDK is
 * loaded only for a bucket, so a server keeping files on disk never holds it (about 4 MB).
 */
export async function createFileStore(
  config: Pick<Config, 's3' | 'dataDir'>,
): Promise<FileStore & { close?: () => void }> {
  if (!config.s3) return createLocalFileStore(path.join(config.dataDir, 'uploads'));
  return (await import('./s3-file-store')).createS3FileStore(config.s3);
}
