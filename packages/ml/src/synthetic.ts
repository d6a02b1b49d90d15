// Synthetic personal-injury cases with a known log-scale structure, for tests and benchmarks of the engine itself.
import { createRandom } from './random.js';
import type { ColumnSpec, Row, Table } from './table.js';

export type SyntheticOptions = { rows: number; seed?: number; extraNumeric?: number; noise?: number; missingRate?: number };

function drawNormal(next: () => number): number {
  // Box-Muller; 1 - u keeps log away from 0.
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

const SEVERITIES = ['minor', 'moderate', 'serious', 'severe'];
const CASE_TYPES = ['auto', 'premises', 'medical', 'product', 'other'];
const STATES = ['CA', 'TX', 'FL', 'NY', 'GA', 'PA', 'IL', 'AZ', 'NC', 'MD'];
const CARRIERS = ['State Farm', 'Progressive', 'GEICO', 'Allstate', 'USAA', 'Liberty Mutual', 'Farmers', 'Nationwide'];

/** Settlement = exp(nonlinear log model + lognormal noise), capped by policy limits; some cells blank. */
export function generateSyntheticCases(options: SyntheticOptions): Table & { target: string } {
  const random = createRandom(options.seed ?? 1);
  const next = random.next;
  const extra = options.extraNumeric ?? 0;
  const noise = options.noise ?? 0.35;
  const missingRate = options.missingRate ?? 0.05;
  const columns: ColumnSpec[] = [
    { name: 'medical_costs', kind: 'numeric' },
    { name: 'liability', kind: 'numeric' },
    { name: 'severity', kind: 'categorical' },
    { name: 'case_type', kind: 'categorical' },
    { name: 'state', kind: 'categorical' },
    { name: 'carrier', kind: 'categorical' },
    { name: 'age', kind: 'numeric' },
    { name: 'work_days_missed', kind: 'numeric' },
    { name: 'surgery', kind: 'categorical' },
    { name: 'policy_limit', kind: 'numeric' },
    { name: 'treatment_days', kind: 'numeric' },
    { name: 'treatment_gap_days', kind: 'numeric' },
  ];
  for (let k = 0; k < extra; k++) columns.push({ name: `extra_${k + 1}`, kind: 'numeric' });
  columns.push({ name: 'settlement', kind: 'numeric' });
  const rows: Row[] = [];
  const stateEffect = [0.2, 0.15, 0.05, 0.25, 0.1, 0, -0.05, -0.1, -0.2, -0.15];
  for (let i = 0; i < options.rows; i++) {
    const sev = Math.min(3, Math.floor(-Math.log(1 - next()) * 1.2));
    const surgery = sev >= 2 && next() < 0.25 * sev;
    const medical = Math.exp(7.5 + 0.7 * sev + (surgery ? 1 : 0) + 0.6 * drawNormal(next));
    const liability = Math.min(1, Math.max(0, 0.5 + 0.35 * drawNormal(next)));
    const caseType = next() < 0.6 ? 0 : 1 + random.nextInt(4);
    const state = random.nextInt(STATES.length);
    const carrier = random.nextInt(CARRIERS.length);
    const age = Math.round(18 + next() * 62);
    const workDays = Math.round(Math.max(0, Math.exp(1 + 0.8 * sev + drawNormal(next)) - 2));
    const limits = [15_000, 25_000, 50_000, 100_000, 250_000, 500_000];
    const limit = limits[random.nextInt(limits.length)]!;
    const treatmentDays = Math.round(20 + 60 * sev + 40 * next());
    const gap = next() < 0.3 ? Math.round(next() * 40) : 0;
    let logValue =
      1.1 +
      0.85 * Math.log(medical) +
      0.12 * sev +
      (surgery ? 0.35 : 0) +
      0.9 * (liability - 0.5) +
      (liability < 0.2 ? -0.6 : 0) +
      0.15 * Math.log1p(workDays) +
      [0, 0.3, 0.6, 0.1, -0.1][caseType]! +
      stateEffect[state]! -
      0.004 * Math.max(0, age - 60) -
      0.01 * gap +
      0.05 * (carrier === 4 ? 1 : 0);
    for (let k = 0; k < extra; k++) logValue += (k < 3 ? 0.05 : 0) * drawNormal(next);
    let settlement = Math.exp(logValue + noise * drawNormal(next));
    // Policy limits cap most settlements (a soft cap: excess recoveries are rare).
    if (settlement > limit && next() < 0.85) settlement = limit * (0.85 + 0.15 * next());
    const row: Row = {
      medical_costs: Math.round(medical),
      liability: Math.round(liability * 100) / 100,
      severity: SEVERITIES[sev]!,
      case_type: CASE_TYPES[caseType]!,
      state: STATES[state]!,
      carrier: CARRIERS[carrier]!,
      age,
      work_days_missed: workDays,
      surgery: surgery ? 'yes' : 'no',
      policy_limit: limit,
      treatment_days: treatmentDays,
      treatment_gap_days: gap,
    };
    for (let k = 0; k < extra; k++) row[`extra_${k + 1}`] = drawNormal(next);
    for (const key of ['liability', 'age', 'work_days_missed', 'carrier', 'treatment_gap_days']) if (next() < missingRate) row[key] = null;
    row.settlement = Math.round(settlement);
    rows.push(row);
  }
  return { columns, rows, target: 'settlement' };
}
