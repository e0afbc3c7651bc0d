#!/usr/bin/env bash
# One shard of a balance study, for array jobs. The shard index comes from the
# scheduler: JOB_COMPLETION_INDEX (Kubernetes Indexed Job), SLURM_ARRAY_TASK_ID
# (Slurm job array) or AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch array job).
#
# Settings (environment):
#   STUDY_GAME     game id (default darkleaf)
#   STUDY_GAMES    games in the whole study, all shards together (required)
#   STUDY_SHARDS   number of shards = array size (required)
#   STUDY_SEED     run seed (default 1)
#   STUDY_RESULTS  shared directory; this shard writes STUDY_RESULTS/shard-<index> (required)
#   STUDY_ARGS     extra simulate options, e.g. "--bot greedy --set game.maxRounds=150"
# A shard that was interrupted resumes from its checkpoint when the job is retried.
set -euo pipefail
: "${STUDY_GAMES:?set STUDY_GAMES}" "${STUDY_SHARDS:?set STUDY_SHARDS}" "${STUDY_RESULTS:?set STUDY_RESULTS}"
index="${JOB_COMPLETION_INDEX:-${SLURM_ARRAY_TASK_ID:-${AWS_BATCH_JOB_ARRAY_INDEX:-}}}"
[ -n "$index" ] || { echo "run-shard.sh: no array index (JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID or AWS_BATCH_JOB_ARRAY_INDEX)" >&2; exit 2; }
here="$(cd "$(dirname "$0")/.." && pwd)"
out="$STUDY_RESULTS/shard-$index"
resume=()
[ -f "$out/checkpoint.json" ] && resume=(--resume)
# shellcheck disable=SC2086 # STUDY_ARGS is a list of options
exec node "$here/packages/cli/bin/balance-lab.js" simulate "${STUDY_GAME:-darkleaf}" \
  --games "$STUDY_GAMES" --seed "${STUDY_SEED:-1}" --shards "$STUDY_SHARDS" \
  --out "$out" --quiet ${STUDY_ARGS:-} "${resume[@]}"
