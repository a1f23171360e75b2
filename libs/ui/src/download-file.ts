/** Files the apps hand to the browser to download: the file name, then the download itself. */

/**
 * A name as a file name: "Training Hall" gives "training-hall"; a name with nothing usable in it
 * gives `fallback`.
 */
export function fileBaseName(name: string, fallback: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');
  return base || fallback;
}

/** Hands a file to the browser to download. */
export function downloadFile(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
