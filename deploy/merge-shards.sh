#!/usr/bin/env bash
# The final step of an array-job study: merge every shard-* directory under
# STUDY_RESULTS into STUDY_RESULTS/merged. balance-lab merge refuses shards of
# different runs and reports missing ones by number.
set -euo pipefail
: "${STUDY_RESULTS:?set STUDY_RESULTS}"
here="$(cd "$(dirname "$0")/.." && pwd)"
shopt -s nullglob
shards=("$STUDY_RESULTS"/shard-*)
[ "${#shards[@]}" -gt 0 ] || { echo "merge-shards.sh: no shard-* directories in $STUDY_RESULTS" >&2; exit 2; }
exec node "$here/packages/cli/bin/balance-lab.js" merge "${shards[@]}" --out "$STUDY_RESULTS/merged"
