CREATE TABLE "arrival_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"missing_item_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"destination_id" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"precodice" text NOT NULL,
	"codice" text NOT NULL,
	"description" text NOT NULL,
	"qty" integer NOT NULL,
	"order_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_id" integer,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "missing_stock_watch" (
	"missing_item_id" integer PRIMARY KEY NOT NULL,
	"short_since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_destinations" (
	"customer_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text,
	CONSTRAINT "customer_destinations_customer_id_destination_id_pk" PRIMARY KEY("customer_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "password_set_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list_loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"rows_read" integer NOT NULL,
	"rows_changed" integer NOT NULL,
	"rows_not_parsed" integer NOT NULL,
	"rolled_back_at" timestamp with time zone,
	"rolled_back_by" integer,
	"undo_dropped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_list_previous" (
	"load_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"ean" text,
	"ean_norm" text,
	"list_cents" integer NOT NULL,
	"fee_cents" integer,
	CONSTRAINT "price_list_previous_load_id_product_id_pk" PRIMARY KEY("load_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_fees" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"fee_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"error" text,
	"file_name" text,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_precodes" (
	"up_id" text PRIMARY KEY NOT NULL,
	"up_desc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"precodice" text NOT NULL,
	"codice" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"note_cliente" text DEFAULT '' NOT NULL,
	"seen_net_cents" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"rif_ord_cli" text DEFAULT '' NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_entry_parts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"parts" json
);
--> statement-breakpoint
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
	"brand" text DEFAULT '' NOT NULL,
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
CREATE TABLE "customer_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"num_tecnici" integer DEFAULT 1 NOT NULL,
	"num_accettatori" integer DEFAULT 1 NOT NULL,
	"num_ponti" integer DEFAULT 1 NOT NULL,
	"marca_olio" text NOT NULL,
	"marca_olio_altro" text,
	"servizio_gomme" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_line_promises" (
	"order_line_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"arrival_date" date,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ddt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"ddt_id" integer NOT NULL,
	"riga" integer NOT NULL,
	"order_id" integer,
	"order_line_id" integer,
	"product_id" integer,
	"precodice" text NOT NULL,
	"codice" text NOT NULL,
	"description" text NOT NULL,
	"qty" integer NOT NULL,
	"list_cents" integer NOT NULL,
	"discount_chain" text DEFAULT '' NOT NULL,
	"net_unit_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ddts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"destination_id" integer DEFAULT 0 NOT NULL,
	"doc_type" text NOT NULL,
	"num_ddt" integer NOT NULL,
	"anno" integer NOT NULL,
	"ship_date" date NOT NULL,
	"warehouse" text DEFAULT '01' NOT NULL,
	"tot_packages" integer DEFAULT 1 NOT NULL,
	"net_total_cents" integer NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"anno" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_anno_pk" PRIMARY KEY("series","anno")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"riga" integer NOT NULL,
	"ddt_id" integer,
	"ddt_line_id" integer,
	"product_id" integer,
	"precodice" text NOT NULL,
	"codice" text NOT NULL,
	"description" text NOT NULL,
	"qty" integer NOT NULL,
	"net_unit_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"destination_id" integer DEFAULT 0 NOT NULL,
	"doc_type" text NOT NULL,
	"invoice_number" integer NOT NULL,
	"anno" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"net_total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "erp_sim_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "erp_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
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
CREATE TABLE "login_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_counters_scope_key_pk" PRIMARY KEY("scope","key")
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
CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"dispatched_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "missing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"destination_id" integer DEFAULT 0 NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"product_id" integer,
	"precodice" text NOT NULL,
	"codice" text NOT NULL,
	"description" text NOT NULL,
	"qty" integer NOT NULL,
	"warehouse" text DEFAULT '01' NOT NULL,
	"supplier_order" text NOT NULL,
	"supplier_order_date" date NOT NULL,
	"num_ord_casa_madre" text DEFAULT '' NOT NULL,
	"id_sollecito" integer,
	"forecast_date" date,
	"forecast_detail" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"riga" integer NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"precodice" text NOT NULL,
	"codice" text NOT NULL,
	"description" text NOT NULL,
	"qty" integer NOT NULL,
	"qty_evasa" integer DEFAULT 0 NOT NULL,
	"list_cents" integer NOT NULL,
	"discount_chain" text DEFAULT '' NOT NULL,
	"net_unit_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"deposit_unit_cents" integer DEFAULT 0 NOT NULL,
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
	"deposit_total_cents" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "promo_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	CONSTRAINT "promo_assignments_one_target" CHECK (("promo_assignments"."user_id" is null) <> ("promo_assignments"."customer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "promo_images" (
	"promo_id" integer NOT NULL,
	"position" integer NOT NULL,
	"media" text NOT NULL,
	CONSTRAINT "promo_images_promo_id_position_pk" PRIMARY KEY("promo_id","position")
);
--> statement-breakpoint
CREATE TABLE "promo_media" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_products" (
	"promo_id" integer NOT NULL,
	"position" integer NOT NULL,
	"precodice" text NOT NULL,
	"codice" text NOT NULL,
	CONSTRAINT "promo_products_promo_id_position_pk" PRIMARY KEY("promo_id","position")
);
--> statement-breakpoint
CREATE TABLE "promo_videos" (
	"promo_id" integer NOT NULL,
	"position" integer NOT NULL,
	"media" text,
	"url" text,
	CONSTRAINT "promo_videos_promo_id_position_pk" PRIMARY KEY("promo_id","position"),
	CONSTRAINT "promo_videos_one_source" CHECK (("promo_videos"."media" is null) <> ("promo_videos"."url" is null))
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"banner_media" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"popup" integer DEFAULT 0 NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"warehouses" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promos_order_range" CHECK ("promos"."sort_order" between 1 and 1000),
	CONSTRAINT "promos_popup_range" CHECK ("promos"."popup" between 0 and 10),
	CONSTRAINT "promos_dates_order" CHECK ("promos"."end_date" >= "promos"."start_date")
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"n" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "return_photos_request_n_uq" UNIQUE("request_id","n")
);
--> statement-breakpoint
CREATE TABLE "return_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"destination_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"ddt_id" integer NOT NULL,
	"ddt_line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sir_note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'RICHIESTO' NOT NULL,
	"authorised" boolean,
	"auth_code" text,
	"credit_unit_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"received_at" timestamp with time zone,
	"customer_ddt_missing" boolean DEFAULT false NOT NULL,
	"credit_note_id" integer,
	"completed_at" timestamp with time zone,
	"year_end_doc" text,
	"reopened_year" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_qty_ck" CHECK ("return_requests"."qty" >= 1),
	CONSTRAINT "return_requests_status_ck" CHECK ("return_requests"."status" in ('RICHIESTO', 'AUTORIZZATO', 'RIFIUTATO', 'RICEVUTO', 'BOLLA CLIENTE MANCANTE', 'COMPLETO', 'ANNULLATO'))
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"customer_id" integer,
	"search_string" text NOT NULL,
	"normalized" text NOT NULL,
	"result_count" integer NOT NULL,
	"duration_ms" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obsolete_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sconto_acq" numeric(5, 2) NOT NULL,
	"sconto_vend" numeric(5, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"cat_sc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obsolete_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"precodice" text NOT NULL,
	"codice" text NOT NULL,
	"codsco" text NOT NULL,
	"description" text NOT NULL,
	"list_cents" integer NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"disp" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obsolete_sales_mails" (
	"supplier_user_id" integer NOT NULL,
	"day" date NOT NULL,
	"mail_id" integer NOT NULL,
	CONSTRAINT "obsolete_sales_mails_supplier_user_id_day_pk" PRIMARY KEY("supplier_user_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_shipping_mails" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_report_links" (
	"agent_user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer NOT NULL,
	CONSTRAINT "agent_report_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "public_rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"visit_type" text NOT NULL,
	"text" text NOT NULL,
	"done" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"mode" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"row_count" integer NOT NULL,
	"rows" jsonb,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_images" (
	"quote_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "quote_images_quote_id_idx_pk" PRIMARY KEY("quote_id","idx")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"telaio" text NOT NULL,
	"body" text NOT NULL,
	"reply_to" text NOT NULL,
	"image_names" jsonb NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"reply" text
);
--> statement-breakpoint
CREATE TABLE "store_sessions" (
	"session_key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"items" jsonb,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone,
	"landing_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "store_sessions_landing_hash_unique" UNIQUE("landing_hash")
);
--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_missing_item_id_missing_items_id_fk" FOREIGN KEY ("missing_item_id") REFERENCES "public"."missing_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_stock_watch" ADD CONSTRAINT "missing_stock_watch_missing_item_id_missing_items_id_fk" FOREIGN KEY ("missing_item_id") REFERENCES "public"."missing_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_destinations" ADD CONSTRAINT "customer_destinations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_set_tokens" ADD CONSTRAINT "password_set_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_loads" ADD CONSTRAINT "price_list_loads_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_loads" ADD CONSTRAINT "price_list_loads_rolled_back_by_users_id_fk" FOREIGN KEY ("rolled_back_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fees" ADD CONSTRAINT "product_fees_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_refs" ADD CONSTRAINT "cross_refs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_forecasts" ADD CONSTRAINT "delivery_forecasts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_suggestions" ADD CONSTRAINT "product_suggestions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_suggestions" ADD CONSTRAINT "product_suggestions_suggested_product_id_products_id_fk" FOREIGN KEY ("suggested_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_promises" ADD CONSTRAINT "order_line_promises_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_promises" ADD CONSTRAINT "order_line_promises_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ddt_lines" ADD CONSTRAINT "ddt_lines_ddt_id_ddts_id_fk" FOREIGN KEY ("ddt_id") REFERENCES "public"."ddts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ddt_lines" ADD CONSTRAINT "ddt_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ddt_lines" ADD CONSTRAINT "ddt_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_ddt_id_ddts_id_fk" FOREIGN KEY ("ddt_id") REFERENCES "public"."ddts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_ddt_line_id_ddt_lines_id_fk" FOREIGN KEY ("ddt_line_id") REFERENCES "public"."ddt_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_sim_orders" ADD CONSTRAINT "erp_sim_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_on_behalf_of_user_id_users_id_fk" FOREIGN KEY ("on_behalf_of_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_customers" ADD CONSTRAINT "salesman_customers_salesman_user_id_users_id_fk" FOREIGN KEY ("salesman_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_customers" ADD CONSTRAINT "salesman_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_as_user_id_users_id_fk" FOREIGN KEY ("acting_as_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_items" ADD CONSTRAINT "missing_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_items" ADD CONSTRAINT "missing_items_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_outbox" ADD CONSTRAINT "order_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_assignments" ADD CONSTRAINT "promo_assignments_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_assignments" ADD CONSTRAINT "promo_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_assignments" ADD CONSTRAINT "promo_assignments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_images" ADD CONSTRAINT "promo_images_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_images" ADD CONSTRAINT "promo_images_media_promo_media_name_fk" FOREIGN KEY ("media") REFERENCES "public"."promo_media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_media" ADD CONSTRAINT "promo_media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_products" ADD CONSTRAINT "promo_products_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_videos" ADD CONSTRAINT "promo_videos_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_videos" ADD CONSTRAINT "promo_videos_media_promo_media_name_fk" FOREIGN KEY ("media") REFERENCES "public"."promo_media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_banner_media_promo_media_name_fk" FOREIGN KEY ("banner_media") REFERENCES "public"."promo_media"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_ddt_id_ddts_id_fk" FOREIGN KEY ("ddt_id") REFERENCES "public"."ddts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_ddt_line_id_ddt_lines_id_fk" FOREIGN KEY ("ddt_line_id") REFERENCES "public"."ddt_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_reason_id_return_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."return_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obsolete_products" ADD CONSTRAINT "obsolete_products_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obsolete_products" ADD CONSTRAINT "obsolete_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obsolete_sales_mails" ADD CONSTRAINT "obsolete_sales_mails_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipping_mails" ADD CONSTRAINT "order_shipping_mails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_report_links" ADD CONSTRAINT "agent_report_links_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_report_links" ADD CONSTRAINT "agent_report_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_uploads" ADD CONSTRAINT "cart_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_uploads" ADD CONSTRAINT "cart_uploads_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_images" ADD CONSTRAINT "quote_images_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sessions" ADD CONSTRAINT "store_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sessions" ADD CONSTRAINT "store_sessions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_notices_item_uq" ON "arrival_notices" USING btree ("missing_item_id");--> statement-breakpoint
CREATE INDEX "arrival_notices_customer_idx" ON "arrival_notices" USING btree ("customer_id","seen_at");--> statement-breakpoint
CREATE INDEX "password_set_tokens_user_idx" ON "password_set_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "report_files_created_idx" ON "report_files" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_product_uq" ON "cart_lines" USING btree ("cart_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_uq" ON "carts" USING btree ("user_id","customer_id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id","customer_id","status");--> statement-breakpoint
CREATE INDEX "cross_refs_code_norm_idx" ON "cross_refs" USING btree ("code_norm" text_pattern_ops,"product_id");--> statement-breakpoint
CREATE INDEX "cross_refs_product_idx" ON "cross_refs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "delivery_forecasts_product_idx" ON "delivery_forecasts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_suggestions_suggested_idx" ON "product_suggestions" USING btree ("suggested_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("precodice","codice");--> statement-breakpoint
CREATE INDEX "products_codice_norm_idx" ON "products" USING btree ("codice_norm" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "products_ean_norm_idx" ON "products" USING btree ("ean_norm");--> statement-breakpoint
CREATE INDEX "customer_profiles_updated_idx" ON "customer_profiles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "order_line_promises_order_idx" ON "order_line_promises" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ddt_lines_ddt_idx" ON "ddt_lines" USING btree ("ddt_id");--> statement-breakpoint
CREATE INDEX "ddt_lines_order_line_idx" ON "ddt_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "ddt_lines_order_idx" ON "ddt_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ddts_doc_uq" ON "ddts" USING btree ("doc_type","num_ddt","anno");--> statement-breakpoint
CREATE INDEX "ddts_customer_date_idx" ON "ddts" USING btree ("customer_id","ship_date");--> statement-breakpoint
CREATE INDEX "ddts_uninvoiced_idx" ON "ddts" USING btree ("created_at") WHERE "ddts"."invoice_id" is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_ddt_line_idx" ON "invoice_lines" USING btree ("ddt_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_doc_uq" ON "invoices" USING btree ("doc_type","invoice_number","anno");--> statement-breakpoint
CREATE INDEX "invoices_customer_date_idx" ON "invoices" USING btree ("customer_id","invoice_date");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "login_counters_window_idx" ON "login_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "missing_items_line_uq" ON "missing_items" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "missing_items_customer_idx" ON "missing_items" USING btree ("customer_id","closed_at");--> statement-breakpoint
CREATE INDEX "missing_items_forecast_idx" ON "missing_items" USING btree ("forecast_date");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_customer_idx" ON "order_lines" USING btree ("product_id","customer_id");--> statement-breakpoint
CREATE INDEX "order_outbox_pending_idx" ON "order_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_doc_uq" ON "orders" USING btree ("tipo_doc","numero_doc","anno");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_web_code_uq" ON "orders" USING btree ("web_order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_uq" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idem_uq" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_date_idx" ON "orders" USING btree ("customer_id","data_documento");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("data_documento","id");--> statement-breakpoint
CREATE INDEX "promo_assignments_promo_idx" ON "promo_assignments" USING btree ("promo_id");--> statement-breakpoint
CREATE INDEX "promo_assignments_user_idx" ON "promo_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "promo_assignments_customer_idx" ON "promo_assignments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "promo_images_media_idx" ON "promo_images" USING btree ("media");--> statement-breakpoint
CREATE INDEX "promo_media_created_idx" ON "promo_media" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "promo_videos_media_idx" ON "promo_videos" USING btree ("media");--> statement-breakpoint
CREATE INDEX "promos_dates_idx" ON "promos" USING btree ("end_date","start_date");--> statement-breakpoint
CREATE INDEX "return_requests_customer_idx" ON "return_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_line_idx" ON "return_requests" USING btree ("ddt_line_id");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "search_log_at_idx" ON "search_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "search_log_customer_idx" ON "search_log" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "obsolete_discounts_customer_idx" ON "obsolete_discounts" USING btree ("customer_id","cat_sc","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "obsolete_products_code_uq" ON "obsolete_products" USING btree ("precodice","codice");--> statement-breakpoint
CREATE INDEX "obsolete_products_supplier_idx" ON "obsolete_products" USING btree ("supplier_user_id");--> statement-breakpoint
CREATE INDEX "public_rate_counters_window_idx" ON "public_rate_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "visits_agent_date_idx" ON "visits" USING btree ("agent_user_id","visit_date","id");--> statement-breakpoint
CREATE INDEX "cart_uploads_user_idx" ON "cart_uploads" USING btree ("user_id","customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_uploads_one_running_uq" ON "cart_uploads" USING btree ("user_id","customer_id") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "quote_requests_customer_idx" ON "quote_requests" USING btree ("customer_id","id");--> statement-breakpoint
-- A product's entry parts (decision 0050): its stock, cross-references and suggestions as the JSON
-- array [stock, refs, sugg] that catalogue/entry-repo.ts reads, kept in catalogue_entry_parts by
-- the triggers below so that a read is one index lookup per product. Appended to the baseline
-- migration by scripts/db-generate.mjs (drizzle-kit does not write functions or triggers).
--
-- The one definition of the parts: the triggers store it, and readers call it for a product
-- whose row is missing or not computed yet.
CREATE OR REPLACE FUNCTION catalogue_entry_parts_of(pid integer) RETURNS json
LANGUAGE sql STABLE AS $$
  select json_build_array(
    (select coalesce(json_agg(json_build_array(s.warehouse, s.qty) order by s.warehouse), '[]'::json)
       from stock s where s.product_id = pid),
    (select coalesce(json_agg(json_build_array(c.kind, c.source, c.code) order by c.id), '[]'::json)
       from cross_refs c where c.product_id = pid),
    (select coalesce(json_agg(json_build_array(sp.precodice, sp.codice, sp.description, ps.decoding_type)
              order by ps.decoding_type desc, sp.precodice, sp.codice), '[]'::json)
       from product_suggestions ps join products sp on sp.id = ps.suggested_product_id
      where ps.product_id = pid and sp.s_scope is distinct from 'OBSOLETE'))
$$;
--> statement-breakpoint
-- Recomputes the parts of the products `ids`. A product without a row gets it computed in one
-- write. The other rows are locked first, in a statement of their own: a transaction that changed
-- one of these products before us holds the lock until it commits, and the update below then takes
-- a new snapshot that sees its change (READ COMMITTED), so two writers of one product's stock never
-- leave the parts of the one that computed first. (A row another transaction creates while we look
-- is not ours: the insert waits for it and skips it, and it is locked and updated like the others.)
CREATE OR REPLACE FUNCTION catalogue_entry_parts_refresh(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  created integer[];
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH inserted AS (
    INSERT INTO catalogue_entry_parts (product_id, parts)
    SELECT n.id, catalogue_entry_parts_of(n.id) FROM (SELECT DISTINCT unnest(ids) AS id) n
     WHERE NOT EXISTS (SELECT 1 FROM catalogue_entry_parts e WHERE e.product_id = n.id)
    ON CONFLICT DO NOTHING RETURNING product_id)
  SELECT coalesce(array_agg(product_id), '{}') INTO created FROM inserted;
  PERFORM 1 FROM catalogue_entry_parts WHERE product_id IN (SELECT unnest(ids) EXCEPT SELECT unnest(created))
   ORDER BY product_id FOR UPDATE;
  UPDATE catalogue_entry_parts e SET parts = catalogue_entry_parts_of(e.product_id)
   WHERE e.product_id IN (SELECT unnest(ids) EXCEPT SELECT unnest(created));
END
$$;
--> statement-breakpoint
-- A transaction that creates products in bulk (the catalogue's generator) may set
-- banco.entry_parts_deferred to 'on' for itself (set_config(…, true)): the triggers on stock,
-- cross_refs and product_suggestions then leave the rows alone and the transaction calls
-- catalogue_entry_parts_refresh once, with all its products, before it commits (one write per
-- product instead of one per table written). Only for products whose rows it creates: a reader
-- computes a missing row itself, but a row left stale would be read as it is.
CREATE OR REPLACE FUNCTION catalogue_entry_parts_deferred() RETURNS boolean
LANGUAGE sql STABLE AS $$
  select coalesce(current_setting('banco.entry_parts_deferred', true), '') = 'on'
$$;
--> statement-breakpoint
-- After an insert or a delete on stock, cross_refs or product_suggestions: the products whose rows
-- it wrote (every trigger below names its transition table "changed"; all three tables call the
-- column product_id).
CREATE OR REPLACE FUNCTION catalogue_entry_parts_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF catalogue_entry_parts_deferred() THEN
    RETURN NULL;
  END IF;
  PERFORM catalogue_entry_parts_refresh(array(SELECT DISTINCT product_id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- After an update: the products of the rows before and after it (a row moved to another product
-- changes both).
CREATE OR REPLACE FUNCTION catalogue_entry_parts_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF catalogue_entry_parts_deferred() THEN
    RETURN NULL;
  END IF;
  PERFORM catalogue_entry_parts_refresh(array(SELECT product_id FROM changed UNION SELECT product_id FROM changed_before));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- After a product's code, description or scope changed: the products that suggest it.
CREATE OR REPLACE FUNCTION catalogue_entry_parts_after_product() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_entry_parts_refresh(array(SELECT ps.product_id FROM product_suggestions ps WHERE ps.suggested_product_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stock_parts_ins AFTER INSERT ON stock REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entry_parts_after_write();
--> statement-breakpoint
CREATE TRIGGER stock_parts_upd AFTER UPDATE ON stock REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entry_parts_after_update();
--> statement-breakpoint
CREATE TRIGGER stock_parts_del AFTER DELETE ON stock REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entry_parts_after_write();
--> statement-breakpoint
CREATE TRIGGER cross_refs_parts_ins AFTER INSERT ON cross_refs REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entry_parts_after_write();
--> statement-breakpoint
CREATE TRIGGER cross_refs_parts_upd AFTER UPDATE ON cross_refs REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entry_parts_after_update();
--> statement-breakpoint
CREATE TRIGGER cross_refs_parts_del AFTER DELETE ON cross_refs REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entry_parts_after_write();
--> statement-breakpoint
CREATE TRIGGER product_suggestions_parts_ins AFTER INSERT ON product_suggestions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entry_parts_after_write();
--> statement-breakpoint
CREATE TRIGGER product_suggestions_parts_upd AFTER UPDATE ON product_suggestions REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entry_parts_after_update();
--> statement-breakpoint
CREATE TRIGGER product_suggestions_parts_del AFTER DELETE ON product_suggestions REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entry_parts_after_write();
--> statement-breakpoint
-- Only the columns a suggestion shows or filters on; a price-list load (list price, EAN) fires nothing.
CREATE TRIGGER products_parts_named AFTER UPDATE OF precodice, codice, description, s_scope ON products
  FOR EACH ROW WHEN ((OLD.precodice, OLD.codice, OLD.description, OLD.s_scope) IS DISTINCT FROM (NEW.precodice, NEW.codice, NEW.description, NEW.s_scope))
  EXECUTE FUNCTION catalogue_entry_parts_after_product();
