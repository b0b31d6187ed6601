/** Saves text or bytes as a file in the browser's downloads (a license file, a quote PDF). */
export function download(
  fileName: string,
  content: string | Uint8Array<ArrayBuffer>,
  type = 'application/octet-stream',
) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** Saves base64-encoded bytes as a file. */
export const downloadBase64 = (fileName: string, base64: string, type: string) =>
  download(
    fileName,
    Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
    type,
  );
