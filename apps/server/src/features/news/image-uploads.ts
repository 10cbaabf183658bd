import crypto from 'node:crypto';
import { NEWS } from '@irreplaceable/contracts/constants';
import type { TUploadImageResponse } from '@irreplaceable/contracts/news/admin-upload-image';
import { AppError } from '../../platform/errors/app-error';
import type { FileStore } from '../../platform/files/file-store';
import { sniffImage } from '../../platform/files/image-sniff';
import { sanitizeSvg } from '../../platform/files/sanitize-svg';
import type { NewsRepository } from './repository';

/** The first solid colour an SVG paints with, shown while it loads. */
function svgPlaceholder(svg: string): string | null {
  return svg.match(/(?:fill|stop-color)="(#[0-9a-fA-F]{3,8})"/)?.[1] ?? null;
}

/**
 * Stores an image an admin uploads: recognised by its bytes, size-limited, SVG cleaned of anything
 * that can act, kept in the file store under a fresh random key, and recorded.
 */
export function createImageUploads(deps: { repository: NewsRepository; files: FileStore }) {
  return {
    async store(bytes: Buffer, uploadedBy: string | null): Promise<TUploadImageResponse> {
      if (bytes.length > NEWS.imageMaxBytes) throw new AppError('payload_too_large');
      let sniffed = sniffImage(bytes);
      if (!sniffed) throw new AppError('unsupported_media_type');
      let body = bytes;
      let placeholder: string | null = null;
      if (sniffed.contentType === 'image/svg+xml') {
        const clean = sanitizeSvg(bytes.toString('utf8'));
        body = Buffer.from(clean, 'utf8');
        sniffed = sniffImage(body);
        if (sniffed?.contentType !== 'image/svg+xml') throw new AppError('unsupported_media_type');
        placeholder = svgPlaceholder(clean);
      }
      const storageKey = `${crypto.randomUUID()}.${sniffed.extension}`;
      await deps.files.put(storageKey, body, sniffed.contentType);
      const row = await deps.repository.insertUpload({
        storageKey,
        contentType: sniffed.contentType,
        size: body.length,
        width: sniffed.width,
        height: sniffed.height,
        placeholder,
        uploadedBy,
      });
      return {
        id: row.id,
        url: deps.files.urlOf(storageKey),
        content_type: sniffed.contentType,
        size: row.size,
        width: row.width,
        height: row.height,
      };
    },
  };
}

export type ImageUploads = ReturnType<typeof createImageUploads>;
