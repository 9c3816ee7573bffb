-- Live events (services/live-events-postgres.ts): one id sequence for every replica, so an
-- event has the same id wherever it is heard and a reconnecting client resumes on any replica.
CREATE SEQUENCE IF NOT EXISTS "live_event_ids";
