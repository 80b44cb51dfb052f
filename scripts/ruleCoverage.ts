/**
 * Rule coverage: checks that every rule ID listed in docs/rules/<system>.md is cited by at least one test
 * file (in a test name or a comment), because a rule without a test is not done.
 *
 * Run with `node --import tsx scripts/ruleCoverage.ts [system ...] [--require irt,d20]` (or
 * `npm run rules:coverage`). Without system arguments every docs/rules/*.md is reported. Only required
 * systems fail the run: `--require` names them, otherwise docs/rules/coverage.json does. Required systems
 * are always checked, even when not named as arguments.
 *
 * Exit codes: 0 all required systems fully cited, 1 a required system misses IDs, 2 usage or setup error.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { z } from 'zod';

/**
 * A rule ID line: a bullet whose first token is three or more dash-separated upper-case parts
 * (`- IRT-DMG-1 — …`, `- EXP-ACT-MAJ — …`). The same pattern as the shared before-stop hook, so both
 * count the same IDs.
 */
const RULE_ID_LINE = /^- ([A-Z0-9]+-[A-Z0-9]+-[A-Z0-9]+)/gm;

/** Test files the check reads (the same extensions as the shared hook). */
const TEST_FILE = /\.(test|spec)\.(ts|tsx|js|mjs)$/;

/** System names are file names under docs/rules, so keep them to a safe alphabet. */
const SYSTEM_NAME = /^[a-z0-9][a-z0-9-]*$/;

export interface TestFile {
  path: string;
  text: string;
}

export interface RuleCitation {
  id: string;
  /** Paths of the test files citing the ID, in the order given. */
  citedBy: string[];
}

export interface SystemRules {
  system: string;
  /** Rule IDs in document order, as {@link readRuleIds} returns them. */
  ids: string[];
  required: boolean;
}

export interface SystemCoverage {
  system: string;
  required: boolean;
  total: number;
  cited: number;
  missing: string[];
  /** A required system fails when an ID is missing or it lists no IDs at all (nothing to pass vacuously). */
  failed: boolean;
}

export interface CoverageReport {
  systems: SystemCoverage[];
  ok: boolean;
}

export const CoverageConfig = z.object({
  required: z.array(z.string().regex(SYSTEM_NAME)),
});
export type CoverageConfig = z.infer<typeof CoverageConfig>;

/** Rule IDs of a docs/rules markdown file, in document order (duplicates kept, so callers can detect them). */
export function readRuleIds(markdown: string): string[] {
  return Array.from(markdown.matchAll(RULE_ID_LINE), (m) => m[1] as string);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Pattern for a whole-word citation of `id`. Word characters around it break the match (like `grep -w`),
 * so IRT-DIE-1 is not cited by a file that only mentions IRT-DIE-10.
 */
export function citationPattern(id: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9_])${escapeRegExp(id)}(?![A-Za-z0-9_])`);
}

/** For each ID (deduplicated, first-seen order), the test files that cite it as a whole word. */
export function findCitations(ids: readonly string[], files: readonly TestFile[]): RuleCitation[] {
  return [...new Set(ids)].map((id) => {
    const pattern = citationPattern(id);
    return { id, citedBy: files.filter((f) => pattern.test(f.text)).map((f) => f.path) };
  });
}

/** Coverage per system; `ok` is false when any required system fails. */
export function coverageReport(systems: readonly SystemRules[], files: readonly TestFile[]): CoverageReport {
  const rows = systems.map((s): SystemCoverage => {
    const citations = findCitations(s.ids, files);
    const missing = citations.filter((c) => c.citedBy.length === 0).map((c) => c.id);
    const total = citations.length;
    return {
      system: s.system,
      required: s.required,
      total,
      cited: total - missing.length,
      missing,
      failed: s.required && (total === 0 || missing.length > 0),
    };
  });
  return { systems: rows, ok: rows.every((r) => !r.failed) };
}

function wrapIds(ids: readonly string[], width = 100): string[] {
  const lines: string[] = [];
  let line = '';
  for (const id of ids) {
    if (line && line.length + 1 + id.length > width) {
      lines.push(line);
      line = id;
    } else {
      line = line ? `${line} ${id}` : id;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Human-readable report, one summary line per system followed by its missing IDs. */
export function formatReport(report: CoverageReport): string {
  const out: string[] = [];
  for (const s of report.systems) {
    const tag = s.required ? 'required' : 'not required';
    out.push(`${s.system}: ${s.cited}/${s.total} rule IDs cited (${tag})`);
    if (s.total === 0) out.push('  no rule IDs found in the docs file');
    if (s.missing.length > 0) {
      out.push(`  missing (${s.missing.length}):`);
      for (const line of wrapIds(s.missing)) out.push(`    ${line}`);
    }
  }
  const failed = report.systems.filter((s) => s.failed).map((s) => s.system);
  out.push(
    failed.length === 0
      ? 'Rule coverage OK.'
      : `Rule coverage FAILED for required system(s): ${failed.join(', ')}.`,
  );
  return out.join('\n');
}

// ---------------------------------------------------------------------------
// I/O (not unit-tested; the pure functions above carry the logic).
// ---------------------------------------------------------------------------

class UsageError extends Error {}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Test file paths (relative, POSIX) under tests/: tracked plus untracked-but-not-ignored, else a plain walk. */
export function listTestFiles(root: string): string[] {
  let paths: string[];
  try {
    const out = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', 'tests'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    // --cached still lists files deleted in the working tree; skip them.
    paths = out.split('\0').filter((p) => p && existsSync(join(root, p)));
  } catch {
    // Not a git checkout (e.g. an unpacked archive): fall back to walking tests/.
    paths = walk(join(root, 'tests')).map((p) => toPosix(relative(root, p)));
  }
  return [...new Set(paths)].filter((p) => TEST_FILE.test(p)).sort();
}

function readConfig(rulesDir: string): CoverageConfig {
  const file = join(rulesDir, 'coverage.json');
  if (!existsSync(file)) return { required: [] };
  const parsed = CoverageConfig.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new UsageError(`${file}: ${parsed.error.message}`);
  return parsed.data;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function main(argv: string[]): number {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const rulesDir = join(root, 'docs', 'rules');
  const { values, positionals } = parseArgs({
    args: argv,
    options: { require: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) {
    console.log('Usage: node --import tsx scripts/ruleCoverage.ts [system ...] [--require sys1,sys2]');
    return 0;
  }

  const required = values.require !== undefined ? splitList(values.require) : readConfig(rulesDir).required;
  const available = existsSync(rulesDir)
    ? readdirSync(rulesDir)
        .filter((f) => f.endsWith('.md'))
        .map((f) => f.slice(0, -'.md'.length))
        .sort()
    : [];
  const selected = positionals.length > 0 ? [...new Set([...positionals, ...required])] : available;
  for (const system of [...selected, ...required]) {
    if (!SYSTEM_NAME.test(system) || !available.includes(system)) {
      throw new UsageError(`unknown rule system '${system}' (no docs/rules/${system}.md)`);
    }
  }

  const systems: SystemRules[] = selected.map((system) => ({
    system,
    ids: readRuleIds(readFileSync(join(rulesDir, `${system}.md`), 'utf8')),
    required: required.includes(system),
  }));
  const files: TestFile[] = listTestFiles(root).map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }));

  const report = coverageReport(systems, files);
  console.log(`Rule coverage (${files.length} test files scanned):`);
  console.log(formatReport(report));
  return report.ok ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`ruleCoverage: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
