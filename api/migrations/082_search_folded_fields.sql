-- The folded fields the service search scores (ADR 108), stored once instead of folded per matching row
-- per query: search_fold() costs ~0.1 ms a call, and a query matching 2,000 of 10,000 services folded
-- seven fields each. Generated columns, so every writer keeps them without a trigger.
ALTER TABLE services ADD COLUMN search_name text GENERATED ALWAYS AS (search_fold(name)) STORED;
ALTER TABLE services ADD COLUMN search_summary text GENERATED ALWAYS AS (search_fold(summary)) STORED;
ALTER TABLE categories ADD COLUMN search_name text GENERATED ALWAYS AS (search_fold(name)) STORED;
ALTER TABLE issues ADD COLUMN search_name text GENERATED ALWAYS AS (search_fold(name)) STORED;
ALTER TABLE providers ADD COLUMN search_name text GENERATED ALWAYS AS (search_fold(name)) STORED;
