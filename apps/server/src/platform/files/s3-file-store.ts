import { appUploadUrl, assertStorageKey, type FileStore } from './file-store';

export interface S3FileStoreOptions {
  /** Omitted for AWS itself; set for R2, MinIO, B2 and other S3-compatible services. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` addressing, which MinIO-style servers need instead of `bucket.host/key`. */
  forcePathStyle: boolean;
  /** A public address of the bucket (a CDN or the bucket's own); without it the app streams files. */
  publicUrl?: string | undefined;
}

/**
 * Files as objects in an S3-compatible bucket, one object per key. The AWS SDK is loaded here, when
 * a bucket is configured, so a server keeping files on disk never holds it (about 4 MB).
 */
export async function createS3FileStore(
  options: S3FileStoreOptions,
): Promise<FileStore & { close(): void }> {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404);
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
  });
  const Bucket = options.bucket;
  const publicBase = options.publicUrl?.replace(/\/+$/, '');

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Keys are never reused, so a public bucket or CDN may cache an object for good.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      if (!key.match(/^[a-z0-9.-]+$/)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    urlOf: (key) => (publicBase ? `${publicBase}/${key}` : appUploadUrl(key)),
    close: () => client.destroy(),
  };
}
