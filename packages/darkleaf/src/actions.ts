// Integer action codes (spec §6.4): kind | a << 6 | b << 14 | c << 22.
export const A_END = 1; // end an optional step / decline
export const A_SPEND_RELIC = 2; // a = row
export const A_DECLARE_JOURNEY = 3;
export const A_DECLARE_DEED = 4; // a = unit, b = target 1, c = target 2 + 1 (0 = none)
export const A_CHOOSE_BONE = 5; // a = bone index
export const A_MOVE = 6; // a = unit, b = destination
export const A_MOVE_PART = 7; // a = unit, b = destination, c = squares travelled (Pivot stop, split journeys)
export const A_HUNT = 8; // a = unit, b = target unit, c = Long Bow bonus used (0/1)
export const A_LEAP = 9; // b = square
export const A_PASS = 10; // use the roll for nothing (G-95)
export const A_SLOT = 11; // a = row, b = slot
export const A_RETURN_BONE = 12; // keep the rolled bone in the pool
export const A_CLEAR_ROW = 13; // a = row (CR-S-9)
export const A_TARGET = 14; // a = unit
export const A_SQUARE = 15; // b = square
export const A_CANCEL = 16; // cancel the journey (CR-J-7)
export const A_TWEAK = 17; // a = row of the Tweak relic (HU-S-4)
export const A_RENEW = 18; // a = rival row, b = slot (HU-S-3)
export const A_ADAPT = 19; // a = own bone, b = rival bone (HU-S-5)
export const A_QUARRY = 20; // a = rival unit (HX-V-1)
export const A_OPTION = 21; // a = option index (clan prompts)
// Haggedorn's Will (will.ts); high codes so they never meet the clans' new kinds.
export const A_WILL = 60; // activate a Will token (CR-W-1)
export const A_WILL_REROLL = 61; // a = active Will effect index: reroll the Phase-3 bone
export const A_WILL_ROW = 62; // a = row (Will: return/discard/gain on that row)

export const encode = (kind: number, a = 0, b = 0, c = 0): number => kind | (a << 6) | (b << 14) | (c << 22);
export const kindOf = (code: number): number => code & 63;
export const argA = (code: number): number => (code >>> 6) & 255;
export const argB = (code: number): number => (code >>> 14) & 255;
export const argC = (code: number): number => (code >>> 22) & 255;

/** Size of a legal-action buffer (no prompt offers more; see README). */
export const MAX_LEGAL = 4096;
