/**
 * The PostgreSQL benchmark's sections of docs/benchmarks.md, in the markers every mode uses
 * (bench/sections.ts: `<!-- bench:name -->` … `<!-- /bench:name -->`), so `npm run bench` keeps
 * them. Pure, unlike bench/sections.ts's writer: the latest run goes above the baseline.
 */

const start = (name: string) => `<!-- bench:${name} -->`;
const end = (name: string) => `<!-- /bench:${name} -->`;
const SECTION = /<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g;

/** Every marked section of `doc`, by name, markers included. */
export function sections(doc: string): Map<string, string> {
  return new Map([...doc.matchAll(SECTION)].map((m) => [m[1]!, m[0]]));
}

/**
 * `doc` with section `name` holding `body`: replaced in place when it exists, otherwise inserted
 * before section `before` when that one exists, otherwise appended.
 */
export function replaceSection(
  doc: string,
  name: string,
  body: string,
  options: { before?: string } = {},
): string {
  const block = `${start(name)}\n\n${body.trim()}\n\n${end(name)}`;
  const all = sections(doc);
  // Function replacements: a `$` in the body must not be read as a replacement pattern.
  const existing = all.get(name);
  if (existing !== undefined) return doc.replace(existing, () => block);
  const next = options.before === undefined ? undefined : all.get(options.before);
  if (next !== undefined) return doc.replace(next, () => `${block}\n\n${next}`);
  return `${doc.trimEnd()}\n\n${block}\n`;
}
