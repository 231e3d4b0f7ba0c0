-- Service search on a narrow index (ADR 092). The services heap is wide (descriptions, FAQ, logos:
-- about two rows per 8 kB page), and the search's id query visits every match to count them. This
-- index holds, in the newest-update order, just what that query reads: an index-only scan walks ~300
-- pages for 10,000 services instead of ~2,600 heap pages, for keywords of 1–2 characters (strpos, no
-- trigram) and for the first page of popular keywords alike.
CREATE INDEX services_search_cover_idx ON services (updated_at DESC, id DESC) INCLUDE (search_text);
