CREATE TABLE "hsm_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"client_identification" text NOT NULL,
	"message" text NOT NULL,
	"parameters" text DEFAULT '' NOT NULL,
	"send_date" timestamp with time zone NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"template_id" integer NOT NULL,
	"campaign_id" integer,
	"text" text NOT NULL,
	"phone_number_id" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"external_id" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "hsm_send_id" integer;--> statement-breakpoint
ALTER TABLE "hsm_sends" ADD CONSTRAINT "hsm_sends_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hsm_sends" ADD CONSTRAINT "hsm_sends_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hsm_sends" ADD CONSTRAINT "hsm_sends_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hsm_sends" ADD CONSTRAINT "hsm_sends_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hsm_sends_import_row" ON "hsm_sends" USING btree ("customer_id","import_id","row");--> statement-breakpoint
CREATE UNIQUE INDEX "hsm_sends_external" ON "hsm_sends" USING btree ("external_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_hsm_send_id_hsm_sends_id_fk" FOREIGN KEY ("hsm_send_id") REFERENCES "public"."hsm_sends"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_hsm_send_id_unique" UNIQUE("hsm_send_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_subject" CHECK (("outbox"."message_id" IS NULL) <> ("outbox"."hsm_send_id" IS NULL));