import path from 'node:path';
import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

/** The bucket when S3_BUCKET is configured, else files under DATA_DIR/uploads. */
export async function createFileStore(
  config: Pick<Config, 's3' | 'dataDir'>,
): Promise<FileStore & { close?: () => void }> {
  return config.s3
    ? createS3FileStore(config.s3)
    : createLocalFileStore(path.join(config.dataDir, 'uploads'));
}
