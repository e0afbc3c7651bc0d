// What a person sees on stderr: a progress bar while a run lasts, a table at the end.
import { ordinal, type Summary } from '@balance-lab/core';

export interface Io {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
}

const pct = (x: number): string => (x * 100).toFixed(1);

export function summaryTable(s: Summary): string {
  const lines: string[] = [];
  const shards = s.plan.shardCount > 1 ? `, shards ${s.shards.join(',')} of ${s.plan.shardCount}` : '';
  const content = s.plan.content ? `, content ${s.plan.content.name}` : '';
  lines.push(
    `${s.gameName}: ${s.totalGames.toLocaleString('en-US')} games, seed ${s.seed}, bots ${s.bots.join(' / ')}${content}${shards}` +
      (s.wallSeconds > 0 ? ` — ${s.wallSeconds.toFixed(1)} s` : ''),
  );
  const several = s.plan.players.length > 1;
  const w = Math.max(8, ...s.factions.map((f) => f.faction.length));
  for (const c of s.counts) {
    lines.push('');
    if (several || c.players === 1 || s.cooperative) {
      lines.push(`${c.players} player${c.players === 1 ? '' : 's'}: ${c.games.toLocaleString('en-US')} games, fair share ${pct(c.fairShare)}%${s.cooperative || c.players === 1 ? ' (the overall win rate)' : ''}`);
    }
    lines.push(
      `${'faction'.padEnd(w)}  ${'games'.padStart(9)}  ${'wins'.padStart(9)}  ${'losses'.padStart(7)}  ${'draws'.padStart(7)}  ${'timeouts'.padStart(8)}  ${'win rate'.padStart(8)}  95% interval`,
    );
    for (const f of s.factions.filter((r) => r.players === c.players)) {
      lines.push(
        `${f.faction.padEnd(w)}  ${String(f.games).padStart(9)}  ${String(f.wins).padStart(9)}  ${String(f.losses).padStart(7)}  ${String(f.draws).padStart(7)}  ${String(f.timeouts).padStart(8)}  ${(pct(f.winRate) + '%').padStart(8)}  [${pct(f.ciLow)}, ${pct(f.ciHigh)}]`,
      );
    }
    lines.push('');
    for (const v of s.verdicts.factions.filter((x) => x.players === c.players)) lines.push(v.text);
    const turns = s.turns.filter((r) => r.players === c.players);
    if (c.players > 1) lines.push('turn position: ' + turns.map((r) => `${ordinal(r.position + 1)} to move wins ${pct(r.winRate)}% [${pct(r.ciLow)}, ${pct(r.ciHigh)}]`).join('; '));
  }
  if (s.paired) {
    lines.push('');
    lines.push('paired (every rotation of the seats on the same streams; intervals from the pairs or groups):');
    for (const f of s.paired.factions) {
      const at = several ? ` at ${f.players} players` : '';
      const adv =
        f.seatAdvantage !== null
          ? `; seat 0 minus seat 1: ${pct(f.seatAdvantage)} [${pct(f.seatAdvantageLow ?? 0)}, ${pct(f.seatAdvantageHigh ?? 0)}] points`
          : '';
      lines.push(`  ${f.faction.padEnd(w)}${at} ${pct(f.winRate)}% [${pct(f.ciLow)}, ${pct(f.ciHigh)}] over ${f.pairs} ${f.players === 2 ? 'pairs' : 'groups'}${adv}`);
    }
    if (s.paired.seat0) lines.push(`  seat 0 wins ${pct(s.paired.seat0.winRate)}% [${pct(s.paired.seat0.ciLow)}, ${pct(s.paired.seat0.ciHigh)}] over ${s.paired.seat0.pairs} pairs`);
  }
  lines.push('');
  const seatCounts = s.counts.filter((c) => c.players > 1);
  for (const c of seatCounts) {
    const rows = s.seats.filter((r) => r.players === c.players);
    lines.push(`seat advantage${several ? ` (${c.players} players)` : ''}: ` + rows.map((r) => `seat ${r.seat} wins ${pct(r.winRate)}% [${pct(r.ciLow)}, ${pct(r.ciHigh)}]`).join('; '));
  }
  const t = s.totalGames;
  const share = (n: number): string => pct(t ? n / t : 0);
  lines.push(
    `losses ${s.losses} (${share(s.losses)}%), draws ${s.draws} (${share(s.draws)}%), timeouts ${s.timeouts} (${share(s.timeouts)}%); ` +
      `length mean ${s.length.mean.toFixed(1)} ${s.lengthUnit}, median ${s.length.median}, p90 ${s.length.p90}`,
  );
  return lines.join('\n') + '\n';
}

/** A progress bar with rate and ETA, drawn only on a terminal and only once a run has lasted a second. */
export class Progress {
  private readonly started = performance.now();
  private lastDraw = 0;
  private drawn = false;

  constructor(
    private readonly io: Io,
    private readonly enabled: boolean,
  ) {}

  update(done: number, total: number): void {
    if (!this.enabled) return;
    const now = performance.now();
    const elapsed = (now - this.started) / 1000;
    if (elapsed < 1 || now - this.lastDraw < 100) return;
    this.lastDraw = now;
    const rate = done / elapsed;
    const eta = rate > 0 ? (total - done) / rate : 0;
    const width = 30;
    const filled = total > 0 ? Math.round((done / total) * width) : width;
    const bar = '#'.repeat(filled) + '.'.repeat(width - filled);
    this.io.stderr.write(
      `\r[${bar}] ${((done / Math.max(1, total)) * 100).toFixed(0).padStart(3)}% ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} games  ${Math.round(rate).toLocaleString('en-US')}/s  ETA ${formatSeconds(eta)}   `,
    );
    this.drawn = true;
  }

  end(): void {
    if (this.drawn) this.io.stderr.write('\r' + ' '.repeat(100) + '\r');
  }
}

function formatSeconds(s: number): string {
  if (!Number.isFinite(s)) return '?';
  if (s < 60) return `${Math.ceil(s)}s`;
  const m = Math.floor(s / 60);
  return `${m}m${String(Math.ceil(s - m * 60)).padStart(2, '0')}s`;
}
