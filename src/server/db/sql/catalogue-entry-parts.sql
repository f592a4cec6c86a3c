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
