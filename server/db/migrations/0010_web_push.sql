CREATE TABLE `notification_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`kinds` text NOT NULL,
	`quiet_start` text,
	`quiet_end` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`sleeper_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `push_events` (
	`claim_key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `push_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`event_key` text NOT NULL,
	`payload` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`not_before` integer,
	`stale_at` integer,
	`lease_until` integer,
	`next_attempt_at` integer,
	`give_up_at` integer NOT NULL,
	`first_attempt_at` integer,
	`last_attempt_at` integer,
	`response` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_messages_event_uq` ON `push_messages` (`subscription_id`,`event_key`);--> statement-breakpoint
CREATE INDEX `push_messages_status_idx` ON `push_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `push_messages_user_idx` ON `push_messages` (`user_id`,`first_attempt_at`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`session_id_hash` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`sleeper_user_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id_hash`) REFERENCES `sessions`(`id_hash`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_uq` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);