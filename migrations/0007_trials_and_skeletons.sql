CREATE TABLE `used_trials` (
	`key` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `username_skeleton` text;--> statement-breakpoint
CREATE UNIQUE INDEX `user_profiles_username_skeleton` ON `user_profiles` (`username_skeleton`);