CREATE TABLE `chat_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`blocker_id` text NOT NULL,
	`blocked_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`blocker_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_blocks_pair_idx` ON `chat_blocks` (`blocker_id`,`blocked_id`);--> statement-breakpoint
CREATE INDEX `chat_blocks_blocked_idx` ON `chat_blocks` (`blocked_id`);--> statement-breakpoint
CREATE TABLE `chat_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`message_id`) REFERENCES `chat_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_reports_once_idx` ON `chat_reports` (`message_id`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `chat_reports_reporter_time_idx` ON `chat_reports` (`reporter_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `chat_reports_open_idx` ON `chat_reports` (`resolved_at`,`message_id`);--> statement-breakpoint
CREATE TABLE `chat_restrictions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`muted_until` integer,
	`banned_at` integer,
	`by_name` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `hidden_at` integer;