// test/unit/QemuTestSupport.h — what every [qemu] test case starts with.
//
// Duty: decide whether the qemu harness (qemu-riscv32/64, ld.lld-19, lli-19, the runtime) is present; a
// machine without it skips the case with a warning naming what is missing, instead of failing it.
#pragma once

#include "bench/qemu/QemuRunner.h"

#include <catch2/catch.hpp>
#include <string>

inline bool haveQemuHarness() {
  std::string Missing = dt::qemu::harnessMissing();
  if (Missing.empty()) return true;
  WARN("qemu harness unavailable (" << Missing << "); skipping");
  return false;
}
