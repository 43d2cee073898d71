#!/usr/bin/env bash
# valgrind memcheck on a headless run of every scene, and on each crash recording in
# Tests/Recordings: fails on any invalid read or write, use of freed memory, bad free
# or uninitialised value outside the Swift runtime's own metadata set-up (a known false positive,
# suppressed in scripts/valgrind.supp).
# Usage: scripts/memcheck.sh [path/to/fluid]
set -uo pipefail
FLUID=$(realpath "${1:-.build/release/fluid}")
HERE=$(cd "$(dirname "$0")" && pwd)
RECORDINGS="$HERE/../Tests/Recordings"
OUT=${MEMCHECK_OUT:-$(pwd)/out/memcheck}
rm -rf "$OUT"; mkdir -p "$OUT"
passed=0; failed=0

check() {
  local name=$1; shift
  local log="$OUT/$name.log"
  valgrind --error-exitcode=99 --suppressions="$HERE/valgrind.supp" "$FLUID" --headless --no-tuning-file "$@" >"$log" 2>&1
  local status=$?
  if [ $status -eq 0 ] && ! grep -qE "Invalid (read|write|free)|Mismatched free|uninitialised|Source and destination overlap" "$log"; then
    echo "memcheck: PASS $name"; passed=$((passed + 1))
  else
    echo "memcheck: FAIL $name (status $status; see $log)"; grep -m 5 -E "Invalid|uninitialised|Mismatched" "$log"; failed=$((failed + 1))
  fi
}

for scene in $("$FLUID" scenes | awk '{print $2}'); do
  check "$scene" --scene "$scene" --frames 30 --replay "$RECORDINGS/short-drag.jsonl"
done
check crash-switch-scene-mid-animation --scene pull-up-blur --replay "$RECORDINGS/crash-switch-scene-mid-animation.jsonl"
check crash-backdrop-copy-fast-flick --scene wwdc-card --no-hud --replay "$RECORDINGS/crash-backdrop-copy-fast-flick.jsonl"
check exit-after-one-frame --scene gallery --frames 1

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
