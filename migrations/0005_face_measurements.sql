CREATE TABLE `face_scan_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `face_scan_attempts_user_idx` ON `face_scan_attempts` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `face_scans` ADD `rubric_version` integer;--> statement-breakpoint
ALTER TABLE `face_scans` ADD `measurements` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `face_scans` ADD `landmarks` text;