#!/usr/bin/env bash
# npm run test:slurm — deploy/slurm on a real single-node Slurm cluster (needs root; installs
# Debian's Slurm packages when missing). Starts the cluster (deploy/slurm/local-cluster.sh),
# queues a small study with submit.sh (an array of shards and the dependent merge job), waits
# for the merge, runs the same study unsharded with `simulate`, and checks that the merged CSVs
# equal the unsharded ones byte for byte and that summary.json agrees on everything but the
# shard layout (shards, plan.shardCount), wall time, workers and command. Prints the time of each phase.
#
# Settings: SLURM_TEST_GAMES (2000), SLURM_TEST_SHARDS (4), SLURM_TEST_TIMEOUT (seconds to wait
# for the jobs, 300), SLURM_TEST_KEEP=1 keeps the results directory. The cluster is stopped at
# the end unless it was already running before the test.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
cluster="$repo/deploy/slurm/local-cluster.sh"
games="${SLURM_TEST_GAMES:-2000}"
shards="${SLURM_TEST_SHARDS:-4}"
wait_limit="${SLURM_TEST_TIMEOUT:-300}"
study=(darkleaf --bot random --games "$games" --seed 7)

t_start=$SECONDS
times=()
phase() { times+=("$1: $2 s"); echo "test:slurm: $1 took $2 s"; }
fail() {
  echo "test:slurm: FAILED: $*" >&2
  exit 1
}

results="$(mktemp -d /tmp/balance-slurm-test.XXXXXX)"
started_cluster=0
array_job=''
merge_job=''
cleanup() {
  local status=$?
  set +e
  if [ "$status" -ne 0 ] && [ -n "$array_job$merge_job" ] && command -v scancel >/dev/null; then
    scancel $array_job $merge_job 2>/dev/null
  fi
  if [ "$started_cluster" -eq 1 ]; then
    local t=$SECONDS
    "$cluster" stop
    echo "test:slurm: stop took $((SECONDS - t)) s"
  fi
  if [ "$status" -ne 0 ] || [ "${SLURM_TEST_KEEP:-0}" = 1 ]; then
    echo "test:slurm: results kept in $results"
  else
    rm -rf "$results"
  fi
  echo "test:slurm: $([ "$status" -eq 0 ] && echo passed || echo failed) in $((SECONDS - t_start)) s (${times[*]/%/;})"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

[ "$(id -u)" -eq 0 ] || fail "needs root: it installs Slurm's packages and starts its daemons"

# 1. The build the jobs run (a fresh clone has neither node_modules nor dist).
t=$SECONDS
if [ ! -d node_modules ]; then
  npm install --no-audit --no-fund || fail "npm install"
  phase "npm install (and build)" $((SECONDS - t))
elif [ ! -d packages/cli/dist ]; then
  npm run build || fail "npm run build"
  phase build $((SECONDS - t))
fi
[ -f packages/cli/dist/main.js ] || fail "no packages/cli/dist/main.js after the build"

# 2. The cluster.
t=$SECONDS
if "$cluster" status 2>/dev/null; then
  echo "test:slurm: the local cluster is already running; it is left running"
else
  started_cluster=1
  "$cluster" start || fail "the local cluster did not start"
fi
phase "install+start" $((SECONDS - t))

# 3. The array job and the merge job, through submit.sh.
t=$SECONDS
out="$(STUDY_GAME="${study[0]}" STUDY_GAMES="$games" STUDY_SHARDS="$shards" STUDY_SEED=7 \
  STUDY_ARGS="--bot random" STUDY_RESULTS="$results" STUDY_CPUS_PER_TASK=1 \
  deploy/slurm/submit.sh)" || fail "submit.sh"
echo "$out"
if [[ "$out" =~ shards\ as\ job\ ([0-9]+).*merge\ as\ job\ ([0-9]+) ]]; then
  array_job="${BASH_REMATCH[1]}"
  merge_job="${BASH_REMATCH[2]}"
else
  fail "cannot read the job ids from submit.sh's output"
fi

# JobState of every record of a job (one per array task), e.g. "COMPLETED COMPLETED RUNNING".
states() { scontrol show job "$1" --oneliner 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p' | tr '\n' ' '; }
show_logs() {
  for f in "$results"/logs/*; do [ -f "$f" ] && { echo "--- $f" >&2; tail -n 20 "$f" >&2; }; done
  scontrol show job "$array_job" >&2 2>/dev/null
  scontrol show job "$merge_job" >&2 2>/dev/null
}
deadline=$((SECONDS + wait_limit))
last=''
while :; do
  a="$(states "$array_job")"
  m="$(states "$merge_job")"
  [ "$a / $m" != "$last" ] && { echo "test:slurm: +$((SECONDS - t)) s shards: ${a:-?}/ merge: ${m:-?}"; last="$a / $m"; }
  case " $a $m " in
    *" FAILED "* | *" CANCELLED "* | *" TIMEOUT "* | *" NODE_FAIL "* | *" OUT_OF_MEMORY "* | *" BOOT_FAIL "* | *" DEADLINE "*)
      show_logs
      fail "a job ended badly (shards: $a; merge: $m)" ;;
  esac
  if [ "$m" = "COMPLETED " ]; then break; fi
  # Jobs leave scontrol's view MinJobAge (300 s) after they end; the merged summary stays.
  if [ -z "$m" ] && [ -f "$results/merged/summary.json" ]; then break; fi
  if [ "$SECONDS" -ge "$deadline" ]; then
    show_logs
    fail "the merge job did not complete within $wait_limit s (shards: $a; merge: $m)"
  fi
  sleep 1
done
# The merge ran once: one log, exactly the shard directories asked for.
n_merge_logs=$(find "$results/logs" -name 'balance-merge-*.out' | wc -l)
[ "$n_merge_logs" -eq 1 ] || fail "expected one merge job log, found $n_merge_logs"
n_shards=$(find "$results" -maxdepth 1 -name 'shard-*' -type d | wc -l)
[ "$n_shards" -eq "$shards" ] || fail "expected $shards shard directories, found $n_shards"
[ -f "$results/merged/summary.json" ] || fail "no merged/summary.json"
phase "array+merge ($shards shards)" $((SECONDS - t))

# 4. The same study, unsharded.
t=$SECONDS
node packages/cli/dist/main.js simulate "${study[@]}" --out "$results/single" --quiet ||
  fail "the unsharded simulate"
phase unsharded $((SECONDS - t))

# 5. Compare.
single_csvs="$(cd "$results/single" && ls -- *.csv)"
merged_csvs="$(cd "$results/merged" && ls -- *.csv)"
[ "$single_csvs" = "$merged_csvs" ] ||
  fail "different CSV files: unsharded [$(echo $single_csvs)] merged [$(echo $merged_csvs)]"
for f in $single_csvs; do
  cmp "$results/single/$f" "$results/merged/$f" || fail "merged/$f differs from the unsharded run"
done
node -e '
  const [single, merged] = process.argv.slice(1, 3).map((f) => JSON.parse(require("fs").readFileSync(f, "utf8")));
  // Only the shard layout, wall time, workers and command may differ.
  if (merged.plan?.shardCount !== Number(process.argv[4])) { console.error("merged plan.shardCount " + merged.plan?.shardCount); process.exit(1); }
  for (const s of [single, merged]) { delete s.shards; delete s.wallSeconds; delete s.workers; delete s.command; if (s.plan) delete s.plan.shardCount; }
  const keys = [...new Set([...Object.keys(single), ...Object.keys(merged)])];
  const differ = keys.filter((k) => JSON.stringify(single[k]) !== JSON.stringify(merged[k]));
  if (differ.length) { console.error("summary.json differs in: " + differ.join(", ")); process.exit(1); }
  if (merged.complete !== true || merged.totalGames !== Number(process.argv[3])) { console.error("merged: complete " + merged.complete + ", totalGames " + merged.totalGames); process.exit(1); }
' "$results/single/summary.json" "$results/merged/summary.json" "$games" "$shards" ||
  fail "merged summary.json does not equal the unsharded one"
echo "test:slurm: merged result of $shards Slurm shards equals the unsharded run ($(echo $single_csvs | wc -w) CSVs byte for byte, summary.json counts)"
