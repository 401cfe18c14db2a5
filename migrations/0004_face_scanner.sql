ALTER TABLE `face_scans` ADD `thumb_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `face_scans` ADD `photo_hash` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `face_scans` ADD `sub_scores` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `face_scans` ADD `analyzer` text DEFAULT 'local' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `face_scans_user_photo_uq` ON `face_scans` (`user_id`,`photo_hash`);