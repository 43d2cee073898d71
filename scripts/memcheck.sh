#!/usr/bin/env bash
# valgrind memcheck on a headless run of every scene, and on each crash recording in
# Tests/Recordings: fails on any invalid read or write, use of freed memory, bad free
# or uninitialised value outside the Swift runtime's own metadata set-up (a known false positive,
# suppressed in scripts/valgrind.supp).
# Usage: scripts/memcheck.sh [path/to/fluid]
set -uo pipefail
FLUID=$(realpath "${1:-.build/release/fluid}")
HERE=$(cd "$(dirname "$0")" && pwd)
# Debian 12's valgrind (3.19) cannot read clang's DWARF 5, which the C kernels' objects carry
# unless every build that relinks the binary passed -Xcc -gdwarf-4, and then gives up on the
# whole binary. So a copy without debug info (symbols kept, for the suppressions) runs, beside
# the original so that it finds its resources.
STRIPPED="$(dirname "$FLUID")/fluid-memcheck"
objcopy --strip-debug "$FLUID" "$STRIPPED" || { echo "memcheck: objcopy could not copy $FLUID"; exit 1; }
FLUID=$STRIPPED
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
