CREATE INDEX "bet_orders_settled_at" ON "bet_orders" USING btree ("settled_at") WHERE "bet_orders"."status" = 1;--> statement-breakpoint
CREATE INDEX "recharge_orders_time" ON "recharge_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_status_finished" ON "recharge_orders" USING btree ("status","finished_at");--> statement-breakpoint
CREATE INDEX "users_created_at" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdraw_orders_time" ON "withdraw_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdraw_orders_status_finished" ON "withdraw_orders" USING btree ("status","finished_at");