// The support desk's public server module: the member's and staff's reads and writes,
// and what exporting and deleting an account ask of it.
export { readAskForm } from "./ask.server";
export {
  deleteSupportScreenshots,
  memberClose,
  memberReply,
  memberRequestQuery,
  memberRequestsQuery,
  memberThreadQuery,
  openRequest,
  queueQuery,
  screenshotFor,
  staffClose,
  staffReply,
  staffRequestQuery,
  staffThreadQuery,
  supportExport,
  supportRowsDeletion,
} from "./support.server";
