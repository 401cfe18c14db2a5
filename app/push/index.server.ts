// The push domain's public module (decision 080).
export {
  pushDevicesQuery,
  pushToMembers,
  removeSubscriptions,
  saveSubscription,
  type PushMessage,
} from "./push.server";
