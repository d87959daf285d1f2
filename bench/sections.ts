/**
 * docs/benchmarks.md holds several reports: the one `npm run bench` writes at the top, and
 * sections that other modes (`npm run bench -- first-screen`, …) write between markers. Each
 * writer replaces only its own section, so no run erases another's figures.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { projectRoot } from '../server/config';

export const BENCHMARKS_FILE = path.join(projectRoot, 'docs', 'benchmarks.md');

const start = (name: string) => `<!-- bench:${name} -->`;
const end = (name: string) => `<!-- /bench:${name} -->`;
const SECTION = /<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g;

async function read(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return '';
  }
}

/** Every marked section of the file, markers included, in order (for a writer of the rest). */
export async function markedSections(file = BENCHMARKS_FILE): Promise<string[]> {
  return (await read(file)).match(SECTION) ?? [];
}

/** Formats as `npm run check` expects it (aligned table columns) and writes. */
export async function writeFormatted(file: string, text: string): Promise<void> {
  const options = { ...(await resolveConfig(file)), filepath: file };
  await writeFile(file, await format(text, options));
}

/** Replaces section `name` (or appends it at the end) with `markdown`. */
export async function writeSection(
  name: string,
  markdown: string,
  file = BENCHMARKS_FILE,
): Promise<void> {
  const current = await read(file);
  const block = `${start(name)}\n\n${markdown.trim()}\n\n${end(name)}`;
  const existing = current.indexOf(start(name));
  const stop = current.indexOf(end(name));
  const next =
    existing >= 0 && stop > existing
      ? current.slice(0, existing) + block + current.slice(stop + end(name).length)
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFormatted(file, next);
  console.log(`\nwritten: ${path.relative(process.cwd(), file)} (section ${name})`);
}
