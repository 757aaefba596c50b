ALTER TABLE `roast_phrases` ADD `subject_type` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `roast_phrases` ADD `subject_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `roast_phrases` ADD `roster_ids` text DEFAULT '' NOT NULL;