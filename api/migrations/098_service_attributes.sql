-- Structured attributes of a service (issue 28, ADR 153): one row per service and attribute group
-- (@iryo/domain/service-attributes ATTRIBUTE_GROUP), its values as JSON validated by the domain's zod
-- schema on every write. `as_of` is the date the values hold for; `verified_at`/`verified_by` stay null
-- until an operator checks them. A provider's draft will be a second row kind beside the published one
-- (`draft` true), so the published values stay what visitors see while a draft waits for review.
CREATE TABLE service_attributes (
  service_id      integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  attribute_group smallint NOT NULL CHECK (attribute_group BETWEEN 1 AND 5),
  draft           boolean NOT NULL DEFAULT false,
  value           jsonb NOT NULL,
  as_of           date NOT NULL,
  verified_at     timestamptz,
  verified_by     integer REFERENCES accounts (id),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (service_id, attribute_group, draft)
);

-- The search facets a service has (domain serviceFacets), derived from its published attributes by
-- the writer in the same transaction. None depends on the date, so a stored row never goes stale.
CREATE TABLE service_facets (
  facet      smallint NOT NULL,
  service_id integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  PRIMARY KEY (facet, service_id)
);
CREATE INDEX service_facets_service_idx ON service_facets (service_id);
