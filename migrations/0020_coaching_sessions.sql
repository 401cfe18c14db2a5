CREATE TABLE `coaching_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`topic` text NOT NULL,
	`time1` integer NOT NULL,
	`time2` integer NOT NULL,
	`time3` integer NOT NULL,
	`time_zone` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`confirmed_at` integer,
	`meeting_link` text,
	`coach_id` text,
	`coach_name` text,
	`period_key` text NOT NULL,
	`slot` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_sessions_slot_idx` ON `coaching_sessions` (`user_id`,`period_key`,`slot`);--> statement-breakpoint
CREATE INDEX `coaching_sessions_status_idx` ON `coaching_sessions` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `dev_mailbox` ADD `attachments` text;