// The leagues' public module for the routes: forms and views.
export { LeaguesChoice } from "./forms";
export { LeagueBoard, LeaguesSwitch } from "./ui";
