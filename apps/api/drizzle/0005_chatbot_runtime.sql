ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_subject";--> statement-breakpoint
ALTER TABLE "interaction_messages" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "interaction_messages" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "flow_id" integer;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "flow_version" integer;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "phone_number_id" text;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "current_step_id" integer;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "awaiting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "variables" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "passes_without_reply" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "steps_run" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "handed_group_id" integer;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "attendance_id" integer;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "interaction_message_id" integer;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_handed_group_id_attendance_groups_id_fk" FOREIGN KEY ("handed_group_id") REFERENCES "public"."attendance_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_interaction_message_id_interaction_messages_id_fk" FOREIGN KEY ("interaction_message_id") REFERENCES "public"."interaction_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interaction_messages_external" ON "interaction_messages" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interactions_open_client" ON "interactions" USING btree ("client_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "interactions_open_expiry" ON "interactions" USING btree ("expires_at") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_interaction_message_id_unique" UNIQUE("interaction_message_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (num_nonnulls("outbox"."message_id", "outbox"."hsm_send_id", "outbox"."interaction_message_id") = 1);