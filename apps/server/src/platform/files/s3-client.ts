import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3FileStoreOptions } from './s3-file-store';

/** A client for the configured bucket; each store makes its own and closes it. */
export function createS3Client(options: S3FileStoreOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
  });
}

export const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);
