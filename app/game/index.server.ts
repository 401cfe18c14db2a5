// The game's public server module: how a member's battles and invitations name the other side.
export { otherMember } from "./battles.server";
