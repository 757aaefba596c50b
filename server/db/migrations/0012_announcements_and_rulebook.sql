CREATE TABLE `announcement_dismissals` (
	`announcement_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`dismissed_at` integer NOT NULL,
	PRIMARY KEY(`announcement_id`, `user_id`),
	FOREIGN KEY (`announcement_id`) REFERENCES `announcements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`sleeper_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`pinned` integer DEFAULT false NOT NULL,
	`author_id` text NOT NULL,
	`push_requested` integer DEFAULT false NOT NULL,
	`pushed_at` integer,
	`chat_requested` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`edited_at` integer,
	`edited_by` text
);
--> statement-breakpoint
CREATE INDEX `announcements_created_idx` ON `announcements` (`created_at`);--> statement-breakpoint
CREATE TABLE `rulebook_versions` (
	`version` integer PRIMARY KEY NOT NULL,
	`markdown` text NOT NULL,
	`saved_by` text NOT NULL,
	`saved_at` integer NOT NULL
);
