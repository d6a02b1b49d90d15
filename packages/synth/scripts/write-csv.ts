// Writes a synthetic settlement dataset as CSV: --rows N --seed S --out FILE (stdout without --out).

import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generateSettlementDataset, toCsv } from '../src/index.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
  },
});

const rows = Number(values.rows);
const seed = Number(values.seed);
if (!Number.isInteger(rows) || rows < 0 || !Number.isInteger(seed)) {
  console.error('usage: write-csv.ts --rows N --seed S [--out FILE]');
  process.exit(2);
}
const csv = toCsv(generateSettlementDataset({ seed, rows }));
if (values.out) {
  writeFileSync(values.out, csv);
  console.error(`wrote ${rows} rows to ${values.out}`);
} else {
  process.stdout.write(csv);
}
