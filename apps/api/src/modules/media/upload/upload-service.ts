/**
 * A photo upload (issue 19 item 3): checked and re-encoded (prepare-image.ts), the original
 * written to the media store, a media_images row and an audit entry in one transaction. The key
 * is a hash of the brand and the stored bytes: the same photo uploaded twice for a brand is one
 * picture, and a key never changes its picture (its renditions are cached for a year).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mediaImages, retailNetworks } from '../../../db/schema.js';
import { AppError } from '../../../lib/errors.js';
import type { MediaUrls } from '../../../lib/media-url.js';
import { recordAudit } from '../../audit/index.js';
import { RenderGate, RendererBusyError } from '../render-gate.js';
import type { BackofficeDeps } from '../../staff/index.js';
import { assertCoversBrand, type Principal } from '../../staff/index.js';
import type { MediaStore } from '../storage/media-store.js';
import { prepareImage } from './prepare-image.js';
import type { CropRect, UploadPurpose } from './upload-rules.js';

export interface UploadedImage {
  key: string;
  width: number;
  height: number;
  imageUrl: string;
}

/**
 * uploads decoded at once: a 12 MP phone photo is 48 MB of pixels while it is decoded, so one
 * at a time, a few waiting, the rest told to try again (503)
 */
const UPLOAD_CONCURRENCY = 1;
const UPLOAD_QUEUE = 8;

export class MediaUploadService {
  private readonly gate = new RenderGate(UPLOAD_CONCURRENCY, UPLOAD_QUEUE);

  constructor(
    private readonly deps: Pick<BackofficeDeps, 'db'>,
    readonly store: MediaStore,
    private readonly media: MediaUrls,
  ) {}

  async upload(
    principal: Principal,
    retailNetworkId: number,
    bytes: Buffer,
    crop: CropRect | undefined,
    ip: string | null,
    purpose: UploadPurpose = 'photo',
  ): Promise<UploadedImage> {
    assertCoversBrand(principal, retailNetworkId);
    const [network] = await this.deps.db
      .select({ id: retailNetworks.id })
      .from(retailNetworks)
      .where(eq(retailNetworks.id, retailNetworkId));
    if (!network) throw new AppError('UNKNOWN_RETAIL_NETWORK', `Unknown retail network ${retailNetworkId}`);

    let prepared;
    try {
      prepared = await this.gate.run(() => prepareImage(bytes, crop, purpose));
    } catch (err) {
      if (err instanceof RendererBusyError)
        throw new AppError(
          'IMAGE_RENDERER_BUSY',
          'Other photos are being processed; try again in a few seconds',
        );
      throw err;
    }
    const hex = createHash('sha256')
      .update(`${retailNetworkId}:`)
      .update(prepared.bytes)
      .digest('hex')
      .slice(0, 32);
    const key = `upload/${hex}`;
    // the object first: a row never names a picture that is not stored (an object without a row,
    // after a failed transaction, is only unused bytes under a hash nobody knows)
    await this.store.put(key, prepared.bytes, prepared.contentType);
    await this.deps.db.transaction(async (tx) => {
      await tx
        .insert(mediaImages)
        .values({
          key,
          retailNetworkId,
          contentType: prepared.contentType,
          width: prepared.width,
          height: prepared.height,
          bytes: prepared.bytes.length,
          storage: this.store.kind,
          uploadedBy: principal.kind === 'staff' ? principal.id : null,
        })
        .onConflictDoNothing();
      await recordAudit(
        tx,
        principal,
        {
          kind: 'media.image.upload',
          entityType: 'media_image',
          entityId: key,
          retailNetworkId,
          // `imageKey`, not `key`: the audit log drops fields called key (API keys)
          after: {
            imageKey: key,
            width: prepared.width,
            height: prepared.height,
            bytes: prepared.bytes.length,
            uploadedBytes: bytes.length,
            sourceFormat: prepared.sourceFormat,
            crop: crop ?? null,
            purpose,
            storage: this.store.kind,
          },
        },
        ip,
      );
    });
    return { key, width: prepared.width, height: prepared.height, imageUrl: this.media.imageUrl(key) };
  }
}
