-- No member can spend points they do not have (decision 0013), whatever code writes the ledger: at commit,
-- a debit must leave the member's festa points, and the gift lot it was taken from, at zero or more.
-- Whether a gift lot had expired when it was spent is the spender's check (the request's now may be a
-- debug time), not the database's.
CREATE FUNCTION point_entries_check_not_overdrawn() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  remaining bigint;
BEGIN
  IF NEW.account = 'member_festa' THEN
    SELECT coalesce(sum(amount), 0) INTO remaining FROM point_entries
      WHERE user_id = NEW.user_id AND account = 'member_festa';
  ELSE
    SELECT coalesce(sum(amount), 0) INTO remaining FROM point_entries
      WHERE lot_transaction_id = NEW.lot_transaction_id AND account = 'member_gift';
  END IF;
  IF remaining < 0 THEN
    RAISE EXCEPTION 'member % would be overdrawn by % on %', NEW.user_id, -remaining, NEW.account
      USING ERRCODE = 'check_violation', CONSTRAINT = 'point_entries_not_overdrawn';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER point_entries_not_overdrawn
  AFTER INSERT ON point_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.amount < 0 AND NEW.account IN ('member_festa', 'member_gift'))
  EXECUTE FUNCTION point_entries_check_not_overdrawn();
