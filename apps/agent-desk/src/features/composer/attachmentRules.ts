/**
 * Client-side rules for attachments the picker shows. What the file service would refuse before an
 * upload (types, size, the upload error texts) is shared with the console: `checkUploadFile` and
 * `uploadErrorKey` of `@atende/api-client`.
 */

/** An http(s) address (a relative one resolves against the page, so it is same-origin), or null. */
function safeAddress(address: string): URL | null {
  try {
    const url = new URL(address, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** True for a safe address (DESIGN §4) whose path ends in jpg, jpeg or png: shown as a thumbnail. */
export function isImageAddress(address: string): boolean {
  const url = safeAddress(address);
  return url !== null && /\.(jpe?g|png)$/i.test(url.pathname);
}
