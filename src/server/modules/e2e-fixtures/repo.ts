// The end-to-end suite's own users (decision 0037): a copy of a demo account under a new
// username, with the same role, warehouses, flags and password hash (so the same password), and
// the same agent assignments and per-user promo assignments. A customer user's copy gets by
// default a customer of its own (from 800001 up), a copy of the demo customer with its discount
// chains, destinations, profile, obsolete-stock discounts and promo assignments, but no history:
// the agents' customer lists and the customer's orders stay as the demo has them. Raw SQL on the
// pool, like the benchmark's routes: this module exists only in a server started with E2E_FIXTURES=1.
import type pg from "pg";

export interface CopiedUser {
  id: number;
  username: string;
  customerId: number | null;
}

export function e2eFixturesRepo(pool: pg.Pool) {
  return {
    /** Copies `from` as `username` in one transaction; null when `from` does not exist. */
    async copyUser(from: string, username: string, sameCustomer: boolean): Promise<CopiedUser | null> {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const source = await client.query<{ customer_id: number | null }>("select customer_id from users where username_lower = lower($1)", [from]);
        let customerId = source.rows[0]?.customer_id ?? null;
        if (customerId !== null && !sameCustomer) customerId = await copyCustomer(client, customerId);
        const { rows } = await client.query<{ id: number; source: number; username: string; customer_id: number | null }>(
          `insert into users (username, username_lower, password_hash, role, customer_id, destination_id, emails, warehouses,
             show_iam, allowed_promo, show_only_dest_data, precode_group, is_obsolete_supplier, os_precodice, os_delivery_days,
             show_gs_url, disabled)
           select $2, lower($2), password_hash, role, coalesce($3, customer_id), destination_id, emails, warehouses,
             show_iam, allowed_promo, show_only_dest_data, precode_group, is_obsolete_supplier, os_precodice, os_delivery_days,
             show_gs_url, disabled
           from users where username_lower = lower($1)
           returning id, (select id from users where username_lower = lower($1)) as source, username, customer_id`,
          [from, username, customerId],
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

/** A new customer (the next id from 800001) with the demo customer's settings; answers its id. */
async function copyCustomer(client: pg.PoolClient, from: number): Promise<number> {
  await client.query("select pg_advisory_xact_lock(37037)");
  const next = await client.query<{ id: number }>("select greatest(coalesce(max(id), 0) + 1, 800001) as id from customers where id >= 800000");
  const id = next.rows[0]!.id;
  const copies = [
    "insert into customers (id, business_name, vat_number, address, city, province, zip, phone, email) select $2, business_name, vat_number, address, city, province, zip, phone, email from customers where id = $1",
    "insert into customer_discounts (customer_id, codsco, chain) select $2, codsco, chain from customer_discounts where customer_id = $1",
    "insert into customer_destinations (customer_id, destination_id, name, city) select $2, destination_id, name, city from customer_destinations where customer_id = $1",
    "insert into customer_profiles (customer_id, num_tecnici, num_accettatori, num_ponti, marca_olio, marca_olio_altro, servizio_gomme, updated_at) select $2, num_tecnici, num_accettatori, num_ponti, marca_olio, marca_olio_altro, servizio_gomme, updated_at from customer_profiles where customer_id = $1",
    "insert into obsolete_discounts (customer_id, sconto_acq, sconto_vend, start_date, end_date, cat_sc) select $2, sconto_acq, sconto_vend, start_date, end_date, cat_sc from obsolete_discounts where customer_id = $1",
    "insert into promo_assignments (promo_id, customer_id) select promo_id, $2 from promo_assignments where customer_id = $1",
  ];
  for (const text of copies) await client.query(text, [from, id]);
  return id;
}
