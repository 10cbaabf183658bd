/** The photo's size in the PDF is about 64 × 80 pt; this is sharp in print at that size. */
const WIDTH = 360;
const HEIGHT = 450;

/**
 * Turns any picture the browser can decode into a small JPEG data URL, cropped to a 4:5
 * portrait. Drawing it through a canvas keeps only the pixels: EXIF data, GPS position included,
 * stays behind. A file the browser cannot decode is refused.
 */
export async function toCvPhoto(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.max(WIDTH / bitmap.width, HEIGHT / bitmap.height);
    const sourceWidth = WIDTH / scale;
    const sourceHeight = HEIGHT / scale;
    const canvas = document.createElement('canvas');
    canvas.width = WIDTH;
    canvas.height = HEIGHT;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, WIDTH, HEIGHT);
    context.drawImage(
      bitmap,
      (bitmap.width - sourceWidth) / 2,
      (bitmap.height - sourceHeight) / 3,
      sourceWidth,
      sourceHeight,
      0,
      0,
      WIDTH,
      HEIGHT,
    );
    return canvas.toDataURL('image/jpeg', 0.86);
  } finally {
    bitmap.close();
  }
}
