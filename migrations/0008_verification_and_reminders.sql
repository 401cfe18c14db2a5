CREATE TABLE `email_verification_links` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_verification_links_token_hash_unique` ON `email_verification_links` (`token_hash`);--> statement-breakpoint
CREATE TABLE `streak_reminders` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`run` text NOT NULL,
	`sent_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `streak_reminders_run_idx` ON `streak_reminders` (`run`);--> statement-breakpoint
ALTER TABLE `dev_mailbox` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `reminders` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX `user_profiles_reminder_idx` ON `user_profiles` (`time_zone`,`last_activity_date`,`user_id`) WHERE "user_profiles"."reminders" = 1;