#!/usr/bin/env bash
# End-to-end checks of issue 49's defects ("Reliability, round four"): the newer surfaces hold
# as the readers do. No display is needed. Usage: scripts/e2e-reliability.sh [path/to/fluid]
# Prints one PASS or FAIL line per check and exits 1 when any failed.
set -uo pipefail
FLUID=$(realpath "${1:-.build/release/fluid}")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
passed=0; failed=0

# check WHAT COMMAND...: PASS when the command succeeds.
check() {
  local what=$1; shift
  if "$@"; then echo "e2e-reliability: PASS $what"; passed=$((passed + 1))
  else echo "e2e-reliability: FAIL $what"; failed=$((failed + 1)); fi
}

# A drag up the drawer released at speed, as the sweep checks of e2e.sh use.
flick() {
  echo '{"t":0.1,"type":"down","x":640,"y":778}'
  for i in 1 2 3 4 5 6; do echo "{\"t\":0.1$i,\"type\":\"move\",\"x\":640,\"y\":$((778 - 30 * i))}"; done
  echo '{"t":0.17,"type":"up","x":640,"y":598}'
}
flick > "$WORK/rec.jsonl"

# 1. A sweep step far below the key step is a usage error (64) naming the count, not a trap.
sweep_too_fine() {
  "$FLUID" sweep "$WORK/rec.jsonl" --scene drawer --damping 0.5:1:1e-9 --response 1 >/dev/null 2>"$WORK/err"
  [ $? -eq 64 ] && grep -q "500000000 values" "$WORK/err" && ! grep -q "Fatal error" "$WORK/err"
}
check "a sweep step of 1e-9 is a usage error with the count (64), not a trap" sweep_too_fine

# Next: export's numbers are bounded: 1e308 pt/s is a usage error, not 309-digit numbers.
export_bounded() {
  "$FLUID" export --scene drawer --velocity 1e308 >"$WORK/out" 2>/dev/null
  [ $? -eq 64 ] && [ ! -s "$WORK/out" ]
}
check "export --velocity 1e308 is a usage error (64) with nothing printed" export_bounded

echo "e2e-reliability: $passed passed, $failed failed"
[ $failed -eq 0 ]
