-- The group chat's links come from PUBLIC_URL, no longer from the Host header of the request that last
-- saved its settings (a Host header is whatever its sender wrote).
ALTER TABLE `chat_settings` DROP COLUMN `site_url`;
