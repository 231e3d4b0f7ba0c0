-- Every field of a service (product §3) and the provider's business information.
ALTER TABLE providers ADD COLUMN website_url text NOT NULL DEFAULT '';
ALTER TABLE providers ADD COLUMN business_description text NOT NULL DEFAULT '';

ALTER TABLE services ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN installation_count integer CHECK (installation_count >= 0);
ALTER TABLE services ADD COLUMN price text NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN initial_cost text NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN has_free_trial boolean NOT NULL DEFAULT false;
ALTER TABLE services ADD COLUMN has_free_plan boolean NOT NULL DEFAULT false;
ALTER TABLE services ADD COLUMN service_url text NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN rate_plan text NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN target_bed_count text NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN video_url text;
-- [{"question": "…", "answer": "…"}, …]
ALTER TABLE services ADD COLUMN faqs jsonb NOT NULL DEFAULT '[]'::jsonb;

CREATE INDEX services_updated_at_idx ON services (updated_at DESC, id DESC);

-- Target institution types: codes 1–10 of @iryo/domain/institution-type.
CREATE TABLE service_institution_types (
  service_id        integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  institution_type  smallint NOT NULL CHECK (institution_type BETWEEN 1 AND 10),
  PRIMARY KEY (service_id, institution_type)
);
