-- Final standings of seasons played before Sleeper, imported by the commissioner from a CSV.
CREATE TABLE `imported_standings` (
	`league_id` text NOT NULL,
	`season` text NOT NULL,
	`rank` integer NOT NULL,
	`manager_name` text NOT NULL,
	`owner_id` text,
	`team_name` text NOT NULL,
	`wins` integer NOT NULL,
	`losses` integer NOT NULL,
	`ties` integer NOT NULL,
	`points_for` real NOT NULL,
	`points_against` real NOT NULL,
	`is_champion` integer DEFAULT false NOT NULL,
	`payout` integer,
	`imported_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`league_id`, `season`, `rank`)
);
