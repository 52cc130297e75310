CREATE TABLE "customer_business_hours" (
	"customer_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "customer_business_hours_customer_id_weekday_start_minute_pk" PRIMARY KEY("customer_id","weekday","start_minute")
);
--> statement-breakpoint
CREATE TABLE "report_bot_buckets" (
	"customer_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"channel_id" integer NOT NULL,
	"flow_name" text NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"handed_off" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_bot_buckets_customer_id_bucket_channel_id_flow_name_pk" PRIMARY KEY("customer_id","bucket","channel_id","flow_name")
);
--> statement-breakpoint
CREATE TABLE "report_reason_buckets" (
	"customer_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"group_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"sub_reason_id" integer NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_reason_buckets_customer_id_bucket_group_id_channel_id_agent_id_reason_id_sub_reason_id_pk" PRIMARY KEY("customer_id","bucket","group_id","channel_id","agent_id","reason_id","sub_reason_id")
);
--> statement-breakpoint
CREATE TABLE "report_service_buckets" (
	"customer_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"group_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"wait_bin" smallint NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"wait_ms" bigint DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL,
	"handle_ms" bigint DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_service_buckets_customer_id_bucket_group_id_channel_id_agent_id_wait_bin_pk" PRIMARY KEY("customer_id","bucket","group_id","channel_id","agent_id","wait_bin")
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "opened_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "customer_business_hours" ADD CONSTRAINT "customer_business_hours_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendances_customer_opened" ON "attendances" USING btree ("customer_id","opened_at");