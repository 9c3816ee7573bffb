DROP INDEX `companies_custom_domain_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `companies_custom_domain_verified_unique` ON `companies` (`custom_domain`) WHERE custom_domain_verified_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `companies_custom_domain_idx` ON `companies` (`custom_domain`);