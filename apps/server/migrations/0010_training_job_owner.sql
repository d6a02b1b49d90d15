-- The server instance running a job. While it lives, each instance holds a PostgreSQL advisory lock
-- on its id (the embedded database has one process only): a running job whose owner's lock nobody
-- holds belonged to a server that stopped, and is marked failed rather than blocking retraining.
ALTER TABLE training_job ADD COLUMN owner_instance text;
