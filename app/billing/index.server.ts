// Billing's public server module: the subscription reads, the tier gate and billing's
// part of deleting an account.
export { billingRowsDeletion, cancelBillingForDeletion } from "./account-closing.server";
export { checkTier, viewerSubscription } from "./gates.server";
export { getSubscription, holdsTier, subscriptionState, viewerSubscriptionRow } from "./subscription.server";
export { trialKeyCookie, viewerMayStartTrial } from "./used-trials.server";
export { sendTrialEndingMails } from "./money-mails.server";
