ALTER TABLE `user_profiles` ADD `streak_freezes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `frozen_day` text;