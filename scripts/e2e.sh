#!/usr/bin/env bash
# End-to-end checks with a real X server (Xvfb), the real binary and the real pointer.
# Usage: scripts/e2e.sh [path/to/fluid]
set -uo pipefail
FLUID=$(realpath "${1:-.build/release/fluid}")
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${E2E_OUT:-$(pwd)/out/e2e}
rm -rf "$OUT"; mkdir -p "$OUT"
passed=0; failed=0

run_check() {
  local name=$1 what=$2
  if xvfb-run -a -s "-screen 0 1280x800x24" "$HERE/e2e-checks.sh" "$name" "$FLUID" "$OUT" >"$OUT/$name.log" 2>&1; then
    echo "e2e: PASS $what"; passed=$((passed + 1))
  else
    echo "e2e: FAIL $what: $(tail -n 1 "$OUT/$name.log") (log and screenshot in $OUT)"; failed=$((failed + 1))
  fi
}

# No display: one line naming DISPLAY/WAYLAND_DISPLAY and --headless, status 2.
err=$(env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$FLUID" 2>&1 >/dev/null); status=$?
if [ $status -eq 2 ] && echo "$err" | grep -q DISPLAY && echo "$err" | grep -q -- --headless && [ "$(echo "$err" | wc -l)" -eq 1 ]; then
  echo "e2e: PASS no display gives one clear line and status 2"; passed=$((passed + 1))
else
  echo "e2e: FAIL no display: status $status, said: $err"; failed=$((failed + 1))
fi

# Command-line tools (no display needed): output shape and bad-input status.
cli() {
  local what=$1; shift
  if "$@"; then echo "e2e: PASS $what"; passed=$((passed + 1)); else echo "e2e: FAIL $what"; failed=$((failed + 1)); fi
}
cli "fluid curve prints N rows under a t,value,velocity header" \
  bash -c '[ "$("$0" curve cubic 0.25 0.1 0.25 1 --samples 11 | head -n 1)" = "t,value,velocity" ] && [ "$("$0" curve ease-in-out --samples 11 | wc -l)" -eq 12 ]' "$FLUID"
cli "fluid curve ease-in-out ends at 1 (CSS value)" \
  bash -c '"$0" curve ease-in-out --samples 3 | tail -n 1 | grep -q "^1.0,1.0,"' "$FLUID"
cli "fluid curve with a negative mass exits 64 (usage) with a message" \
  bash -c '"$0" curve spring --mass -1 --stiffness 170 --damping 26 2>&1 >/dev/null | grep -q mass; [ ${PIPESTATUS[0]} -eq 64 ]' "$FLUID"
cli "fluid curve with an unknown curve exits 64 (usage)" \
  bash -c '"$0" curve wobbly >/dev/null 2>&1; [ $? -eq 64 ]' "$FLUID"
cli "fluid export with no saved tuning prints every platform and says it used the defaults" \
  bash -c 'd=$(mktemp -d); out=$("$0" export --scene half-modal --tuning-directory "$d" 2>"$d/err"); [ $? -eq 0 ] && grep -q defaults "$d/err" && for w in UISpringTimingParameters ".spring(response:" "linear(" SpringForce SpringDescription; do echo "$out" | grep -qF "$w" || exit 1; done' "$FLUID"
cli "a press held for two hours replays (--replay and compare) in seconds, not 420,000 frames" \
  bash -c 'd=$(mktemp -d); printf "%s\n" "{\"t\":0.1,\"type\":\"down\",\"x\":640,\"y\":778}" "{\"t\":3500,\"type\":\"move\",\"x\":640,\"y\":600}" "{\"t\":7000,\"type\":\"up\",\"x\":640,\"y\":600}" > "$d/held.jsonl"; timeout 60 "$0" --headless --scene drawer --replay "$d/held.jsonl" --state "$d/s.json" >/dev/null 2>&1 && [ -s "$d/s.json" ] && timeout 60 "$0" compare "$d/held.jsonl" --scene drawer --b damping=1 >/dev/null' "$FLUID"
cli "fluid compare --json prints every release's feel report of both runs, and leaves tuning keys out" \
  bash -c 'd=$(mktemp -d); { echo "{\"t\":0.1,\"type\":\"down\",\"x\":640,\"y\":778}"; for i in 1 2 3 4 5 6; do echo "{\"t\":0.1$i,\"type\":\"move\",\"x\":640,\"y\":$((778 - 30 * i))}"; done; echo "{\"t\":0.17,\"type\":\"up\",\"x\":640,\"y\":598}"; echo "{\"t\":0.3,\"type\":\"key\",\"key\":\"]\"}"; } > "$d/rec.jsonl"; "$0" compare "$d/rec.jsonl" --scene drawer --a damping=0.5 --b damping=1 --json > "$d/out" 2> "$d/err" && python3 -c "import json,sys; o=json.load(open(sys.argv[1])); assert o[\"ignored_keys\"] == [\"]\"], o; assert [r[\"damping\"] for r in o[\"runs\"]] == [0.5, 1], o; assert all(len(r[\"releases\"]) == 1 and r[\"releases\"][0][\"finger_speed_pt_s\"] > 1000 for r in o[\"runs\"]), o" "$d/out" && grep -q "left out" "$d/err"' "$FLUID"
cli "fluid compare prints a line per run, writes frames and traces, and its numbers are the traces'" \
  bash -c 'd=$(mktemp -d); { echo "{\"t\":0.1,\"type\":\"down\",\"x\":640,\"y\":778}"; for i in 1 2 3 4 5 6; do echo "{\"t\":0.1$i,\"type\":\"move\",\"x\":640,\"y\":$((778 - 30 * i))}"; done; echo "{\"t\":0.17,\"type\":\"up\",\"x\":640,\"y\":598}"; } > "$d/rec.jsonl"; "$0" compare "$d/rec.jsonl" --scene drawer --a damping=0.5 --b damping=1 --out "$d/frames" > "$d/out" && grep -q "^a  damping 0.50" "$d/out" && grep -q "^b  damping 1.00" "$d/out" && ls "$d/frames"/frame-*.bmp >/dev/null && python3 "$1" "$d/out" "$d/frames/a.trace.jsonl" "$d/frames/b.trace.jsonl"' "$FLUID" "$HERE/compare-check.py"
cli "fluid export of a corrupt tuning file uses the defaults and leaves the file alone" \
  bash -c 'd=$(mktemp -d); echo "{oops" > "$d/drawer.json"; "$0" export --scene drawer --format css --tuning-directory "$d" 2>"$d/err" | grep -q "linear(" && grep -q "not valid" "$d/err" && [ "$(cat "$d/drawer.json")" = "{oops" ]' "$FLUID"
cli "C copies the spring a late-up flick ran (its initialVelocity as traced), and its CSS runs in Chromium as the trace within 1 pt" \
  python3 "$HERE/css-in-browser.py" "$FLUID" "$OUT/css"
cli "issue 51 polish: help, completion, words, numbers, exit statuses" "$HERE/e2e-polish.sh" "$FLUID"
cli "fluid curve spring --format css is a linear() easing" \
  bash -c '"$0" curve spring --damping-ratio 0.7 --duration 0.5 --format css | grep -q "^linear(0, .*, 1)$"' "$FLUID"
cli "fluid blur on a missing file exits 2 and writes nothing" \
  bash -c 'rm -f "$1/none-out.bmp"; "$0" blur /nonexistent.bmp "$1/none-out.bmp" --sigma 3 2>/dev/null; [ $? -eq 2 ] && [ ! -e "$1/none-out.bmp" ]' "$FLUID" "$OUT"

# Hostile input and outputs: no trap, no hang, no damage, honest status.
cli "--state /dev/null writes through: /dev/null stays a character device" \
  bash -c '"$0" --headless --frames 2 --no-tuning-file --state /dev/null && [ -c /dev/null ]' "$FLUID"
cli "--state DIR exits 2, leaves no temporary file" \
  bash -c 'mkdir -p "$1/sd"; "$0" --headless --frames 2 --no-tuning-file --state "$1/sd" 2>/dev/null; [ $? -eq 2 ] && [ -z "$(ls -A "$1/sd")" ] && [ -z "$(ls -a "$1" | grep tmp)" ]' "$FLUID" "$OUT"
cli "--replay r --state r is refused (exit 2) and the recording kept" \
  bash -c 'printf "{\"t\":0.1,\"type\":\"key\",\"key\":\"a\"}\n" > "$1/same.jsonl"; cp "$1/same.jsonl" "$1/same.orig"; "$0" --headless --replay "$1/same.jsonl" --state "$1/same.jsonl" 2>/dev/null; [ $? -eq 2 ] && cmp -s "$1/same.jsonl" "$1/same.orig"' "$FLUID" "$OUT"
cli "a CRLF recording is read by fluid inspect" \
  bash -c 'printf "{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":2}\r\n{\"t\":0.1,\"type\":\"up\",\"x\":5,\"y\":2}\r\n" > "$1/crlf.jsonl"; [ "$("$0" inspect "$1/crlf.jsonl" | wc -l)" -eq 1 ]' "$FLUID" "$OUT"
cli "a key at t = 100000 is refused at once with its line (exit 2)" \
  bash -c 'printf "{\"t\":100000,\"type\":\"key\",\"key\":\"a\"}\n" > "$1/far.jsonl"; out=$(timeout 30 "$0" --headless --replay "$1/far.jsonl" 2>&1 >/dev/null); [ $? -eq 2 ] && echo "$out" | grep -q "line 1"' "$FLUID" "$OUT"
cli "fluid inspect on a directory, a FIFO and /dev/zero exits 2" \
  bash -c 'rm -f "$1/fifo"; mkfifo "$1/fifo"; for f in "$1" "$1/fifo" /dev/zero; do timeout 10 "$0" inspect "$f" >/dev/null 2>&1; [ $? -eq 2 ] || exit 1; done' "$FLUID" "$OUT"
cli "a headless run stopped by SIGTERM still writes --state" \
  bash -c 'rm -f "$1/term.json"; "$0" --headless --frames 200000 --no-tuning-file --state "$1/term.json" 2>/dev/null & p=$!; sleep 2; kill -TERM $p; wait $p; [ -s "$1/term.json" ]' "$FLUID" "$OUT"
cli "fluid curve never prints nan and refuses overflowing arguments (exit 64, usage)" \
  bash -c '! "$0" curve spring --damping-ratio 0.7 --format css --samples 2000 | grep -qi nan && "$0" curve spring --damping-ratio 1e9 >/dev/null 2>&1; [ $? -eq 64 ]' "$FLUID"
cli "fluid curve --format css is fast for 100000 samples" \
  bash -c 'timeout 20 "$0" curve spring --damping-ratio 0.7 --format css --samples 100000 >/dev/null' "$FLUID"
cli "fluid bench blur --sigmas 1e19 does not trap" \
  bash -c '"$0" bench blur --width 16 --height 16 --runs 1 --sigmas 1e19 >/dev/null' "$FLUID"
cli "negative numbers are values: --frames -1 is said to be negative (exit 64)" \
  bash -c 'out=$("$0" --headless --frames -1 2>&1); [ $? -eq 64 ] && echo "$out" | grep -q "must not be negative"' "$FLUID"
cli "a DISPLAY that points nowhere: cannot open display, exit 2" \
  bash -c 'err=$(env -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER DISPLAY=:249 timeout 20 "$0" --no-tuning-file 2>&1 >/dev/null); s=$?; [ $s -eq 2 ] && echo "$err" | grep -q "cannot open display :249"' "$FLUID"

# fluid import: captures from real devices become recordings; a malformed one exits 2,
# names its line and writes nothing. Unknown command words are usage errors, even with --help.
FIXTURES="$HERE/../Tests/ImportersTests/Fixtures"
cli "fluid import reads each format's flick into a recording fluid inspect reads as one gesture" \
  bash -c 'd=$(mktemp -d); "$0" import libinput "$1/libinput-flick.yml" --size 1280x800 --out "$d/l.jsonl" >/dev/null && "$0" import getevent "$1/getevent-flick.txt" --size 360x800 --fit drawer --out "$d/g.jsonl" >/dev/null && "$0" import pointer "$1/pointer-flick.jsonl" --out "$d/p.jsonl" >/dev/null && for f in l g p; do [ "$("$0" inspect "$d/$f.jsonl" | wc -l)" -eq 1 ] || exit 1; done && head -n 1 "$d/g.jsonl" | grep -q "\"t\":0,\"type\":\"down\",\"x\":640,"' "$FLUID" "$FIXTURES"
cli "fluid import keeps every finger as its own pointer; --first-finger keeps the first alone" \
  bash -c 'd=$(mktemp -d); "$0" import pointer "$1/pointer-flick.jsonl" --out "$d/all.jsonl" >/dev/null && "$0" import pointer "$1/pointer-flick.jsonl" --first-finger --out "$d/one.jsonl" >/dev/null && [ "$(grep -c "\"pointer\":1" "$d/all.jsonl")" -eq 2 ] && ! grep -q "\"pointer\"" "$d/one.jsonl"' "$FLUID" "$FIXTURES"
cli "fluid import of a malformed capture exits 2 with one line naming the line, and writes nothing" \
  bash -c 'd=$(mktemp -d); head -n 40 "$1/getevent-flick.txt" > "$d/cut.txt"; printf "[    5123.05" >> "$d/cut.txt"; grep -v SYN_REPORT "$1/getevent-flick.txt" > "$d/nosyn.txt"; echo keep > "$d/kept.jsonl"; for c in cut nosyn; do err=$("$0" import getevent "$d/$c.txt" --out "$d/new.jsonl" 2>&1 >/dev/null); [ $? -eq 2 ] && [ "$(echo "$err" | wc -l)" -eq 1 ] && echo "$err" | grep -q ": line [0-9]*: " || exit 1; "$0" import getevent "$d/$c.txt" --out "$d/kept.jsonl" 2>/dev/null; [ $? -eq 2 ] || exit 1; done; [ "$(ls -A "$d")" = "$(printf "cut.txt\nkept.jsonl\nnosyn.txt")" ] && [ "$(cat "$d/kept.jsonl")" = keep ]' "$FLUID" "$FIXTURES"
cli "an unknown command word exits 64 naming the commands, --help or not; fluid import --help is import's own" \
  bash -c 'for args in "anything" "anything --help" "help anything" "bench anything --help"; do err=$("$0" $args 2>&1 >/dev/null); [ $? -eq 64 ] && echo "$err" | grep -q "unknown command .anything." && echo "$err" | grep -q "the commands are" || exit 1; done; "$0" import --help | grep -q "USAGE: fluid import <format> <file>" && "$0" --scene drawer --help | grep -q "USAGE: fluid run"' "$FLUID"
cli "fluid --help lists the run options (--scene and every option of fluid run --help)" \
  bash -c 'root=$("$0" --help) && for o in $("$0" run --help | grep -o -- "--[a-z][a-z-]*" | grep -v -- "--help" | sort -u); do echo "$root" | grep -q -- "$o" || { echo "missing $o"; exit 1; }; done' "$FLUID"

# fluid sweep: a row per tuning, the same numbers on one process as on several, the same feel
# reports as fluid compare's for the same tunings (both --json; TuningSweepTests checks the same
# in-process), a contact sheet with a row per tuning. fluid check: the project's corpus passes,
# a bound moved fails with a table, bad input is one line.
INTERACTIONS="$HERE/../Tests/Interactions"
cli "fluid sweep prints a row per tuning, the same on one process as on two, and a contact sheet of a row per tuning" \
  bash -c 'd=$(mktemp -d); { echo "{\"t\":0.1,\"type\":\"down\",\"x\":640,\"y\":778}"; for i in 1 2 3 4 5 6; do echo "{\"t\":0.1$i,\"type\":\"move\",\"x\":640,\"y\":$((778 - 30 * i))}"; done; echo "{\"t\":0.17,\"type\":\"up\",\"x\":640,\"y\":598}"; } > "$d/rec.jsonl"; "$0" sweep "$d/rec.jsonl" --scene drawer --damping 0.5:0.7:0.1 --response 0.4:0.5:0.1 --out "$d/sheet" > "$d/out" && [ "$(grep -cE "^ *0\.[567]0 +0\.[45]0 +1 " "$d/out")" -eq 6 ] && "$0" sweep "$d/rec.jsonl" --scene drawer --damping 0.5:0.7:0.1 --response 0.4:0.5:0.1 --json --jobs 1 > "$d/one.json" && "$0" sweep "$d/rec.jsonl" --scene drawer --damping 0.5:0.7:0.1 --response 0.4:0.5:0.1 --json --jobs 2 > "$d/two.json" && cmp -s "$d/one.json" "$d/two.json" && python3 -c "import json,struct,sys; runs=json.load(open(sys.argv[1]))[\"runs\"]; assert len(runs)==6 and all(len(r[\"releases\"])==1 and r[\"moved\"] for r in runs), runs; b=open(sys.argv[2],\"rb\").read(); w,h=struct.unpack(\"<ii\",b[18:26]); assert b[:2]==b\"BM\" and w==190+8*164 and abs(h)==22+6*104, (w,h)" "$d/one.json" "$d/sheet/contact-sheet.bmp"' "$FLUID"
cli "fluid sweep's feel reports are fluid compare's for the same two tunings (both --json)" \
  bash -c 'd=$(mktemp -d); { echo "{\"t\":0.1,\"type\":\"down\",\"x\":640,\"y\":778}"; for i in 1 2 3 4 5 6; do echo "{\"t\":0.1$i,\"type\":\"move\",\"x\":640,\"y\":$((778 - 30 * i))}"; done; echo "{\"t\":0.17,\"type\":\"up\",\"x\":640,\"y\":598}"; } > "$d/rec.jsonl"; "$0" compare "$d/rec.jsonl" --scene drawer --a damping=0.5,response=0.4 --b damping=0.6,response=0.4 --json > "$d/c.json" && "$0" sweep "$d/rec.jsonl" --scene drawer --damping 0.5:0.6:0.1 --response 0.4 --json > "$d/s.json" && python3 -c "import json,sys; c=json.load(open(sys.argv[1])); s=json.load(open(sys.argv[2])); a=[r[\"releases\"] for r in c[\"runs\"]]; b=[r[\"releases\"] for r in s[\"runs\"]]; assert a==b and all(len(x)==1 for x in b), (a, b)" "$d/c.json" "$d/s.json"' "$FLUID"
cli "fluid sweep refuses an --out it cannot make before its runs (exit 2, the file in the way named, no table)" \
  bash -c 'd=$(mktemp -d); { echo "{\"t\":0.1,\"type\":\"down\",\"x\":640,\"y\":778}"; echo "{\"t\":0.17,\"type\":\"up\",\"x\":640,\"y\":598}"; } > "$d/rec.jsonl"; : > "$d/plain"; "$0" sweep "$d/rec.jsonl" --scene drawer --damping 0.5:0.7:0.1 --response 0.4 --out "$d/plain/sheet" > "$d/out" 2> "$d/err"; [ $? -eq 2 ] && grep -q "$d/plain is a regular file, not a directory" "$d/err" && [ ! -s "$d/out" ]' "$FLUID"
cli "fluid sweep and fluid check answer --help themselves; a range off the 0.05 step is a usage error (64)" \
  bash -c '"$0" sweep --help | grep -q "USAGE: fluid sweep <recording> --scene" && "$0" check --help | grep -q "USAGE: fluid check <directory>" && "$0" sweep x.jsonl --scene drawer --damping 0.5:1:0.03 --response 0.4 2>/dev/null; [ $? -eq 64 ]' "$FLUID"
cli "fluid check passes on the project's interactions and fails (exit 1) with a table when a bound is moved" \
  bash -c '"$0" check "$1" > /dev/null || exit 1; d=$(mktemp -d); cp "$1/drawer-flick.jsonl" "$d/"; python3 -c "import json,sys; c=json.load(open(sys.argv[1])); c[\"releases\"][0][\"settle_time_s\"]={\"max\": 0.001}; json.dump(c, open(sys.argv[2], \"w\"))" "$1/drawer-flick.check.json" "$d/drawer-flick.check.json"; out=$("$0" check "$d"); [ $? -eq 1 ] && echo "$out" | grep -q "^drawer-flick.jsonl  *1  *settle_time_s  .*≤ 0.001" && echo "$out" | tail -n 1 | grep -q "1 of 1 recordings"' "$FLUID" "$INTERACTIONS"
cli "fluid check on bad input exits 2 with one line: no directory, a recording without its check, a check without its recording" \
  bash -c 'd=$(mktemp -d); for case in none lone orphan; do rm -rf "$d/c"; mkdir "$d/c"; t="$d/c"; case $case in none) t="$d/missing";; lone) cp "$1/drawer-flick.jsonl" "$d/c/";; orphan) cp "$1/drawer-flick.check.json" "$d/c/";; esac; err=$("$0" check "$t" 2>&1 >/dev/null); [ $? -eq 2 ] && [ "$(echo "$err" | wc -l)" -eq 1 ] || exit 1; done' "$FLUID" "$INTERACTIONS"

# Installed like a desktop application: used from elsewhere, then uninstalled to what was there.
cli "make install PREFIX=tmp: the installed fluid draws as the build does from another folder, its desktop entry validates, bash completes, make uninstall restores PREFIX" \
  "$HERE/e2e-install.sh"

# A scene of one's own: fluid new, swift build, the release in --trace, C, the window's real drag.
cli "fluid new makes a package that builds and runs its scene: a replayed flick's spring in --trace, C prints its code, a real drag in the window" \
  "$HERE/e2e-new-scene.sh" "$FLUID" "$OUT"

# The X server going away mid-session: the recording, --state and --trace are still saved, status 2.
x_loss() {
  local out=$1; rm -f "$out/xloss.json" "$out/xloss.jsonl" "$out/xloss.trace.jsonl"
  exec 3< <(Xvfb -displayfd 1 -screen 0 1280x800x24 2>/dev/null & echo "pid $!"; wait)
  local xpid display; read -r _ xpid <&3; read -r display <&3
  [ -n "$display" ] || return 1
  DISPLAY=:$display "$FLUID" --no-tuning-file --scene drawer --state "$out/xloss.json" --record "$out/xloss.jsonl" --trace "$out/xloss.trace.jsonl" 2>/dev/null & local p=$!
  sleep 2; DISPLAY=:$display xdotool mousemove 640 700 click 1; sleep 0.5
  kill "$xpid"; wait $p; local status=$?
  [ $status -eq 2 ] && [ -s "$out/xloss.json" ] && grep -q '"type":"up"' "$out/xloss.jsonl" \
    && python3 -c 'import json,sys; rows=[json.loads(l) for l in open(sys.argv[1])]; assert any(r["pointer"] and r["pointer"]["down"] for r in rows)' "$out/xloss.trace.jsonl"
}
cli "losing the X server saves the recording, the state and the trace (exit 2)" x_loss "$OUT"

run_check window-shows-the-model "every presented frame is the frame drawn; after each scene key the window equals a full redraw"
run_check escape-quits "Escape closes the window with status 0"
run_check record-and-inspect "--record writes a real drag that fluid inspect reads back"
run_check alt-drag-two-fingers "Alt-drag makes a mirrored second finger: --record keeps both pointers, --replay gives the same frames twice and ends where the window did"
run_check alt-pinch-photo "Alt-drag pinches the photo in the window (its zoom in the trace), springing back inside its limits; --replay pinches the same"
run_check ctrl-q-quits "Ctrl+Q quits with status 0"
run_check paces-itself "the frame loop paces itself while dragging instead of spinning"
run_check follows-the-finger "on a display with no rate, a 125 Hz drag starts a frame on each sample"
run_check release-steps-as-the-drag "where frames follow a 60 Hz drag, the release's first frame steps as the drag did"
run_check idle-costs-nothing "at rest every scene's window draws nothing and uses under 2 % of a core"
run_check no-font-still-opens "with no usable font the window still opens, with a warning"
run_check drawer-drag-opens "a real drag opens the drawer"
run_check drawer-drag-closes "a real drag closes the drawer"
run_check drawer-tap-toggles "a real click on Toggle Drawer opens it"
run_check wwdc-card-drag-opens "a real drag opens the WWDC card"
run_check half-modal-drag-opens "a real drag raises the half modal"
run_check release-outside-window-ends-drag "a release outside the window ends the drag"
run_check quit-mid-animation-writes-state "SDL_QUIT mid-animation still writes the state file"
run_check drawer-ten-flicks "ten identical flicks of the open drawer: release velocities within 10 % of their median, all close it"
run_check sighup-writes-state "SIGHUP (terminal closed) quits like SIGTERM and writes the state file"
run_check huge-window-is-capped "--size 16384x16384 opens a window capped to the display, with a warning"
run_check record-flushes-while-running "--record writes each release at once, not only at exit"
run_check window-closed-by-another-client "a window destroyed by another program: state, recording and trace saved, exit 2 with one line"
run_check trace-streams-while-running "--trace is written frame by frame: a killed window keeps its frames"
run_check canvas-limit "one pixel limit for every canvas: a usage error beyond it, one line when memory runs out"
run_check window-resized-beyond-the-limit "a window resized beyond one canvas is kept at the largest that fits, said once"
run_check closed-stdout-in-the-window "C with standard output's reader gone: one warning, the window goes on and saves"
run_check standard-output-errors "every subcommand: a full disk exits 2 with one line, a closed pipe ends quietly"
run_check fuzz-replay-write-is-safe "fuzz-replay --write refuses links and FIFOs and replaces files whole"
run_check recordings-cut-or-newer "a cut recording and one with unknown fields still read, with a warning"
run_check fifo-picture-and-font "a FIFO picture or font: a placeholder at once, SIGTERM still works"
run_check curve-edges "fluid curve: vertical tangents, the smallest damping ratio, CSS ends where the curve does"
run_check compare-out-and-a-still-view "compare refuses a used --out and says when the drag did not move the view"
run_check export-tuning-directory "export --tuning-directory that does not exist exits 2"
run_check argument-consistency "scene numbers everywhere, negative values are range errors, --state /dev/stdout"

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
