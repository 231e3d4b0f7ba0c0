-- Logos as cacheable image URLs instead of inline data URLs (ADR 092). `logo_file` is
-- "{version}.{extension}" of a logo stored as a data URL (the version: the first 16 hex digits of its
-- MD5), NULL otherwise. Lists read it instead of the data URL and answer
-- /media/logos/{id}-{logo_file}; the route serves the image with a year of immutable caching.
ALTER TABLE services ADD COLUMN logo_file text GENERATED ALWAYS AS (
  CASE
    WHEN logo_image_filepath LIKE 'data:image/svg+xml%' THEN substr(md5(logo_image_filepath), 1, 16) || '.svg'
    WHEN logo_image_filepath LIKE 'data:image/png%' THEN substr(md5(logo_image_filepath), 1, 16) || '.png'
    WHEN logo_image_filepath LIKE 'data:image/jpeg%' THEN substr(md5(logo_image_filepath), 1, 16) || '.jpg'
    WHEN logo_image_filepath LIKE 'data:image/webp%' THEN substr(md5(logo_image_filepath), 1, 16) || '.webp'
  END
) STORED;
