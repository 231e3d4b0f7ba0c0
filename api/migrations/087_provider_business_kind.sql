-- What kind of business a provider organisation is (ADR 161). An IT or digital service vendor lists
-- services and materials and writes seminars and articles; an organisation of the catalogue's
-- "other business" kind (a reseller, agency or consultancy) lists services and materials only:
-- creating an article answers 0601009 and creating a seminar 0701001.
ALTER TABLE providers
  ADD COLUMN business_kind text NOT NULL DEFAULT 'it_vendor'
  CHECK (business_kind IN ('it_vendor', 'other_business'));
