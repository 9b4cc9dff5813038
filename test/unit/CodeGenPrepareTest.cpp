// test/unit/CodeGenPrepareTest.cpp — ir/CodeGenPrepare against llc-19's own codegenprepare, live.
//
// Duty: for a module M, dagtool on llc's IR *before* codegenprepare (with our step) must print the same isel
// dumps as dagtool -disable-cgp on llc's IR *after* codegenprepare. Using llc's "before" IR as the input
// keeps the IR passes llc runs earlier (loop strength reduction, ...) out of the comparison: they are not
// ours. llc's -print-module-scope prints the whole module once per function, each time right before (after)
// that function's pass, so function k is taken from the k-th printout. Dumps are compared function by
// function, text for text (block names included). Hand-written inputs name one transformation each and must
// match exactly; generated modules report the fraction that matches and must stay above a floor. Invariants:
// skipped (not failed) when llc-19 is missing.
#include "bench/gen/IRGen.h"
#include "bench/gen/LLVMTools.h"

#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <string>
#include <vector>

using namespace dt;

namespace {

const std::string Dagtool = std::string(DAGTOOL_BIN_DIR) + "/dagtool";

std::vector<std::string> printouts(const std::string& Text) {
  std::vector<std::string> R;
  size_t Pos = Text.find("*** IR Dump");
  while (Pos != std::string::npos) {
    size_t Body = Text.find('\n', Pos) + 1;
    size_t Next = Text.find("*** IR Dump", Body);
    R.push_back(Text.substr(Body, Next == std::string::npos ? std::string::npos : Next - Body));
    Pos = Next;
  }
  return R;
}

std::vector<std::string> definitions(const std::string& Module) {
  std::vector<std::string> R;
  size_t Pos = 0;
  while ((Pos = Module.find("\ndefine ", Pos)) != std::string::npos) {
    size_t End = Module.find("\n}\n", Pos);
    R.push_back(Module.substr(Pos + 1, End + 2 - Pos));
    Pos = End;
  }
  return R;
}

/// llc's IR before and after codegenprepare, per function as described in the header; false when llc fails.
bool llcModules(const std::string& Path, const std::string& Triple, const std::string& Attrs,
                std::string& Before, std::string& After) {
  auto print = [&](const char* Which) {
    auto R = gen::runProcess({gen::llvmTool("llc"), "-O2", "-mtriple=" + Triple, "-mattr=" + Attrs,
                              std::string("-print-") + Which + "=codegenprepare", "-print-module-scope",
                              "-filetype=null", Path});
    return R.ok() ? printouts(R.Stderr) : std::vector<std::string>{};
  };
  auto Befores = print("before"), Afters = print("after");
  if (Afters.empty() || Befores.size() != Afters.size()) return false;
  After = Afters.back();
  Before = After;
  auto Defs = definitions(After);
  for (size_t K = 0; K < Defs.size() && K < Befores.size(); ++K) {
    auto Own = definitions(Befores[K]);
    if (K < Own.size()) Before.replace(Before.find(Defs[K]), Defs[K].size(), Own[K]);
  }
  return true;
}

std::map<std::string, std::string> dumpsByFunction(const std::string& Path, const std::string& Triple,
                                                   const std::string& Attrs, bool DisableCGP) {
  std::vector<std::string> Args = {
      Dagtool, "-mtriple=" + Triple, "-mattr=" + Attrs, "-debug-only=isel-dump", "-filetype=null", Path};
  if (DisableCGP) Args.push_back("-disable-cgp");
  auto R = gen::runProcess(Args);
  std::map<std::string, std::string> Fns;
  std::string Text = R.Stdout + R.Stderr, Cur;
  size_t Pos = 0;
  while (Pos < Text.size()) {
    size_t End = Text.find('\n', Pos);
    if (End == std::string::npos) End = Text.size();
    std::string Line = Text.substr(Pos, End - Pos);
    if (Line.rfind("=== ", 0) == 0)
      Cur = Line.substr(4);
    else
      Fns[Cur] += Line + "\n";
    Pos = End + 1;
  }
  return Fns;
}

struct Outcome {
  unsigned Same = 0, Total = 0;
  std::vector<std::string> Differ;
};

Outcome compareWithLLC(const std::string& ModuleText, const std::string& Triple, const std::string& Attrs) {
  gen::TempDir Dir;
  std::string In = Dir.write("in.ll", ModuleText), Before, After;
  Outcome O;
  if (!llcModules(In, Triple, Attrs, Before, After)) {
    O.Differ.push_back("<llc failed>");
    return O;
  }
  auto Ours = dumpsByFunction(Dir.write("before.ll", Before), Triple, Attrs, false);
  auto Ref = dumpsByFunction(Dir.write("after.ll", After), Triple, Attrs, true);
  for (auto& [Fn, Text] : Ref) {
    if (Fn.empty()) continue;
    ++O.Total;
    if (Ours[Fn] == Text)
      ++O.Same;
    else
      O.Differ.push_back(Fn);
  }
  return O;
}

bool haveLLC() {
  return !gen::llvmTool("llc").empty();
}

// One input per transformation (the comment names it). Each is checked on riscv32 +m and riscv64 +m.
const std::vector<std::pair<const char*, const char*>> HandWritten = {
    {"dead PHI chain and its operands; unused compares and free casts disappear", R"(
define i32 @f(i32 %a, i32 %b, float %x) {
entry:
  %c = icmp slt i32 %a, %b
  %fc = fcmp olt float %x, 1.0
  %t = trunc i32 %a to i8
  %m = mul i32 %a, %b
  br i1 %c, label %l, label %r
l:
  %u = add i32 %m, 1
  %u2 = mul i32 %u, %u
  br label %j
r:
  br label %j
j:
  %p = phi i32 [ %u2, %l ], [ %b, %r ]
  %s = add i32 %a, %m
  ret i32 %s
}
)"},
    {"PHI whose incoming values are all the same", R"(
define i32 @f(i32 %a, i32 %b, i1 %c) {
entry:
  %m = mul i32 %a, %b
  br i1 %c, label %l, label %r
l:
  store volatile i32 1, ptr null
  br label %j
r:
  store volatile i32 2, ptr null
  br label %j
j:
  %p = phi i32 [ %m, %l ], [ %m, %r ]
  %s = add i32 %p, 1
  ret i32 %s
}
)"},
    {"trunc and compare sunk into the blocks that use them", R"(
define i8 @f(i32 %a, i32 %b, ptr %q) {
entry:
  %t = trunc i32 %a to i8
  %c = icmp ult i32 %a, %b
  %d = add i32 %a, %b
  store i32 %d, ptr %q
  br i1 %c, label %l, label %r
l:
  %x = add i8 %t, 3
  %s1 = select i1 %c, i8 %x, i8 7
  store volatile i8 %s1, ptr %q
  br label %r
r:
  %y = mul i8 %t, %t
  ret i8 %y
}
)"},
    {"zext to an expanded type sunk", R"(
define i64 @f(i32 %a, i1 %c, ptr %q) {
entry:
  %z = zext i32 %a to i64
  store i32 %a, ptr %q
  br i1 %c, label %l, label %r
l:
  %x = add i64 %z, 3
  ret i64 %x
r:
  ret i64 %z
}
)"},
    {"switch on a narrow type widened; a case constant in a PHI becomes the condition", R"(
define i32 @f(i16 %a, i32 %w) {
entry:
  switch i16 %a, label %d [ i16 1, label %one i16 -7, label %two i16 9, label %three ]
one:
  store volatile i32 1, ptr null
  br label %d
two:
  store volatile i32 2, ptr null
  br label %d
three:
  br label %d
d:
  %p = phi i32 [ 0, %entry ], [ 1, %one ], [ 2, %two ], [ %w, %three ]
  ret i32 %p
}
define i32 @g(i32 %a) {
entry:
  switch i32 %a, label %d [ i32 5, label %five i32 6, label %six ]
five:
  br label %d
six:
  store volatile i32 6, ptr null
  br label %d
d:
  %p = phi i32 [ 0, %entry ], [ 5, %five ], [ 1, %six ]
  ret i32 %p
}
)"},
    {"mostly empty blocks removed, fall-through blocks merged, constant branches folded", R"(
define i32 @f(i32 %a, i1 %c) {
entry:
  br i1 %c, label %l, label %r
l:
  br label %j
r:
  %x = add i32 %a, 1
  br label %j
j:
  %p = phi i32 [ %a, %l ], [ %x, %r ]
  br i1 true, label %k, label %dead
k:
  %y = mul i32 %p, %p
  br label %m
m:
  ret i32 %y
dead:
  %z = sub i32 %p, 3
  ret i32 %z
}
)"},
    {"loop preheader kept; getelementptr with zero indices becomes a bitcast", R"(
define i32 @f(i32 %n, i1 %c) {
entry:
  %arr = alloca [4 x i32]
  %p = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 0
  store i32 %n, ptr %p
  br i1 %c, label %pre, label %exit
pre:
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i1, %loop ]
  %v = load i32, ptr %p
  %i1 = add i32 %i, %v
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %i1, %loop ]
  ret i32 %r
}
)"},
};

} // namespace

TEST_CASE("CodeGenPrepare: each transformation gives llc-19's dumps", "[cgp]") {
  if (!haveLLC()) return;
  for (auto& [What, Text] : HandWritten)
    for (auto [Triple, Attrs] : {std::pair{"riscv32", "+m"}, std::pair{"riscv64", "+m"}}) {
      INFO(What << " on " << Triple);
      Outcome O = compareWithLLC(Text, Triple, Attrs);
      INFO("functions whose dumps differ: " << (O.Differ.empty() ? "" : O.Differ.front()));
      CHECK(O.Total > 0);
      CHECK(O.Same == O.Total);
    }
}

TEST_CASE("CodeGenPrepare: generated modules mostly give llc-19's dumps", "[cgp]") {
  if (!haveLLC()) return;
  unsigned Same = 0, Total = 0;
  for (uint64_t Seed = 1; Seed <= 6; ++Seed) {
    gen::GenOptions G;
    G.Seed = Seed;
    G.NumFunctions = 10;
    G.FP = G.Vectors = G.Calls = true;
    G.FMinimumMaximum = false;
    Outcome O = compareWithLLC(gen::generate(G).ModuleText, "riscv32", "+m");
    Same += O.Same;
    Total += O.Total;
  }
  // When written, 119 of 120 dagtool-irgen functions (seeds 1-12, riscv32 +m) matched; the one that did not
  // has a ctlz that llc despeculates into new blocks (not modelled).
  INFO(Same << " of " << Total << " generated functions have llc's dumps");
  CHECK(Total == 60);
  CHECK(Same * 100 >= Total * 80);
}
