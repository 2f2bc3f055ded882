import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { MediaStore } from './media-store.js';

/**
 * The AWS SDK takes ~0.2 s to load: loaded by the first picture read or written, not with every
 * API start (and every test file's) on a machine that keeps pictures on its disk.
 */
let sdk: Promise<typeof S3Sdk> | null = null;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

export interface S3StoreOptions {
  bucket: string;
  /** another S3-compatible service (MinIO, Ceph, R2, Backblaze…); AWS itself when absent */
  endpoint?: string;
  region: string;
  /** bucket in the path (http://host/bucket/key), which most self-hosted services need */
  forcePathStyle: boolean;
  /** absent: the SDK's own chain (environment, instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Originals in an S3-compatible bucket: the store for more than one API instance. The bucket
 * stays private; the API reads an original when it renders a size it does not have cached.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private client: S3Client | null = null;

  constructor(private readonly options: S3StoreOptions) {}

  private async connect(): Promise<{ client: S3Client; sdk: typeof S3Sdk }> {
    const loaded = await loadSdk();
    this.client ??= new loaded.S3Client({
      region: this.options.region,
      endpoint: this.options.endpoint,
      forcePathStyle: this.options.forcePathStyle,
      credentials: this.options.credentials,
      maxAttempts: 3,
      // checksums only where S3 requires them: several S3-compatible services refuse the newer
      // default (a CRC32 on every request) or answer without one
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { client: this.client, sdk: loaded };
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { client, sdk: s3 } = await this.connect();
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const { client, sdk: s3 } = await this.connect();
    try {
      const out = await client.send(new s3.GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (err) {
      if (err instanceof s3.NoSuchKey) return null;
      if (err instanceof s3.S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  destroy(): void {
    this.client?.destroy();
  }
}
