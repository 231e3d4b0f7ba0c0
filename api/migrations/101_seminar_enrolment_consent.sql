-- Seminar enrolment shares the member's details with the organiser, with their consent (ADR 173).
-- consented_at: when the member agreed on the apply screen (NULL for enrolments made before consent was
-- asked: nothing is shared). shared_details: the details exactly as previewed (SHARED_MEMBER_FIELDS of
-- @iryo/domain/material-download), copied at enrolment so a later membership change does not rewrite
-- them; set back to NULL when the member withdraws from the portal (consented_at stays as the record
-- that consent was once given).
ALTER TABLE seminar_enrolments ADD COLUMN consented_at timestamptz;
ALTER TABLE seminar_enrolments ADD COLUMN shared_details jsonb;
ALTER TABLE seminar_enrolments ADD CONSTRAINT seminar_enrolments_consent_check
  CHECK (shared_details IS NULL OR consented_at IS NOT NULL);
