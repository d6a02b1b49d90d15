// Liability insurers by line of business, with the shares used to draw a case's carrier and its policy limits.

export type CarrierShare = { name: string; share: number };

/**
 * US private passenger auto, share of premiums. The first eight are the facts file's figures
 * (State Farm pinned at 17% inside the quoted 16-18%, Progressive 13.5%). The named tail
 * (Travelers ... The Hartford) and the regional remainder are assumptions that make the list sum
 * to 100%; premium share is used as the share of bodily-injury claims, also an assumption.
 */
export const AUTO_CARRIERS: readonly CarrierShare[] = [
  { name: 'State Farm', share: 17.0 },
  { name: 'Progressive', share: 13.5 },
  { name: 'GEICO', share: 13.5 },
  { name: 'Allstate', share: 9.0 },
  { name: 'USAA', share: 6.0 },
  { name: 'Liberty Mutual', share: 4.7 },
  { name: 'Farmers', share: 4.0 },
  { name: 'Nationwide', share: 2.3 },
  { name: 'Travelers', share: 2.2 },
  { name: 'American Family', share: 2.0 },
  { name: 'Kemper', share: 1.2 },
  { name: 'Auto-Owners', share: 1.6 },
  { name: 'Erie', share: 1.5 },
  { name: 'Mercury', share: 0.9 },
  { name: 'The Hartford', share: 0.7 },
  // Regional and non-standard carriers: the remaining 19.9%, split by assumption.
  { name: 'CSAA Insurance', share: 2.5 },
  { name: 'Auto Club (AAA)', share: 2.5 },
  { name: 'Farm Bureau', share: 2.5 },
  { name: 'Country Financial', share: 1.5 },
  { name: 'Shelter Insurance', share: 1.2 },
  { name: 'Amica', share: 1.2 },
  { name: 'Hanover', share: 1.0 },
  { name: 'NJM Insurance', share: 1.0 },
  { name: 'Bristol West', share: 1.5 },
  { name: 'Infinity', share: 1.5 },
  { name: 'Root Insurance', share: 0.8 },
  { name: 'Plymouth Rock', share: 0.8 },
  { name: 'Sentry', share: 0.9 },
  { name: 'Direct General', share: 1.0 },
];

/** Commercial general liability (premises, other negligence, product): assumption, largest commercial writers. */
export const COMMERCIAL_CARRIERS: readonly CarrierShare[] = [
  { name: 'Travelers', share: 18 },
  { name: 'Liberty Mutual', share: 14 },
  { name: 'Chubb', share: 13 },
  { name: 'Zurich', share: 10 },
  { name: 'The Hartford', share: 9 },
  { name: 'CNA', share: 8 },
  { name: 'Nationwide', share: 8 },
  { name: 'State Farm', share: 8 },
  { name: 'AIG', share: 6 },
  { name: 'Allstate', share: 6 },
];

/** Medical professional liability: assumption, largest writers. */
export const MEDICAL_CARRIERS: readonly CarrierShare[] = [
  { name: 'The Doctors Company', share: 25 },
  { name: 'MedPro Group', share: 25 },
  { name: 'ProAssurance', share: 18 },
  { name: 'Coverys', share: 17 },
  { name: 'MLMIC', share: 15 },
];

/**
 * Per-person bodily-injury limits an at-fault driver carries above the state minimum, as
 * split-limit pairs (per person / per accident, thousands). Weights are an assumption: 100/300 is the
 * most common voluntary choice; about one in seven carries only the state minimum.
 */
export const AUTO_LIMIT_LADDER: readonly { perPerson: number; perAccident: number; weight: number }[] = [
  { perPerson: 25_000, perAccident: 50_000, weight: 14 },
  { perPerson: 30_000, perAccident: 60_000, weight: 6 },
  { perPerson: 50_000, perAccident: 100_000, weight: 17 },
  { perPerson: 100_000, perAccident: 300_000, weight: 30 },
  { perPerson: 250_000, perAccident: 500_000, weight: 14 },
  { perPerson: 500_000, perAccident: 1_000_000, weight: 5 },
];
/** Share of at-fault drivers carrying exactly their state's minimum (assumption). */
export const MINIMUM_LIMIT_SHARE = 0.15;

/** Per-occurrence limits of commercial and professional policies (assumption). */
export const COMMERCIAL_LIMITS: readonly { perPerson: number; weight: number }[] = [
  { perPerson: 300_000, weight: 10 },
  { perPerson: 500_000, weight: 20 },
  { perPerson: 1_000_000, weight: 55 },
  { perPerson: 2_000_000, weight: 15 },
];
