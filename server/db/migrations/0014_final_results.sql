CREATE TABLE `final_results` (
	`league_id` text NOT NULL,
	`week` integer NOT NULL,
	`matchup_id` integer NOT NULL,
	`winner_roster_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`league_id`, `week`, `matchup_id`)
);
