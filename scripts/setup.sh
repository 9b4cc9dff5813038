#!/usr/bin/env bash
# Installs the Debian 12 packages dagtool needs (only the missing ones) and configures + builds it.
# Usage: scripts/setup.sh [extra cmake args]    (as root, or with sudo available)
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(build-essential cmake ninja-build ccache pkg-config
          libboost-dev libboost-graph-dev catch2 libspdlog-dev libfmt-dev libcli11-dev nlohmann-json3-dev
          libbenchmark-dev libmimalloc-dev llvm-19 clang-19 lld-19 qemu-user graphviz python3)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}"
fi

BUILD_TYPE=${BUILD_TYPE:-RelWithDebInfo}
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$BUILD_TYPE" "$@"
cmake --build build -j "$(nproc)"
