-- Attributes in the publishing workflow (ADR 170): a provider's edit of a service's structured attributes
-- is a publishing change of type 'attributes' (object_id = the service). The draft lives in the change's
-- payload like every other object type's; the `draft` row kind of service_attributes stays unused.
-- The list also names the seminar and article types added beside this one, so that whichever of these
-- migrations runs last keeps every type.
ALTER TABLE publishing_changes DROP CONSTRAINT IF EXISTS publishing_changes_object_type_check;
ALTER TABLE publishing_changes
  ADD CONSTRAINT publishing_changes_object_type_check
  CHECK (object_type IN ('service', 'material', 'attributes', 'seminar', 'article'));

-- The operators' queue of unverified groups, oldest as-of date first.
CREATE INDEX service_attributes_unverified_idx ON service_attributes (as_of, service_id)
  WHERE verified_at IS NULL AND draft = false;
