-- The screen a material download started from (`?from_screen=`, product §2.3, ADR 141), so a provider's
-- leads show whether the member came from the detail page, the consideration list or a bookmark.
-- NULL for earlier leads and for downloads started without it. The list is FROM_SCREENS of
-- @iryo/domain/from-screen.
ALTER TABLE material_download_leads
  ADD COLUMN from_screen text CHECK (from_screen IN ('detail', 'consideration', 'bookmark'));
