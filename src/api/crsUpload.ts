import type { CrsUploadResult } from '../contract';
import { CRS_UPLOAD_PATH } from '../contract/envelope';
import { crsText } from '../contract/texts';
import { send, type CallOutcome } from './client';

/**
 * CRS attachments: multipart with `requestData` '{}' and the files under `crsImages` (DESIGN §8); `onProgress` is
 * told how much has gone out (0..1).
 */
export function uploadCrs(
  files: readonly Blob[],
  onProgress?: (sent: number) => void,
): Promise<CallOutcome<CrsUploadResult>> {
  const form = new FormData();
  form.append('requestData', '{}');
  files.forEach((file) => form.append('crsImages', file));
  // Spec 2 §8 names the upload failure text.
  return send<CrsUploadResult>(
    CRS_UPLOAD_PATH,
    { method: 'POST', body: form, submission: 'uploadCrs', ...(onProgress && { onUploadProgress: onProgress }) },
    { fallbackMsg: crsText.uploadFailed },
  );
}
