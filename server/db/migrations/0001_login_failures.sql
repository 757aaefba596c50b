CREATE TABLE `login_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`device_hash` text,
	`address` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`sleeper_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `login_failures_user_idx` ON `login_failures` (`user_id`,`at`);--> statement-breakpoint
DROP TABLE `login_throttle`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `failed_attempts`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `last_failed_at`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `locked_until`;