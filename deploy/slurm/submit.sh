#!/usr/bin/env bash
# Queues the shard array and a merge job that runs once, after every shard succeeded.
#   STUDY_GAMES=8000000 STUDY_SHARDS=8 STUDY_RESULTS=/shared/study1 deploy/slurm/submit.sh
#
# Settings (environment), besides those of deploy/run-shard.sh (STUDY_GAME, STUDY_SEED,
# STUDY_ARGS):
#   STUDY_GAMES          games in the whole study (required)
#   STUDY_RESULTS        shared directory for shard-<i>/, merged/ and logs/ (required)
#   STUDY_SHARDS         number of shards = array size, --array=0-(STUDY_SHARDS-1) (default 8)
#   STUDY_CPUS_PER_TASK  CPUs per shard, --cpus-per-task; each shard runs that many workers
#                        unless STUDY_ARGS sets --workers (default 1, so a small node runs
#                        shards side by side; a value above a node's CPUs is rejected)
# Other sbatch options (partition, account, time limit…) pass through Slurm's own SBATCH_*
# variables; the array size is set here only, and the merge job is never an array.
# Prints "queued shards as job <id> … the merge as job <id> …".
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
export STUDY_REPO="$repo"
: "${STUDY_GAMES:?set STUDY_GAMES}" "${STUDY_RESULTS:?set STUDY_RESULTS}"
export STUDY_SHARDS="${STUDY_SHARDS:-8}"
cpus="${STUDY_CPUS_PER_TASK:-1}"
[[ "$STUDY_SHARDS" =~ ^[1-9][0-9]*$ ]] || { echo "submit.sh: STUDY_SHARDS must be a positive integer, not '$STUDY_SHARDS'" >&2; exit 2; }
[[ "$cpus" =~ ^[1-9][0-9]*$ ]] || { echo "submit.sh: STUDY_CPUS_PER_TASK must be a positive integer, not '$cpus'" >&2; exit 2; }
# SBATCH_ARRAY_INX would turn the merge job into an array too (it would run once per index,
# several at once, into the same merged/ directory); the array size is STUDY_SHARDS.
if [ -n "${SBATCH_ARRAY_INX:-}" ]; then
  echo "submit.sh: ignoring SBATCH_ARRAY_INX=$SBATCH_ARRAY_INX; the array is 0-$((STUDY_SHARDS - 1)) (set STUDY_SHARDS)" >&2
fi
unset SBATCH_ARRAY_INX
mkdir -p "$STUDY_RESULTS/logs"
logs="$(cd "$STUDY_RESULTS/logs" && pwd)"
array=$(sbatch --parsable --export=ALL --array="0-$((STUDY_SHARDS - 1))" --cpus-per-task="$cpus" \
  --output="$logs/%x-%A_%a.out" "$repo/deploy/slurm/balance-study.sbatch")
array="${array%%;*}"
merge=$(sbatch --parsable --export=ALL --job-name=balance-merge --dependency="afterok:$array" \
  --kill-on-invalid-dep=yes --output="$logs/%x-%j.out" \
  --wrap "exec '$repo/deploy/merge-shards.sh'")
merge="${merge%%;*}"
echo "queued shards as job $array (array 0-$((STUDY_SHARDS - 1)), $cpus CPU(s) each) and the merge as job $merge (runs once every shard succeeded; logs in $logs)"
