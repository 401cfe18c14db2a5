CREATE TABLE `calorie_targets` (
	`user_id` text PRIMARY KEY NOT NULL,
	`sex` text NOT NULL,
	`age` integer NOT NULL,
	`height_cm` real NOT NULL,
	`weight_kg` real NOT NULL,
	`activity` text NOT NULL,
	`units` text NOT NULL,
	`goal` text NOT NULL,
	`maintenance` integer NOT NULL,
	`calories` integer NOT NULL,
	`saved_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `meal_plans` (
	`user_id` text PRIMARY KEY NOT NULL,
	`starts_on` text NOT NULL,
	`plan` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `meal_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`diet` text DEFAULT 'omnivore' NOT NULL,
	`excluded` text DEFAULT '[]' NOT NULL,
	`meals_per_day` integer DEFAULT 4 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `programme_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`programme_id` text NOT NULL,
	`days` text NOT NULL,
	`started_on` text NOT NULL,
	`ended_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `programme_runs_one_open` ON `programme_runs` (`user_id`) WHERE "programme_runs"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX `programme_runs_user_idx` ON `programme_runs` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `workout_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`run_id` integer NOT NULL,
	`session_no` integer NOT NULL,
	`template` text NOT NULL,
	`day` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`run_id`) REFERENCES `programme_runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workout_sessions_run_no` ON `workout_sessions` (`run_id`,`session_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `workout_sessions_user_day` ON `workout_sessions` (`user_id`,`day`);--> statement-breakpoint
CREATE TABLE `workout_sets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`exercise` text NOT NULL,
	`set_no` integer NOT NULL,
	`target_reps` integer NOT NULL,
	`target_load_kg` real,
	`reps` integer NOT NULL,
	`load_kg` real,
	FOREIGN KEY (`session_id`) REFERENCES `workout_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workout_sets_session_set` ON `workout_sets` (`session_id`,`exercise`,`set_no`);--> statement-breakpoint
CREATE INDEX `workout_sets_user_exercise_idx` ON `workout_sets` (`user_id`,`exercise`);