import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStore } from './media-store.js';

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
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      maxAttempts: 3,
      // checksums only where S3 requires them: several S3-compatible services refuse the newer
      // default (a CRC32 on every request) or answer without one
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
