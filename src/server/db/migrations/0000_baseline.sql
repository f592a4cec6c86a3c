CREATE TABLE "cross_refs" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"code" text NOT NULL,
	"code_norm" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_discounts" (
	"customer_id" integer NOT NULL,
	"codsco" text NOT NULL,
	"chain" text NOT NULL,
	CONSTRAINT "customer_discounts_customer_id_codsco_pk" PRIMARY KEY("customer_id","codsco")
);
--> statement-breakpoint
CREATE TABLE "delivery_forecasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse" text NOT NULL,
	"qty" integer NOT NULL,
	"expected_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_suggestions" (
	"product_id" integer NOT NULL,
	"suggested_product_id" integer NOT NULL,
	"decoding_type" text NOT NULL,
	CONSTRAINT "product_suggestions_product_id_suggested_product_id_pk" PRIMARY KEY("product_id","suggested_product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"precodice" text NOT NULL,
	"codice" text NOT NULL,
	"codice_norm" text NOT NULL,
	"codsco" text NOT NULL,
	"fam" text NOT NULL,
	"description" text NOT NULL,
	"list_cents" integer NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"orderable" boolean DEFAULT true NOT NULL,
	"s_scope" text,
	"ean" text,
	"ean_norm" text,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"codice_sostituente" text,
	"requires_vin" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"product_id" integer NOT NULL,
	"warehouse" text NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "stock_product_id_warehouse_pk" PRIMARY KEY("product_id","warehouse")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applied_mutations" (
	"mutation_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer NOT NULL,
	"on_behalf_of_user_id" integer,
	"customer_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"vat_number" text,
	"address" text,
	"city" text,
	"province" text,
	"zip" text,
	"phone" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username_lower" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesman_customers" (
	"salesman_user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "salesman_customers_salesman_user_id_customer_id_pk" PRIMARY KEY("salesman_user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"acting_as_user_id" integer,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"username_lower" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"customer_id" integer,
	"destination_id" integer DEFAULT 0 NOT NULL,
	"emails" text DEFAULT '' NOT NULL,
	"warehouses" text DEFAULT '01' NOT NULL,
	"show_iam" boolean DEFAULT true NOT NULL,
	"allowed_promo" text DEFAULT 'CONFIG_DEPO' NOT NULL,
	"show_only_dest_data" boolean DEFAULT false NOT NULL,
	"precode_group" text,
	"is_obsolete_supplier" integer DEFAULT 0 NOT NULL,
	"os_precodice" text,
	"os_delivery_days" integer,
	"show_gs_url" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_lower_unique" UNIQUE("username_lower")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"riga" integer NOT NULL,
	"product_id" integer NOT NULL,
	"precodice" text NOT NULL,
	"codice" text NOT NULL,
	"description" text NOT NULL,
	"qty" integer NOT NULL,
	"qty_evasa" integer DEFAULT 0 NOT NULL,
	"list_cents" integer NOT NULL,
	"discount_chain" text DEFAULT '' NOT NULL,
	"net_unit_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"note_cliente" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"destination_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"tipo_doc" text NOT NULL,
	"numero_doc" integer NOT NULL,
	"anno" integer NOT NULL,
	"web_order_code" text NOT NULL,
	"data_documento" timestamp with time zone DEFAULT now() NOT NULL,
	"note_doc" text DEFAULT '' NOT NULL,
	"rif_ord_cli" text DEFAULT '' NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"net_total_cents" integer NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"cart_id" integer,
	"idempotency_key" text,
	"warehouse" text DEFAULT '01' NOT NULL,
	"data_shipped" timestamp with time zone,
	"data_estimated_delivery" timestamp with time zone,
	"parcel_number" text,
	"service" text,
	"tracking" text
);
--> statement-breakpoint
ALTER TABLE "cross_refs" ADD CONSTRAINT "cross_refs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_forecasts" ADD CONSTRAINT "delivery_forecasts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_suggestions" ADD CONSTRAINT "product_suggestions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_suggestions" ADD CONSTRAINT "product_suggestions_suggested_product_id_products_id_fk" FOREIGN KEY ("suggested_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_on_behalf_of_user_id_users_id_fk" FOREIGN KEY ("on_behalf_of_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_customers" ADD CONSTRAINT "salesman_customers_salesman_user_id_users_id_fk" FOREIGN KEY ("salesman_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_customers" ADD CONSTRAINT "salesman_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_as_user_id_users_id_fk" FOREIGN KEY ("acting_as_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_outbox" ADD CONSTRAINT "order_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cross_refs_code_norm_idx" ON "cross_refs" USING btree ("code_norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cross_refs_product_idx" ON "cross_refs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "delivery_forecasts_product_idx" ON "delivery_forecasts" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("precodice","codice");--> statement-breakpoint
CREATE INDEX "products_codice_norm_idx" ON "products" USING btree ("codice_norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_ean_norm_idx" ON "products" USING btree ("ean_norm");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "login_attempts_user_idx" ON "login_attempts" USING btree ("username_lower","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_outbox_pending_idx" ON "order_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_doc_uq" ON "orders" USING btree ("tipo_doc","numero_doc","anno");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_web_code_uq" ON "orders" USING btree ("web_order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_uq" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idem_uq" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_date_idx" ON "orders" USING btree ("customer_id","data_documento");