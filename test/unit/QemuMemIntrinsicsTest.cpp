// test/unit/QemuMemIntrinsicsTest.cpp — llvm.memcpy / memmove / memset compiled by dagtool run under qemu.
//
// Duty: [qemu] one hand-written module whose functions fill two stack buffers from their argument, apply
// memcpy, memmove (source before and after the destination, overlapping) or memset (constant and variable
// byte) at lengths around the inline limit (0 ... 100 bytes, and a variable length) and at alignments 1 to
// 16, then return a checksum of both buffers. Compiled by dagtool for rv32 and rv64 (with and without M), run
// under qemu with the project's runtime (which provides memcpy/memmove/memset for the calls), and compared
// with lli-19 call by call. Inline loads/stores, misaligned-access expansion and the library calls all run.
#include "bench/gen/IRGen.h"
#include "bench/qemu/QemuRunner.h"
#include "test/unit/QemuTestSupport.h"

#include <catch2/catch.hpp>

using namespace dt;

namespace {

/// The module: one function per case, each called on a few seeds.
gen::GeneratedModule memIntrinsicModule() {
  gen::GeneratedModule M;
  std::string& T = M.ModuleText;
  T += "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n"
       "declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)\n"
       "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n"
       "declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)\n"
       "declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)\n";
  // Fills %a and %b (128 bytes each, align 16) with a pattern of the seed; the operation goes between the
  // prologue and the checksum.
  const std::string Prologue = "  %a = alloca [128 x i8], align 16\n"
                               "  %b = alloca [128 x i8], align 16\n"
                               "  br label %fill\n"
                               "fill:\n"
                               "  %i = phi i64 [ 0, %0 ], [ %i.next, %fill ]\n"
                               "  %v = phi i64 [ %x, %0 ], [ %v.next, %fill ]\n"
                               "  %pa = getelementptr inbounds i64, ptr %a, i64 %i\n"
                               "  %pb = getelementptr inbounds i64, ptr %b, i64 %i\n"
                               "  store i64 %v, ptr %pa, align 8\n"
                               "  %w = xor i64 %v, -6148914691236517206\n"
                               "  store i64 %w, ptr %pb, align 8\n"
                               "  %v.next = mul i64 %v, 6364136223846793005\n"
                               "  %i.next = add i64 %i, 1\n"
                               "  %done = icmp eq i64 %i.next, 16\n"
                               "  br i1 %done, label %op, label %fill\n"
                               "op:\n";
  const std::string Epilogue = "  br label %sum\n"
                               "sum:\n"
                               "  %j = phi i64 [ 0, %op ], [ %j.next, %sum ]\n"
                               "  %acc = phi i64 [ 0, %op ], [ %acc.next, %sum ]\n"
                               "  %qa = getelementptr inbounds i64, ptr %a, i64 %j\n"
                               "  %qb = getelementptr inbounds i64, ptr %b, i64 %j\n"
                               "  %la = load i64, ptr %qa, align 8\n"
                               "  %lb = load i64, ptr %qb, align 8\n"
                               "  %acc1 = mul i64 %acc, 31\n"
                               "  %acc2 = add i64 %acc1, %la\n"
                               "  %acc3 = mul i64 %acc2, 17\n"
                               "  %acc.next = xor i64 %acc3, %lb\n"
                               "  %j.next = add i64 %j, 1\n"
                               "  %end = icmp eq i64 %j.next, 16\n"
                               "  br i1 %end, label %out, label %sum\n"
                               "out:\n"
                               "  ret i64 %acc.next\n";
  unsigned Counter = 0;
  auto fn = [&](const std::string& Body) {
    std::string Name = "m" + std::to_string(Counter++);
    T += "define i64 @" + Name + "(i64 %x, i64 %y) {\n" + Prologue + Body + Epilogue + "}\n";
    M.Functions.push_back({Name, "i64", {"i64", "i64"}});
    for (uint64_t Seed : {uint64_t(0x0123456789abcdefull), uint64_t(0xfedcba9876543210ull), uint64_t(77)}) {
      gen::Call C{Name, 0, "i64", {}};
      C.Args.push_back({"i64", APInt(64, Seed)});
      C.Args.push_back({"i64", APInt(64, Seed * 2654435761u)});
      M.Calls.push_back(std::move(C));
    }
  };
  auto ptr = [](const std::string& Name, const std::string& Base, unsigned Off) {
    return "  " + Name + " = getelementptr inbounds i8, ptr " + Base + ", i64 " + std::to_string(Off) + "\n";
  };
  const unsigned Lengths[] = {0, 1, 3, 4, 7, 8, 15, 16, 31, 32, 33, 64, 100};
  const unsigned Aligns[] = {1, 2, 4, 8, 16};
  unsigned K = 0;
  for (unsigned Len : Lengths) {
    for (unsigned Step = 0; Step < 2; ++Step, ++K) {
      unsigned A = Aligns[K % 5];
      std::string Al = std::to_string(A);
      std::string L = std::to_string(Len);
      unsigned Off = Step ? A : 0; // offset 0 gives the frame object itself (whose alignment may grow)
      // memcpy b -> a (different objects)
      fn(ptr("%d", "%a", Off) + ptr("%s", "%b", A * 2 % 16) +
         "  call void @llvm.memcpy.p0.p0.i64(ptr align " + Al + " %d, ptr align " + Al + " %s, i64 " + L +
         ", i1 " + (Step ? "true" : "false") + ")\n");
      // memmove within a: source after, then before the destination
      fn(ptr("%d", "%a", Off) + ptr("%s", "%a", Off + A) + "  call void @llvm.memmove.p0.p0.i64(ptr align " +
         Al + " %d, ptr align " + Al + " %s, i64 " + L + ", i1 false)\n");
      fn(ptr("%d", "%a", Off + A) + ptr("%s", "%a", Off) + "  call void @llvm.memmove.p0.p0.i64(ptr align " +
         Al + " %d, ptr align " + Al + " %s, i64 " + L + ", i1 false)\n");
      // memset with a constant and with a variable byte
      fn(ptr("%d", "%a", Off) + "  call void @llvm.memset.p0.i64(ptr align " + Al + " %d, i8 " +
         (Step ? "-91" : "0") + ", i64 " + L + ", i1 false)\n");
      fn(ptr("%d", "%b", Off) + "  %c = trunc i64 %y to i8\n  call void @llvm.memset.p0.i64(ptr align " + Al +
         " %d, i8 %c, i64 " + L + ", i1 " + (Step ? "true" : "false") + ")\n");
    }
  }
  // Variable lengths (0 ... 63), also through the i32-length forms (whose length on RV64 is an i32 value).
  fn(ptr("%d", "%a", 3) + ptr("%s", "%b", 1) + "  %n = and i64 %y, 63\n" +
     "  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)\n");
  fn(ptr("%d", "%a", 5) + ptr("%s", "%a", 2) + "  %n = and i64 %y, 63\n" +
     "  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)\n");
  fn(ptr("%d", "%a", 2) + ptr("%s", "%a", 9) + "  %n = and i64 %y, 63\n" +
     "  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)\n");
  fn(ptr("%d", "%a", 7) + "  %n = and i64 %y, 63\n  %c = trunc i64 %x to i8\n" +
     "  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 %c, i64 %n, i1 false)\n");
  fn(ptr("%d", "%b", 4) + ptr("%s", "%a", 8) + "  %n = trunc i64 %y to i32\n  %m = and i32 %n, 60\n" +
     "  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %d, ptr align 4 %s, i32 %m, i1 false)\n");
  fn(ptr("%d", "%b", 4) + "  %n = trunc i64 %y to i32\n  %m = and i32 %n, 63\n  %c = trunc i64 %x to i8\n" +
     "  call void @llvm.memset.p0.i32(ptr align 4 %d, i8 %c, i32 %m, i1 false)\n");
  M.DriverText = gen::buildDriver(M.Functions, M.Calls);
  return M;
}

} // namespace

TEST_CASE("qemu: memcpy, memmove and memset compiled by dagtool agree with lli-19 on rv32 and rv64",
          "[qemu]") {
  if (!haveQemuHarness()) return;
  gen::GeneratedModule M = memIntrinsicModule();
  for (const char* Name : {"rv32i", "rv32im", "rv64i", "rv64im-zbb"}) {
    const qemu::TargetConfig* Config = qemu::findConfig(Name);
    REQUIRE(Config);
    qemu::RunResult R = qemu::runModule(M, *Config, qemu::dagtoolCompiler());
    INFO(Name << ": " << qemu::statusName(R.State) << "\n" << R.Report.substr(0, 4000));
    CHECK(R.passed());
    CHECK(R.Compared == M.Calls.size());
  }
}
