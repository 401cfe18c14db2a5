CREATE TABLE `league_places` (
	`week` text NOT NULL,
	`user_id` text NOT NULL,
	`division` integer NOT NULL,
	`group_no` integer NOT NULL,
	`week_xp` integer,
	`place` integer,
	`move` integer,
	`mailed_at` integer,
	PRIMARY KEY(`week`, `user_id`),
	FOREIGN KEY (`week`) REFERENCES `league_weeks`(`week`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `league_places_group_idx` ON `league_places` (`week`,`division`,`group_no`);--> statement-breakpoint
CREATE INDEX `league_places_member_idx` ON `league_places` (`user_id`,`week`);--> statement-breakpoint
CREATE TABLE `league_weeks` (
	`week` text PRIMARY KEY NOT NULL,
	`build_claim` text NOT NULL,
	`built_at` integer NOT NULL,
	`close_claim` text,
	`closed_at` integer
);
--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `battle_mails` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `leagues` integer DEFAULT true NOT NULL;