// Public API of @casecast/synth: synthetic firm histories and settlement datasets calibrated to published figures.

export { generateFirm, FIRM_PARAMETERS, parseDay, formatDay } from './generate-firm.js';
export type { GenerateFirmOptions } from './generate-firm.js';
export { generateSettlementDataset, SETTLEMENT_COLUMNS, MISSING_SHARES } from './settlement-dataset.js';
export type {
  ColumnKind,
  DatasetColumn,
  DatasetRow,
  DatasetValue,
  SettlementDataset,
  SettlementDatasetOptions,
} from './settlement-dataset.js';
export { toCsv, formatCsvField } from './csv.js';
export {
  computeStructuralValue,
  computeRecoverableShare,
  valueCase,
  readValuationInput,
  isPermanentInjury,
  isSurgicalInjury,
  VALUATION_PARAMETERS,
} from './valuation.js';
export type { Valuation, ValuationInput } from './valuation.js';
export { OUTCOME_PARAMETERS } from './draft-case.js';
export { createRandom } from './random.js';
export type { Random } from './random.js';
export { STATES, findState } from './reference/states.js';
export type { StateInfo } from './reference/states.js';
export { AUTO_CARRIERS } from './reference/carriers.js';
export { BODY_REGIONS, CASE_TYPE_MIX, INJURY_TEMPLATES } from './reference/injuries.js';
export * from './types.js';
export {
  buildCalibrationTable,
  measureFirmMarginals,
  measureAmountMarginals,
  measureAttorneyEffects,
  measureSkillRecovery,
  computeSpearman,
  ISO_AVERAGE_BI_CLAIM_2023,
} from './calibration.js';
export type { CalibrationRow, FirmMarginals, AmountMarginals } from './calibration.js';
