// Coaching's server module: the one writer of coaching_sessions and its reads.
export {
  coachingExportQuery,
  coachQueueQuery,
  confirmSession,
  memberCancel,
  memberSessionQuery,
  memberSessionsQuery,
  periodKeyOf,
  remainingIn,
  requestSession,
  staffCancelSession,
  staffEmailQuery,
  staffSessionQuery,
} from "./coaching.server";
