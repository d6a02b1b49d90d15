// Public surface of @casecast/domain: entities, schemas and pure rules shared by the web app and the server.
export * from './auth.js';
export * from './permissions.js';
export * from './app-paths.js';
export * from './waitlist.js';
export * from './account/account-schemas.js';
export * from './account/account-forms.js';
export * from './firms/firm-schemas.js';
export * from './firms/firm-contact.js';

export * from './shared/iso-date.js';
export * from './shared/schema-fields.js';
export * from './shared/record-version.js';
export * from './shared/none-yet.js';
export * from './shared/endpoint.js';
export * from './shared/record-kind.js';
export * from './shared/record-endpoints.js';
export * from './shared/record-fields.js';

export * from './cases/case-schemas.js';
export * from './cases/case-create-request.js';
export * from './cases/case-file-endpoints.js';
export * from './cases/case-phase.js';
export * from './cases/case-status.js';
export * from './cases/case-archive.js';
export * from './cases/case-list-query.js';
export * from './cases/case-wizard.js';
export * from './cases/case-view.js';
export * from './cases/case-import.js';
export * from './cases/related-import.js';
export * from './cases/firm-export.js';
export * from './cases/case-types.js';

export * from './injuries/injury-schemas.js';
export * from './injuries/injury-display.js';

export * from './treatments/treatment-schemas.js';
export * from './treatments/treatment-dialogs.js';
export * from './treatments/treatment-display.js';
export * from './treatments/treatment-taxonomy.js';

export * from './notes/note-schemas.js';
export * from './contacts/contact-schemas.js';
export * from './communications/communication-schemas.js';
export * from './communications/case-email-address.js';
export * from './letters/letter-templates.js';
export * from './letters/default-letters.js';
export * from './letters/letter-endpoints.js';
export * from './signatures/signature-schemas.js';
export * from './signatures/signature-endpoints.js';
export * from './documents/document-schemas.js';
export * from './documents/document-filters.js';
export * from './documents/document-categories.js';
export * from './documents/document-api.js';
export * from './documents/document-search.js';
export * from './documents/document-endpoints.js';
export * from './attorneys/attorney-schemas.js';
export * from './attorneys/attorney-endpoints.js';

export * from './predictions/prediction-defaults.js';
export * from './predictions/prediction-schemas.js';
export * from './predictions/predictor-form.js';
export * from './predictions/prediction-labels.js';
export * from './predictions/confidence.js';
export * from './metrics/attorney-shrinkage.js';
export * from './predictions/prediction-explanation.js';
export * from './predictions/prediction-api.js';
export * from './predictions/model-error.js';
export * from './predictions/backtest.js';
export * from './predictions/injury-features.js';
export * from './predictions/prediction-request.js';
export * from './predictions/feature-vector.js';
export * from './predictions/expected-recovery.js';
export * from './predictions/missing-facts.js';

export * from './timeline/timeline.js';
export * from './audit/audit-schemas.js';
export * from './audit/audit-endpoints.js';

export * from './format/money.js';
export * from './format/numbers.js';
export * from './format/dates.js';
export * from './format/file-size.js';
export * from './format/labels.js';
export * from './format/value-labels.js';

export * from './metrics/settlement-analytics.js';
export * from './metrics/attorney-metrics.js';
export * from './metrics/dashboard-metrics.js';

export * from './search/search-predicates.js';
export * from './search/global-search.js';
export * from './search/search-endpoints.js';
export * from './errors/error-messages.js';
export * from './metrics/metric-aggregates.js';
export * from './metrics/metrics-schemas.js';
export * from './metrics/metrics-endpoints.js';
export * from './metrics/money-analytics.js';

export * from './legal/jurisdictions.js';
export { addDays, addLegalPeriod, describeLegalPeriod, type LegalPeriod } from './legal/calendar.js';
export * from './legal/court-holidays.js';
export * from './legal/comparative-fault.js';
export * from './legal/limitation-types.js';
export * from './legal/limitation-rules.js';
export * from './legal/limitations.js';

export * from './parties/party-schemas.js';
export * from './deadlines/case-facts.js';
export * from './deadlines/deadline-schemas.js';
export * from './deadlines/computed-deadlines.js';
export * from './deadlines/rule-changes.js';
export * from './deadlines/deadline-endpoints.js';
export * from './legal/rule-versions.js';

export * from './tasks/task-schemas.js';
export * from './tasks/stages.js';
export * from './tasks/task-endpoints.js';
export * from './calendar/calendar-schemas.js';
export * from './calendar/event-schemas.js';
export * from './calendar/calendar-endpoints.js';
export * from './money/money-cents.js';
export * from './money/money-schemas.js';
export * from './money/money-totals.js';
export * from './money/offer-chance.js';
export * from './money/prediction-money-facts.js';
export * from './money/case-money.js';
export * from './money/case-money-schema.js';
export * from './money/intake-bills.js';
export * from './money/settlement-facts.js';
export * from './money/fee-rate.js';
export * from './money/settlement-statement.js';
export * from './money/settlement-statement-api.js';
export * from './money/demand-template.js';
export * from './money/money-endpoints.js';
export * from './money/settlement-endpoints.js';
export * from './money/demand-package-endpoints.js';
export * from './reminders/reminder-schedule.js';
export * from './reminders/reminder-endpoints.js';
export * from './predictions/prediction-batch.js';
export * from './predictions/prediction-endpoints.js';
export * from './legal/state-court-holidays.js';
export * from './legal/court-calendars.js';
export * from './legal/rules-reference.js';
export * from './portal/portal-schemas.js';
export * from './portal/portal-endpoints.js';
export * from './chronology/chronology-extract.js';
export * from './chronology/chronology-schemas.js';
export * from './chronology/chronology-endpoints.js';
