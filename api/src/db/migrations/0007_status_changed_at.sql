ALTER TABLE `features` ADD `status_changed_at` text;
