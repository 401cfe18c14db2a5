// Coaching's server module: the one writer of coaching_sessions and its reads.
export { confirmSession, memberCancel, requestSession, staffCancelSession } from "./coaching.server";
export {
  coachingExportQuery,
  coachQueueQuery,
  memberSessionQuery,
  memberSessionsQuery,
  periodKeyOf,
  remainingIn,
  staffEmailQuery,
  staffSessionQuery,
} from "./session-reads.server";
