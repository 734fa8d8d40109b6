#!/bin/bash
# The whole suite, run after run, beside one CPU hog per core: the check that `swift test` holds
# on a busy machine. Alternates `--parallel` and `--no-parallel` (Swift Testing starts every test
# of a parallel run at once, so main-actor tests wait longest there). Prints one line per run and
# exits non-zero if any run failed; each run's log is kept in $SOAK_LOGS (default .build/soak).
#
#   bash Scripts/soak.sh        # 10 runs
#   bash Scripts/soak.sh 4      # 4 runs
set -u
runs=${1:-10}
logs=${SOAK_LOGS:-.build/soak}
mkdir -p "$logs"
swift build --build-tests > "$logs/build.log" 2>&1 || { echo "build failed: $logs/build.log"; exit 1; }
hogs=()
for _ in $(seq "$(nproc)"); do yes > /dev/null & hogs+=($!); done
trap 'kill "${hogs[@]}" 2>/dev/null' EXIT
failed=0
for run in $(seq "$runs"); do
  if ((run % 2)); then mode=--parallel; else mode=--no-parallel; fi
  start=$(date +%s)
  swift test --skip-build "$mode" > "$logs/run$run.log" 2>&1
  rc=$?
  ((rc == 0)) || failed=$((failed + 1))
  summary=$(grep -E 'Test run with' "$logs/run$run.log" | tail -1)
  echo "run $run $mode rc=$rc $(($(date +%s) - start)) s, load $(cut -d' ' -f1 /proc/loadavg): $summary"
done
echo "$((runs - failed)) of $runs runs passed"
((failed == 0))
