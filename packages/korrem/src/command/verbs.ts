// The Command Phase's action verbs (spec §6.4), one per atomic decision of PR_COMMAND. Kept apart
// from command.ts so the per-activity modules can name their own verbs without importing the
// dispatcher (no import cycles). Codes: encode(verb, a, b) of actions.ts.

export const V_END = 0; // EndCommandPhase
export const V_MOVE = 1; // a = army, b = destination tile
export const V_DISCOVER = 2; // a = army
export const V_GATHER = 3; // a = army (Gather in place, G18)
export const V_RECRUIT = 4; // a = slot, b = destination settlement tile
export const V_CYCLE = 5; // a = slot
export const V_TAKE_SUMMON = 6; // a = slot
export const V_BUILD_VILLAGE = 7; // a = army
export const V_UPGRADE = 8; // a = payer (PAY_BANK or PAY_ARMY), b = settlement tile
export const V_WALL = 9; // a = payer, b = settlement tile
export const V_TOWER = 10; // a = payer, b = settlement tile
export const V_DEPOSIT = 11; // a = army: deposit all cargo
export const V_WITHDRAW = 12; // a = army, b = withdraw template (W_*)
export const V_DEPOSIT_ARTIFACT = 13; // a = army, b = World copy
export const V_WITHDRAW_ARTIFACT = 14; // a = army, b = World copy
export const V_GIVE_CHARACTER = 15; // a = receiving army, b = card copy (its army is the giver)
export const V_GIVE_CARGO = 16; // a = receiving army, b = giver * 8 + resource (7 = all cargo)
export const V_GIVE_ARTIFACT = 17; // a = receiving army, b = World copy
export const V_LANDMARK = 18; // a = army: roll the Landmark's D8 (G53)
export const V_MARKET = 19; // a = army, b = give * 8 + get
export const V_SMELT = 20; // a = army, b = smelter's card copy
export const V_OFFER = 21; // a = receiving seat, b = packed offer (trade.ts)
export const V_OCCUPY_RECRUIT = 22; // a = slot of the occupied nation, b = occupied settlement tile
export const V_PLAY_CARD = 23; // b = World copy in the hand (world/cards.ts, WIN_COMMAND)
export const V_DISCARD_ARTIFACT = 24; // b = World copy (an own Artifact, carried or banked)
export const V_DISPEL = 25; // a = army, b = the Summon's card copy (dispel.ts)
export const COMMAND_VERBS = 26;

export const PAY_BANK = 0;
export const PAY_ARMY = 1;

/** Withdraw templates (spec §6.3 "withdraw the cost of X"): top the army's cargo up to a build cost, or take 1 unit. */
export const W_VILLAGE = 0;
export const W_KINGDOM = 1;
export const W_WALL = 2;
export const W_TOWER = 3;
export const W_ONE = 4; // W_ONE + r: one unit of resource r
/** V_GIVE_CARGO: every resource of the giver's cargo. */
export const CARGO_ALL = 7;
