// Prints the calibration table (published target vs generated) as Markdown for the README.

import { buildCalibrationTable } from '../src/calibration.js';

const rows = buildCalibrationTable({ seed: 7, cases: 20_000, rows: 100_000 });
console.log('| metric | target | source | generated |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(`| ${r.metric} | ${r.target} | ${r.source} | ${r.generated.toFixed(3)} |`);
