CREATE INDEX `roasts_league_time_idx` ON `roasts` (`league_id`,`created_at`);--> statement-breakpoint
-- Retention (docs/decisions/0021): each subject keeps its newest 20 roasts (ROASTS_KEPT_PER_SUBJECT in
-- server/roast/store.ts). Rows stored before the rule go once, here; every later write trims its subject.
DELETE FROM `roasts` WHERE `id` IN (
  SELECT `id` FROM (
    SELECT `id`, row_number() OVER (
      PARTITION BY `league_id`, `subject_type`, `subject_key` ORDER BY `created_at` DESC, `id` DESC
    ) AS `newer` FROM `roasts`
  ) WHERE `newer` > 20
);
