CREATE TABLE `app_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`subject` text NOT NULL,
	`before_json` text,
	`after_json` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `keeper_selections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`league_id` text NOT NULL,
	`season` text NOT NULL,
	`roster_id` integer NOT NULL,
	`user_id` text,
	`franchise_player_id` text,
	`franchise_player_name` text,
	`franchise_player_position` text,
	`franchise_player_draft_round` integer,
	`lottery_player1_id` text,
	`lottery_player1_name` text,
	`lottery_player1_position` text,
	`lottery_player1_draft_round` integer,
	`lottery_player2_id` text,
	`lottery_player2_name` text,
	`lottery_player2_position` text,
	`lottery_player2_draft_round` integer,
	`lottery_player3_id` text,
	`lottery_player3_name` text,
	`lottery_player3_position` text,
	`lottery_player3_draft_round` integer,
	`is_submitted` integer DEFAULT false NOT NULL,
	`submitted_at` integer,
	`lottery_seed` text,
	`lottery_seed_hash` text,
	`lottery_results` text,
	`lottery_run_at` integer,
	`lottery_run_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `keeper_selection_roster_uq` ON `keeper_selections` (`league_id`,`season`,`roster_id`);--> statement-breakpoint
CREATE TABLE `league_settings` (
	`league_id` text NOT NULL,
	`season` text NOT NULL,
	`keeper_deadline` integer,
	`draft_date` integer,
	`season_start_date` integer,
	`playoff_start_week` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`league_id`, `season`)
);
--> statement-breakpoint
CREATE TABLE `login_throttle` (
	`address` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`last_failure_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payment_status` (
	`league_id` text NOT NULL,
	`season` text NOT NULL,
	`roster_id` integer NOT NULL,
	`has_paid` integer DEFAULT false NOT NULL,
	`paid_amount` text,
	`paid_date` integer,
	`notes` text,
	`updated_by` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`league_id`, `season`, `roster_id`)
);
--> statement-breakpoint
CREATE TABLE `payouts` (
	`league_id` text NOT NULL,
	`season` text NOT NULL,
	`championship_first` integer NOT NULL,
	`championship_second` integer NOT NULL,
	`championship_third` integer NOT NULL,
	`highest_points_award` integer NOT NULL,
	`biggest_blowout_award` integer NOT NULL,
	`unlucky_award` integer NOT NULL,
	`busted_award` integer NOT NULL,
	`busted_accumulated` integer DEFAULT 0 NOT NULL,
	`busted_winner_id` text,
	`busted_winner_name` text,
	`busted_player_name` text,
	`busted_player_team` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`league_id`, `season`)
);
--> statement-breakpoint
CREATE TABLE `players` (
	`player_id` text PRIMARY KEY NOT NULL,
	`first_name` text,
	`last_name` text,
	`full_name` text,
	`position` text,
	`team` text,
	`status` text,
	`injury_status` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `players_position_idx` ON `players` (`position`);--> statement-breakpoint
CREATE TABLE `provider_cache` (
	`path` text PRIMARY KEY NOT NULL,
	`body` text NOT NULL,
	`fetched_at` integer NOT NULL,
	`expires_at` integer
);
--> statement-breakpoint
CREATE TABLE `roasts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`league_id` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_key` text NOT NULL,
	`persona` text NOT NULL,
	`provider` text NOT NULL,
	`text` text NOT NULL,
	`requested_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `roasts_subject_idx` ON `roasts` (`league_id`,`subject_type`,`subject_key`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`sleeper_user_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`sleeper_user_id` text PRIMARY KEY NOT NULL,
	`sleeper_username` text NOT NULL,
	`display_name` text NOT NULL,
	`pin_hash` text,
	`pin_encrypted` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_owner` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`phone_number` text,
	`last_login` integer,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`last_failed_at` integer,
	`locked_until` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
