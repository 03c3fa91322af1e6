-- A sector's change (its name, colour, order or state; one added or deleted) raises its community's
-- version of the groups list too: what the server keeps per version of that list (the members' app's
-- map, the sectors' totals) shows sectors as well as groups.
CREATE TRIGGER "sectors_list_version_insert" AFTER INSERT ON "sectors"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('groups');--> statement-breakpoint
CREATE TRIGGER "sectors_list_version_update" AFTER UPDATE ON "sectors"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('groups');--> statement-breakpoint
CREATE TRIGGER "sectors_list_version_delete" AFTER DELETE ON "sectors"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_version_raise"('groups');
