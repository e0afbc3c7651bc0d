// Faction boards, tracks and every rule number of Harrow County as Sourced data (spec §1.6,
// §1.12, §3.2), plus `harrowDataParameters()`: the tunable values as core ParameterSpecs
// (`--set` keys). Survived numbers cite the rulebook (`Lnnnn`); lost ones are
// "ASSUMPTION G-nn: reason" with alternatives (spec §3 gap table).
import type { ParameterSpec, ParamValue } from '@balance-lab/core';
import { UPGRADE_CARDS } from './cards.js';
import { BASIC_ACTIONS, type BasicAction } from './catalogue-types.js';
import { LEGEND_TRACK } from './legends.js';
import { S, type Sourced } from './sourced.js';

// ---- track shapes and their text codecs --------------------------------------------------

/** One space of a Protector/Kammi ability row: the action count N, and a Draw-Card symbol (✉). */
export interface RowSlot {
  readonly value: number;
  readonly drawCard: boolean;
}
/** One space of the Family track: draw D, put back K, and a Draw-Card symbol (✉). */
export interface FamilySlot {
  readonly draw: number;
  readonly putBack: number;
  readonly drawCard: boolean;
}
export type TokenCounts = Readonly<Record<BasicAction, number>>;

/** A malformed parameter text. */
export class DataFormatError extends Error {}

const MAX_TRACK = 20;
const MAX_VALUE = 20;

function parseIntIn(text: string, min: number, max: number, what: string): number {
  const t = text.trim();
  if (!/^\d+$/.test(t)) throw new DataFormatError(`${what}: "${t}" is not a whole number`);
  const n = Number(t);
  if (n < min || n > max) throw new DataFormatError(`${what}: ${n} is outside ${min}..${max}`);
  return n;
}

function splitList(text: string, what: string): string[] {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => p === '')) throw new DataFormatError(`${what}: empty entry in "${text}"`);
  if (parts.length > MAX_TRACK) throw new DataFormatError(`${what}: at most ${MAX_TRACK} spaces`);
  return parts;
}

export const ROW_FORMAT = 'comma list of action counts from the printed start space on, * after a value marks a Draw-Card space, e.g. 3,3,4*,4,5*,5,6*';
/** "3,3,4*,4" → row slots (index 0 = the printed "as if filled" start space). Non-decreasing. */
export function parseRow(text: string): RowSlot[] {
  const out = splitList(text, 'row').map((p) => {
    const drawCard = p.endsWith('*');
    return { value: parseIntIn(drawCard ? p.slice(0, -1) : p, 0, MAX_VALUE, 'row value'), drawCard };
  });
  if (out.length < 2) throw new DataFormatError('row: at least the start space and one more');
  out.forEach((s, i) => {
    const prev = out[i - 1];
    if (prev !== undefined && s.value < prev.value) throw new DataFormatError('row: values must not decrease');
  });
  return out;
}
export function formatRow(row: readonly RowSlot[]): string {
  return row.map((s) => `${s.value}${s.drawCard ? '*' : ''}`).join(',');
}

export const FAMILY_TRACK_FORMAT = 'comma list of draw/putBack pairs from the printed start space on, * marks a Draw-Card space, e.g. 4/1,4/1,5/1*';
export function parseFamilyTrack(text: string): FamilySlot[] {
  const out = splitList(text, 'family track').map((p) => {
    const drawCard = p.endsWith('*');
    const body = drawCard ? p.slice(0, -1) : p;
    const [d, k, extra] = body.split('/');
    if (d === undefined || k === undefined || extra !== undefined) throw new DataFormatError(`family track: "${p}" is not draw/putBack`);
    const draw = parseIntIn(d, 1, MAX_VALUE, 'draw');
    const putBack = parseIntIn(k, 0, MAX_VALUE, 'put back');
    if (putBack >= draw) throw new DataFormatError(`family track: put back ${putBack} must be less than draw ${draw}`);
    return { draw, putBack, drawCard };
  });
  if (out.length < 2) throw new DataFormatError('family track: at least the start space and one more');
  return out;
}
export function formatFamilyTrack(track: readonly FamilySlot[]): string {
  return track.map((s) => `${s.draw}/${s.putBack}${s.drawCard ? '*' : ''}`).join(',');
}

export const INT_LIST_FORMAT = 'comma list of whole numbers, e.g. 3,3,4,4';
export function parseIntList(text: string, min = 0, max = MAX_VALUE): number[] {
  return splitList(text, 'list').map((p) => parseIntIn(p, min, max, 'list value'));
}
export function formatIntList(v: readonly number[]): string {
  return v.join(',');
}

export const TOKEN_COUNTS_FORMAT = 'ADVANCE:n,SPAWN:n,STRENGTHEN:n (each type once), e.g. ADVANCE:4,SPAWN:2,STRENGTHEN:2';
export function parseTokenCounts(text: string): TokenCounts {
  const counts: Record<BasicAction, number | undefined> = { ADVANCE: undefined, SPAWN: undefined, STRENGTHEN: undefined };
  for (const p of splitList(text, 'token counts')) {
    const [name, n, extra] = p.split(':');
    const type = BASIC_ACTIONS.find((a) => a === name?.trim().toUpperCase());
    if (type === undefined || n === undefined || extra !== undefined) throw new DataFormatError(`token counts: "${p}" is not TYPE:n`);
    if (counts[type] !== undefined) throw new DataFormatError(`token counts: ${type} twice`);
    counts[type] = parseIntIn(n, 0, 20, type);
  }
  return { ADVANCE: counts.ADVANCE ?? 0, SPAWN: counts.SPAWN ?? 0, STRENGTHEN: counts.STRENGTHEN ?? 0 };
}
export function formatTokenCounts(c: TokenCounts): string {
  return BASIC_ACTIONS.map((a) => `${a}:${c[a]}`).join(',');
}

export const DRAW_SPACES_FORMAT = 'comma list of 0/1 per Scoring Space on one side of the board, left to right (1 = Draw-Card symbol), e.g. 0,1,0';
export function parseDrawSpaces(text: string): boolean[] {
  const v = splitList(text, 'draw spaces').map((p) => parseIntIn(p, 0, 1, 'draw space') === 1);
  if (v.length !== 3) throw new DataFormatError('draw spaces: Hester has 3 Scoring Spaces per side (L2025)');
  return v;
}

const row = (t: string): RowSlot[] => parseRow(t);
const withoutDraws = (r: readonly RowSlot[]): RowSlot[] => r.map((s) => ({ value: s.value, drawCard: false }));

// ---- rules common to every faction --------------------------------------------------------

export type FirstFlipper = 'random' | 'seat0' | 'seat1';

export const GAME = {
  pointsToWin: S(7, 'L764, L1926 ("A Player needs 7 points to win the game"); ASSUMPTION G-57: "7 or more" (L766) vs "more than 7" read as ≥ 7', [8]),
  maxRounds: S(40, 'ASSUMPTION G-58: a simulator safeguard against endless games; then judged by the score like a Round end and flagged round cap', [20, 100]),
  maxFreePathSteps: S(12, 'ASSUMPTION G-88: a safeguard, not a rule: cost-0 Path steps need no action source (L1501), so at most this many per turn; also Hester\'s steps a Path token makes free (L2270)', [6, 24]),
  unitsPerHex: S(4, 'L317 ("Maximum of 4 Units can ever be on one hex")'),
  /** R-ADV-1: ADVANCE per step of one group onto an adjacent hex (the unit of the ADVANCE economy). */
  advanceStepCost: S(1, 'L350, L1297 ("you can move any number of units that are all on the same hex to an adjacent hex using only 1 ADVANCE Basic Action")'),
  /** R-ADV-2: extra ADVANCE onto a Mountain (Storm extras: the faction blocks' stormExtraAdvance). */
  mountainExtraAdvance: S(1, 'L351, L1299 ("It costs 1 more ADVANCE Basic Action to move onto a mountain hex"); L353, L1302 (Storm on a Mountain: 3)'),
  /** R-ADV-2: ADVANCE less per Path token on the entered hex (never below 0). */
  pathDiscount: S(1, 'L491, L1501 ("ANY Unit (yours or your opponent\'s) can enter this hex for 1 less ADVANCE"; 2 Paths on a Mountain or Storm: 0)'),
  /** R-ADV-6, Bernice: ADVANCE to return an Iron Nail. */
  unnailCost: S(1, 'L2637 ("This Unit cannot move until its owner uses 1 ADVANCE to return the Iron Nail")'),
  /** R-SPN-1: Haints placed per SPAWN. */
  spawnHaints: S(1, 'L392, L1326 ("It costs 1 SPAWN Basic Action to summon 1 Haint")'),
  /** R-STR-1: cubes moved to the Battleground per STRENGTHEN. */
  strengthenCubes: S(1, 'L382, L1318 ("Each STRENGTHEN Basic Action adds 1 cube of your color to the Battleground")'),
  range: S(2, 'L549, L1557 ("within your range, which is up to 2 hexes away")'),
  mountainRange: S(3, 'L549, L1557 ("up to 3 hexes away if the attacking Units are on a mountain")'),
  killCost: S(2, 'L559, L1574 ("It costs 2 cubes to complete an attack against targets on any hex other than the Brambles")'),
  bramblesKillCost: S(1, 'L565 ("only has to discard 1 cube to kill a Haint or attack a Legend that is on the Brambles hex")'),
  outnumberBonusCubes: S(1, 'L1561 ("Whichever Player has the most Units involved in this attack earns one additional STRENGTHEN cube")'),
  cubeCap: S(6, 'L671 ("You cannot have more than 6 cubes on your side of the Battleground at the end of YOUR turn"), L384'),
  startingCubes: S(3, 'L1171 ("Place 3 Strengthen Cubes of your color into the Battleground")'),
  startingHaints: S(3, 'L1169 ("3 of your Haints on your Home Hex"; Kammi: 3 Haints among home and her 2 Legends)'),
  haintsPerFaction: S(15, 'L905, L977, L1040 ("Haints x15")'),
  startingWildTokens: S(1, 'L1172 ("Take 1 Wild Token into your Possessions"), L271'),
  wildTokenSupply: S(15, 'L831 ("Wild Token x15")'),
  masonJars: S(4, 'L1173 ("Place all 4 of your Mason Jars onto the Scoreboard")'),
  turnsPerRound: S(3, 'L2810 ("You still will only get to flip 3 mason jars this round")'),
  /** Kills per point at each Haint Dial position (1, then 2, then 3). */
  haintDial: S<readonly number[]>([1, 2, 3], 'L1596 ("If your Haint Dial is on position 1, you immediately get 1 point … If the Dial was on position 3 it stays on position 3")'),
  trainingKillPoints: S(1, 'L577 ("The Attacker gains 1 point on their Score Dial")'),
  bramblesPoints: S(1, 'L1918, L756 ("If you have at least one Unit on the Brambles at the end of a round, you earn 1 point")'),
  dousePoints: S(1, 'L2195 ("attacking Player gains 1 point"), L2240 ("they do get a point for dousing a Bonfire")'),
  abilityTokenSupply: S<Readonly<Record<'ADVANCE' | 'SPAWN' | 'STRENGTHEN' | 'SCROLL', number>>>(
    { ADVANCE: 20, SPAWN: 15, STRENGTHEN: 15, SCROLL: 10 }, 'L811, L815, L819, L823 ("x20", "x15", "x15", "x10")'),
  bonusTileSlots: S(4, 'L1187 ("fill up the rest of the 4 spots between Mason Jars")'),
  bonusTilePile: S(5, 'L1188 ("shuffle the 5 Bonus Tiles that aren\'t on the Scoreboard")'),
  firstFlipper: S<FirstFlipper>('random', 'ASSUMPTION G-37: who flips the first Bonus Tile at setup is not stated; chosen at random (the first flipper takes the First Player token with probability 5/9)', ['seat0', 'seat1']),
  autoFlipUnusedTiles: S(false, 'ASSUMPTION G-36: only an activated tile is flipped (L1404); a declined tile stays face-up for the next player choosing that jar (L2809, L1943)', [true]),
  /** 0 = no hand limit. */
  handLimit: S(0, 'ASSUMPTION G-38: no hand limit is stated; 0 = none, and an empty deck draws nothing', [5, 7]),
} as const;

// ---- Protectors (red) --------------------------------------------------------------------

const G11 =
  'ASSUMPTION G-11: the Faction Board picture is lost; the rows start "as if" with 1 token (L445) and fit every quoted value (ADVANCE 4 and 5, SPAWN 3, L449, L2651) with ✉ (*) on every other space (spec §3.2); alternative: the lower values of the Kammi "low" variant (ours, for sensitivity)';

export const PROTECTORS = {
  rows: {
    ADVANCE: S(row('3,3,4*,4,5*,5,6*'), G11, [row('2,2,3*,3,4*,4,5')]),
    SPAWN: S(row('2,2,3*,3,4*,4'), G11, [row('1,1,2*,2,3*,3')]),
    STRENGTHEN: S(row('2,2,3*,3,4*,4'), G11, [row('1,1,2*,2,3*,3')]),
  },
  /** Training side: the Full values without Draw-Card symbols (G-14). */
  trainingRows: {
    ADVANCE: S(withoutDraws(row('3,3,4*,4,5*,5,6*')), 'ASSUMPTION G-14: Protector Training rows as in the Full game, without icons'),
    SPAWN: S(withoutDraws(row('2,2,3*,3,4*,4')), 'ASSUMPTION G-14: Protector Training rows as in the Full game, without icons'),
    STRENGTHEN: S(withoutDraws(row('2,2,3*,3,4*,4')), 'ASSUMPTION G-14: Protector Training rows as in the Full game, without icons'),
  },
  /** R-ADV-2: extra ADVANCE onto a Storm (on a Mountain: 3 in all, L353, L1302). */
  stormExtraAdvance: S(1, 'L352, L1300 ("Protectors and Kammi must spend 1 more Advance Basic Action to move onto Storms")'),
  handSize: S(3, 'L1170 ("Shuffle your Tactics Cards and draw 3 into your hand")'),
  deckSize: S(16, 'L936 ("Tactics Cards x16")'),
  cubes: S(20, 'L895-896 ("Red cubes x20")'),
  pathTokens: S(4, 'L945-946 ("Path Token x4")'),
  startingPathTokens: S(1, 'L1164 ("Take 1 Path Token into your Possessions"), L485'),
  trackPathTokens: S(3, 'L1164 ("Place a Path Token on the 3 rightmost spaces")'),
  townsfolk: S(4, 'L927 ("Townfolk x4")'),
  trainingTownsfolk: S(3, 'L86 ("Townfolk (Protectors) x3")'),
  rescuePoints: S(2, 'L726, L1808 ("the Protectors will immediately get 2 points")'),
  rescueLastHopNeedsHomePiece: S(true, 'ASSUMPTION G-34: the Home Hex must hold a Protector Unit or Path token for the last hop (the book example, L726, ends on a Haint on the Home Hex; CF-24 rests on it)', [false]),
} as const;

// ---- Family (blue) -----------------------------------------------------------------------

const G12 =
  'ASSUMPTION G-12: the track picture is lost; the values reproduce every quoted number: start (4, 1) (L1434), (5, 1) after 2 tokens (L1438), a (7, 3) space (L1444); ✉ (*) on every other space; alternative (ours): a slower put-back growth';

export const FAMILY = {
  track: S(parseFamilyTrack('4/1,4/1,5/1*,5/1,6/2*,6/2,7/3*,7/2,8/3*'), G12,
    [parseFamilyTrack('4/1,4/1,5/1*,5/1,6/1*,6/2,7/3*,7/3,8/3*')]),
  trainingTrack: S<readonly number[]>([3, 3, 4, 4, 5, 5, 6, 6],
    'ASSUMPTION G-14: Family Training track "draw the highest number with a token under it" (L461 example: 3); matches the Full game\'s net 3 at the start',
    [[3, 4, 4, 5, 5, 6, 6, 7], [3, 3, 3, 4, 4, 4, 5, 5]]),
  bag: S<TokenCounts>({ ADVANCE: 4, SPAWN: 2, STRENGTHEN: 2 }, 'L1175 ("Place 4 ADVANCE, 2 SPAWN, and 2 STRENGTHEN Tokens into your Family bag")'),
  startDraw: S(4, 'L1434 ("you can draw 4 Tokens out of your bag, look at them, then put 1 of them back")'),
  startPutBack: S(1, 'L1434'),
  upgradeTokens: S(9, 'L1016 ("Upgrade Ability Tokens x9"), L1175'),
  upgradeCost: Object.fromEntries(UPGRADE_CARDS.map((c) => [c.id, c.cost])) as Readonly<Record<string, Sourced<BasicAction>>>,
  /** R-ADV-2: the Family enters Storms at no extra ADVANCE. */
  stormExtraAdvance: S(0, 'L352, L1300 ("The Family treats Storms as a regular Terrain and does not have to pay any extra Basic ADVANCE Action")'),
  handSize: S(3, 'L1170 ("Shuffle your Upgrade Cards and draw 3 into your hand")'),
  deckSize: S(9, 'L1012 ("Upgrade Cards x9")'),
  cubes: S(15, 'L967-968 ("Blue cubes x15")'),
  storms: S(14, 'L1003-1004 ("Storm Tokens x14")'),
  trainingStorms: S(15, 'L184 ("Storm Tokens x 15")'),
  buildings: S(4, 'L999 ("Building x4")'),
  trainingBuildings: S(3, 'L160 ("Building (Family) x3")'),
  buildingPoints: S(2, 'L744, L1857 ("the Family gets 2 points")'),
} as const;

// ---- Kammi (purple) ----------------------------------------------------------------------

const G13 =
  'ASSUMPTION G-13: the Kammi board picture is lost; the same values as the Protector rows make the example "ADVANCE 3 and STRENGTHEN 2" (L1463) the starting board (CF-09); variant low = ADVANCE 2,2,3,3,4,4,5, SPAWN/STRENGTHEN 1,1,2,2,3,3';
export type KammiBoard = 'protectors' | 'low';
export type GoblinPowerUse = 'oncePerGame' | 'perRound' | 'discardCard';

export const KAMMI = {
  board: S<KammiBoard>('protectors', G13, ['low']),
  rows: {
    ADVANCE: S(row('3,3,4*,4,5*,5,6*'), G13),
    SPAWN: S(row('2,2,3*,3,4*,4'), G13),
    STRENGTHEN: S(row('2,2,3*,3,4*,4'), G13),
  },
  lowRows: {
    ADVANCE: S(row('2,2,3*,3,4*,4,5'), `${G13} (this is the low variant)`),
    SPAWN: S(row('1,1,2*,2,3*,3'), `${G13} (this is the low variant)`),
    STRENGTHEN: S(row('1,1,2*,2,3*,3'), `${G13} (this is the low variant)`),
  },
  gridRows: S(3, 'ASSUMPTION G-17: the Action Grid picture is lost; rows of 2 spaces plus a black zone (L1453), and 6 starting tokens (L1175) give 3 rows; L1539 "(this will either be 2 or 3)" agrees', [2, 4]),
  gridSpacesPerRow: S(2, 'L1453 ("there are 3 Tokens in the row: 2" in the spaces, 1 in the black zone); ASSUMPTION G-17'),
  gridTokens: S<TokenCounts>({ ADVANCE: 2, SPAWN: 2, STRENGTHEN: 2 }, 'L1175 ("Take 2 of each Ability Token (2 ADVANCE, 2 SPAWN, and 2 STRENGTHEN) from the box and place each randomly")'),
  pusher: S<BasicAction>('ADVANCE', 'L1175 ("Take 1 ADVANCE Ability Token from the box and place it to the left of the Action Grid"), L1453'),
  goblinPower: S<GoblinPowerUse>('oncePerGame',
    'ASSUMPTION G-18: "Discard to …" costs Kammi\'s single purple Unique Power token (L1158, L1072 "Token x1"), so once per game; the other readings (the token returns every Round, or the cost is a Goblin card) are not built'),
  uniquePowerTokens: S(1, 'L1071-1072 ("Unique Power Token x1"), L1158'),
  /** R-ADV-2: extra ADVANCE onto a Storm (on a Mountain: 3 in all, L1302). */
  stormExtraAdvance: S(1, 'L352, L1300 ("Protectors and Kammi must spend 1 more Advance Basic Action to move onto Storms")'),
  handSize: S(3, 'L1170 ("Shuffle your Goblin Cards and draw 3 into your hand")'),
  deckSize: S(12, 'L1065 ("Goblin Cards x12")'),
  cubes: S(15, 'L1032-1033 ("Purple cubes x15")'),
  dolls: S(3, 'L1178 ("take the 3 Doll Tokens"; 1 real, 2 decoys)'),
  dollPoints: S(4, 'L1896 ("She gains 4 points and discards the Doll Token")'),
} as const;

// ---- Hester (3-player and solo) ----------------------------------------------------------

export type HesterBoxUse = 'oncePerTurn' | 'perUse';

export const HESTER = {
  handSize: S(4, 'L2030 ("Shuffle the Hester Card deck and draw 4 cards")'),
  deckSize: S(13, 'L1977 ("Hester cards x13")'),
  maxActiveCards: S(3, 'L2116 ("You can only have 3 cards active at any")'),
  turnsPerRound: S(3,
    'ASSUMPTION G-25: "after second player" (L2042) and "end of the Round" (L2257) vs the First-Player example (L2264), which only makes sense with a Hester turn after each FP/SP pair',
    [1]),
  unitStrength: S(3, 'L2193, L2236 ("Hester has a strength of 3 Units")'),
  bonfireTokenUnits: S(1, 'L2193 ("Each Bonfire Token counts as 1 Unit")'),
  /** Summon cost by Bonfires on the map (1, 2, 3). */
  summonCost: S<readonly number[]>([3, 2, 1],
    'L2230 ("If you have only one Bonfire on the map, then it\'s 3 cubes, if you have all 3 Bonfires, then it\'s only 1 cube"); ASSUMPTION G-23: the middle cost (2 Bonfires) is lost, 2 by interpolation',
    [[3, 3, 1], [3, 1, 1]]),
  scoringSpaces: S(6, 'L2297 ("all 6 Scoring Spaces"), L2025 (3 per side)'),
  drawSpaces: S<readonly boolean[]>([false, true, false],
    'ASSUMPTION G-24: "Draw cards if you covered any Draw Card symbols on Scoring Spaces" (L2255), positions lost; the middle space of each side',
    [[false, false, true], [true, false, true]]),
  actionBoxUse: S<HesterBoxUse>('oncePerTurn',
    'ASSUMPTION G-22: one action opens the Move/Infect box and individual moves and infections cost cubes only (L2139); alternative 1 action per use (L2096)',
    ['perUse']),
  killCost: S(2, 'ASSUMPTION G-27: nothing is printed on the cubes needed to kill Hester; as any kill (L559)', [1, 3]),
  bramblesKillCost: S(1, 'ASSUMPTION G-27: as any kill on the Brambles (L565)', [2]),
  cubeCap: S(6, 'L2254 ("Return all cubes exceeding 6 to the Supply")'),
  terrainCubesPerColour: S(6, 'L2032 ("6 of each of brown, green, yellow, and teal")'),
  bonfireTokens: S(12, 'L1993 ("Bonfire Tokens x12")'),
  bonfireSpaces: S(3, 'L2026 ("6 Bonfire Tokens on the 3 Bonfire spaces … 2 Bonfire Tokens per space")'),
  startingActions: S(1, 'L2092 ("At the start of the game you have 1 action")'),
  roots: S(6, 'L2029 ("Place all 6 Root Tokens"), L1997, L2013 (3 brown, 3 black)'),
  rootsPerTurn: S(2, 'L2049, L2057 ("Place 2 Root Tokens onto the board")'),
  extraRoots: S(1, 'L2101, L2120 ("Place 1 more Root and gain 1 more Terrain Cube (can only do once per turn)")'),
  snakes: S(8, 'L2009 ("Snakes x8")'),
  moveInfectedMatchingCubes: S(1, 'L2141 ("discard a Terrain Cube … that matches the color of the terrain")'),
  moveInfectedAnyCubes: S(2, 'L2142 ("discard any 2 Terrain Cubes to move an Infected Haint onto any adjacent hex")'),
  moveHesterMatchingCubes: S(2, 'L2144 ("discard 2 Terrain Cubes … that match the color of the terrain")'),
  moveHesterAnyCubes: S(3, 'L2145 ("onto the Brambles or onto a mountain, discard any 3 Terrain Cubes")'),
  infectMatchingCubes: S(1, 'L2212 ("discard 1 Terrain Cube matching the color of Terrain where that Haint is")'),
  infectAnyCubes: S(3, 'L2212 ("discard ANY 3 Terrain Cubes to infect 1 Haint")'),
} as const;

// ---- parameters --------------------------------------------------------------------------

function alts<T>(s: Sourced<T>, show: (v: T) => ParamValue): { alternatives?: readonly ParamValue[] } {
  return s.alternatives === undefined ? {} : { alternatives: s.alternatives.map(show) };
}

function intP(key: string, s: Sourced<number>, min: number, max: number, description: string): ParameterSpec {
  return { kind: 'int', key, default: s.value, min, max, source: s.source, description, ...alts(s, (v) => v) };
}
function boolP(key: string, s: Sourced<boolean>, description: string): ParameterSpec {
  return { kind: 'bool', key, default: s.value, source: s.source, description, ...alts(s, (v) => v) };
}
function choiceP<T extends string>(key: string, s: Sourced<T>, values: readonly T[], description: string): ParameterSpec {
  return { kind: 'choice', key, default: s.value, values, source: s.source, description, ...alts(s, (v) => v) };
}
function textP<T>(key: string, s: Sourced<T>, format: string, parse: (t: string) => unknown, show: (v: T) => string, description: string): ParameterSpec {
  const check = (text: string): string | null => {
    try {
      parse(text);
      return null;
    } catch (e) {
      if (e instanceof DataFormatError) return e.message;
      throw e;
    }
  };
  return { kind: 'text', key, default: show(s.value), format, check, source: s.source, description, ...alts(s, show) };
}

const lower = (a: BasicAction): string => a.toLowerCase();
const fixedLength = (n: number) => (t: string): number[] => {
  const v = parseIntList(t, 0, MAX_VALUE);
  if (v.length !== n) throw new DataFormatError(`list: exactly ${n} values`);
  return v;
};
const drawSpacesText = (v: readonly boolean[]): string => v.map((b) => (b ? '1' : '0')).join(',');

/**
 * Every rule number of the catalogue and the faction boards as a core ParameterSpec (`--set` key),
 * with its source note and, for assumptions, its alternatives. List-valued ones are `text`
 * parameters with a `format` and a `check`.
 */
export function harrowDataParameters(): ParameterSpec[] {
  return [
    // game
    intP('game.pointsToWin', GAME.pointsToWin, 1, 100, 'points needed at a Round end to win (≥)'),
    intP('game.maxRounds', GAME.maxRounds, 1, 10_000, 'Rounds before the game is stopped (round cap)'),
    intP('game.maxFreePathSteps', GAME.maxFreePathSteps, 0, 1_000, 'free (cost-0) Path steps allowed per turn'),
    intP('game.unitsPerHex', GAME.unitsPerHex, 1, 10, 'most Units on one hex'),
    intP('game.mountainExtraAdvance', GAME.mountainExtraAdvance, 0, 10, 'extra ADVANCE to enter a Mountain'),
    intP('game.pathDiscount', GAME.pathDiscount, 0, 10, 'ADVANCE less per Path token on the entered hex'),
    intP('protectors.stormExtraAdvance', PROTECTORS.stormExtraAdvance, 0, 10, 'extra ADVANCE for Protector Units to enter a Storm'),
    intP('family.stormExtraAdvance', FAMILY.stormExtraAdvance, 0, 10, 'extra ADVANCE for Family Units to enter a Storm'),
    intP('kammi.stormExtraAdvance', KAMMI.stormExtraAdvance, 0, 10, 'extra ADVANCE for Kammi Units to enter a Storm'),
    intP('game.range', GAME.range, 1, 10, 'attack and Path-placement range'),
    intP('game.mountainRange', GAME.mountainRange, 1, 10, 'range from a Mountain'),
    intP('game.killCost', GAME.killCost, 0, 10, 'cubes paid per kill off the Brambles'),
    intP('game.bramblesKillCost', GAME.bramblesKillCost, 0, 10, 'cubes paid per kill on the Brambles'),
    intP('game.outnumberBonusCubes', GAME.outnumberBonusCubes, 0, 10, 'bonus cubes for the side with more Units in an attack'),
    intP('game.cubeCap', GAME.cubeCap, 1, 50, 'most Battleground cubes at the end of your turn'),
    intP('game.startingCubes', GAME.startingCubes, 0, 20, 'Battleground cubes at setup'),
    intP('game.startingHaints', GAME.startingHaints, 0, 15, 'Haints placed at setup'),
    intP('game.startingWildTokens', GAME.startingWildTokens, 0, 15, 'Wild tokens each player starts with'),
    intP('game.wildTokenSupply', GAME.wildTokenSupply, 0, 100, 'Wild tokens in the game'),
    textP('game.haintDial', GAME.haintDial, INT_LIST_FORMAT, (t) => parseIntList(t, 1, 20), formatIntList, 'kills per point at each Haint Dial position'),
    intP('game.bramblesPoints', GAME.bramblesPoints, 0, 10, 'points for a Unit on the Brambles at a Round end'),
    intP('game.dousePoints', GAME.dousePoints, 0, 10, 'points for dousing a Bonfire'),
    choiceP('game.firstFlipper', GAME.firstFlipper, ['random', 'seat0', 'seat1'], 'who flips the first Bonus Tile at setup'),
    boolP('bonus.autoFlipUnused', GAME.autoFlipUnusedTiles, 'flip every tile of a chosen jar slot at turn end, used or not'),
    intP('cards.handLimit', GAME.handLimit, 0, 50, 'most cards in hand (0 = no limit)'),
    intP('cards.handSize.protectors', PROTECTORS.handSize, 0, 16, 'Tactics cards drawn at setup'),
    intP('cards.handSize.family', FAMILY.handSize, 0, 9, 'Upgrade cards drawn at setup'),
    intP('cards.handSize.kammi', KAMMI.handSize, 0, 12, 'Goblin cards drawn at setup'),
    intP('cards.handSize.hester', HESTER.handSize, 0, 13, 'Hester cards drawn at setup'),
    // protectors
    ...BASIC_ACTIONS.map((a) =>
      textP(`protectors.row.${lower(a)}`, PROTECTORS.rows[a], ROW_FORMAT, parseRow, formatRow, `Protector Faction Board ${a} row`)),
    intP('protectors.rescuePoints', PROTECTORS.rescuePoints, 0, 10, 'points per rescued Townsfolk'),
    boolP('protectors.rescueLastHopNeedsHomePiece', PROTECTORS.rescueLastHopNeedsHomePiece, 'the last rescue hop needs a Protector Unit or Path on the Home Hex'),
    // family
    textP('family.track', FAMILY.track, FAMILY_TRACK_FORMAT, parseFamilyTrack, formatFamilyTrack, 'Family Faction Board track (draw/put back per space)'),
    textP('family.trackTraining', FAMILY.trainingTrack, INT_LIST_FORMAT, (t) => parseIntList(t, 1, 20), formatIntList, 'Family Training track (draw per space)'),
    textP('family.bag', FAMILY.bag, TOKEN_COUNTS_FORMAT, parseTokenCounts, formatTokenCounts, 'Family bag at setup'),
    ...UPGRADE_CARDS.map((c) =>
      choiceP(`family.upgradeCost.${c.id}`, c.cost, BASIC_ACTIONS, `token type discarded to play ${c.name}`)),
    ...UPGRADE_CARDS.flatMap((c) => {
      const anyJar = c.numbers['anyJar'] as Sourced<boolean> | undefined;
      return anyJar === undefined ? [] : [boolP(`family.upgradeAnyJar.${c.id}`, anyJar,
        `${c.name}'s token triggers on the Family's next attack with any jar (false: only when the Attack Mason Jar is activated, L1744)`)];
    }),
    intP('family.buildingPoints', FAMILY.buildingPoints, 0, 10, 'points per destroyed Building'),
    intP('family.storms', FAMILY.storms, 0, 50, 'Storm tokens (Full game)'),
    // kammi
    choiceP('kammi.board', KAMMI.board, ['protectors', 'low'], 'Kammi Faction Board values: the Protector rows, or the low variant'),
    intP('kammi.gridRows', KAMMI.gridRows, 1, 6, 'Action Grid rows (2 spaces each)'),
    textP('kammi.grid', KAMMI.gridTokens, TOKEN_COUNTS_FORMAT, parseTokenCounts, formatTokenCounts, 'tokens dealt into the Action Grid at setup'),
    choiceP('kammi.pusher', KAMMI.pusher, BASIC_ACTIONS, 'the token left of the Action Grid at setup'),
    choiceP('kammi.goblinPower', KAMMI.goblinPower, ['oncePerGame'], 'what "Discard to …" costs for the Goblin power (only the once-per-game reading is built)'),
    intP('kammi.dollPoints', KAMMI.dollPoints, 0, 20, 'points for bringing the real Doll to Kammi'),
    // legend tracks
    intP('legendTrack.spaces', LEGEND_TRACK.spaces, 1, 4, 'Legend Ability Track spaces resolved at most (base + scroll spaces; the tracks describe 4)'),
    intP('legendTrack.maxScrolls', LEGEND_TRACK.maxScrolls, 0, 8, 'most Scrolls on a Legend track'),
    intP('legendTrack.trainingSide', LEGEND_TRACK.trainingSide, 1, 2, 'Legend track side used in Training'),
    // hester
    intP('hester.turnsPerRound', HESTER.turnsPerRound, 1, 3, 'Hester turns per Round'),
    textP('hester.summonCost', HESTER.summonCost, 'three whole numbers: cubes to summon with 1, 2, 3 Bonfires on the map, e.g. 3,2,1', fixedLength(3), formatIntList, 'summon cost by Bonfires on the map'),
    textP('hester.drawSpaces', HESTER.drawSpaces, DRAW_SPACES_FORMAT, parseDrawSpaces, drawSpacesText, 'Draw-Card symbols on the Scoring Spaces of each side'),
    choiceP('hester.actionBoxUse', HESTER.actionBoxUse, ['oncePerTurn', 'perUse'], 'Move/Infect box: one action opens it, or one action per use'),
    intP('hester.killCost', HESTER.killCost, 0, 10, 'cubes to kill Hester off the Brambles'),
    intP('hester.bramblesKillCost', HESTER.bramblesKillCost, 0, 10, 'cubes to kill Hester on the Brambles'),
    intP('hester.unitStrength', HESTER.unitStrength, 0, 10, 'Units Hester counts for the bonus cube'),
    intP('hester.cubeCap', HESTER.cubeCap, 1, 24, 'most terrain cubes at the end of her turn'),
  ];
}
