// The end-to-end suite's own users (decision 0037): a copy of a demo account under a new
// username, with the same customer, role, warehouses, flags and password hash (so the same
// password), and the same agent assignments and per-user promo assignments. Raw SQL on the pool,
// like the benchmark's routes: this module exists only in a server started with E2E_FIXTURES=1.
import type pg from "pg";

export interface CopiedUser {
  id: number;
  username: string;
  customerId: number | null;
}

export function e2eFixturesRepo(pool: pg.Pool) {
  return {
    /** Copies `from` as `username` in one transaction; null when `from` does not exist. */
    async copyUser(from: string, username: string): Promise<CopiedUser | null> {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const { rows } = await client.query<{ id: number; source: number; username: string; customer_id: number | null }>(
          `insert into users (username, username_lower, password_hash, role, customer_id, destination_id, emails, warehouses,
             show_iam, allowed_promo, show_only_dest_data, precode_group, is_obsolete_supplier, os_precodice, os_delivery_days,
             show_gs_url, disabled)
           select $2, lower($2), password_hash, role, customer_id, destination_id, emails, warehouses,
             show_iam, allowed_promo, show_only_dest_data, precode_group, is_obsolete_supplier, os_precodice, os_delivery_days,
             show_gs_url, disabled
           from users where username_lower = lower($1)
           returning id, (select id from users where username_lower = lower($1)) as source, username, customer_id`,
          [from, username],
        );
        const row = rows[0];
        if (!row) {
          await client.query("rollback");
          return null;
        }
        await client.query(
          "insert into salesman_customers (salesman_user_id, customer_id) select $2, customer_id from salesman_customers where salesman_user_id = $1",
          [row.source, row.id],
        );
        await client.query("insert into promo_assignments (promo_id, user_id) select promo_id, $2 from promo_assignments where user_id = $1", [row.source, row.id]);
        await client.query("commit");
        return { id: row.id, username: row.username, customerId: row.customer_id };
      } catch (err) {
        await client.query("rollback");
        throw err;
      } finally {
        client.release();
      }
    },
  };
}
