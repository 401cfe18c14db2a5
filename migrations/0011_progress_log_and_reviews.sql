CREATE TABLE `logbook_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`units` text DEFAULT 'metric' NOT NULL,
	`review_mails` integer DEFAULT true NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `monthly_reviews` (
	`user_id` text NOT NULL,
	`month` text NOT NULL,
	`run` text NOT NULL,
	`figures` text NOT NULL,
	`sent_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `month`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `monthly_reviews_run_idx` ON `monthly_reviews` (`run`);--> statement-breakpoint
CREATE TABLE `progress_entries` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`weight_g` integer,
	`waist_mm` integer,
	`sleep_min` integer,
	`workouts` integer,
	`water_ml` integer,
	`mood` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
