/** Hands a file to the browser as a download: an object URL of the blob and a temporary <a download>. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the blob after click() returns; it is released once the download has it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
