#!/usr/bin/env bash
# End-to-end checks that need a display: each runs the real binary in a real X server (Xvfb).
# Usage: scripts/e2e.sh path/to/fluid
set -uo pipefail
FLUID=$(realpath "${1:-.build/release/fluid}")
OUT=${E2E_OUT:-$(pwd)/out/e2e}
mkdir -p "$OUT"
passed=0; failed=0

pass() { echo "e2e: PASS $1"; passed=$((passed + 1)); }
fail() { echo "e2e: FAIL $1: $2"; failed=$((failed + 1)); }

# Runs one check inside its own Xvfb: the check is a shell function that gets $DISPLAY.
in_x() {
  local name=$1; shift
  xvfb-run -a -s "-screen 0 1280x800x24" bash -c "$(declare -f wait_window screenshot); $*" >"$OUT/$name.log" 2>&1
}

# Waits up to 10 s for a window named Fluid; prints its id.
wait_window() {
  for _ in $(seq 1 100); do
    id=$(xdotool search --name '^Fluid' 2>/dev/null | head -n 1)
    [ -n "$id" ] && { echo "$id"; return 0; }
    sleep 0.1
  done
  return 1
}
screenshot() { import -window root "$1" 2>/dev/null || true; }

# Issue 2: the window opens, Escape quits with status 0 within 5 s.
check_escape_quits() {
  local script='
    "'"$FLUID"'" & pid=$!
    id=$(wait_window) || { screenshot "'"$OUT"'/escape-no-window.png"; echo "window never appeared"; kill $pid; exit 3; }
    sleep 0.5
    screenshot "'"$OUT"'/escape-window.png"
    xdotool windowfocus --sync "$id" 2>/dev/null; xdotool key --window "$id" Escape
    for _ in $(seq 1 50); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
    if kill -0 $pid 2>/dev/null; then echo "still running 5 s after Escape"; kill $pid; exit 4; fi
    wait $pid; exit $?'
  if in_x escape "$script"; then pass "Escape closes the window with status 0"
  else fail "Escape closes the window with status 0" "see $OUT/escape.log (screenshot kept in $OUT)"; fi
}

# Issue 2: no display gives one clear line and status 2.
check_no_display() {
  local err status
  err=$(env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$FLUID" 2>&1 >/dev/null); status=$?
  if [ $status -eq 2 ] && echo "$err" | grep -q DISPLAY && echo "$err" | grep -q -- --headless && [ "$(echo "$err" | wc -l)" -eq 1 ]; then
    pass "no display: one line naming DISPLAY and --headless, status 2"
  else
    fail "no display" "status $status, said: $err"
  fi
}

check_no_display
check_escape_quits

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
