-- The firm's activity (Settings → Firm activity) pages through the audit entries with no case, newest first: this
-- index reads a page's rows and nothing else (audit_entry_case_idx would read all of them, then sort).
CREATE INDEX IF NOT EXISTS audit_entry_firm_activity_idx ON audit_entry (firm_id, id) WHERE case_id IS NULL;
