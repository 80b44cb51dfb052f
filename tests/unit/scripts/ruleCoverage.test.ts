/**
 * Tests for scripts/ruleCoverage.ts. Fixtures use made-up IDs (XYZ-…) on purpose: a real rule ID written
 * here would count as a citation and could make the coverage check pass without a real test of that rule.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  citationPattern,
  CoverageConfig,
  coverageReport,
  findCitations,
  formatReport,
  readRuleIds,
  type TestFile,
} from '../../../scripts/ruleCoverage';

const docsFile = (name: string): string =>
  fileURLToPath(new URL(`../../../docs/rules/${name}`, import.meta.url));

const MARKDOWN = [
  '# Fake system',
  '',
  'Intro text mentioning XYZ-NOT-1 mid-line, which is not an ID line.',
  '',
  '## Section',
  '- XYZ-AB-1 — first rule',
  '- XYZ-AB-2 — second rule',
  '- XYZ-AB-10 — tenth rule',
  '- XYZ-ACT-MAJ — a lettered sub-item ID',
  '  - XYZ-AB-3 — indented, so not an ID line',
  '-XYZ-AB-4 — no space after the dash',
  '- XY-AB — only two parts',
  '- xyz-ab-5 — lower case',
  'Interpretations: XYZ-AB-6 is discussed here.',
].join('\n');

describe('readRuleIds', () => {
  it('reads bullet IDs of three or more upper-case parts, in document order', () => {
    expect(readRuleIds(MARKDOWN)).toEqual(['XYZ-AB-1', 'XYZ-AB-2', 'XYZ-AB-10', 'XYZ-ACT-MAJ']);
  });

  it('keeps duplicates so callers can detect them', () => {
    expect(readRuleIds('- XYZ-AB-1 — a\n- XYZ-AB-1 — again\n')).toEqual(['XYZ-AB-1', 'XYZ-AB-1']);
  });

  it('returns nothing for a file without ID lines', () => {
    expect(readRuleIds('# Title\n\nJust prose.\n')).toEqual([]);
  });
});

describe('findCitations', () => {
  it('does not count an ID as cited by a file that only cites a longer ID with the same prefix', () => {
    const files: TestFile[] = [{ path: 't/a.test.ts', text: "it('XYZ-AB-10 tenth', () => {});" }];
    expect(findCitations(['XYZ-AB-1', 'XYZ-AB-10'], files)).toEqual([
      { id: 'XYZ-AB-1', citedBy: [] },
      { id: 'XYZ-AB-10', citedBy: ['t/a.test.ts'] },
    ]);
  });

  it('counts a citation in a comment, at the start or end of the text, and next to punctuation', () => {
    const files: TestFile[] = [
      { path: 'comment.test.ts', text: '// XYZ-AB-1: the first rule\nexpect(1).toBe(1);' },
      { path: 'start.test.ts', text: 'XYZ-AB-2' },
      { path: 'punct.test.ts', text: "it('covers (XYZ-AB-3, XYZ-AB-10).', f)" },
    ];
    const cited = findCitations(['XYZ-AB-1', 'XYZ-AB-2', 'XYZ-AB-3', 'XYZ-AB-10'], files);
    expect(cited.map((c) => c.citedBy)).toEqual([
      ['comment.test.ts'],
      ['start.test.ts'],
      ['punct.test.ts'],
      ['punct.test.ts'],
    ]);
  });

  it('requires a whole word: letters, digits or underscores glued on either side break the match', () => {
    const glued = ['AXYZ-AB-1', 'XYZ-AB-1a', 'XYZ-AB-1_', '_XYZ-AB-1', 'XYZ-AB-12'];
    for (const text of glued) {
      expect(citationPattern('XYZ-AB-1').test(text), text).toBe(false);
    }
  });

  it('matches case-sensitively and treats regex characters in IDs literally', () => {
    expect(citationPattern('XYZ-AB-1').test('xyz-ab-1')).toBe(false);
    expect(citationPattern('X.Z-AB-1').test('XYZ-AB-1')).toBe(false);
  });

  it('lists every citing file and deduplicates the IDs asked for', () => {
    const files: TestFile[] = [
      { path: 'one.test.ts', text: 'XYZ-AB-1' },
      { path: 'two.spec.ts', text: 'see XYZ-AB-1' },
    ];
    expect(findCitations(['XYZ-AB-1', 'XYZ-AB-1'], files)).toEqual([
      { id: 'XYZ-AB-1', citedBy: ['one.test.ts', 'two.spec.ts'] },
    ]);
  });

  it('does not mutate its inputs', () => {
    const ids = Object.freeze(['XYZ-AB-1']);
    const files = Object.freeze([Object.freeze({ path: 'a.test.ts', text: 'XYZ-AB-1' })]);
    expect(() => findCitations(ids, files)).not.toThrow();
  });
});

describe('coverageReport', () => {
  const files: TestFile[] = [{ path: 'a.test.ts', text: '// XYZ-AB-1, XYZ-AB-10' }];

  it('fails a required system with a missing ID and reports what is missing', () => {
    const report = coverageReport(
      [{ system: 'xyz', ids: ['XYZ-AB-1', 'XYZ-AB-2', 'XYZ-AB-10'], required: true }],
      files,
    );
    expect(report.ok).toBe(false);
    expect(report.systems).toEqual([
      { system: 'xyz', required: true, total: 3, cited: 2, missing: ['XYZ-AB-2'], failed: true },
    ]);
  });

  it('passes a required system whose IDs are all cited', () => {
    const report = coverageReport([{ system: 'xyz', ids: ['XYZ-AB-1', 'XYZ-AB-10'], required: true }], files);
    expect(report.ok).toBe(true);
    expect(report.systems[0]).toMatchObject({ total: 2, cited: 2, missing: [], failed: false });
  });

  it('reports but does not fail a system that is not required', () => {
    const report = coverageReport(
      [
        { system: 'xyz', ids: ['XYZ-AB-1'], required: true },
        { system: 'qrs', ids: ['QRS-AB-1', 'QRS-AB-2'], required: false },
      ],
      files,
    );
    expect(report.ok).toBe(true);
    expect(report.systems[1]).toMatchObject({ system: 'qrs', cited: 0, missing: ['QRS-AB-1', 'QRS-AB-2'] });
  });

  it('fails a required system with no IDs at all rather than passing vacuously', () => {
    const report = coverageReport([{ system: 'xyz', ids: [], required: true }], files);
    expect(report.ok).toBe(false);
    expect(report.systems[0]).toMatchObject({ total: 0, failed: true });
  });

  it('counts a duplicated ID once', () => {
    const report = coverageReport([{ system: 'xyz', ids: ['XYZ-AB-1', 'XYZ-AB-1'], required: true }], files);
    expect(report.systems[0]).toMatchObject({ total: 1, cited: 1 });
  });
});

describe('formatReport', () => {
  it('prints a summary line per system, the missing IDs and the verdict', () => {
    const text = formatReport(
      coverageReport(
        [
          { system: 'xyz', ids: ['XYZ-AB-1', 'XYZ-AB-2'], required: true },
          { system: 'qrs', ids: ['QRS-AB-1'], required: false },
        ],
        [{ path: 'a.test.ts', text: 'XYZ-AB-1' }],
      ),
    );
    expect(text).toContain('xyz: 1/2 rule IDs cited (required)');
    expect(text).toContain('qrs: 0/1 rule IDs cited (not required)');
    expect(text).toMatch(/missing \(1\):\n\s+XYZ-AB-2\n/);
    expect(text).toContain('Rule coverage FAILED for required system(s): xyz.');
  });

  it('says OK when every required system is covered', () => {
    const text = formatReport(
      coverageReport(
        [{ system: 'xyz', ids: ['XYZ-AB-1'], required: true }],
        [{ path: 'a', text: 'XYZ-AB-1' }],
      ),
    );
    expect(text).toContain('xyz: 1/1 rule IDs cited (required)');
    expect(text.endsWith('Rule coverage OK.')).toBe(true);
  });
});

describe('docs/rules', () => {
  it.each(['irt', 'd20', 'omnimodus', 'expanse'])(
    '%s.md lists a non-empty set of rule IDs without duplicates',
    (system) => {
      const ids = readRuleIds(readFileSync(docsFile(`${system}.md`), 'utf8'));
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
      // Every ID of a system shares its prefix, so a stray line from another system stands out.
      expect(new Set(ids.map((id) => id.split('-')[0])).size).toBe(1);
    },
  );

  it('coverage.json is valid and names only systems that have a rules file', () => {
    const config = CoverageConfig.parse(JSON.parse(readFileSync(docsFile('coverage.json'), 'utf8')));
    expect(config.required.length).toBeGreaterThan(0);
    for (const system of config.required) {
      expect(readRuleIds(readFileSync(docsFile(`${system}.md`), 'utf8')).length).toBeGreaterThan(0);
    }
  });
});
