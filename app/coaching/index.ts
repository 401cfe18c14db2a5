// Coaching's public module: the allowance, the forms, the invitation builder and the paths.
export {
  BOOKING_HORIZON_DAYS,
  Confirm,
  localValue,
  SESSION_MINUTES,
  SESSIONS_PER_PERIOD,
  SessionIntent,
  sessionRequest,
  TIME_FIELDS,
  TOPIC_MAX,
} from "./forms";
export { COACHING_PATHS } from "./paths";
