import { Resvg } from '@resvg/resvg-js';
import type { FileStore } from '../../platform/files/file-store';
import { sniffImage } from '../../platform/files/image-sniff';

/** The size social sites show a large preview at (1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630, contentType: 'image/png' } as const;

/** What a shared link's preview image is: its absolute address, size and type. */
export interface ShareImage {
  url: string;
  width: number | null;
  height: number | null;
  contentType: string;
}

const RASTER_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** `{uuid}.svg` → `{uuid}-share.png`, kept in the file store next to the drawing. */
const pngKeyOf = (svgKey: string) => svgKey.replace(/\.svg$/, '-share.png');

/**
 * Sizes the drawing to fill 1200x630, cropping evenly what overflows, the way a cover is shown
 * on the board. The upload was sanitised and sniffed when stored, so its root element is known.
 */
function framedForSharing(svg: string): string {
  const size = sniffImage(Buffer.from(svg, 'utf8'));
  return svg.replace(/<svg\b([^>]*)>/i, (_root, attributes: string) => {
    let kept = attributes.replace(
      /\s(width|height|preserveAspectRatio)\s*=\s*("[^"]*"|'[^']*')/g,
      '',
    );
    if (!/\sviewBox\s*=/.test(kept) && size?.width && size.height) {
      kept += ` viewBox="0 0 ${size.width} ${size.height}"`;
    }
    return `<svg${kept} width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}" preserveAspectRatio="xMidYMid slice">`;
  });
}

export function renderShareImage(svg: string): Buffer {
  // Uploaded drawings cannot contain text (the sanitiser drops it), so no fonts are loaded.
  const rendered = new Resvg(framedForSharing(svg), {
    fitTo: { mode: 'width', value: SHARE_IMAGE.width },
    font: { loadSystemFonts: false },
  }).render();
  return Buffer.from(rendered.asPng());
}

/**
 * Social sites do not preview SVG, so a drawn cover is shared as a PNG rendition, made on first
 * request and kept in the file store; raster covers are shared as they are.
 */
export function createShareImages(deps: { files: FileStore }) {
  return {
    /** The preview image for a cover, or undefined for a key that is not a stored cover. */
    describe(
      storageKey: string,
      origin: string,
      size: { width: number | null; height: number | null },
    ): ShareImage | undefined {
      const extension = storageKey.split('.').pop() ?? '';
      if (extension === 'svg') {
        return {
          url: `${origin}/api/news/share-images/${pngKeyOf(storageKey)}`,
          width: SHARE_IMAGE.width,
          height: SHARE_IMAGE.height,
          contentType: SHARE_IMAGE.contentType,
        };
      }
      const contentType = RASTER_TYPES[extension];
      if (!contentType) return undefined;
      const url = deps.files.urlOf(storageKey);
      return { url: /^https?:\/\//.test(url) ? url : `${origin}${url}`, ...size, contentType };
    },

    /** The PNG for `{uuid}-share.png`: from the store, or rendered from its drawing and kept. */
    async png(pngKey: string): Promise<Buffer | undefined> {
      const svgKey = pngKey.match(/^([a-z0-9-]{8,70})-share\.png$/)?.[1];
      if (!svgKey) return undefined;
      const cached = await deps.files.get(pngKey);
      if (cached) return cached;
      const svg = await deps.files.get(`${svgKey}.svg`);
      if (!svg) return undefined;
      const png = renderShareImage(svg.toString('utf8'));
      await deps.files.put(pngKey, png, SHARE_IMAGE.contentType);
      return png;
    },
  };
}

export type ShareImages = ReturnType<typeof createShareImages>;
