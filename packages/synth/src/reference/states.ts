// US jurisdictions: comparative-fault rule, minimum bodily-injury limit, population weight and venue factor.

/**
 * How a plaintiff's own share of fault affects recovery.
 * - pure: damages reduced by the plaintiff's share, never barred.
 * - modified-50: barred when the plaintiff's fault is 50% or more ("equal or greater").
 * - modified-51: barred when the plaintiff's fault is more than 50% ("greater than").
 * - contributory: any plaintiff fault bars recovery.
 */
export type FaultRule = 'pure' | 'modified-50' | 'modified-51' | 'contributory';

export type StateInfo = {
  code: string;
  name: string;
  faultRule: FaultRule;
  /** Minimum bodily-injury liability limit per person, in dollars (as in force in 2023). */
  minimumLimit: number;
  /** Resident population in millions (2020 census, rounded): where cases happen. */
  population: number;
  /**
   * Venue multiplier on case value. An assumption: 1.0 unless the state is known for high
   * bodily-injury severity; the IRC reports the fastest 2008-2017 severity growth in GA (+63%),
   * TX (+61%), LA (+50%) and NY (+48%), and metropolitan venues in CA, FL, IL, NJ, PA are priced higher too.
   */
  venueFactor: number;
};

// Fault rules follow the Matthiesen, Wickert & Lehrer 50-state survey and Justia's 50-state survey,
// updated for Florida's 2023 change (HB 837) from pure to modified comparative fault with a
// greater-than-50% bar. Michigan is listed as modified-51 (MCL 600.2959) although older lists say pure.
// South Dakota's slight/gross-negligence rule fits none of the four rules, so no case is placed there.
export const STATES: readonly StateInfo[] = [
  { code: 'AL', name: 'Alabama', faultRule: 'contributory', minimumLimit: 25_000, population: 5.0, venueFactor: 0.95 },
  { code: 'AK', name: 'Alaska', faultRule: 'pure', minimumLimit: 50_000, population: 0.7, venueFactor: 1.0 },
  { code: 'AZ', name: 'Arizona', faultRule: 'pure', minimumLimit: 25_000, population: 7.2, venueFactor: 1.0 },
  { code: 'AR', name: 'Arkansas', faultRule: 'modified-50', minimumLimit: 25_000, population: 3.0, venueFactor: 0.9 },
  { code: 'CA', name: 'California', faultRule: 'pure', minimumLimit: 15_000, population: 39.5, venueFactor: 1.2 },
  { code: 'CO', name: 'Colorado', faultRule: 'modified-50', minimumLimit: 25_000, population: 5.8, venueFactor: 1.0 },
  { code: 'CT', name: 'Connecticut', faultRule: 'modified-51', minimumLimit: 25_000, population: 3.6, venueFactor: 1.05 },
  { code: 'DE', name: 'Delaware', faultRule: 'modified-51', minimumLimit: 25_000, population: 1.0, venueFactor: 1.0 },
  { code: 'DC', name: 'District of Columbia', faultRule: 'contributory', minimumLimit: 25_000, population: 0.7, venueFactor: 1.1 },
  { code: 'FL', name: 'Florida', faultRule: 'modified-51', minimumLimit: 10_000, population: 21.5, venueFactor: 1.15 },
  { code: 'GA', name: 'Georgia', faultRule: 'modified-50', minimumLimit: 25_000, population: 10.7, venueFactor: 1.15 },
  { code: 'HI', name: 'Hawaii', faultRule: 'modified-51', minimumLimit: 20_000, population: 1.5, venueFactor: 1.0 },
  { code: 'ID', name: 'Idaho', faultRule: 'modified-50', minimumLimit: 25_000, population: 1.8, venueFactor: 0.9 },
  { code: 'IL', name: 'Illinois', faultRule: 'modified-51', minimumLimit: 25_000, population: 12.8, venueFactor: 1.1 },
  { code: 'IN', name: 'Indiana', faultRule: 'modified-51', minimumLimit: 25_000, population: 6.8, venueFactor: 0.95 },
  { code: 'IA', name: 'Iowa', faultRule: 'modified-51', minimumLimit: 20_000, population: 3.2, venueFactor: 0.9 },
  { code: 'KS', name: 'Kansas', faultRule: 'modified-50', minimumLimit: 25_000, population: 2.9, venueFactor: 0.9 },
  { code: 'KY', name: 'Kentucky', faultRule: 'pure', minimumLimit: 25_000, population: 4.5, venueFactor: 0.95 },
  { code: 'LA', name: 'Louisiana', faultRule: 'pure', minimumLimit: 15_000, population: 4.7, venueFactor: 1.15 },
  { code: 'ME', name: 'Maine', faultRule: 'modified-50', minimumLimit: 50_000, population: 1.4, venueFactor: 0.9 },
  { code: 'MD', name: 'Maryland', faultRule: 'contributory', minimumLimit: 30_000, population: 6.2, venueFactor: 1.0 },
  { code: 'MA', name: 'Massachusetts', faultRule: 'modified-51', minimumLimit: 20_000, population: 7.0, venueFactor: 1.05 },
  { code: 'MI', name: 'Michigan', faultRule: 'modified-51', minimumLimit: 50_000, population: 10.1, venueFactor: 1.0 },
  { code: 'MN', name: 'Minnesota', faultRule: 'modified-51', minimumLimit: 30_000, population: 5.7, venueFactor: 0.95 },
  { code: 'MS', name: 'Mississippi', faultRule: 'pure', minimumLimit: 25_000, population: 3.0, venueFactor: 0.9 },
  { code: 'MO', name: 'Missouri', faultRule: 'pure', minimumLimit: 25_000, population: 6.2, venueFactor: 1.0 },
  { code: 'MT', name: 'Montana', faultRule: 'modified-51', minimumLimit: 25_000, population: 1.1, venueFactor: 0.9 },
  { code: 'NE', name: 'Nebraska', faultRule: 'modified-50', minimumLimit: 25_000, population: 2.0, venueFactor: 0.9 },
  { code: 'NV', name: 'Nevada', faultRule: 'modified-51', minimumLimit: 25_000, population: 3.1, venueFactor: 1.05 },
  { code: 'NH', name: 'New Hampshire', faultRule: 'modified-51', minimumLimit: 25_000, population: 1.4, venueFactor: 0.95 },
  { code: 'NJ', name: 'New Jersey', faultRule: 'modified-51', minimumLimit: 25_000, population: 9.3, venueFactor: 1.1 },
  { code: 'NM', name: 'New Mexico', faultRule: 'pure', minimumLimit: 25_000, population: 2.1, venueFactor: 0.95 },
  { code: 'NY', name: 'New York', faultRule: 'pure', minimumLimit: 25_000, population: 20.2, venueFactor: 1.25 },
  { code: 'NC', name: 'North Carolina', faultRule: 'contributory', minimumLimit: 30_000, population: 10.4, venueFactor: 0.95 },
  { code: 'ND', name: 'North Dakota', faultRule: 'modified-50', minimumLimit: 25_000, population: 0.8, venueFactor: 0.85 },
  { code: 'OH', name: 'Ohio', faultRule: 'modified-51', minimumLimit: 25_000, population: 11.8, venueFactor: 0.95 },
  { code: 'OK', name: 'Oklahoma', faultRule: 'modified-51', minimumLimit: 25_000, population: 4.0, venueFactor: 0.9 },
  { code: 'OR', name: 'Oregon', faultRule: 'modified-51', minimumLimit: 25_000, population: 4.2, venueFactor: 1.0 },
  { code: 'PA', name: 'Pennsylvania', faultRule: 'modified-51', minimumLimit: 15_000, population: 13.0, venueFactor: 1.05 },
  { code: 'RI', name: 'Rhode Island', faultRule: 'pure', minimumLimit: 25_000, population: 1.1, venueFactor: 1.0 },
  { code: 'SC', name: 'South Carolina', faultRule: 'modified-51', minimumLimit: 25_000, population: 5.1, venueFactor: 1.0 },
  { code: 'TN', name: 'Tennessee', faultRule: 'modified-50', minimumLimit: 25_000, population: 6.9, venueFactor: 0.95 },
  { code: 'TX', name: 'Texas', faultRule: 'modified-51', minimumLimit: 30_000, population: 29.1, venueFactor: 1.1 },
  { code: 'UT', name: 'Utah', faultRule: 'modified-50', minimumLimit: 25_000, population: 3.3, venueFactor: 0.9 },
  { code: 'VT', name: 'Vermont', faultRule: 'modified-51', minimumLimit: 25_000, population: 0.6, venueFactor: 0.9 },
  { code: 'VA', name: 'Virginia', faultRule: 'contributory', minimumLimit: 30_000, population: 8.6, venueFactor: 1.0 },
  { code: 'WA', name: 'Washington', faultRule: 'pure', minimumLimit: 25_000, population: 7.7, venueFactor: 1.05 },
  { code: 'WV', name: 'West Virginia', faultRule: 'modified-50', minimumLimit: 25_000, population: 1.8, venueFactor: 0.9 },
  { code: 'WI', name: 'Wisconsin', faultRule: 'modified-51', minimumLimit: 25_000, population: 5.9, venueFactor: 0.95 },
  { code: 'WY', name: 'Wyoming', faultRule: 'modified-51', minimumLimit: 25_000, population: 0.6, venueFactor: 0.85 },
];

const STATE_BY_CODE = new Map(STATES.map((s) => [s.code, s]));

export function findState(code: string): StateInfo | undefined {
  return STATE_BY_CODE.get(code);
}
