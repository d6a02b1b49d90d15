-- Recurring tasks: how often a task repeats, and the occurrence made when it was done (so reopening and
-- completing it again makes no second one).
ALTER TABLE task ADD COLUMN recurrence text NOT NULL DEFAULT 'none'
  CHECK (recurrence IN ('none', 'daily', 'weekly', 'biweekly', 'monthly', 'quarterly', 'yearly'));
ALTER TABLE task ADD COLUMN next_task_id text;
ALTER TABLE task ADD CONSTRAINT task_recurring_has_due_date CHECK (recurrence = 'none' OR due_date IS NOT NULL);
