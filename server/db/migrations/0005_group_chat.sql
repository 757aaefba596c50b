CREATE TABLE `chat_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`claim_key` text,
	`message` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`next_attempt_at` integer,
	`give_up_at` integer NOT NULL,
	`last_attempt_at` integer,
	`reason` text,
	`response` text,
	`requested_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_posts_claim_uq` ON `chat_posts` (`claim_key`);--> statement-breakpoint
CREATE INDEX `chat_posts_status_idx` ON `chat_posts` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `chat_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text,
	`url_encrypted` text,
	`bot_id_encrypted` text,
	`recaps` integer DEFAULT true NOT NULL,
	`reminders` integer DEFAULT true NOT NULL,
	`dues_reminders` integer DEFAULT false NOT NULL,
	`site_url` text,
	`updated_by` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
