#!/usr/bin/env bash
# Set-up command 2: the same set-up (warnings are errors here), then the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh -DDAGTOOL_WERROR=ON
cd build
ctest --output-on-failure -j 2 "$@"
