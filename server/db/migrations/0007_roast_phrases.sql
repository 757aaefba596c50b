CREATE TABLE `roast_phrases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`league_id` text NOT NULL,
	`season` text NOT NULL,
	`week` integer NOT NULL,
	`phrase` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `roast_phrases_season_idx` ON `roast_phrases` (`league_id`,`season`,`week`);