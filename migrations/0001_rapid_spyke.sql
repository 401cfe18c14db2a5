CREATE TABLE `checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checkout_sessions_user_status_idx` ON `checkout_sessions` (`user_id`,`status`);--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `synced_at` integer DEFAULT 0 NOT NULL;