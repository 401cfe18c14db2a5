// Who is asking, as the pages show them: the signed-in member (auth) with the profile's
// username, XP and level (the game) that the header's badges show, and the zone stored on
// the profile (the root picks the zone of the page's dates from it). Read by getViewer
// (app/page-read.server.ts); the UI only renders it.
import type { Member } from "~/auth";

export type Viewer = Member & { username: string; xp: number; level: number; timeZone: string | null };
