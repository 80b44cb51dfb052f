/** A stand-in for the built renderer (out/renderer) that the app's file serving tests read from. */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Writes `files` (paths relative to `<base>/renderer`, their folders made as needed) and returns that
 * renderer folder.
 */
export async function writeRendererDir(
  base: string,
  files: Readonly<Record<string, string>>,
): Promise<string> {
  const root = join(base, 'renderer');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

/** {@link writeRendererDir} in a fresh temporary folder named after `prefix` (`base`; remove it after). */
export async function tempRendererDir(
  prefix: string,
  files: Readonly<Record<string, string>>,
): Promise<{ base: string; root: string }> {
  const base = await mkdtemp(join(tmpdir(), prefix));
  return { base, root: await writeRendererDir(base, files) };
}
