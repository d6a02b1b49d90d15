-- A feed can be redacted: its events name the case number instead of the client.
ALTER TABLE calendar_feed ADD COLUMN redacted boolean NOT NULL DEFAULT false;

-- Feeds of members who already left their firm: removing a member now deletes the feed, so a re-invite
-- cannot bring the old URL back; these are the ones removed before that.
DELETE FROM calendar_feed f
WHERE NOT EXISTS (SELECT 1 FROM firm_member m WHERE m.firm_id = f.firm_id AND m.user_id = f.user_id);
