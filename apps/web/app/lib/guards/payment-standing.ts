import type { UserStatus } from '@hanabi/contract';

/**
 * The member's card on file failed the periodic validity check or can no longer be charged (spec §3,
 * is_failed_validity_check / has_invalid_card): their payments are in default until they register a card
 * that works, which clears both flags.
 */
export function hasCardInDefault(status: UserStatus | null): status is UserStatus {
  return status?.is_logged_in === true && (status.is_failed_validity_check || status.has_invalid_card);
}
