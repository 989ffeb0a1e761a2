/** The built web app's chunks and style sheets per page module, from Vite's manifest (dist/.vite/manifest.json). */

export type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; css?: string[] }
>;

/** What a page's module needs beyond the entry (which index.html loads, its style sheet inlined). */
export interface PageAssets {
  /** Its JavaScript chunks. */
  chunks: string[];
  /** Its style sheets: a page painted on the server needs them before its code has run. */
  styleSheets: string[];
}

/** A page module's chunks and style sheets beyond the entry's, from Vite's manifest. */
export function assetsOf(manifest: Manifest, module: string): PageAssets {
  const walk = (keys: string[]) => {
    const files = new Set<string>();
    const sheets = new Set<string>();
    /** What the walked chunks import lazily. */
    const lazy = new Set<string>();
    const seen = new Set<string>();
    const collect = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.add(chunk.file);
      for (const sheet of chunk.css ?? []) sheets.add(sheet);
      for (const imported of chunk.dynamicImports ?? []) lazy.add(imported);
      for (const imported of chunk.imports ?? []) collect(imported);
    };
    for (const key of keys) collect(key);
    return { files, sheets, lazy };
  };
  const entry = walk(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const page = walk([module]);
  // The page's lazy parts (a site's live ticker block) are rendered on the server too: their styles must be
  // there before the first paint, or the page shifts when their code brings them. Their code still waits.
  // (The entry's lazy imports are every page, through its router.)
  const lazyParts = walk([...page.lazy].filter((key) => !entry.lazy.has(key)));
  return {
    chunks: [...page.files].filter((file) => !entry.files.has(file)),
    styleSheets: [...new Set([...page.sheets, ...lazyParts.sheets])].filter((sheet) => !entry.sheets.has(sheet)),
  };
}
