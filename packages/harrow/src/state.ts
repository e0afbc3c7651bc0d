// Harrow County's dynamic state (spec §5.2) in one ArrayBuffer carved into typed views, so
// `clone`/`copyFrom` are one byte copy and the turn loop allocates nothing. Integer-coded
// constants come first (the build inlines a module's leading literal constants only).
//
// Indexing: most blocks are per *faction* (P, F, K, H), not per seat. Factions are unique in
// every mode (no mirrors; Hester at most once), and solo's automated Protectors and Family have
// no seat at all, so faction blocks serve 2-player, 3-player and solo alike; `G_SEAT_FACTION+s`
// maps a seat to its faction and `F_SEAT` the other way. Per-hex blocks are sized by the map's
// hex count N (61 on the default sides): their offsets are computed once per N (`layoutFor`);
// the hot path indexes the views, never an offset.
//
// Hidden information (spec §5.6) lives in clearly named fields so `determinize` can resample it:
//   G_KAMMI_TOKEN  which physical Kammi token (0/1) is Kammi (the other is the Goblin);
//   G_DOLL_REAL    which physical Doll (0..2) is the real one;
//   hand / deck    card order and contents (hand: owner only; deck order: nobody);
//   bonusPile      the order of the Bonus-tile draw pile (nobody).
// The Family bag's contents and the Tree are public (spec §5.6).
import { BLUE, PURPLE, RED } from './data/tree.js';
import { TREE_STATE_SIZE } from './tree.js';
import type { HarrowMap } from './map.js';

// ---- factions, colours, token kinds --------------------------------------------------------

/** Faction indices, in the order of catalogue-types FACTION_IDS. */
export const FAC_P = 0;
export const FAC_F = 1;
export const FAC_K = 2;
export const FAC_H = 3;
/** Faction blocks (P, F, K, H). */
export const FACTIONS = 4;
/** Factions that own Haints (Hester owns none). */
export const UNIT_FACTIONS = 3;
/** Seats a state can hold: 2 players, 3 with Hester as seat 2, solo Hester as seat 0. */
export const MAX_SEATS = 3;

/** Ability-token kinds: the order of ABILITY_TOKEN_NAMES / BASIC_ACTIONS (data/maps.ts, catalogue-types.ts). */
export const TK_ADV = 0;
export const TK_SPN = 1;
export const TK_STR = 2;
export const TK_SCR = 3;
export const TOKEN_KINDS = 4;
/** Family bag kinds: 0..2 the basic tokens (TK_ADV..TK_STR), 3..11 the Upgrade tokens in UPGRADE_CARDS order. */
export const BAG_BASIC = 3;
export const BAG_KINDS = 12;
/** Empty cell of a Uint8 slot (Kammi grid, Family track, card lists). */
export const EMPTY = 255;
/** "No hex" / "undecided" in signed fields. */
export const NONE = -1;

/** Cube colours: RED…GREEN of data/tree.ts (7). */
export const COLOURS = 7;

// ---- capacities (buffer sizes, not rules; setup checks the data fits) --------------------------

/** Most cards one faction's lists can hold (Tactics 16 is the largest deck, L936). */
export const CARD_CAP = 16;
/** Family track spaces after the printed start (the `family.track` parser allows 20). */
export const FAM_TRACK_CAP = 20;
/** Kammi Action Grid: rows (`kammi.gridRows` ≤ 6) × (spaces ≤ 3 + the black zone in column KG_BLACK). */
export const KG_ROWS_CAP = 6;
export const KG_COLS = 4;
export const KG_BLACK = 3;
/** Bonus-tile slots (one per jar type) and the most tiles a slot, the pile or the discard can hold. */
export const BONUS_SLOTS_CAP = 4;
export const BONUS_CAP = 9;
/** Bit set on a slot's tile once activated (face-down, R-BON-1). */
export const BONUS_FACE_DOWN = 0x80;
/** Legend slots: Protector Legend, Family Legend, the two physical Kammi tokens, Hester, spare. */
export const LS_P = 0;
export const LS_F = 1;
export const LS_KAMMI0 = 2;
export const LS_KAMMI1 = 3;
export const LS_HESTER = 4;
export const LEGEND_SLOTS = 6;
/** Dolls: 3 physical tokens (L1178). */
export const DOLLS = 3;
/** Iron Nails (Bernice, L1152): per nail its hex and the Unit under it (NAIL_* pairs). */
export const NAILS = 2;
/** Iron-Nail unit code of a Haint of faction f: NAIL_HAINT + f (a Legend under a nail is its LS_* slot, < NAIL_HAINT). */
export const NAIL_HAINT = 8;
/** Reserved bytes for Hester's board (next issue): action tokens, Bonfire spaces, Scoring Spaces,
 *  snakes, card piles, Roots (rootFrom/rootTo ×8 for this and last turn), boxes used. Unused now. */
export const HESTER_BYTES = 96;

// ---- global scalars (Int32, g[G_*]) ----------------------------------------------------------

export const G_ROUND = 0; // 1-based Round number
export const G_PHASE = 1; // PH_*
export const G_MODE = 2; // MODE_*
export const G_PLAYERS = 3;
export const G_SEAT_FACTION = 4; // g[G_SEAT_FACTION + seat] = FAC_*, seats 0..MAX_SEATS-1 (4..6)
export const G_FP_SEAT = 7; // First Player token holder
export const G_ACTIVE_SEAT = 8;
export const G_MAP_SIDE = 9; // 0 = A, 1 = B
export const G_FIRST_FLIPPER = 10; // seat that flipped the first Bonus tile at setup (G-37)
export const G_KAMMI_TOKEN = 11; // HIDDEN: physical token (0 → LS_KAMMI0, 1 → LS_KAMMI1) that is Kammi; −1 until placed
export const G_KAMMI_REVEALED = 12; // 1 while both Kammi tokens are revealed (R-ATK-8.4, G-50)
export const G_GOBLIN_ALIVE = 13; // 0 after Backbiter detonates
export const G_DOLL_REAL = 14; // HIDDEN: physical Doll (0..2) that is real; −1 until its owner decides
export const G_DOLL_SCORED = 15; // 1 once the real Doll was brought to Kammi (once per game)
export const G_FREE_PATH_STEPS = 16; // free Path steps taken this turn (G-88)
export const G_DEPTH = 17; // open decision frames
export const G_BONUS_PILE_LEN = 18; // tiles in bonusPile (top = last)
export const G_BONUS_DISCARD_LEN = 19;
export const G_KAMMI_PUSHER = 20; // token kind left of the Kammi grid, −1 once the pusher sits in a black zone
export const G_WILD_SUPPLY = 21;
export const G_BOX_TOKEN = 22; // g[G_BOX_TOKEN + TK_*]: Ability tokens in the box (22..25)
export const G_TERRAIN_TOKEN = 26; // g[G_TERRAIN_TOKEN + terrain]: token kind placed on that terrain's icons at setup (26..29), public
export const G_OVER = 30; // 0 running, 1 finished
export const G_WINNER = 31;
export const G_REASON = 32;
export const G_TURN_IN_ROUND = 33;
export const G_KAMMI_LAST_ROW = 34; // grid row activated last (its black zone holds the pusher), −1
export const G_FP_FLIPS = 35; // Bonus tiles flipped at setup until the First-Player tile appeared (P1)
export const G_FP_TILE_SLOT = 36; // slot of the First-Player tile after setup, −1 if in the pile
export const G_GRID_ROWS = 37; // Kammi grid rows in use (kammi.gridRows)
export const G_GRID_SPACES = 38; // spaces per row in use
export const G_BONUS_SLOTS = 39; // Bonus-tile slots in use
export const G_LAST_JAR = 40; // jar index broken this turn (its Bonus-tile slot is the window's, R-BON-1)
export const G_JAR_DONE = 41; // 1 once this turn's jar action is complete (cards played before it may defer, L2657)
export const G_HIDDEN_READS = 42; // g[G_HIDDEN_READS + seat]: rules reads of values that seat cannot see (secrets.ts), 42..44
// Solo mode (spec §1.21; src/solo/): the level, and the Round's automated activation while it resolves.
export const G_SOLO_LEVEL = 45; // 1..3 in solo, 0 otherwise
export const G_SOLO_CARD = 46; // ALL_CARDS index of the solo card being resolved, −1 none
export const G_SOLO_SIDE = 47; // faction the card activates (FAC_P red side, FAC_F blue side), −1 none
export const G_SOLO_AREA = 48; // index (0..2) in the card's area order of the area being activated
export const G_SOLO_LEFT = 49; // activations of that area still to do
export const G_SOLO_HEX_CARD = 50; // card whose 2 hexes the SPAWN area uses (a redraw for hexes, G-78), −1 the resolved card
export const G_SOLO_TARGET = 51; // Move area: the objective hex the active faction moves toward this activation, −1 none yet
export const G_SOLO_REDRAWN = 52; // 1 once this Round's replacement card was drawn (L2483: once per turn)
export const G_SOLO_PLACING = 53; // objective being placed at the Round's start (FAC_P: a Townsfolk, FAC_F: a Building), −1 none
export const G_SOLO_CHOICES = 54; // decisions answered in this Round's automated part (0: its first is still to come)
// g[55] unused.
export const G_SIZE = 56;

export const MODE_TRAINING = 0;
export const MODE_FULL = 1;

/** Phases (spec §1.8). */
export const PH_SETUP = 0; // setup decisions pending (frames below)
export const PH_OBJECTIVES = 1; // Phase 1 (Full only)
export const PH_TURNS = 2; // Phase 2
export const PH_ROUND_END = 3; // Phase 3
export const PH_OVER = 4;
export const PHASE_NAMES = ['setup', 'objectives', 'turns', 'round end', 'over'] as const;

// ---- per-faction scalars (Int16, f[fac * F_WORDS + F_*]) ------------------------------------

export const F_SEAT = 0; // seat playing this faction, −1 not in the game
export const F_SCORE = 1;
export const F_DIAL = 2; // Haint Dial position as an index into game.haintDial (0 = position "1")
export const F_PLATE = 3; // Haints stored on the Dial plate
export const F_JARS = 4; // bitmask of jars broken this Round (JAR_*)
export const F_TURNS = 5; // turns taken this Round
export const F_ATTACKED = 6; // a Mason-Jar attack was made this Round
export const F_WILD = 7; // Wild tokens owned
export const F_LEGEND = 8; // index in LEGENDS (Kammi: the Goblin's index)
export const F_TRACK_SIDE = 9; // 1 or 2
export const F_SCROLLS = 10;
export const F_HOME = 11; // Home Hex
export const F_HAINT_POSS = 12; // Haints in Possessions
export const F_PATH_POSS = 13; // Path tokens in Possessions (Protectors)
export const F_PATH_TRACK = 14; // Path tokens still on the Legend track's scroll spaces
export const F_STORM_POSS = 15; // Storm tokens in Possessions (Family)
export const F_UNIQUE = 16; // unique-power tokens in Possessions (Nails, Goads, Fury, Kammi's purple token)
export const F_HAND_LEN = 17;
export const F_DECK_LEN = 18; // deck[0..len), top = len − 1
export const F_DISCARD_LEN = 19;
export const F_ACTIVE_LEN = 20; // Goblin cards in play
export const F_MODS = 21; // pending attack modifiers (Knife, Knitting) bitmask
export const F_FAM_FILL = 22; // Family track tokens placed after the printed start
export const F_OBJ_SCORED = 23; // objectives scored (rescued / destroyed / Doll)
export const F_BOTTOM = 24; // cards this faction put on the bottom of its deck (+1/−1 tile), known to it
export const F_BOARD_SIDE = 25; // MODE_TRAINING or MODE_FULL side of the Faction Board
export const F_FREE_ACTION = 26; // the Attack jar's free action was used this Round
export const F_CARD_TURN = 27; // a card was played this turn (§1.15: at most 1 per turn)
export const F_DEFERRED = 28; // effect id + 1 waiting for the end of the jar action (Haunting Vision, L2657), 0 none
export const F_RANGE_BONUS = 29; // extra range until the end of this turn (Laying Out All Night, L2661)
export const F_UPGRADES_USED = 30; // bitmask of Upgrade cards played (bit = UPGRADE_CARDS index; each once a game, §2.2)
export const F_OWED_DRAWS = 31; // cards owed at this turn's Clean-Up step 4 by tokens filed outside it (G-64: "as at Clean-Up")
export const F_SPAWN_REACH = 32; // 1: this turn's SPAWNs may also target hexes within the Legend's range (Distant Stirring, L2705)
export const F_PTS_DIAL = 33; // points scored from the Haint Dial (and Training kills), a metric
export const F_PTS_OBJECTIVE = 34; // points from the faction's objective (Rescue, Building, Doll), a metric
export const F_PTS_BRAMBLES = 35; // points from the Brambles at Round ends, a metric
export const F_PTS_BONFIRE = 36; // points from dousing Hester's Bonfires (3 players, L2196), a metric
export const F_SCORING_SIDE = 37; // Hester's Scoring-Space side facing this faction (L2025): its seat in 3 players; solo P 0, F 1
export const F_AUTOMATED = 38; // 1: driven by the solo cards (spec §1.21), its choices made by the rules or for it by the solo player
// f[39] unused.
export const F_WORDS = 40;

/** Mason-jar bits of F_JARS (L1173: Abilities, Wild, Legend, Attack). */
export const JAR_ABILITIES = 1;
export const JAR_WILD = 2;
export const JAR_LEGEND = 4;
export const JAR_ATTACK = 8;

// ---- decision frames ---------------------------------------------------------------------

/**
 * A decision in progress is a frame on a stack in the state (as Darkleaf): FRAME_WORDS Int32
 * words: the prompt (FW_PROMPT, PR_*), how play resumes when it closes (FW_RESUME, RS_*), the
 * deciding seat (FW_SEAT; not always the active one: clash defender, Kammi, Odessa, Doll carry),
 * then FRAME_FIELDS fields named per prompt. A sub-decision is a frame pushed over its parent.
 * Harrow nests deeper than Darkleaf (turn → window → packet → step → group → destination →
 * Doll carry), hence 16 frames.
 */
export const FRAME_DEPTH = 16;
export const FRAME_WORDS = 10;
export const FRAME_FIELDS = 7;
export const FW_PROMPT = 0;
export const FW_RESUME = 1;
export const FW_SEAT = 2;
export const FIELD_0 = 3;
export const FIELD_1 = 4;
export const FIELD_2 = 5;
export const FIELD_3 = 6;
export const FIELD_4 = 7;
export const FIELD_5 = 8;
export const FIELD_6 = 9;
/** A spare frame past the stack (writes after the game is over change nothing). */
export const FRAME_SPARE = FRAME_DEPTH * FRAME_WORDS;
/** A frame: the index of its first word in `frames`. */
export type Frame = number;

/**
 * Prompt ids (FW_PROMPT): the one registry of decision-frame prompts, with the spec's decision
 * (§5.4 D-number) and rule each belongs to. The frame fields of each are documented by the
 * module that owns it (named in brackets). the ids after PR_LAST are free for the turn machine (D02–D10, D13–D15,
 * D17, D24–D35). Each module's prompts are consecutive (isAdvancePrompt, isAttackPrompt test ranges).
 */
export const PR_NONE = 0;
// -- setup (§1.7) [setup.ts]
/** D01: Kammi places her two tokens behind her home and splits 3 Haints (L1169). Fields: FIELD_0 stage. */
export const PR_KAMMI_PLACE = 1;
/** D01: the Kammi opponent chooses the hex of the real Doll, then redistributes Legend and Haints (L1178). Fields: FIELD_0 stage. */
export const PR_DOLL_PLACE = 2;
/** D07: Family put-back after a bag draw (L1434, ★7). Fields: PB_LEFT, PB_KEEP. */
export const PR_FAMILY_PUTBACK = 3;
export const PR_SETUP_LAST = 3;
// -- Basic Actions (§1.11) [basic-actions.ts, advance.ts, spawn.ts]
/** D11, R-ADV-3…4: an ADVANCE packet (budget 0: free Path steps only). FIELD_0 budget left, FIELD_1 faction, FIELD_2 steps taken. */
export const PR_ADV_PACKET = 4;
/** D11b, R-ADV-1 (L1297-1298): one ADVANCE step, group choice. FIELD_0 source, FIELD_1 faction. */
export const PR_ADV_GROUP = 5;
/** D11c, R-ADV-2: one ADVANCE step, destination. FIELD_0 source, FIELD_1 faction, FIELD_2 Haints, FIELD_3 Legend mask. */
export const PR_ADV_DEST = 6;
/** D11d, R-ADV-5 (L1306-1312): Doll carry after a step. FIELD_0 source, FIELD_1 faction, FIELD_2 destination, FIELD_3 Doll. */
export const PR_ADV_DOLL = 7;
/** D12, R-SPN-1…2 (L392, L1326): a SPAWN packet. FIELD_0 SPAWNs left, FIELD_1 faction. */
export const PR_SPAWN = 8;
// -- attacks (§1.13) [attack.ts; fields AF_*]
/** D16, R-ATK-1/2 (L549, L1557): the attack declaration (decider: attacker). */
export const PR_ATK_DECLARE = 9;
/** D18, R-ATK-5/9: pay and hit, or stop (attacker). */
export const PR_ATK_HIT = 10;
/** D20, R-ATK-6: which physical Kammi token was hit (decider: the DEFENDER). */
export const PR_ATK_WHICH_KAMMI = 11;
/** D19, R-ATK-8.1: where the hit Legend is pushed (attacker; mandatory). */
export const PR_ATK_PUSH = 12;
/** D19, R-ATK-8.2 (L1618): which defender Haint on the map dies (attacker). */
export const PR_ATK_KILL_ANY = 13;
/** D23, R-ATK-8.4, G-93: the Doll rearrangement after hitting Kammi (attacker, secret). */
export const PR_ATK_DOLLS = 14;
/** D21, R-CLS-1.1: the attacker's Haint-Clash choice. */
export const PR_ATK_CLASH_ATK = 15;
/** D22, R-CLS-1.2: the defender's Haint-Clash choice (decider: the DEFENDER). */
export const PR_ATK_CLASH_DEF = 16;
// -- Clean-Up (§1.16) [cleanup.ts; fields CF_*]
/** R-CLN-1…5 (L667-710, L1773-1910): Clean-Up in progress with steps 3–5 pending; no decision of its own (the objective step's frames go above it, then `closeCleanup`). */
export const PR_CLEANUP = 17;
/** D25, R-CLN-2 (L672, L1780): collect an Ability Token from a hex with your Unit, or stop collecting (decider: active). */
export const PR_CLN_COLLECT = 18;
/** D26, R-CLN-2 Family (L702-708, L1839-1849): one pooled token of the kind in CF_KIND goes to the track or the bag (decider: the Family). */
export const PR_CLN_FAMILY = 19;
// -- objectives (§1.17, §1.18) [objectives.ts; fields OF_*]
/** D02, R-P1-1 (L1388-1398): Phase 1, place one of the opponent's Scoreboard pieces on a matching terrain hex (decider: the placer, First Player first). */
export const PR_OBJ_PLACE = 20;
/** D27, R-OBJ-P1/P2 (L716-726, L1800-1808): move a Townsfolk along free hops (home = rescued), or stop (decider: the Protectors). */
export const PR_RESCUE = 21;
// -- the turn machine (§1.8, §1.9, §1.12) [turn.ts; fields TF_* / JF_* there]
/** D03, R-JAR-1/2, R-TRN-04 (L1173, L1354-1360, L659-665): choose a face-up Mason Jar, normal or attack mode (decider: active). */
export const PR_TURN = 22;
/** D09 / D10, R-ABL-F step 5 (L461, L1434-1444) / R-WLD-1 (L463-471, ◇23): the next basic actions from the kept Family tokens or the Wild picks. */
export const PR_PICK = 23;
/** D17, §1.12.4, R-ATK-10 (L611-617, L1647-1653): the Attack jar's free basic action (type × before/after the attack) or decline. */
export const PR_FREE_ACTION = 24;
/** R-TRN-01/02 (L1360, L1404, L1738): the Mason Jar in progress; no decision of its own (its packets and attack run above it). */
export const PR_JAR = 25;
// -- effects and windows (§1.9, §1.14, §1.15, §1.12.3) [effects.ts, turn.ts]
/** A card, Bonus tile, Legend power or Legend-track effect in progress; its own decisions are asked by its hooks (effects.ts; fields EF_*). */
export const PR_EFFECT = 26;
/** R-TRN-02, R-BON-1, §1.15: a window before / after a jar action (or between Kammi's two activations, inside the Family's Abilities jar): play a card, activate a Bonus tile, take a free Path step, or go on (turn.ts; fields WF_*). */
export const PR_WINDOW = 27;
/** R-LEG-1 (L473-479, L1477-1483): the Legend jar: resolve the Legend track or the Unique Power next (each once, both optional), or end (turn.ts). */
export const PR_LEGEND_JAR = 28;
/** R-ADV-5 (L1306-1312): after a move outside ADVANCE (relocate.ts), whether the Doll follows (decider: the moved Unit's owner). FIELD_0 Doll, FIELD_1 destination. */
export const PR_DOLL_CARRY = 29;
/** The highest prompt id in use. */
export const PR_LAST = 29;
/** Field names of the setup prompts. */
export const SETUP_STAGE = FIELD_0;
export const PB_LEFT = FIELD_0; // tokens still to put back
export const PB_KEEP = FIELD_1; // tokens that will be resolved

/** Resume codes. */
export const RS_NONE = 0;
/** The last setup frame closes: start Round 1 (Phase 1 in the Full game). */
export const RS_START_ROUND = 1;

// ---- the byte layout ---------------------------------------------------------------------

interface Layout {
  readonly n: number;
  readonly size: number;
  readonly off: Readonly<Record<string, number>>;
}

const layouts = new Map<number, Layout>();

/** Byte offsets of every block for a map of `n` hexes: Int32 blocks, then Int16, then Uint8/Int8. */
function layoutFor(n: number): Layout {
  const cached = layouts.get(n);
  if (cached !== undefined) return cached;
  const off: Record<string, number> = {};
  let at = 0;
  const put = (name: string, bytes: number): void => {
    off[name] = at;
    at += bytes;
  };
  put('g', G_SIZE * 4);
  put('frames', (FRAME_DEPTH + 1) * FRAME_WORDS * 4);
  put('f', FACTIONS * F_WORDS * 2);
  put('legendHex', LEGEND_SLOTS * 2);
  put('dollHex', DOLLS * 2);
  put('nail', NAILS * 2 * 2);
  at = (at + 1) & ~1;
  put('haint', UNIT_FACTIONS * n);
  put('infected', UNIT_FACTIONS * n);
  put('storm', n);
  put('path', n);
  put('tok', TOKEN_KINDS * n);
  put('townsfolk', n);
  put('building', n);
  put('redCube', n);
  put('goad', n);
  put('bloodMoney', n);
  put('sacrifice', n);
  put('bonfire', n);
  put('soloMoved', n);
  put('dollFaceUp', DOLLS);
  put('bg', FACTIONS * COLOURS);
  put('poss', FACTIONS * COLOURS);
  put('stash', FACTIONS * COLOURS);
  put('setAside', FACTIONS * COLOURS);
  put('rowFill', FACTIONS * 3);
  put('objBoard', FACTIONS * 4);
  put('hand', FACTIONS * CARD_CAP);
  put('deck', FACTIONS * CARD_CAP);
  put('discard', FACTIONS * CARD_CAP);
  put('active', FACTIONS * CARD_CAP);
  put('famTrack', FAM_TRACK_CAP);
  put('bag', BAG_KINDS);
  put('drawn', BAG_KINDS);
  put('kGrid', KG_ROWS_CAP * KG_COLS);
  put('kRowCubes', KG_ROWS_CAP);
  put('bonusSlot', BONUS_SLOTS_CAP * BONUS_CAP);
  put('bonusSlotLen', BONUS_SLOTS_CAP);
  put('bonusPile', BONUS_CAP);
  put('bonusDiscard', BONUS_CAP);
  put('tree', TREE_STATE_SIZE);
  put('hester', HESTER_BYTES);
  const l: Layout = { n, size: (at + 7) & ~7, off };
  layouts.set(n, l);
  return l;
}

/** Total bytes of a state for a map of `n` hexes (for reports and tests). */
export const stateBytes = (n: number): number => layoutFor(n).size;
/** Block name → [byte offset, byte length] for a map of `n` hexes (reports, debugging). */
export function stateLayout(n: number): [string, number, number][] {
  const l = layoutFor(n);
  const names = Object.keys(l.off);
  return names.map((name, i) => {
    const start = l.off[name]!;
    const next = i + 1 < names.length ? l.off[names[i + 1]!]! : l.size;
    return [name, start, next - start];
  });
}

export class HarrowState {
  readonly bytes: Uint8Array;
  /** Hex count N of `map`. */
  readonly n: number;
  /** Global scalars, g[G_*]. */
  readonly g: Int32Array;
  /** Decision frames, FRAME_WORDS words each; g[G_DEPTH] are open. */
  readonly frames: Int32Array;
  /** Per-faction scalars, f[fac * F_WORDS + F_*]. */
  readonly f: Int16Array;
  /** Hex of each Legend slot (LS_*), −1 off the map (Hester off-map, Backbiter gone, not in game). */
  readonly legendHex: Int16Array;
  /** Hex of each physical Doll, −1 removed / not in the game. Which one is real: g[G_DOLL_REAL] (hidden). */
  readonly dollHex: Int16Array;
  /** Iron Nails: [hex, unit] per nail (unit = LS_* for a Legend, NAIL_HAINT + faction for a Haint of that faction), hex −1 = with Bernice. */
  readonly nail: Int16Array;
  /** Haints per unit faction per hex: haint[fac * N + h]. */
  readonly haint: Uint8Array;
  /** Infected Haints per unit faction per hex (3-player, next issue; counted inside `haint`). */
  readonly infected: Uint8Array;
  /** Non-printed Storm tokens per hex (0/1; printed Storms are in map.printedStorm, G-4). */
  readonly storm: Uint8Array;
  /** Path tokens per hex. */
  readonly path: Uint8Array;
  /** Ability tokens per kind per hex: tok[TK_* * N + h]. */
  readonly tok: Uint8Array;
  /** Townsfolk per hex (any number may share a hex in a rescue, R-OBJ-P1). */
  readonly townsfolk: Uint8Array;
  readonly building: Uint8Array;
  /** Emmy's red cubes on hexes (R-LEG-EMMY). */
  readonly redCube: Uint8Array;
  /** Priscilla's Goads. */
  readonly goad: Uint8Array;
  /** Blood Money cubes (Kammi, K1). */
  readonly bloodMoney: Uint8Array;
  /** Forced Sacrifice: terrain-cube colour + 1 on a hex, 0 none (Hester, next issue). */
  readonly sacrifice: Uint8Array;
  /** Bonfire tokens per hex (Hester, next issue). */
  readonly bonfire: Uint8Array;
  /** Solo Move area (spec §1.21.2 C): 1 on a hex whose Units of the active faction have moved this activation. */
  readonly soloMoved: Uint8Array;
  /** 1 once a physical Doll is face-up (revealed real Doll staying with the Goblin, R-OBJ-K1). */
  readonly dollFaceUp: Uint8Array;
  /** Cubes per faction per colour: Battleground, Possessions, Odessa's stash, Banish/Grudge set-aside. */
  readonly bg: Uint8Array;
  readonly poss: Uint8Array;
  readonly stash: Uint8Array;
  readonly setAside: Uint8Array;
  /** Protector/Kammi Faction-Board rows: tokens placed after the printed start, rowFill[fac*3 + TK_ADV..TK_STR]. */
  readonly rowFill: Uint8Array;
  /** Objective pieces still on the Scoreboard: objBoard[fac*4 + terrain] (Townsfolk for P, Buildings for F). */
  readonly objBoard: Uint8Array;
  /** Card lists per faction, CARD_CAP each, card ids = indices into ALL_CARDS. Hand: hidden from others. Deck: hidden order. */
  readonly hand: Uint8Array;
  readonly deck: Uint8Array;
  readonly discard: Uint8Array;
  /** Goblin cards in play beside the Goblin (Kammi). */
  readonly active: Uint8Array;
  /** Family track: bag kind of the token on each space after the printed start (EMPTY when free). */
  readonly famTrack: Uint8Array;
  /** Family bag contents per bag kind (public, spec §5.6). */
  readonly bag: Uint8Array;
  /** Tokens drawn from the bag and not yet back (in front of the Family). */
  readonly drawn: Uint8Array;
  /** Kammi grid: kGrid[row * KG_COLS + col], cols 0..spaces−1 and KG_BLACK = the black zone; EMPTY = none. */
  readonly kGrid: Uint8Array;
  /** Purple cubes on each grid row (Kammi Side 2). */
  readonly kRowCubes: Uint8Array;
  /** Bonus tiles per slot (stack; BONUS_FACE_DOWN set once used), ids = indices into ALL_BONUS_TILES. */
  readonly bonusSlot: Uint8Array;
  readonly bonusSlotLen: Uint8Array;
  /** Face-down draw pile (top = last; hidden order) and discards. */
  readonly bonusPile: Uint8Array;
  readonly bonusDiscard: Uint8Array;
  /** The Tree's slice (tree.ts: retained cubes per colour + script cursor). */
  readonly tree: Uint8Array;
  /** Reserved for Hester's board (next issue); all zero now. */
  readonly hester: Uint8Array;

  constructor(public map: HarrowMap) {
    const n = map.count;
    const l = layoutFor(n);
    const o = l.off;
    const buf = new ArrayBuffer(l.size);
    this.n = n;
    this.bytes = new Uint8Array(buf);
    this.g = new Int32Array(buf, o.g!, G_SIZE);
    this.frames = new Int32Array(buf, o.frames!, (FRAME_DEPTH + 1) * FRAME_WORDS);
    this.f = new Int16Array(buf, o.f!, FACTIONS * F_WORDS);
    this.legendHex = new Int16Array(buf, o.legendHex!, LEGEND_SLOTS);
    this.dollHex = new Int16Array(buf, o.dollHex!, DOLLS);
    this.nail = new Int16Array(buf, o.nail!, NAILS * 2);
    this.haint = new Uint8Array(buf, o.haint!, UNIT_FACTIONS * n);
    this.infected = new Uint8Array(buf, o.infected!, UNIT_FACTIONS * n);
    this.storm = new Uint8Array(buf, o.storm!, n);
    this.path = new Uint8Array(buf, o.path!, n);
    this.tok = new Uint8Array(buf, o.tok!, TOKEN_KINDS * n);
    this.townsfolk = new Uint8Array(buf, o.townsfolk!, n);
    this.building = new Uint8Array(buf, o.building!, n);
    this.redCube = new Uint8Array(buf, o.redCube!, n);
    this.goad = new Uint8Array(buf, o.goad!, n);
    this.bloodMoney = new Uint8Array(buf, o.bloodMoney!, n);
    this.sacrifice = new Uint8Array(buf, o.sacrifice!, n);
    this.bonfire = new Uint8Array(buf, o.bonfire!, n);
    this.soloMoved = new Uint8Array(buf, o.soloMoved!, n);
    this.dollFaceUp = new Uint8Array(buf, o.dollFaceUp!, DOLLS);
    this.bg = new Uint8Array(buf, o.bg!, FACTIONS * COLOURS);
    this.poss = new Uint8Array(buf, o.poss!, FACTIONS * COLOURS);
    this.stash = new Uint8Array(buf, o.stash!, FACTIONS * COLOURS);
    this.setAside = new Uint8Array(buf, o.setAside!, FACTIONS * COLOURS);
    this.rowFill = new Uint8Array(buf, o.rowFill!, FACTIONS * 3);
    this.objBoard = new Uint8Array(buf, o.objBoard!, FACTIONS * 4);
    this.hand = new Uint8Array(buf, o.hand!, FACTIONS * CARD_CAP);
    this.deck = new Uint8Array(buf, o.deck!, FACTIONS * CARD_CAP);
    this.discard = new Uint8Array(buf, o.discard!, FACTIONS * CARD_CAP);
    this.active = new Uint8Array(buf, o.active!, FACTIONS * CARD_CAP);
    this.famTrack = new Uint8Array(buf, o.famTrack!, FAM_TRACK_CAP);
    this.bag = new Uint8Array(buf, o.bag!, BAG_KINDS);
    this.drawn = new Uint8Array(buf, o.drawn!, BAG_KINDS);
    this.kGrid = new Uint8Array(buf, o.kGrid!, KG_ROWS_CAP * KG_COLS);
    this.kRowCubes = new Uint8Array(buf, o.kRowCubes!, KG_ROWS_CAP);
    this.bonusSlot = new Uint8Array(buf, o.bonusSlot!, BONUS_SLOTS_CAP * BONUS_CAP);
    this.bonusSlotLen = new Uint8Array(buf, o.bonusSlotLen!, BONUS_SLOTS_CAP);
    this.bonusPile = new Uint8Array(buf, o.bonusPile!, BONUS_CAP);
    this.bonusDiscard = new Uint8Array(buf, o.bonusDiscard!, BONUS_CAP);
    this.tree = new Uint8Array(buf, o.tree!, TREE_STATE_SIZE);
    this.hester = new Uint8Array(buf, o.hester!, HESTER_BYTES);
    this.reset();
  }

  /** Nothing on the map, nobody seated, every "none" field at −1 / EMPTY. */
  reset(): void {
    this.bytes.fill(0);
    this.legendHex.fill(NONE);
    this.dollHex.fill(NONE);
    this.nail.fill(NONE);
    for (let fac = 0; fac < FACTIONS; fac++) {
      this.f[fac * F_WORDS + F_SEAT] = NONE;
      this.f[fac * F_WORDS + F_LEGEND] = NONE;
      this.f[fac * F_WORDS + F_HOME] = NONE;
    }
    for (let s = 0; s < MAX_SEATS; s++) this.g[G_SEAT_FACTION + s] = NONE;
    this.hand.fill(EMPTY);
    this.deck.fill(EMPTY);
    this.discard.fill(EMPTY);
    this.active.fill(EMPTY);
    this.famTrack.fill(EMPTY);
    this.kGrid.fill(EMPTY);
    this.bonusSlot.fill(EMPTY);
    this.bonusPile.fill(EMPTY);
    this.bonusDiscard.fill(EMPTY);
    const g = this.g;
    g[G_FP_SEAT] = NONE;
    g[G_ACTIVE_SEAT] = NONE;
    g[G_FIRST_FLIPPER] = NONE;
    g[G_KAMMI_TOKEN] = NONE;
    g[G_DOLL_REAL] = NONE;
    g[G_SOLO_CARD] = NONE;
    g[G_SOLO_SIDE] = NONE;
    g[G_SOLO_HEX_CARD] = NONE;
    g[G_SOLO_TARGET] = NONE;
    g[G_SOLO_PLACING] = NONE;
    g[G_SOLO_CHOICES] = 0;
    g[G_KAMMI_PUSHER] = NONE;
    g[G_WINNER] = NONE;
    g[G_KAMMI_LAST_ROW] = NONE;
    g[G_FP_TILE_SLOT] = NONE;
    for (let t = 0; t < 4; t++) g[G_TERRAIN_TOKEN + t] = NONE;
  }

  clone(): HarrowState {
    const s = new HarrowState(this.map);
    s.bytes.set(this.bytes);
    return s;
  }

  /** Overwrites this state with `src` (same map size); one byte copy. */
  copyFrom(src: HarrowState): void {
    if (src.n !== this.n) throw new RangeError(`copyFrom: states of ${src.n} and ${this.n} hexes`);
    this.map = src.map;
    this.bytes.set(src.bytes);
  }

  /** 32-bit FNV-1a over every byte (tests, determinism checks; not for the hot path). */
  hash(): number {
    let h = 0x811c9dc5;
    const b = this.bytes;
    for (let i = 0; i < b.length; i++) h = Math.imul(h ^ b[i]!, 0x01000193);
    return h >>> 0;
  }
}

// ---- small accessors (single array reads) ------------------------------------------------

// State encodings that are tables (kept after the literal constants, which the build inlines).

/** Cube colour of each unit faction (spec §0: Protectors red, Family blue, Kammi purple): bg/poss[fac * COLOURS + FACTION_COLOUR[fac]]. */
export const FACTION_COLOUR = Int32Array.of(RED, BLUE, PURPLE);
/** Owner faction of a cube colour: the three faction colours, else Hester's terrain cubes. */
export const colourOwner = (c: number): number => (c <= PURPLE ? c : FAC_H); // RED, BLUE, PURPLE = FAC_P, FAC_F, FAC_K
/** Faction of each Legend slot (LS_P…LS_HESTER; the spare slot: none). */
const SLOT_FACTION = Int8Array.of(FAC_P, FAC_F, FAC_K, FAC_K, FAC_H, NONE);
/** The faction whose Legend stands in `slot` (Kammi: both physical tokens), −1 for the spare slot. */
export const slotFaction = (slot: number): number => SLOT_FACTION[slot] ?? NONE;
/** A unit faction's Legend slots: LEGEND_FIRST[fac] + 0…LEGEND_COUNT[fac]−1 (Kammi: both tokens, L1336). */
export const LEGEND_FIRST = Int32Array.of(LS_P, LS_F, LS_KAMMI0);
export const LEGEND_COUNT = Int32Array.of(1, 1, 2);

export const seatFaction = (s: HarrowState, seat: number): number => s.g[G_SEAT_FACTION + seat]!;
export const factionSeat = (s: HarrowState, fac: number): number => s.f[fac * F_WORDS + F_SEAT]!;
export const fw = (s: HarrowState, fac: number, field: number): number => s.f[fac * F_WORDS + field]!;
export const setFw = (s: HarrowState, fac: number, field: number, v: number): void => {
  s.f[fac * F_WORDS + field] = v;
};
/** Units (Haints + Legends) on hex h, all factions. */
export function unitsOn(s: HarrowState, h: number): number {
  const n = s.n;
  let u = s.haint[h]! + s.haint[n + h]! + s.haint[2 * n + h]!;
  for (let i = 0; i < LS_HESTER; i++) if (s.legendHex[i] === h) u++;
  return u;
}
/** Physical Doll on hex h, or −1. */
export function dollOn(s: HarrowState, h: number): number {
  for (let d = 0; d < DOLLS; d++) if (s.dollHex[d] === h) return d;
  return NONE;
}

// ---- the decision-frame stack ------------------------------------------------------------

/** Pushes a frame and returns it; throws past FRAME_DEPTH (a turn-machine bug). */
export function pushFrame(s: HarrowState, prompt: number, resume: number, seat: number): Frame {
  const d = s.g[G_DEPTH]!;
  if (d >= FRAME_DEPTH) throw new RangeError(`decision stack overflow (prompt ${prompt})`);
  const fr = d * FRAME_WORDS;
  s.frames.fill(0, fr, fr + FRAME_WORDS);
  s.frames[fr + FW_PROMPT] = prompt;
  s.frames[fr + FW_RESUME] = resume;
  s.frames[fr + FW_SEAT] = seat;
  s.g[G_DEPTH] = d + 1;
  return fr;
}
/** The open frame on top, or FRAME_SPARE when none is open. */
export const topFrame = (s: HarrowState): Frame => {
  const d = s.g[G_DEPTH]!;
  return d === 0 ? FRAME_SPARE : (d - 1) * FRAME_WORDS;
};
/** Closes the top frame and returns its resume code. */
export function popFrame(s: HarrowState): number {
  const d = s.g[G_DEPTH]!;
  if (d === 0) throw new RangeError('decision stack underflow');
  const fr = (d - 1) * FRAME_WORDS;
  const resume = s.frames[fr + FW_RESUME]!;
  s.frames.fill(0, fr, fr + FRAME_WORDS);
  s.g[G_DEPTH] = d - 1;
  return resume;
}

/**
 * Haints of `fac` have just left `src` for `dst` (their counts already moved): the infected ones
 * (3 players, counted inside `haint`) follow only when no uninfected Haint is left behind — the
 * owner moves uninfected Haints first (ASSUMPTION, ours: the rulebook does not say which move, L2214-2223).
 */
export function carryInfected(s: HarrowState, fac: number, src: number, dst: number): number {
  const i = fac * s.n;
  const over = s.infected[i + src]! - s.haint[i + src]!;
  if (over <= 0) return 0;
  s.infected[i + src] = s.infected[i + src]! - over;
  s.infected[i + dst] = s.infected[i + dst]! + over;
  return over;
}

/** Solo mode (spec §1.21): one seat, Hester, against the automated Protectors and Family. */
export const isSolo = (s: HarrowState): boolean => s.g[G_PLAYERS] === 1;
/** Whether `fac` is driven by the solo cards (F_AUTOMATED). */
export const isAutomated = (s: HarrowState, fac: number): boolean => s.f[fac * F_WORDS + F_AUTOMATED] === 1;
