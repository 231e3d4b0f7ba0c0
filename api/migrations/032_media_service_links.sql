-- Seminars and contents related to a service (shown on the service detail page).
CREATE TABLE seminar_services (
  seminar_id  integer NOT NULL REFERENCES seminars (id) ON DELETE CASCADE,
  service_id  integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  PRIMARY KEY (seminar_id, service_id)
);
CREATE INDEX seminar_services_service_idx ON seminar_services (service_id);

CREATE TABLE content_services (
  content_id  integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  service_id  integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  PRIMARY KEY (content_id, service_id)
);
CREATE INDEX content_services_service_idx ON content_services (service_id);
