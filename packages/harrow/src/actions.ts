// Harrow County's one integer action encoding and its one registry of action kinds (every
// module's decisions answer with these codes; the prompt ids they answer are in state.ts).
//
// An action is one non-negative Int32:  kind | a << 6 | b << 14 | c << 22  (as Darkleaf)
//   bits  0…5   kind   6 bits, 1…63 (0 = no action, so a zeroed buffer holds none)
//   bits  6…13  a      8 bits, 0…255
//   bits 14…21  b      8 bits, 0…255
//   bits 22…29  c      8 bits, 0…255
//   bits 30…31  0      (codes stay below 2^30: positive, sortable, usable as Map keys)
// `encode` does not mask: every argument must be below ARG_LIMIT. What goes in them:
//   a hex index       < hexCount(R) ≤ 217 on a radius ≤ MAX_ACTION_RADIUS map (compileMap checks it)
//   a nail index      < NAILS (2)            a Kammi token      0 / 1
//   a Haint count     ≤ game.unitsPerHex (≤ 10)   a Legend mask < 1 << 2 (a faction's Legend slots)
//   a Doll permutation index < 3! = 6      a flag             0 / 1
//
// Kind registry, in the spec's decision order (§5.4 D-numbers); the kinds after KIND_LAST are free for the turn
// machine, cards, tiles and Hester. Arguments per kind:
//
// ---- Basic Actions (§1.11; advance.ts, spawn.ts) ---------------------------------------------

/** D11, R-ADV-1…3 (L350, L1297): start an ADVANCE step from hex `a`. */
export const A_ADV_SOURCE = 1;
/** D11, R-TRN-01: stop; forfeits the rest of the ADVANCE packet. */
export const A_ADV_STOP = 2;
/** D11, L2637: spend 1 ADVANCE to return Iron Nail `a` (0…NAILS−1) to Bernice. */
export const A_ADV_UNNAIL = 3;
/** D11b, R-ADV-1, L1298: the group that steps: `a` Haints and the Legends of mask `b` (bit i = the faction's i-th Legend slot). */
export const A_ADV_GROUP = 4;
/** D11c, R-ADV-2 (L351-353, L1299-1302, L1501): the destination hex `a` of the step. */
export const A_ADV_DEST = 5;
/** D11d, R-ADV-5 (L1306-1312): `a` = 1 the Doll follows the group, 0 it stays. */
export const A_ADV_DOLL = 6;
/** D12, R-SPN-1 (L392, L1326): SPAWN 1 Haint onto hex `a`. */
export const A_SPN_TARGET = 7;
/** D12, R-SPN-2: skip; forfeits the rest of the SPAWN packet. */
export const A_SPN_STOP = 8;

// ---- attacks (§1.13; attack.ts) ----------------------------------------------------------------

/** D16, R-ATK-1/2 (L549, L1557): attack from hex `a` (attacking Units) onto hex `b` (defending Units). */
export const A_ATK_DECLARE = 9;
/** D18, R-ATK-5/9 (L559, L565): pay the kill cost and hit. */
export const A_ATK_HIT = 10;
/** D18, R-ATK-9: stop hitting; the attack ends. */
export const A_ATK_STOP = 11;
/** D20, R-ATK-6: the defender names physical Kammi token `a` (0 = LS_KAMMI0, 1 = LS_KAMMI1) as the one hit. */
export const A_ATK_KAMMI = 12;
/** D19, R-ATK-8.1: push the hit Legend to hex `a`. */
export const A_ATK_PUSH = 13;
/** D19, R-ATK-8.2 (L1618): kill the defender's Haint on hex `a`. */
export const A_ATK_KILL_ANY = 14;
/** D23, R-ATK-8.4, G-93: rearrange the eligible Dolls by permutation `a` (lexicographic, 0 = keep). */
export const A_ATK_DOLLS = 15;
/** D21 / D22, R-CLS-1.1 / R-CLS-1.2: kill in the Haint Clash. */
export const A_ATK_CLASH_KILL = 16;
/** D21 / D22, R-CLS-1: pass in the Haint Clash. */
export const A_ATK_CLASH_PASS = 17;

// ---- Clean-Up (§1.16; cleanup.ts) -------------------------------------------------------------

/** D25, R-CLN-2 (L672, L1780): collect one Ability Token of kind `b` (TK_*) from hex `a`. */
export const A_CLN_TAKE = 18;
/** D25, R-CLN-2 ("You can collect", L672, L1780): stop collecting; the tokens left stay on the map. */
export const A_CLN_DONE = 19;
/** D26, R-CLN-2 option A (L704, L1845): one pooled token of bag kind `a` goes on the next empty Family track space. */
export const A_CLN_BOARD = 20;
/** D26, R-CLN-2 option B (L708, L1849): one pooled token of bag kind `a` goes back into the bag. */
export const A_CLN_BAG = 21;

// ---- objectives (§1.17, §1.18; objectives.ts) ---------------------------------------------------

/** D02, R-P1-1 (L1388-1398, CF-45): place one of the opponent's Scoreboard pieces on hex `a` (its terrain names the Scoreboard space). */
export const A_OBJ_PLACE = 22;
/** D27, R-OBJ-P1/P2 (L716-726, L1800-1808, ★22): move one Townsfolk from hex `a` along free hops to hex `b` (the Protector home: rescued, +2). */
export const A_RESCUE_MOVE = 23;
/** D27, R-OBJ-P1 ("you can move", L716, L1800): stop moving Townsfolk. */
export const A_RESCUE_DONE = 24;

// ---- the turn machine (§1.8, §1.9, §1.12; turn.ts) ----------------------------------------------

/** D03, R-JAR-1/2 (L1173, L659-665): break Mason Jar `a` (0 Abilities, 1 Wild, 2 Legend, 3 Attack); `b` = 1 attack mode (R-ATK-10). */
export const A_JAR = 25;
/** D05, R-ABL-P (L445-449, L1424-1428): the Protectors' Abilities jar resolves Faction-Board row `a` (TK_ADV / TK_SPN / TK_STR). */
export const A_ABILITY_ROW = 26;
/** D06, R-ABL-K (L1448-1466): push Kammi's grid row `a`; `b` = 0 the left token resolves first, 1 the right one. */
export const A_KAMMI_ROW = 27;
/** D09 / D10, R-ABL-F step 5, R-WLD-1 (L461, L463-471, L1434-1444): resolve `b` basic actions of kind `a` (TK_*) as one packet (G-32 merges ADVANCEs). */
export const A_PICK = 28;
/** D10, R-WLD-1: stop; the Wild picks left are forfeited (R-TRN-01). */
export const A_PICK_STOP = 29;
/** D17, §1.12.4 (L611-617): the Attack jar's free basic action of kind `a` (TK_*), `b` = 0 before the attack, 1 after. */
export const A_FREE = 30;
/** D17: decline the Attack jar's free basic action. */
export const A_FREE_DECLINE = 31;
/** D07, R-ABL-F step 3 (L1434, L1444, ★7): put one drawn token of bag kind `a` back into the Family bag (answers PR_FAMILY_PUTBACK). */
export const A_PUTBACK = 32;

// ---- effects, windows, the Legend jar, setup (§1.9, §1.14, §1.15, §1.12.3, §1.7; effects.ts, turn.ts, setup.ts) ----

/** A step of the effect in progress (a card, Bonus tile, Legend power or track space): `a`, `b`, `c` as its hooks define (effects.ts). */
export const A_EFFECT = 33;
/** Decline / stop the optional step of the effect in progress (every optional step offers it). */
export const A_EFFECT_STOP = 34;
/** §1.15: play card `a` (index in ALL_CARDS); a Family Upgrade card pays with drawn token of bag kind `b` (L1723, §2.2). */
export const A_CARD = 35;
/** R-BON-1 (L1404): activate the face-up Bonus tile at position `b` of slot `a`. */
export const A_TILE = 36;
/** R-TRN-02: the window closes (go on with the jar action / Clean-Up / the second activation). */
export const A_WINDOW_DONE = 37;
/** R-LEG-1: resolve next `a` = 0 the Legend Ability Track, 1 the Unique Power (of Legend slot `b`'s Legend; Kammi: the Goblin). */
export const A_LEGEND_PART = 38;
/** R-LEG-1: the Legend jar ends (what is left is declined). */
export const A_LEGEND_END = 39;
/** R-ADV-4 (L1497): take free Path steps now (an ADVANCE packet of budget 0). */
export const A_PATH_FREE = 40;
/** D01 (L1169): Kammi on behind-home hex `a`, the Goblin on `b` (indices 0..2 of the behind hexes), `c` Haints with Kammi (the rest with the Goblin). */
export const A_KAMMI_PLACE = 41;
/** D01 (L1178): the Kammi opponent makes the Doll on behind-home hex `a` (0..2) the real one. */
export const A_DOLL_PLACE = 42;

/** D01 (L1178): the Kammi opponent's Legend stands on position `a` (0 home, 1…3 the Doll hexes), its Haints `b` (2 bits per Doll hex; the rest at home). */
export const A_SETUP_UNITS = 43;

/** The highest kind in use; kinds KIND_LAST+1 … KIND_LIMIT−1 are free. */
export const KIND_LAST = 43;
/** Kinds are below 2^6. */
export const KIND_LIMIT = 64;
/** Every argument is below 2^8. */
export const ARG_LIMIT = 256;
/** The largest map radius whose hex indices fit an argument: 3·8·9 + 1 = 217 hexes (R = 9 would be 271). */
export const MAX_ACTION_RADIUS = 8;

/** Kind names by kind (tests, logs). */
export const ACTION_KIND_NAMES: readonly string[] = [
  'none', 'ADV_SOURCE', 'ADV_STOP', 'ADV_UNNAIL', 'ADV_GROUP', 'ADV_DEST', 'ADV_DOLL', 'SPN_TARGET', 'SPN_STOP',
  'ATK_DECLARE', 'ATK_HIT', 'ATK_STOP', 'ATK_KAMMI', 'ATK_PUSH', 'ATK_KILL_ANY', 'ATK_DOLLS', 'ATK_CLASH_KILL', 'ATK_CLASH_PASS',
  'CLN_TAKE', 'CLN_DONE', 'CLN_BOARD', 'CLN_BAG',
  'OBJ_PLACE', 'RESCUE_MOVE', 'RESCUE_DONE',
  'JAR', 'ABILITY_ROW', 'KAMMI_ROW', 'PICK', 'PICK_STOP', 'FREE', 'FREE_DECLINE', 'PUTBACK',
  'EFFECT', 'EFFECT_STOP', 'CARD', 'TILE', 'WINDOW_DONE', 'LEGEND_PART', 'LEGEND_END', 'PATH_FREE', 'KAMMI_PLACE', 'DOLL_PLACE', 'SETUP_UNITS',
];

// ---- the codec ---------------------------------------------------------------------------------

/** The action code of `kind` (1…63) with arguments a, b, c (each 0…255; not masked). */
export const encode = (kind: number, a = 0, b = 0, c = 0): number => kind | (a << 6) | (b << 14) | (c << 22);
export const kindOf = (code: number): number => code & 63;
export const argA = (code: number): number => (code >>> 6) & 255;
export const argB = (code: number): number => (code >>> 14) & 255;
export const argC = (code: number): number => (code >>> 22) & 255;
