PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_activity_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`activity_type` text NOT NULL,
	`xp_earned` integer DEFAULT 0 NOT NULL,
	`description` text NOT NULL,
	`award_key` text NOT NULL,
	`claim` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_activity_log`("id", "user_id", "activity_type", "xp_earned", "description", "award_key", "claim", "created_at") SELECT "id", "user_id", "activity_type", "xp_earned", "description", COALESCE("award_key", 'legacy:' || "id"), NULL, "created_at" FROM `activity_log`;--> statement-breakpoint
DROP TABLE `activity_log`;--> statement-breakpoint
ALTER TABLE `__new_activity_log` RENAME TO `activity_log`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `activity_log_award_once` ON `activity_log` (`user_id`,`award_key`);--> statement-breakpoint
CREATE INDEX `activity_log_user_idx` ON `activity_log` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `time_zone` text;--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_one_pending_per_pair` ON `challenge_invitations` ((CASE WHEN "from_user_id" < "to_user_id" THEN "from_user_id" ELSE "to_user_id" END),(CASE WHEN "from_user_id" < "to_user_id" THEN "to_user_id" ELSE "from_user_id" END),`challenge_id`) WHERE "challenge_invitations"."status" = 'pending';