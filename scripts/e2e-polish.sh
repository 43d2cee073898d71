#!/usr/bin/env bash
# Issue 51's command-line checks, run against the built binary as a newcomer meets it: help read
# in a terminal (examples never broken inside a command), shell completion at the top level and
# for every --scene and export --format, words one can look up, numbers rounded to what matters,
# and one exit status (64) for every usage error. No display needed.
# Usage: scripts/e2e-polish.sh [path/to/fluid]
set -uo pipefail
FLUID=$(realpath "${1:-.build/debug/fluid}")
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
passed=0; failed=0
check() {
  local what=$1; shift
  if "$@" > "$tmp/last.log" 2>&1; then echo "e2e-polish: PASS $what"; passed=$((passed + 1))
  else echo "e2e-polish: FAIL $what: $(tail -n 3 "$tmp/last.log" | tr '\n' ' ')"; failed=$((failed + 1)); fi
}

# The examples of `fluid help CMD` at COLUMNS=$2: continuation lines (` \`) joined, one a line.
examples() {
  COLUMNS=$2 "$FLUID" help "$1" | awk '
    /^Examples?:$/ { on = 1; next }
    on && /^$/ { exit }
    on && !/^  / { exit }
    on { line = line $0; if (line ~ / \\$/) { sub(/ \\$/, " ", line); next } gsub(/  +/, " ", line); sub(/^ /, "", line); print line; line = "" }'
}

# Each command's examples read the same at 60 and 80 columns as on a line wide enough for all,
# and no line of the help is wider than the terminal.
help_examples_whole() {
  local command width
  for command in curve compare export inspect blur; do
    [ -n "$(examples "$command" 400)" ] || { echo "help $command has no examples"; return 1; }
    for width in 80 60; do
      [ "$(examples "$command" "$width")" = "$(examples "$command" 400)" ] \
        || { echo "help $command at $width columns breaks an example:"; COLUMNS=$width "$FLUID" help "$command"; return 1; }
      # The usage line is ArgumentParser's and is not wrapped; every other line fits.
      COLUMNS=$width "$FLUID" help "$command" | grep -v '^USAGE:' | awk -v w="$width" 'length($0) > w { print "wider than " w ": " $0; bad = 1 } END { exit bad }' || return 1
    done
  done
}

# --trace streams, --watch swaps the scene in the running window (the root help lists run's options).
help_says_what_trace_and_watch_do() {
  local help; help=$(COLUMNS=400 "$FLUID" --help)
  echo "$help" | grep -E -- '^ *--trace <trace> +Stream the motion frame by frame' > /dev/null || { echo "--trace: $(echo "$help" | grep -- --trace)"; return 1; }
  echo "$help" | grep -E -- '^ *--watch +.*swap the scene in the running window' > /dev/null || { echo "--watch: $(echo "$help" | grep -- --watch)"; return 1; }
}

# Bash completion of a command line (the words after `fluid`), as the shell would ask for it.
complete_words() {
  bash -c 'source "$1" || exit 1; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    _fluid fluid "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"; printf "%s\n" "${COMPREPLY[@]}"' _ "$tmp/fluid.bash" fluid "$@"
}
completes() {
  local want=$1; shift
  complete_words "$@" | grep -x -- "$want" > /dev/null || { echo "fluid $* <TAB> offers: $(complete_words "$@" | tr '\n' ' ')"; return 1; }
}
completion_at_the_top_level_and_for_values() {
  "$FLUID" --generate-completion-script bash > "$tmp/fluid.bash" || return 1
  completes --scene --sc && completes half-modal --scene ha && completes export ex \
    && completes drawer run --scene dr \
    && completes drawer export --scene dr && completes swiftui export --format sw \
    && completes drawer compare rec.jsonl --scene dr && completes drawer sweep rec.jsonl --scene dr
}

# `fluid scenes`: no "seed 000", and every name starts in one column (row 10 too).
scenes_read_plainly() {
  local out; out=$("$FLUID" scenes)
  ! echo "$out" | grep -E 'seed [0-9]{3}' || return 1
  [ "$(echo "$out" | awk '{ print index($0, $2) }' | sort -u | wc -l)" -eq 1 ] || { echo "$out"; return 1; }
  ! COLUMNS=400 "$FLUID" --help | grep -E "seed's|seed [0-9]{3}"
}

# A drag with float noise in its times, then a press the recording never releases.
write_recording() {
  { echo '{"t":0.1,"type":"down","x":640.0000000001,"y":778}'
    for i in 1 2 3 4 5 6; do echo "{\"t\":0.1${i}00000000001,\"type\":\"move\",\"x\":640,\"y\":$((778 - 30 * i)).3}"; done
    echo '{"t":1.2850000000000001,"type":"up","x":640,"y":598.3}'
    echo '{"t":2,"type":"down","x":100,"y":100}'
    echo '{"t":2.05,"type":"move","x":130,"y":100}'; } > "$tmp/rec.jsonl"
}

inspect_rounds_and_shows_an_unfinished_gesture() {
  write_recording
  "$FLUID" inspect "$tmp/rec.jsonl" > "$tmp/inspect.out" || return 1
  cat "$tmp/inspect.out"
  python3 - "$tmp/inspect.out" <<'EOF'
import json, re, sys
lines = open(sys.argv[1]).read().splitlines()
assert len(lines) == 2, lines
for line in lines:
    # No float noise: at most four decimals, no exponent.
    assert not re.search(r"\d\.\d{5,}|\de-?\d", line), line
finished, unfinished = (json.loads(l) for l in lines)
assert finished["duration"] == 1.185 and "unfinished" not in finished, finished
assert unfinished == {"start": [100, 100], "end": [130, 100], "duration": 0.05, "translation": [30, 0], "unfinished": True}, unfinished
EOF
}

# `fluid curve --format css` without --samples is within 1e-4 of the curve, as export's CSS is.
curve_css_within_a_ten_thousandth() {
  "$FLUID" curve spring --damping-ratio 0.7 --duration 0.5 --format css > "$tmp/css" || return 1
  "$FLUID" curve spring --damping-ratio 0.7 --duration 0.5 --samples 2001 > "$tmp/csv" || return 1
  python3 - "$tmp/css" "$tmp/csv" <<'EOF'
import sys
text = open(sys.argv[1]).read().strip()
parts = [p.strip().split() for p in text[len("linear("):-1].split(",")]
stops = [(0.0 if i == 0 else 1.0 if len(p) == 1 else float(p[1][:-1]) / 100, float(p[0])) for i, p in enumerate(parts)]
rows = [tuple(map(float, l.split(",")[:2])) for l in open(sys.argv[2]).read().splitlines()[1:]]
end = rows[-1][0]
def css(x):
    for (x0, v0), (x1, v1) in zip(stops, stops[1:]):
        if x0 <= x <= x1 and x1 > x0:
            return v0 + (v1 - v0) * (x - x0) / (x1 - x0)
    return stops[-1][1]
worst = max(abs(css(t / end) - v) for t, v in rows[:-1])
assert worst <= 1e-4, (worst, len(stops))
EOF
}

# Usage errors exit 64 wherever they are made.
usage_errors_exit_64() {
  write_recording
  "$FLUID" compare "$tmp/rec.jsonl" --scene drawer --a dampin=0.7 > /dev/null 2>&1; local s=$?
  [ $s -eq 64 ] || { echo "compare --a dampin=0.7: status $s"; return 1; }
  "$FLUID" curve springy > /dev/null 2>&1; s=$?
  [ $s -eq 64 ] || { echo "curve springy: status $s"; return 1; }
  "$FLUID" curve spring --mass -1 --stiffness 170 --damping 26 > /dev/null 2>&1; s=$?
  [ $s -eq 64 ] || { echo "curve with a negative mass: status $s"; return 1; }
}

# `fluid compare` lists each release of run a and run b together.
compare_lists_releases_side_by_side() {
  { echo '{"t":0.1,"type":"down","x":640,"y":778}'
    for i in 1 2 3 4 5 6; do echo "{\"t\":0.1$i,\"type\":\"move\",\"x\":640,\"y\":$((778 - 30 * i))}"; done
    echo '{"t":0.17,"type":"up","x":640,"y":598}'; } > "$tmp/drag.jsonl"
  "$FLUID" compare "$tmp/drag.jsonl" --scene drawer --a damping=0.5 --b damping=1 > "$tmp/compare.out" || return 1
  cat "$tmp/compare.out"
  # "release 1", then a's two lines, then b's two.
  awk '/^release 1$/ { getline a1; getline a2; getline b1; getline b2
         ok = (a1 ~ /^   a  /) && (a2 ~ /^      /) && (b1 ~ /^   b  /) && (b2 ~ /^      /) } END { exit !ok }' "$tmp/compare.out"
}

# The manual is made from this dump: no "…" (groff drops it: "0.01…100" read "0.01100") and no
# empty line in a discussion (groff warns "Empty input line").
manual_source_is_plain() {
  "$FLUID" --experimental-dump-help > "$tmp/help.json" || return 1
  python3 - "$tmp/help.json" <<'EOF'
import json, sys
def walk(command, path):
    for key in ("abstract", "discussion"):
        text = command.get(key) or ""
        text = text if isinstance(text, str) else json.dumps(text)
        assert "…" not in text, (path, key, text)
        assert "\n\n" not in text.strip("\n"), (path, key, text)
    for arg in command.get("arguments", []):
        for key in ("abstract", "discussion"):
            text = arg.get(key) or ""
            text = text if isinstance(text, str) else json.dumps(text)
            assert "…" not in text, (path, arg.get("names"), text)
    for sub in command.get("subcommands", []):
        walk(sub, path + [sub["commandName"]])
walk(json.load(open(sys.argv[1]))["command"], ["fluid"])
EOF
}

# The page itself (`make manual`; FLUID_MANUAL names another): man warns of nothing, and the
# time scale's range reads "0.01 to 100".
manual_page_reads_cleanly() {
  local page=$1 warnings
  warnings=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)
  [ -z "$warnings" ] || { echo "man warns: $warnings"; return 1; }
  MANWIDTH=80 MANPAGER=cat man -l "$page" 2>/dev/null | grep -q "from 0.01 to 100" || { echo "no 'from 0.01 to 100' in the page"; return 1; }
}

# paint-assets into a folder that cannot be made: the reason in plain words, not error 512.
out_folder_problem_in_plain_words() {
  local err s
  err=$("$FLUID" paint-assets --output /proc/self/no/such 2>&1 >/dev/null); s=$?
  [ $s -eq 2 ] && ! echo "$err" | grep -q NSCocoaErrorDomain && echo "$err" | grep -q "cannot make --output" || { echo "status $s: $err"; return 1; }
}

check "help examples are never broken inside a command, at 60 and 80 columns" help_examples_whole
check "--trace says it streams, --watch that it swaps the scene in the running window" help_says_what_trace_and_watch_do
check "bash completion: fluid --sc, --scene ha at the top level; --scene of export/compare/sweep; export --format" completion_at_the_top_level_and_for_values
check "fluid scenes says no seed numbers and aligns every row" scenes_read_plainly
check "fluid inspect rounds its numbers and prints an unfinished gesture" inspect_rounds_and_shows_an_unfinished_gesture
check "fluid curve --format css is within 1e-4 of the curve" curve_css_within_a_ten_thousandth
check "usage errors exit 64 (compare --a dampin=0.7, curve springy)" usage_errors_exit_64
check "fluid compare lists run a's and run b's releases side by side" compare_lists_releases_side_by_side
check "the manual's source has no ellipsis and no empty line" manual_source_is_plain
check "a folder that cannot be made is said in plain words" out_folder_problem_in_plain_words
page=${FLUID_MANUAL:-$(dirname "$0")/../out/manual/fluid.1}
if [ -f "$page" ] && command -v man > /dev/null; then
  check "man fluid reads without warnings and says 0.01 to 100" manual_page_reads_cleanly "$page"
else
  echo "e2e-polish: SKIP the manual page (no $page: make manual)"
fi
echo "e2e-polish: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
