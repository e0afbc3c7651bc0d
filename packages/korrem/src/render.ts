// The position as text (replays and tests): the round line, each seat's VP, bank, armies and Town
// Hall, the map as hex rows, and the battle grid while a battle runs.
import { renderBattle } from './battle/battle.js';
import { LAND_NAMES, NATION_NAMES, RESOURCE_NAMES, RESOURCES } from './lands.js';
import { posQ, posR, packPos } from './map/hex.js';
import type { KorremGame } from './prompts.js';
import {
  G_BATTLE, G_OBSERVER, G_ROUND, G_WEATHER, LOC_ARMY, PL_BANK, PL_VP, PL_WORDS, SETTLE_KINGDOM, SETTLE_VILLAGE, armyOwner,
} from './state.js';

const LAND_LETTER = ['P', 'F', 'M', 'O', 'D', 'T', 'W'];

function armyLine(s: KorremGame, a: number): string {
  const names: string[] = [];
  for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === a) names.push(s.config.content.cards.name[s.copyCard[c]!]!);
  const cargo: string[] = [];
  for (let r = 0; r < RESOURCES; r++) if (s.armyCargo[a * RESOURCES + r]! > 0) cargo.push(`${s.armyCargo[a * RESOURCES + r]} ${RESOURCE_NAMES[r]}`);
  return `${names.join(', ')}${cargo.length > 0 ? `; cargo ${cargo.join(', ')}` : ''}`;
}

export function renderKorrem(s: KorremGame): string {
  const lines: string[] = [];
  lines.push(`Round ${s.g[G_ROUND]}, Observer seat ${s.g[G_OBSERVER]}, weather ${s.g[G_WEATHER]}`);
  for (let seat = 0; seat < s.shape.seats; seat++) {
    const bank: string[] = [];
    for (let r = 0; r < RESOURCES; r++) bank.push(`${s.pl[seat * PL_WORDS + PL_BANK + r]} ${RESOURCE_NAMES[r]}`);
    lines.push(`seat ${seat} ${NATION_NAMES[s.nation[seat]!]}: ${s.pl[seat * PL_WORDS + PL_VP]} VP; bank ${bank.join(', ')}`);
  }
  for (let a = 0; a < s.armies; a++) {
    const t = s.armyTile[a]!;
    if (t < 0) continue;
    const owner = armyOwner(s, a);
    const who = owner >= 0 ? `${NATION_NAMES[s.nation[owner]!]} army #${(a % s.shape.flagsPerNation) + 1}` : `NPC flag ${a - s.npcBase + 1}`;
    lines.push(`  ${who} on ${s.map.tileName(t)}: ${armyLine(s, a)}`);
  }
  // The map: one text row per r, cells by q; land letter, then S/K for a Village/Kingdom, * for a Landmark, + for an army.
  let minQ = 0;
  let maxQ = 0;
  let minR = 0;
  let maxR = 0;
  for (let t = 0; t < s.map.count; t++) {
    const p = s.map.pos[t]!;
    minQ = Math.min(minQ, posQ(p));
    maxQ = Math.max(maxQ, posQ(p));
    minR = Math.min(minR, posR(p));
    maxR = Math.max(maxR, posR(p));
  }
  for (let r = minR; r <= maxR; r++) {
    let row = ' '.repeat(2 * (r - minR));
    for (let q = minQ; q <= maxQ; q++) {
      const t = s.map.tileAt(packPos(q, r));
      if (t < 0) {
        row += ' .  ';
        continue;
      }
      const land = LAND_LETTER[s.map.effectiveLand(t)]!;
      const settle = s.settleKind[t] === SETTLE_VILLAGE ? 'v' : s.settleKind[t] === SETTLE_KINGDOM ? 'k' : s.map.isLandmark(t) ? '*' : ' ';
      let army = ' ';
      for (let a = 0; a < s.armies; a++) if (s.armyTile[a] === t) army = a >= s.npcBase ? 'n' : String(armyOwner(s, a));
      row += `${land}${settle}${army} `;
    }
    lines.push(`r=${String(r).padStart(3)} | ${row}`);
  }
  lines.push(`(${LAND_NAMES.map((n, i) => `${LAND_LETTER[i]} ${n}`).join(', ')}; v Village, k Kingdom, * Landmark; a digit: that seat's army, n an NPC)`);
  if (s.g[G_BATTLE] === 1) lines.push(renderBattle(s.battle, s.config.content));
  return lines.join('\n');
}
