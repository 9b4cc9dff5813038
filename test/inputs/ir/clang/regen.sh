#!/bin/sh
# Regenerates the clang-19 outputs in this folder (the IR reader's realistic inputs).
set -e
cd "$(dirname "$0")"
CLANG="$(llvm-config-19 --bindir)/clang"
$CLANG -S -emit-llvm -O1 --target=riscv32 basic.c -o basic_rv32_O1.ll
$CLANG -S -emit-llvm -O1 -g --target=riscv64 basic.c -o basic_rv64_O1_g.ll
$CLANG -S -emit-llvm -O0 -g --target=riscv32 basic.c -o basic_rv32_O0_g.ll
$CLANG -S -emit-llvm -O0 --target=riscv32 misc.c -o misc_rv32_O0.ll
$CLANG -S -emit-llvm -O2 -g --target=riscv64 misc.c -o misc_rv64_O2_g.ll
$CLANG -S -emit-llvm -O1 --target=riscv32 vec.c -o vec_rv32_O1.ll
$CLANG -S -emit-llvm -O3 --target=riscv64 -march=rv64gc vec.c -o vec_rv64_O3.ll
