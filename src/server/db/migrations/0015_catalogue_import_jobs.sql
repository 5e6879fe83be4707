CREATE TABLE "catalogue_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"format" varchar(8) NOT NULL,
	"file_name" varchar(200) DEFAULT '' NOT NULL,
	"file" "bytea",
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"runner" varchar(64) NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"error" varchar(500),
	"deferred_indexes" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "catalogue_import_jobs_created_idx" ON "catalogue_import_jobs" USING btree ("created_at","id");