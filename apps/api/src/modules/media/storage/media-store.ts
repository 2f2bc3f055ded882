/**
 * Where uploaded originals live. One machine keeps them on its disk (DATA_DIR/media, the default);
 * several API instances behind a balancer share an S3-compatible bucket (MEDIA_S3_BUCKET), since a
 * picture uploaded through one instance must be served by every other. Keys are `upload/<hex>`,
 * content hashes: an object is written once and never changes, so no store needs locking.
 */
import path from 'node:path';
import type { AppConfig } from '../../../config.js';
import { DiskMediaStore } from './disk-store.js';
import { S3MediaStore } from './s3-store.js';

export interface MediaStore {
  /** 'disk' or 's3': written to media_images.storage */
  readonly kind: 'disk' | 's3';
  /** Writes the object (a second write of the same key writes the same bytes). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
}

export type MediaStoreConfig = Pick<
  AppConfig,
  | 'DATA_DIR'
  | 'MEDIA_S3_BUCKET'
  | 'MEDIA_S3_ENDPOINT'
  | 'MEDIA_S3_REGION'
  | 'MEDIA_S3_ACCESS_KEY_ID'
  | 'MEDIA_S3_SECRET_ACCESS_KEY'
  | 'MEDIA_S3_FORCE_PATH_STYLE'
>;

/** The S3-compatible store when MEDIA_S3_BUCKET is set, else the disk under DATA_DIR/media. */
export function createMediaStore(config: MediaStoreConfig): MediaStore {
  if (config.MEDIA_S3_BUCKET) {
    return new S3MediaStore({
      bucket: config.MEDIA_S3_BUCKET,
      endpoint: config.MEDIA_S3_ENDPOINT,
      region: config.MEDIA_S3_REGION,
      forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
      credentials:
        config.MEDIA_S3_ACCESS_KEY_ID && config.MEDIA_S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return new DiskMediaStore(path.join(config.DATA_DIR, 'media'));
}
