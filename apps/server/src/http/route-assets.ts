import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One module's entry in Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Where Vite writes its manifest; the static files do not serve that folder. */
export const manifestFolder = '.vite';

export const readBuildManifest = (distDir: string): BuildManifest | undefined => {
  const file = path.join(distDir, manifestFolder, 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : undefined;
};

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The scripts (the page's chunk and everything it imports) and stylesheets of a lazily loaded
 * page, as site paths, the stylesheets in cascade order; none when the build has no such page.
 */
export const pageAssets = (manifest: BuildManifest | undefined, source: string): PageAssets => {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest?.[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    // After its imports' styles, as Vite orders them: a page's rules override its components'.
    styles.push(...(chunk.css ?? []).map((file) => `/${file}`));
  };
  visit(source);
  return { scripts, styles: [...new Set(styles)] };
};

/** The assets of several lazily loaded modules of one page (a section and its child page). */
export const pagesAssets = (
  manifest: BuildManifest | undefined,
  sources: readonly string[],
): PageAssets => {
  const parts = sources.map((source) => pageAssets(manifest, source));
  return {
    scripts: [...new Set(parts.flatMap((part) => part.scripts))],
    styles: [...new Set(parts.flatMap((part) => part.styles))],
  };
};
