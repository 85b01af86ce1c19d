import sharp from 'sharp';

/**
 * What a picture is, judged by its own first bytes (magic numbers), never by a name or a declared type: a renamed
 * file or a relabelled upload does not pass. Only the two types the app accepts (spec 1 §5 "Avatar", spec 2 §5).
 * What is stored is never the file as sent: cleanImage re-encodes it.
 */
export type ImageType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImageType(data: Buffer): ImageType | null {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length > 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  return null;
}

/**
 * The bytes of a base64 text, or null when it is not whole base64: Node's decoder skips what it cannot read, so
 * the text must be what the bytes encode again (padding may be left out, as some encoders do).
 */
export function decodeBase64(text: string): Buffer | null {
  if (text.length % 4 === 1) return null;
  const data = Buffer.from(text, 'base64');
  const again = data.toString('base64');
  return again === text || again.replace(/=+$/, '') === text ? data : null;
}

/** Above this many pixels a picture is refused before it is decoded (decompression bombs); 48 MP photos pass. */
export const MAX_IMAGE_PIXELS = 50_000_000;

// Pictures of users are not kept in sharp's operation cache.
sharp.cache(false);

export type CleanImage = { data: Buffer; type: ImageType; width: number; height: number };
export type ImageRefusal = 'type' | 'pixels';

const SHARP_FORMAT: Record<ImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

/**
 * Decodes a JPEG or PNG and encodes its pixels again in the same type, at most `maxSide` pixels on its longer side
 * (turned upright by its EXIF orientation). Only pixels survive: anything appended to the file (a ZIP or HTML
 * after the image), hidden in it or its metadata (GPS position) is gone. Refused: bytes that are not a whole
 * picture of the type their first bytes claim ('type'), and pictures over MAX_IMAGE_PIXELS, judged by the
 * dimensions in the header before any pixel is decoded ('pixels').
 */
export async function cleanImage(data: Buffer, maxSide: number): Promise<CleanImage | ImageRefusal> {
  const type = sniffImageType(data);
  if (!type) return 'type';
  try {
    const input = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const { format, width, height } = await input.metadata();
    if (format !== SHARP_FORMAT[type] || !width || !height) return 'type';
    if (width * height > MAX_IMAGE_PIXELS) return 'pixels';
    const upright = input.rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded = type === 'image/jpeg' ? upright.jpeg({ quality: 88 }) : upright.png();
    const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: out, type, width: info.width, height: info.height };
  } catch (error) {
    return /pixel limit/i.test((error as Error).message) ? 'pixels' : 'type';
  }
}

export const imageText = {
  /** Over MAX_IMAGE_PIXELS. */
  tooManyPixels: '图片尺寸过大，请缩小后重新上传',
};
