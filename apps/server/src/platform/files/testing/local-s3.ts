import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3FileStoreOptions } from '../s3-file-store';

/** s3rver's fixed credentials: it checks signatures against these. */
const S3RVER_KEY = 'S3RVER';

/**
 * An S3-compatible server in this process, on a free loopback port, keeping its objects in a
 * temporary folder: what the S3 file store is tested against.
 */
export async function startLocalS3(bucket = 'irreplaceable-test') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'irreplaceable-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const options: S3FileStoreOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'auto',
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  };
  return {
    options,
    /** The same settings as environment variables, for a whole app's configuration. */
    env: {
      S3_ENDPOINT: options.endpoint!,
      S3_REGION: options.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Where the server keeps an object, to check what really reached the bucket. */
    objectExists: async (key: string) => {
      const entries = await fs.readdir(path.join(directory, bucket), { recursive: true });
      return entries.some((entry) => entry.startsWith(key));
    },
    stop: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
