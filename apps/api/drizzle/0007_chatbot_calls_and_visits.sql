ALTER TABLE "interactions" ADD COLUMN "pending_call" jsonb;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "visited_steps" jsonb DEFAULT '[]'::jsonb NOT NULL;