CREATE TABLE "att_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"reference" text NOT NULL,
	"enable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"channel_id" integer DEFAULT 1 NOT NULL,
	"enable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendances" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"channel_id" integer DEFAULT 1 NOT NULL,
	"phone_number_id" text,
	"group_id" integer,
	"status" text NOT NULL,
	"agent_id" integer,
	"start_queue" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"transferred_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"completion_id" integer,
	"reason_id" integer,
	"sub_reason_id" integer,
	"observation" text,
	"flow_name" text
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"flow_name" text DEFAULT '' NOT NULL,
	"channel_id" integer DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"resend_hours" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_numbers" (
	"phone_number_id" text PRIMARY KEY NOT NULL,
	"display_phone" text NOT NULL,
	"customer_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"default_group_id" integer
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"identify" text NOT NULL,
	"name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "completion_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_channels" (
	"customer_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	CONSTRAINT "customer_channels_customer_id_channel_id_pk" PRIMARY KEY("customer_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_groups" (
	"file_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "file_groups_file_id_group_id_pk" PRIMARY KEY("file_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "flow_steps" (
	"flow_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "flow_steps_flow_id_step_id_pk" PRIMARY KEY("flow_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"channel_id" integer DEFAULT 1 NOT NULL,
	"initial_step_id" integer DEFAULT 0 NOT NULL,
	"identify_initial_message" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_at" timestamp with time zone,
	"exit_string" text DEFAULT 'Salida' NOT NULL,
	"exit_message" text DEFAULT 'Hasta luego, muchas gracias por comunicarse con nosotros' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "functionalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abrev" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "functionalities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"enable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"attendance_id" integer NOT NULL,
	"text" text NOT NULL,
	"direction" smallint NOT NULL,
	"image_name" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"data" text DEFAULT '' NOT NULL,
	"parameter" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_functionalities" (
	"role_id" integer NOT NULL,
	"functionality_id" integer NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "role_functionalities_role_id_functionality_id_pk" PRIMARY KEY("role_id","functionality_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"father_id" integer
);
--> statement-breakpoint
CREATE TABLE "step_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_groups" (
	"template_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "template_groups_template_id_group_id_pk" PRIMARY KEY("template_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "user_channels" (
	"user_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	CONSTRAINT "user_channels_user_id_channel_id_pk" PRIMARY KEY("user_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "user_customers" (
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "user_customers_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "user_functionalities" (
	"user_id" integer NOT NULL,
	"functionality_id" integer NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "user_functionalities_user_id_functionality_id_pk" PRIMARY KEY("user_id","functionality_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "user_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "user_reports" (
	"user_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	CONSTRAINT "user_reports_user_id_report_id_pk" PRIMARY KEY("user_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"celphone" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"pass_expired" boolean DEFAULT false NOT NULL,
	"start_att" time DEFAULT '08:00:00' NOT NULL,
	"end_att" time DEFAULT '18:00:00' NOT NULL,
	"start_access" date,
	"end_access" date,
	"weekdays" text DEFAULT '1,2,3,4,5' NOT NULL,
	"sys_adm" boolean DEFAULT false NOT NULL,
	"attendence_adm" boolean DEFAULT false NOT NULL,
	"role_id" integer NOT NULL,
	"created_by" integer,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_unique" UNIQUE("login")
);
--> statement-breakpoint
ALTER TABLE "att_files" ADD CONSTRAINT "att_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_groups" ADD CONSTRAINT "attendance_groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_group_id_attendance_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attendance_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_numbers" ADD CONSTRAINT "channel_numbers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_numbers" ADD CONSTRAINT "channel_numbers_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_codes" ADD CONSTRAINT "completion_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_channels" ADD CONSTRAINT "customer_channels_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_channels" ADD CONSTRAINT "customer_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_groups" ADD CONSTRAINT "file_groups_file_id_att_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."att_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_groups" ADD CONSTRAINT "file_groups_group_id_attendance_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attendance_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_steps" ADD CONSTRAINT "flow_steps_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reasons" ADD CONSTRAINT "reasons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_functionalities" ADD CONSTRAINT "role_functionalities_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_functionalities" ADD CONSTRAINT "role_functionalities_functionality_id_functionalities_id_fk" FOREIGN KEY ("functionality_id") REFERENCES "public"."functionalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_reasons" ADD CONSTRAINT "sub_reasons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_reasons" ADD CONSTRAINT "sub_reasons_reason_id_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_groups" ADD CONSTRAINT "template_groups_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_groups" ADD CONSTRAINT "template_groups_group_id_attendance_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attendance_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_channels" ADD CONSTRAINT "user_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_channels" ADD CONSTRAINT "user_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_functionalities" ADD CONSTRAINT "user_functionalities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_functionalities" ADD CONSTRAINT "user_functionalities_functionality_id_functionalities_id_fk" FOREIGN KEY ("functionality_id") REFERENCES "public"."functionalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_group_id_attendance_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attendance_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendances_customer_status" ON "attendances" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "attendances_client" ON "attendances" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_open_client" ON "attendances" USING btree ("client_id") WHERE status <> 'closed';--> statement-breakpoint
CREATE UNIQUE INDEX "clients_customer_identify" ON "clients" USING btree ("customer_id","identify");--> statement-breakpoint
CREATE INDEX "messages_attendance" ON "messages" USING btree ("attendance_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_external" ON "messages" USING btree ("external_id");