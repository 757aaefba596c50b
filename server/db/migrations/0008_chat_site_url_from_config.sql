-- The group chat's links come from PUBLIC_URL (issue 36), no longer from the Host header of the request
-- that last saved its settings.
ALTER TABLE `chat_settings` DROP COLUMN `site_url`;
