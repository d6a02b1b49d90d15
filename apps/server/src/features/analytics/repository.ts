// SQL for settlement analytics: grouped scans of the firm's cases matching the search, the first cases, and predicted versus actual.
import { sql, type Kysely } from 'kysely';
import { centsFromDecimalText, SETTLEMENT_HISTOGRAM_EDGES, sumDollars, toDollars, type StatusGroup } from '@casecast/domain';
import { matchesAnalyticsSearchSql, preClosePredictionSql } from './case-sql.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const scope = (firmId: string, search: string | undefined) => sql`c.firm_id = ${firmId} AND ${matchesAnalyticsSearchSql(search)}`;

export type AnalyticsGroups = {
  statuses: StatusGroup[];
  caseTypes: Array<{ caseType: string | null; count: number; settlementSum: number; settlementCount: number }>;
  carriers: Array<{ carrier: string; count: number; settledCount: number; avgSettlement: number | null; total: number }>;
  /** Countable settlements per stored status and histogram bin (width_bucket: edges at or below the amount). */
  bins: Array<{ status: string; bin: number; count: number }>;
  /** Countable settlements per stored status and quarter of the close date. */
  quarters: Array<{ status: string; periodStart: string; count: number; total: number }>;
};

/**
 * The firm's matching cases grouped by phase (as status), case type and carrier (a few hundred groups at most,
 * folded into the cards and tables here; the domain reads each status once), and the countable
 * settlements by status with histogram bin (width_bucket: the edges at or below) or quarter.
 */
export async function aggregateAnalytics(db: Db, firmId: string, search: string | undefined): Promise<AnalyticsGroups> {
  const edges = sql.raw(`ARRAY[${SETTLEMENT_HISTOGRAM_EDGES.join(', ')}]::numeric[]`);
  // One statement, the matching cases grouped three ways; the settlement groupings read only those with a countable
  // settlement. With a search, the search is tested once per case (the CTE is materialized); without one, each
  // grouping reads the firm's cases itself (inlined), which is faster than writing 100,000 rows aside and reading them back.
  const materialized = sql.raw((search ?? '').trim() === '' ? 'NOT MATERIALIZED' : 'MATERIALIZED');
  const result = await sql<Record<string, unknown>>`
    WITH m AS ${materialized} (
      SELECT c.phase AS status, c.case_type, c.carrier, c.actual_settlement, c.liability, c.date_closed
      FROM legal_case c WHERE ${scope(firmId, search)}
    )
    SELECT 'group' AS kind, status, case_type, carrier, NULL::integer AS bin, NULL::text AS quarter, count(*) AS count,
      count(*) FILTER (WHERE actual_settlement > 0) AS settlement_count,
      coalesce(sum(actual_settlement) FILTER (WHERE actual_settlement > 0), 0) AS settlement_sum,
      min(actual_settlement) FILTER (WHERE actual_settlement > 0) AS settlement_min,
      max(actual_settlement) FILTER (WHERE actual_settlement > 0) AS settlement_max,
      sum(coalesce(round(liability * 1000) / 10, 70)) AS liability_percent_sum
    FROM m GROUP BY status, case_type, carrier
    UNION ALL
    SELECT 'settled', status, NULL, NULL, width_bucket(actual_settlement, ${edges}), to_char(date_trunc('quarter', date_closed), 'YYYY-MM-DD'), count(*), count(*), sum(actual_settlement), NULL, NULL, NULL
    FROM m WHERE actual_settlement > 0 GROUP BY status, 5, 6`.execute(db);
  const byGroup = { rows: result.rows.filter((row) => row.kind === 'group') };
  const statuses = new Map<string, StatusGroup>();
  const caseTypes = new Map<string | null, AnalyticsGroups['caseTypes'][number]>();
  const carriers = new Map<string, { count: number; settledCount: number; total: number }>();
  for (const row of byGroup.rows) {
    const count = Number(row.count);
    const settlementCount = Number(row.settlement_count);
    // numeric in SQL, read to the cent without floating point (centsFromDecimalText), added in cents below.
    const settlementSum = toDollars(centsFromDecimalText(row.settlement_sum as string | number | null));
    const status = row.status as string;
    const group = statuses.get(status) ?? { ...EMPTY_STATUS_GROUP, status };
    const min = num(row.settlement_min);
    const max = num(row.settlement_max);
    statuses.set(status, {
      ...group,
      count: group.count + count,
      settlementCount: group.settlementCount + settlementCount,
      settlementSum: sumDollars([group.settlementSum, settlementSum]),
      settlementMin: min === null ? group.settlementMin : Math.min(min, group.settlementMin ?? min),
      settlementMax: max === null ? group.settlementMax : Math.max(max, group.settlementMax ?? max),
      liabilityPercentSum: group.liabilityPercentSum + Number(row.liability_percent_sum),
    });
    const caseType = row.case_type as string | null;
    const type = caseTypes.get(caseType) ?? { caseType, count: 0, settlementSum: 0, settlementCount: 0 };
    caseTypes.set(caseType, {
      caseType,
      count: type.count + count,
      settlementSum: sumDollars([type.settlementSum, settlementSum]),
      settlementCount: type.settlementCount + settlementCount,
    });
    // Grouped by the stored carrier and trimmed here, per group, rather than in SQL for every case.
    const carrierName = typeof row.carrier === 'string' ? row.carrier.trim() : '';
    if (carrierName !== '') {
      const carrier = carriers.get(carrierName) ?? { count: 0, settledCount: 0, total: 0 };
      carriers.set(carrierName, {
        count: carrier.count + count,
        settledCount: carrier.settledCount + settlementCount,
        total: sumDollars([carrier.total, settlementSum]),
      });
    }
  }
  // The settled groups are by status, bin and quarter at once (one pass over the settlements): folded here by
  // status and bin, and by status and quarter (settlements with a close date only).
  const bins = new Map<string, AnalyticsGroups['bins'][number]>();
  const quarters = new Map<string, AnalyticsGroups['quarters'][number]>();
  for (const row of result.rows) {
    if (row.kind !== 'settled') continue;
    const status = row.status as string;
    const count = Number(row.count);
    const binKey = JSON.stringify([status, Number(row.bin)]);
    const bin = bins.get(binKey) ?? { status, bin: Number(row.bin), count: 0 };
    bins.set(binKey, { ...bin, count: bin.count + count });
    if (row.quarter === null) continue;
    const quarterKey = JSON.stringify([status, row.quarter]);
    const quarter = quarters.get(quarterKey) ?? { status, periodStart: row.quarter as string, count: 0, total: 0 };
    // Exact to the cent: the sums are numeric in SQL; added here in cents.
    quarters.set(quarterKey, {
      ...quarter,
      count: quarter.count + count,
      total: sumDollars([quarter.total, toDollars(centsFromDecimalText(row.settlement_sum as string | number | null))]),
    });
  }
  return {
    statuses: [...statuses.values()],
    caseTypes: [...caseTypes.values()],
    carriers: [...carriers].map(([carrier, item]) => ({
      carrier,
      ...item,
      avgSettlement: item.settledCount === 0 ? null : item.total / item.settledCount,
    })),
    bins: [...bins.values()],
    quarters: [...quarters.values()],
  };
}

const EMPTY_STATUS_GROUP: StatusGroup = {
  status: '',
  count: 0,
  predictedSum: 0,
  settlementCount: 0,
  settlementSum: 0,
  settlementMin: null,
  settlementMax: null,
  pairedCount: 0,
  pairedPredictedSum: 0,
  pairedActualSum: 0,
  durationCount: 0,
  durationDaysSum: 0,
  liabilityPercentSum: 0,
};

export async function listFirstCases(db: Db, firmId: string, search: string | undefined, limit: number) {
  const result = await sql<Record<string, unknown>>`
    SELECT c.id, c.case_no, c.client_name, c.case_type, c.carrier, c.phase AS status, c.predicted_value, c.liability
    FROM legal_case c WHERE ${scope(firmId, search)}
    ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => ({
    id: row.id as string,
    caseNo: Number(row.case_no),
    clientName: row.client_name as string,
    caseType: row.case_type as string,
    carrier: row.carrier as string | null,
    status: row.status as string,
    predictedValue: num(row.predicted_value),
    liability: num(row.liability),
  }));
}

/** Settled cases with a countable settlement and a prediction made before they closed, newest first. */
export async function listPredictedVersusActual(db: Db, firmId: string, search: string | undefined, limit: number) {
  const result = await sql<Record<string, unknown>>`
    SELECT c.id, c.client_name, c.actual_settlement, p.predicted_value
    FROM (
      SELECT c.id, c.client_name, c.actual_settlement, c.date_closed FROM legal_case c
      WHERE ${scope(firmId, search)} AND c.phase IN ('settled', 'closed') AND c.actual_settlement > 0 AND c.date_closed IS NOT NULL
      ORDER BY c.date_closed DESC, c.id DESC LIMIT ${limit * 2}
    ) c
    JOIN LATERAL ${preClosePredictionSql(firmId)} p ON true
    WHERE p.predicted_value > 0
    ORDER BY c.date_closed DESC, c.id DESC LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => ({
    id: row.id as string,
    clientName: row.client_name as string,
    predicted: Number(row.predicted_value),
    actual: Number(row.actual_settlement),
  }));
}
