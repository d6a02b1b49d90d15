// docs/legal-rules.md lists every rule row with its source: a row added or re-cited without the docs fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPARATIVE_FAULT_RULES } from './comparative-fault.js';
import { LIMITATION_RULES } from './limitation-rules.js';

const docs = readFileSync(new URL('../../../../docs/legal-rules.md', import.meta.url), 'utf8').replace(/\\\|/g, '|');

describe('docs/legal-rules.md', () => {
  it('names the source of every limitation row and every comparative-fault row', () => {
    for (const rule of LIMITATION_RULES) {
      expect(docs, `${rule.jurisdiction} ${rule.claimType}`).toContain(rule.citation);
      if (rule.noticeOfClaim) expect(docs, `${rule.jurisdiction} ${rule.claimType} notice`).toContain(rule.noticeOfClaim.citation);
      const minorRule = rule.noticeOfClaim?.minorRule;
      if (minorRule) expect(docs, `${rule.jurisdiction} ${rule.claimType} notice for minors`).toContain(minorRule.citation);
      if (rule.minorTolling.citation) expect(docs, `${rule.jurisdiction} ${rule.claimType} tolling`).toContain(rule.minorTolling.citation);
      if (rule.repose) expect(docs, `${rule.jurisdiction} ${rule.claimType} repose`).toContain(rule.repose.citation);
      if (rule.survival) expect(docs, `${rule.jurisdiction} ${rule.claimType} survival`).toContain(rule.survival.citation);
    }
    for (const rule of COMPARATIVE_FAULT_RULES) expect(docs, `${rule.jurisdiction} fault`).toContain(rule.citation);
  });

  it('marks minority tolling unverified in the limitation rows table exactly where the data does', () => {
    const table = docs
      .slice(docs.indexOf('### Limitation rows'))
      .split('\n')
      .filter((line) => line.startsWith('| '));
    const mismatched: string[] = [];
    for (const rule of LIMITATION_RULES) {
      const label = `| ${rule.jurisdiction} ${rule.claimType.replace(/_/g, ' ')} |`;
      const rows = table.filter((line) => line.startsWith(label));
      const row = rows.find((line) => line.includes(rule.citation)) ?? rows[0];
      // Property damage rows have a table of their own.
      if (!row) continue;
      const tolling = row.split(' | ')[3] ?? '';
      if (tolling.includes('**unverified**') === rule.minorTolling.verified) mismatched.push(`${label} ${tolling}`);
    }
    expect(mismatched).toEqual([]);
  });

  it('no longer says state court holidays are not computed', () => {
    expect(docs).not.toMatch(/court holidays[^.]*not computed/i);
  });
});
