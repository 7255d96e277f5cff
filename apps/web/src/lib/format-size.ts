const KB = 1024;

/** A file size as people read it: 512 B, 40 KB, 3.2 MB, 1.50 GB. */
export function formatSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < KB * KB) return `${(bytes / KB).toFixed(0)} KB`;
  if (bytes < KB ** 3) return `${(bytes / KB ** 2).toFixed(1)} MB`;
  return `${(bytes / KB ** 3).toFixed(2)} GB`;
}
