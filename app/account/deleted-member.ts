// What other members see where a deleted member used to be (chat, finished battles).
export const DELETED_MEMBER = "Deleted member";

/** The address a deleted member's anonymised row keeps: unique, never deliverable. */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
