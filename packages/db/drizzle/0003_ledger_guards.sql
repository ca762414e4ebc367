-- The points ledger is append-only and double-entry (decision 0009). These guards hold whatever code
-- writes to it: an entry is never changed or removed, and each transaction's entries sum to zero.
CREATE FUNCTION point_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_entries is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER point_entries_append_only
  BEFORE UPDATE OR DELETE ON point_entries
  FOR EACH ROW EXECUTE FUNCTION point_entries_refuse_change();
--> statement-breakpoint
CREATE TRIGGER point_transactions_append_only
  BEFORE UPDATE OR DELETE ON point_transactions
  FOR EACH ROW EXECUTE FUNCTION point_entries_refuse_change();
--> statement-breakpoint
CREATE FUNCTION point_transaction_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO balance FROM point_entries WHERE transaction_id = NEW.transaction_id;
  IF balance <> 0 THEN
    RAISE EXCEPTION 'point transaction % is unbalanced by %', NEW.transaction_id, balance
      USING ERRCODE = 'check_violation', CONSTRAINT = 'point_transactions_balanced';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER point_entries_balanced
  AFTER INSERT ON point_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION point_transaction_check_balanced();
