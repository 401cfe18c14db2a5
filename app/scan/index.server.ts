// The scanner's public server module: what deleting an account asks of it.
export { deleteAllScansOfMember } from "./scans.server";
// The upload reader other features use for a photo in a form (the support desk's screenshot).
export { discardBody, readPhotoForm, takeUploadSlot } from "./upload.server";
