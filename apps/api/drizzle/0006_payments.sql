CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"store_name" text NOT NULL,
	"store_order_number" text NOT NULL,
	"order_updated_at" timestamp with time zone NOT NULL,
	"order_value_cents" integer NOT NULL,
	"customer_identification" text NOT NULL,
	"customer_name" text NOT NULL,
	"payment_code" text NOT NULL,
	"paid_at" timestamp with time zone,
	"was_paid" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_customer_updated_idx" ON "payments" USING btree ("customer_id","order_updated_at");