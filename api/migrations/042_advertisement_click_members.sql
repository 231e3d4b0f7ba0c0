-- POST /advertisements/{id}/click-auth records which member clicked (NULL for a visitor's click).
ALTER TABLE advertisement_clicks ADD COLUMN user_id integer REFERENCES members (user_id);
CREATE INDEX advertisement_clicks_user_idx ON advertisement_clicks (user_id) WHERE user_id IS NOT NULL;
