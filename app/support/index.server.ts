// The support desk's public server module: the member's and staff's reads and writes,
// and what exporting and deleting an account ask of it.
export { readAskForm } from "./ask.server";
export { supportExport, supportRowsDeletion } from "./account-data.server";
export { memberClose, memberReply, memberRequestQuery, memberRequestsQuery, openRequest } from "./member-desk.server";
export { deleteSupportScreenshots, screenshotFor } from "./screenshots.server";
export { queueQuery, staffClose, staffReply, staffRequestQuery } from "./staff-desk.server";
export { memberThreadQuery, staffThreadQuery } from "./threads.server";
