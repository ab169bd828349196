/**
 * Hands a downloaded Blob to the browser as a file named `name`. The export
 * calls need the bearer token, which a plain link cannot send, so the app
 * fetches the file itself and saves it through a temporary object URL.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is freed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
