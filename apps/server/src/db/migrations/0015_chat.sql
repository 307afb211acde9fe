CREATE TABLE "chat_class_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"chat_user_id" integer NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_images_mime_known" CHECK ("chat_images"."mime" in ('image/png', 'image/jpeg', 'image/gif', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"userinfo" jsonb NOT NULL,
	"red_packet_id" bigint,
	"client_id" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_type_known" CHECK ("chat_messages"."type" in ('text', 'emoji', 'image', 'hongbao', 'system'))
);
--> statement-breakpoint
CREATE TABLE "chat_room_members" (
	"room_id" integer NOT NULL,
	"chat_user_id" integer NOT NULL,
	"role" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"muted_until" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_room_members_room_id_chat_user_id_pk" PRIMARY KEY("room_id","chat_user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'room' NOT NULL,
	"class_group_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"game_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enable_chat" smallint DEFAULT 1 NOT NULL,
	"sec_per_mess" integer DEFAULT 0 NOT NULL,
	"is_guest" smallint DEFAULT 0 NOT NULL,
	"min_vip_level" smallint DEFAULT 0 NOT NULL,
	"allow_links" smallint DEFAULT 0 NOT NULL,
	"maintenance" smallint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"pair_lo" integer,
	"pair_hi" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_kind_known" CHECK ("chat_rooms"."kind" in ('room', 'private')),
	CONSTRAINT "chat_rooms_private_pair" CHECK (("chat_rooms"."kind" = 'private') = ("chat_rooms"."pair_lo" is not null and "chat_rooms"."pair_hi" is not null and "chat_rooms"."pair_lo" < "chat_rooms"."pair_hi"))
);
--> statement-breakpoint
CREATE TABLE "chat_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"guest_token_hash" text,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar_id" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_users_member_or_guest" CHECK (("chat_users"."user_id" is null) <> ("chat_users"."guest_token_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "red_packet_shares" (
	"red_packet_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"chat_user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_packet_shares_red_packet_id_user_id_pk" PRIMARY KEY("red_packet_id","user_id"),
	CONSTRAINT "red_packet_shares_amount_positive" CHECK ("red_packet_shares"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_packets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"sender_user_id" bigint NOT NULL,
	"sender_chat_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"count" integer NOT NULL,
	"greeting" text NOT NULL,
	"remaining_amount" bigint NOT NULL,
	"remaining_count" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "red_packets_status_known" CHECK ("red_packets"."status" in (0, 1, 2)),
	CONSTRAINT "red_packets_amount_positive" CHECK ("red_packets"."amount" > 0 and "red_packets"."count" > 0),
	CONSTRAINT "red_packets_remaining_range" CHECK ("red_packets"."remaining_amount" >= 0 and "red_packets"."remaining_count" >= 0 and "red_packets"."remaining_amount" <= "red_packets"."amount"),
	CONSTRAINT "red_packets_balanced" CHECK ("red_packets"."refunded_amount" >= 0 and "red_packets"."refunded_amount" <= "red_packets"."remaining_amount")
);
--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_chat_user_id_chat_users_id_fk" FOREIGN KEY ("chat_user_id") REFERENCES "public"."chat_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_chat_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."chat_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_members" ADD CONSTRAINT "chat_room_members_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_members" ADD CONSTRAINT "chat_room_members_chat_user_id_chat_users_id_fk" FOREIGN KEY ("chat_user_id") REFERENCES "public"."chat_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_class_group_id_chat_class_groups_id_fk" FOREIGN KEY ("class_group_id") REFERENCES "public"."chat_class_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_shares" ADD CONSTRAINT "red_packet_shares_red_packet_id_red_packets_id_fk" FOREIGN KEY ("red_packet_id") REFERENCES "public"."red_packets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_shares" ADD CONSTRAINT "red_packet_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_sender_chat_id_chat_users_id_fk" FOREIGN KEY ("sender_chat_id") REFERENCES "public"."chat_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_images_name" ON "chat_images" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_room_seq" ON "chat_messages" USING btree ("room_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_client" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_room_members_user" ON "chat_room_members" USING btree ("chat_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_pair" ON "chat_rooms" USING btree ("pair_lo","pair_hi");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_users_user" ON "chat_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_users_guest_token" ON "chat_users" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "red_packet_shares_user_time" ON "red_packet_shares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "red_packets_sender_key" ON "red_packets" USING btree ("sender_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "red_packets_sender_time" ON "red_packets" USING btree ("sender_user_id","created_at");--> statement-breakpoint
CREATE INDEX "red_packets_open_expiry" ON "red_packets" USING btree ("expires_at") WHERE "red_packets"."status" = 0;