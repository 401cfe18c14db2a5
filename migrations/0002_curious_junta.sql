ALTER TABLE `chat_messages` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `chat_messages_client_id_idx` ON `chat_messages` (`user_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `chat_messages_user_time_idx` ON `chat_messages` (`user_id`,`created_at`);