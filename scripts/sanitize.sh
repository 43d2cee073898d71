#!/usr/bin/env bash
# Runs an AddressSanitizer build: the replay fuzzer, a headless run of every scene,
# and each crash recording in Tests/Recordings. Any ASan report (bad access, leak) fails it.
# Usage: scripts/sanitize.sh path/to/asan/fluid [fuzz cases]
set -uo pipefail
FLUID=$(realpath "$1")
COUNT=${2:-60}
HERE=$(cd "$(dirname "$0")" && pwd)
RECORDINGS="$HERE/../Tests/Recordings"
OUT=${SANITIZE_OUT:-$(pwd)/out/sanitize}
rm -rf "$OUT"; mkdir -p "$OUT"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1}
passed=0; failed=0

check() {
  local name=$1; shift
  if "$@" >"$OUT/$name.log" 2>&1 && ! grep -q "Sanitizer" "$OUT/$name.log"; then
    echo "sanitize: PASS $name"; passed=$((passed + 1))
  else
    echo "sanitize: FAIL $name (see $OUT/$name.log)"; grep -m 3 -E "ERROR|SUMMARY|^case" "$OUT/$name.log" | tail -3
    failed=$((failed + 1))
  fi
}

check "fuzz-replay ($COUNT cases)" "$FLUID" fuzz-replay --seed 5000 --count "$COUNT"
for scene in $("$FLUID" scenes | awk '{print $2}'); do
  check "$scene" "$FLUID" --headless --no-tuning-file --scene "$scene" --frames 60 --replay "$RECORDINGS/short-drag.jsonl"
done
check crash-switch-scene-mid-animation "$FLUID" --headless --no-tuning-file --scene pull-up-blur --replay "$RECORDINGS/crash-switch-scene-mid-animation.jsonl"
check crash-backdrop-copy-fast-flick "$FLUID" --headless --no-tuning-file --no-hud --scene wwdc-card --replay "$RECORDINGS/crash-backdrop-copy-fast-flick.jsonl"

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
