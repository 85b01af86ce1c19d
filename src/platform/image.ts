/**
 * Pictures the user chooses, scaled down in the browser before they are sent: a phone's camera photo is several
 * megabytes, an avatar is shown a few hundred pixels wide.
 */

/** The longest side of an avatar as sent (a 3× screen shows it 80–130 CSS pixels wide). */
export const AVATAR_MAX_SIDE = 400;
/** JPEG quality: small enough for a JSON body, no visible loss at avatar size. */
const JPEG_QUALITY = 0.85;

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('unreadable picture'));
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/**
 * The picture scaled so its longest side is at most `maxSide`, as JPEG in base64 without the data-URL prefix
 * (spec 1 §7 saveProfilePhotoUpload). Transparent parts of a PNG become white, as JPEG has no transparency.
 * Rejects when the browser cannot read the file as a picture.
 */
export async function scaledJpegBase64(file: Blob, maxSide = AVATAR_MAX_SIDE): Promise<string> {
  const img = await loadImage(file);
  const scale = Math.min(1, maxSide / Math.max(img.naturalWidth, img.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  const dataUrl = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
