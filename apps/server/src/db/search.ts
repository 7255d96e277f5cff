/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function containsPattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
