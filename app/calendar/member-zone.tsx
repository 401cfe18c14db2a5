// The zone the page's dates are written in (decision 083): the root loader picks it for
// the signed-in member (app/calendar/zone.server.ts memberTimeZone) and provides it around
// every page, so a card or a list writes an instant in the member's zone without each
// loader passing it down. Outside a member's page it is UTC.
import { createContext, useContext } from "react";
import { DEFAULT_TIME_ZONE } from "./days";

const MemberZoneContext = createContext<string>(DEFAULT_TIME_ZONE);

export const MemberZoneProvider = MemberZoneContext.Provider;

/** The member's zone, for formatDate, formatDateTime and formatTime (app/calendar/format.ts). */
export const useMemberZone = () => useContext(MemberZoneContext);
