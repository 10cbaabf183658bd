import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { assertPrivateKey, isPrivateKey, type PrivateFileStore } from './private-file-store';
import { createS3Client, isMissingObject } from './s3-client';
import type { S3FileStoreOptions } from './s3-file-store';

/** Where private files sit in the bucket: apart from the images, which live at its top level. */
export const PRIVATE_S3_PREFIX = 'private/cv-files/';

/**
 * Private files as objects under `private/` in the configured bucket. The app never names their
 * address: S3_PUBLIC_URL and the /uploads route only ever point at image keys, which have no
 * slash. A bucket made public for images should leave `private/` out of its public policy
 * (README, "File storage").
 */
export function createS3PrivateFileStore(
  options: S3FileStoreOptions,
  prefix = PRIVATE_S3_PREFIX,
): PrivateFileStore & { close(): void } {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${prefix}${key}`;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertPrivateKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          // Should anything ever serve the object, no cache keeps it and no browser opens it.
          CacheControl: 'private, no-store',
          ContentDisposition: 'attachment',
        }),
      );
    },
    async get(key) {
      if (!isPrivateKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        // In Node the SDK answers with the HTTP response itself, a stream read as it arrives.
        if (object.Body instanceof Readable) return object.Body;
        if (object.Body === undefined) return undefined;
        throw new Error('The S3 client gave a body that is not a Node stream');
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertPrivateKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    close: () => client.destroy(),
  };
}
