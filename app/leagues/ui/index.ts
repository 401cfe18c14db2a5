// The leagues' views, for the routes.
export { LeagueBoard } from "./league-board";
export { LeaguesSwitch } from "./leagues-switch";
