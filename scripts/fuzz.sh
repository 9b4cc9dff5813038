#!/usr/bin/env bash
# Builds the libFuzzer targets with clang-19 (ASan + UBSan) and runs each for a bounded time.
# Usage: scripts/fuzz.sh [seconds-per-target]   (default 600)
# A finding leaves crash-*/leak-*/timeout-* files in fuzz-out/<target>/ and makes this script fail; the whole
# libFuzzer log of the last run (with the sanitizer's report) is kept in fuzz-out/<target>/last-run.log.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_TARGET=${1:-600}
CXX="$(llvm-config-19 --bindir)/clang++"
# The sanitizer flags must reach every library, not only the fuzz drivers.
cmake -S . -B build-fuzz -G Ninja -DDAGTOOL_FUZZ=ON -DDAGTOOL_TESTS=OFF -DDAGTOOL_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_CXX_FLAGS="-O1 -fsanitize=address,undefined -fsanitize=fuzzer-no-link -fno-sanitize-recover=undefined"
cmake --build build-fuzz -j "$(nproc)" --target ir_reader_fuzz dump_reader_fuzz type_legalizer_fuzz select_fuzz
status=0
run() {
  local target=$1; shift
  mkdir -p "fuzz-out/$target/corpus"
  (cd "fuzz-out/$target" && "../../build-fuzz/bin/$target" corpus "$@" \
      -max_total_time="$SECONDS_PER_TARGET" -print_final_stats=1 2>&1 | tee last-run.log | tail -25) || status=1
  if ls "fuzz-out/$target"/crash-* "fuzz-out/$target"/leak-* "fuzz-out/$target"/timeout-* >/dev/null 2>&1; then
    echo "fuzz: $target found a problem"; status=1
  fi
}
run ir_reader_fuzz ../../test/inputs/ir -max_len=4096
run dump_reader_fuzz ../../test/inputs/dumps ../../../shared/reference/golden -max_len=2048
run type_legalizer_fuzz -max_len=32
run select_fuzz -max_len=32
exit $status
