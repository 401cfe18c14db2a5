DROP INDEX `chat_messages_channel_time_idx`;--> statement-breakpoint
CREATE INDEX `chat_messages_channel_id_idx` ON `chat_messages` (`channel_id`,`id`);--> statement-breakpoint
DROP INDEX `user_profiles_xp_idx`;--> statement-breakpoint
CREATE INDEX `user_profiles_board_idx` ON `user_profiles` (`xp`,`created_at`,`user_id`);--> statement-breakpoint
CREATE INDEX `verification_value_idx` ON `verification` (`value`);