/**
 * What a picture is, judged by its own first bytes (magic numbers), never by a name or a declared type: a renamed
 * file or a relabelled upload does not pass. Only the two types the app accepts (spec 1 §5 "Avatar", spec 2 §5).
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
