CREATE TABLE `storage_probe` (
	`id` integer PRIMARY KEY NOT NULL,
	`checked_at` integer NOT NULL
);
