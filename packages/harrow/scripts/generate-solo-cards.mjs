// Generates the default solo-card data of data/solo.ts (spec §3.4, ASSUMPTION G-20): per card 2 SPAWN hexes from its
// colour region (red x < −1, purple |x| ≤ 1, blue x > 1 with x = q + r/2; no homes, no Brambles), a uniform element
// and the Hester icon on half of each deck, from a fixed seed. Its output is frozen into the data file: run
// `node packages/harrow/scripts/generate-solo-cards.mjs` and paste it only to regenerate on purpose.
import seedrandom from 'seedrandom';
const rng = seedrandom.alea('harrow-solo-G20');
const R = 4;
const hexes = [];
for (let r = -R; r <= R; r++) for (let q = Math.max(-R, -r - R); q <= Math.min(R, -r + R); q++) hexes.push([q, r]);
const excluded = new Set(['0,0', '-3,0', '3,0']);
const region = ([q, r]) => { const x2 = 2 * q + r; return x2 < -2 ? 'red' : x2 > 2 ? 'blue' : 'purple'; };
const decks = {
  red: 'banish blown-up-a-storm conjure-the-dead dead-shot gumption haunting-vision holler laying-out-all-night madder-than-a-wet-hen over-yonder reinforce rally spirit-trap witchs-fire yaller-dog your-druthers-is-my-ruthers'.split(' '),
  blue: 'confluence distant-stirring faceless-portraits knife-in-the-dark knitting-fate meeting-lodge psychopomp stormwalker sound-and-fury'.split(' '),
  purple: 'blood-money buried dolls-whisper doppelganger entice grudge lets-blouse sleight-of-hand snare propel tempt through-the-keyhole'.split(' '),
};
const ELEMENTS = ['CUBE', 'SPAWN', 'MOVE'];
const out = [];
for (const [colour, ids] of Object.entries(decks)) {
  const pool = hexes.filter((h) => region(h) === colour && !excluded.has(h.join(',')));
  const withData = ids.filter((id) => id !== 'faceless-portraits');
  // Hester icon on half of each deck (rounded down), on cards chosen at random.
  const order = withData.map((id) => [rng(), id]).sort((a, b) => a[0] - b[0]).map((x) => x[1]);
  const icons = new Set(order.slice(0, Math.floor(withData.length / 2)));
  for (const id of ids) {
    if (id === 'faceless-portraits') { out.push(`  ${JSON.stringify(id)}: { amaryllis: true },`); continue; }
    const a = Math.floor(rng() * pool.length);
    let b = Math.floor(rng() * (pool.length - 1));
    if (b >= a) b++;
    const el = ELEMENTS[Math.floor(rng() * 3)];
    out.push(`  ${JSON.stringify(id)}: { element: '${el}', hexes: ['${pool[a].join(',')}', '${pool[b].join(',')}'], hester: ${icons.has(id)} },`);
  }
}
console.log(out.join('\n'));
