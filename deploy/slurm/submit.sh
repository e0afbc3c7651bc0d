#!/usr/bin/env bash
# Queues the shard array and a merge that runs once every shard succeeded.
#   STUDY_GAMES=8000000 STUDY_RESULTS=/shared/study1 deploy/slurm/submit.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
export STUDY_REPO="$repo"
: "${STUDY_GAMES:?set STUDY_GAMES}" "${STUDY_RESULTS:?set STUDY_RESULTS}"
mkdir -p "$STUDY_RESULTS"
array=$(sbatch --parsable --export=ALL "$repo/deploy/slurm/balance-study.sbatch")
sbatch --dependency="afterok:${array%%;*}" --export=ALL --job-name=balance-merge \
  --wrap "$repo/deploy/merge-shards.sh"
echo "queued shards as job $array; the merge runs after it"
