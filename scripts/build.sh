#!/usr/bin/env bash
# Set-up command 1: install what is missing, build everything, and run dagtool on the bundled example
# (the seed blog's foo on riscv32, printing every phase that exists).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
echo "+ build/bin/dagtool -mtriple=riscv32 -debug-only=isel-dump -filetype=null examples/foo.ll"
build/bin/dagtool -mtriple=riscv32 -debug-only=isel-dump -filetype=null examples/foo.ll
