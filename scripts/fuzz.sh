#!/usr/bin/env bash
# Runs every libFuzzer target of fluid-fuzz for a fixed time:
#   scripts/fuzz.sh FUZZER SECONDS [TARGET…]
# FUZZER is .build-fuzz/debug/fluid-fuzz built with -sanitize=fuzzer,address (see `make fuzz`).
# Each target starts from Fuzz/corpus/TARGET and grows out/fuzz/TARGET; a crash, an ASan
# report or a timeout (10 s for one input) fails the run and leaves its input as
# out/fuzz/TARGET-crash-… : turn it into a regression test and copy it into Fuzz/corpus/TARGET.
set -uo pipefail
FUZZER=$(realpath "$1"); SECONDS_EACH=${2:-60}; shift 2 || true
TARGETS=("$@"); [ ${#TARGETS[@]} -eq 0 ] && TARGETS=(recording tuning bmp picture font json curve sweep check import)
HERE=$(cd "$(dirname "$0")/.." && pwd)
OUT=${FUZZ_OUT:-$HERE/out/fuzz}
mkdir -p "$OUT"
failed=0
for target in "${TARGETS[@]}"; do
  mkdir -p "$OUT/$target"
  # The recording target also starts from the project's own recordings (crash cases included).
  extra=""; [ "$target" = recording ] && extra="$HERE/Tests/Recordings"
  # The picture target starts from the bmp corpus too; the font target from the system's own
  # font where there is one (no font is committed: its first 8 KB, as -max_len reads it).
  [ "$target" = picture ] && extra="$HERE/Fuzz/corpus/bmp"
  if [ "$target" = font ]; then
    mkdir -p "$OUT/font-seed"
    for f in /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/TTF/DejaVuSans.ttf; do
      [ -f "$f" ] && head -c 8192 "$f" > "$OUT/font-seed/system-font" && break
    done
    extra="$OUT/font-seed"
  fi
  echo "fuzz: $target for ${SECONDS_EACH} s"
  if FLUID_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0 "$FUZZER" -max_total_time="$SECONDS_EACH" -timeout=10 \
       -rss_limit_mb=3072 -max_len=8192 -print_final_stats=1 -artifact_prefix="$OUT/$target-" \
       "$OUT/$target" "$HERE/Fuzz/corpus/$target" $extra >"$OUT/$target.log" 2>&1; then
    echo "fuzz: PASS $target ($(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' "$OUT/$target.log" | grep -o '[0-9]*$') inputs)"
  else
    echo "fuzz: FAIL $target: $(grep -m1 -E 'ERROR|SUMMARY|Fatal|deadly' "$OUT/$target.log") (log: $OUT/$target.log)"
    failed=$((failed + 1))
  fi
done
[ $failed -eq 0 ]
