ALTER TABLE "groups" ADD COLUMN "sector_display_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "sector_sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "groups_community_order_idx" ON "groups" USING btree ("community_id","sector_display_order","sector_sort_name","sort_name","id");--> statement-breakpoint
CREATE FUNCTION "groups_sector_copy_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The sector's display order and sort name, copied so that the groups list sorts on groups alone
  -- (groups_community_order_idx). Always read from the sector, so a direct write cannot set other
  -- values. FOR SHARE waits for a change of the sector in progress, and holds the next one off until
  -- this transaction ends, so that its update of the sector's groups (sectors_groups_copy) sees this
  -- row. No sector: the foreign key refuses the row after this trigger, with its own error.
  IF TG_OP = 'UPDATE' AND NEW.sector_id IS NOT DISTINCT FROM OLD.sector_id
    AND NEW.sector_display_order IS NOT DISTINCT FROM OLD.sector_display_order
    AND NEW.sector_sort_name IS NOT DISTINCT FROM OLD.sector_sort_name THEN
    RETURN NEW;
  END IF;
  SELECT s.display_order, s.sort_name INTO NEW.sector_display_order, NEW.sector_sort_name
  FROM sectors AS s WHERE s.id = NEW.sector_id FOR SHARE;
  NEW.sector_display_order := coalesce(NEW.sector_display_order, 0);
  NEW.sector_sort_name := coalesce(NEW.sector_sort_name, '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "sectors_groups_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A sector reordered or renamed: the copies on its groups follow, in the same transaction.
  UPDATE groups AS g SET sector_display_order = NEW.display_order, sector_sort_name = NEW.sort_name
  WHERE g.sector_id = NEW.id
    AND (g.sector_display_order, g.sector_sort_name) IS DISTINCT FROM (NEW.display_order, NEW.sort_name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE groups AS g SET sector_display_order = s.display_order, sector_sort_name = s.sort_name
FROM sectors AS s
WHERE s.id = g.sector_id;
--> statement-breakpoint
CREATE TRIGGER "groups_sector_copy" BEFORE INSERT OR UPDATE OF sector_id, sector_display_order, sector_sort_name ON "groups"
  FOR EACH ROW EXECUTE FUNCTION "groups_sector_copy_set"();
--> statement-breakpoint
CREATE TRIGGER "sectors_groups_copy" AFTER UPDATE OF display_order, name ON "sectors"
  FOR EACH ROW WHEN (OLD.display_order IS DISTINCT FROM NEW.display_order OR OLD.sort_name IS DISTINCT FROM NEW.sort_name)
  EXECUTE FUNCTION "sectors_groups_copy"();
