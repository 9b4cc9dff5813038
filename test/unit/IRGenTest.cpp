// test/unit/IRGenTest.cpp — the random IR generator (bench/gen/IRGen.h) and the LLVM tool runner.
//
// Duty: check what the differential tests rely on: (1) generated modules are valid LLVM 19 IR and run
// under lli printing one line per call; (2) the driver prints exactly formatResult's text (checked on
// hand-written functions whose results are computed here); (3) generation is deterministic; (4) the
// functions are free of UB/poison, approximated by "instcombine does not change any printed result" (it
// exploits UB and poison freely); (5) the benchmark shapes (single block, many functions) hold.
// Tests needing LLVM 19 tools WARN and return when opt-19/lli-19 are missing.
#include "bench/gen/IRGen.h"

#include "bench/gen/LLVMTools.h"

#include <bit>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>

using namespace dt;
using namespace dt::gen;

namespace {

APInt bits(unsigned W, uint64_t V) {
  return APInt(W, V);
}
APInt bits2(unsigned W, uint64_t Lo, uint64_t Hi) {
  uint64_t Ws[2] = {Lo, Hi};
  return APInt(W, std::span<const uint64_t>(Ws, 2));
}
APInt f32(float F) {
  return APInt(32, std::bit_cast<uint32_t>(F));
}
APInt f64(double D) {
  return APInt(64, std::bit_cast<uint64_t>(D));
}

bool haveTools() {
  if (toolsAvailable()) return true;
  WARN("LLVM 19 tools (opt, lli, llvm-as) not found; skipping");
  return false;
}

std::string joinLines(const std::vector<std::string>& L) {
  std::string S;
  for (const std::string& X : L) S += X + "\n";
  return S;
}

/// Feature mixes the execution tests cycle through.
const char* const FeatureSets[] = {
    "",                                 // the defaults: int, odd, wide, intrinsics, select, cf, mem
    "all",                              // everything, including fp, vectors and calls
    "int,cf",                           // integer control flow only
    "fp,cf,select",                     // floating point
    "vec,intrinsics",                   // vectors
    "fp,vec,cf,mem,intrinsics",         // FP vectors and memory
    "all,no-select,no-odd",             // without select (other constructions must cope)
    "int,wide,intrinsics,calls,cf,mem", // calls between functions
};

GenOptions optionsFor(uint64_t Seed) {
  GenOptions O;
  O.Seed = Seed;
  O.NumFunctions = 3;
  O.InstsPerFunction = 40;
  O.CallsPerFunction = 6;
  std::string Err;
  const char* F = FeatureSets[Seed % std::size(FeatureSets)];
  if (*F) REQUIRE(parseFeatures(F, O, Err));
  return O;
}

} // namespace

TEST_CASE("formatResult spells values the way the driver prints them", "[exec]") {
  CHECK(formatResult("f3", 2, "i17", bits(17, 0x1abc)) == "f3#2 = i17 0x1abc");
  CHECK(formatResult("f0", 0, "i32", bits(32, 0)) == "f0#0 = i32 0x0");
  CHECK(formatResult("f0", 1, "i1", bits(1, 1)) == "f0#1 = i1 0x1");
  CHECK(formatResult("f1", 0, "i128", bits2(128, 5, 1)) == "f1#0 = i128 0x10000000000000005");
  CHECK(formatResult("f1", 1, "i87", bits2(87, 0, 0)) == "f1#1 = i87 0x0");
  CHECK(formatResult("f0", 0, "float", f32(1.0f)) == "f0#0 = float 0x3f800000");
  CHECK(formatResult("f0", 0, "float", f32(-0.0f)) == "f0#0 = float 0x80000000");
  CHECK(formatResult("f1", 5, "double", f64(std::nan(""))) == "f1#5 = double nan");
  CHECK(formatResult("f1", 5, "double", f64(-std::nan(""))) == "f1#5 = double nan");
  CHECK(formatResult("f1", 5, "half", bits(16, 0x7c01)) == "f1#5 = half nan"); // signalling NaN too
  CHECK(formatResult("f1", 5, "half", bits(16, 0x7c00)) == "f1#5 = half 0x7c00");
  CHECK(formatResult("f2", 0, "void", APInt()) == "f2#0 = void");
  CHECK(formatResult("f4", 1, "<2 x i8>", bits(16, 0xff01)) == "f4#1 = <2 x i8> [0x1, 0xff]");
  CHECK(formatResult("f4", 1, "<3 x i16>", bits(48, 0x000300020001)) == "f4#1 = <3 x i16> [0x1, 0x2, 0x3]");
  CHECK(formatResult("f4", 1, "<2 x float>", bits(64, 0x7fc000003f800000)) ==
        "f4#1 = <2 x float> [0x3f800000, nan]");
  CHECK(typeBits("<4 x i32>") == 128);
  CHECK(typeBits("i87") == 87);
  CHECK(typeBits("void") == 0);
}

TEST_CASE("formatConstant writes LLVM literals", "[exec]") {
  CHECK(formatConstant("i8", bits(8, 0xff)) == "-1");
  CHECK(formatConstant("i8", bits(8, 0x7f)) == "127");
  CHECK(formatConstant("i1", bits(1, 1)) == "true");
  CHECK(formatConstant("i128", bits2(128, 0, 1ULL << 63)) == "-170141183460469231731687303715884105728");
  CHECK(formatConstant("i65", bits2(65, 0, 1)) == "-18446744073709551616");
  CHECK(formatConstant("half", bits(16, 0x3c00)) == "0xH3C00");
  CHECK(formatConstant("float", f32(1.5f)) == "0x3FF8000000000000");
  CHECK(formatConstant("float", f32(std::ldexp(1.0f, -149))) == "0x36A0000000000000"); // float subnormal
  CHECK(formatConstant("double", f64(-2.0)) == "0xC000000000000000");
  CHECK(formatConstant("<2 x i8>", bits(16, 0x0201)) == "<i8 1, i8 2>");
}

TEST_CASE("calls file and feature list parsing", "[exec]") {
  GenOptions O;
  O.Seed = 11;
  O.NumFunctions = 4;
  std::string Err;
  REQUIRE(parseFeatures("all", O, Err));
  GeneratedModule M = generate(O);
  std::string Text = writeCallsFile(M.Calls);
  std::vector<Call> Back;
  REQUIRE(parseCallsFile(Text, Back, Err));
  REQUIRE(Back.size() == M.Calls.size());
  CHECK(writeCallsFile(Back) == Text);
  CHECK_FALSE(parseCallsFile("f0#x\ti8\n", Back, Err));
  CHECK_FALSE(parseCallsFile("f0#0\ti8\ti8 0x100\n", Back, Err)); // does not fit in 8 bits

  GenOptions P;
  REQUIRE(parseFeatures("fp,no-select", P, Err));
  CHECK(P.FP);
  CHECK_FALSE(P.Int);
  CHECK_FALSE(P.Select);
  CHECK(P.OddWidths); // secondary features keep their defaults
  CHECK_FALSE(parseFeatures("int,bogus", P, Err));
  CHECK(Err.find("bogus") != std::string::npos);
}

TEST_CASE("generation is deterministic in the seed", "[exec]") {
  for (uint64_t Seed : {1, 2, 77}) {
    GenOptions O = optionsFor(Seed);
    O.NumFunctions = 5;
    GeneratedModule A = generate(O), B = generate(O);
    CHECK(A.ModuleText == B.ModuleText);
    CHECK(A.DriverText == B.DriverText);
    CHECK(writeCallsFile(A.Calls) == writeCallsFile(B.Calls));
    O.Seed += 1000;
    CHECK(generate(O).ModuleText != A.ModuleText);
  }
}

TEST_CASE("single-block and many-functions shapes", "[exec]") {
  GenOptions O;
  O.SingleBlockInsts = 100000;
  GeneratedModule M = generate(O); // no timing asserted: bench/ measures the generator's inputs
  size_t Insts = 0, Labels = 0;
  for (size_t P = 0; P < M.ModuleText.size();) {
    size_t E = M.ModuleText.find('\n', P);
    std::string L = M.ModuleText.substr(P, E - P);
    if (L.rfind("  ", 0) == 0)
      ++Insts;
    else if (!L.empty() && L.back() == ':')
      ++Labels;
    P = E + 1;
  }
  CHECK(Insts == 100000);
  CHECK(Labels == 1);
  CHECK(M.ModuleText.find("\n  ret i64 ") != std::string::npos);

  O.SingleBlockInsts = 1000;
  GeneratedModule Small = generate(O);
  GenOptions Many;
  Many.NumFunctions = 10000;
  Many.InstsPerFunction = 10;
  Many.CallsPerFunction = 1;
  Many.ControlFlow = false;
  GeneratedModule MM = generate(Many);
  CHECK(MM.Functions.size() == 10000);
  CHECK(MM.Calls.size() == 10000);
  CHECK(MM.ModuleText.find("define ") != std::string::npos);
  CHECK(MM.ModuleText.find("@f9999(") != std::string::npos);

  if (!haveTools()) return;
  CHECK(verifyModule(Small.ModuleText) == "");
  LLIResult R = runLLI(Small.ModuleText, Small.DriverText);
  REQUIRE(R.ok());
  CHECK(R.Lines.size() == Small.Calls.size());
}

TEST_CASE("the driver prints formatResult of the values computed here", "[exec]") {
  if (!haveTools()) return;
  // Hand-written functions whose results are easy to compute with APInt and host FP.
  const std::string Module = R"(
define i17 @f0(i17 %a) {
  %r = add i17 %a, 1
  ret i17 %r
}
define i128 @f1(i128 %a, i128 %b) {
  %r = mul i128 %a, %b
  ret i128 %r
}
define float @f2(float %a, float %b) {
  %r = fdiv float %a, %b
  ret float %r
}
define <2 x i8> @f3(<2 x i8> %a) {
  %r = add <2 x i8> %a, <i8 1, i8 2>
  ret <2 x i8> %r
}
define void @f4(i8 %a) {
  ret void
}
define double @f5(double %a) {
  %r = fadd double %a, 1.0
  ret double %r
}
define half @f6(half %a) {
  %r = fneg half %a
  ret half %r
}
define i1 @f7(i1 %a) {
  %r = xor i1 %a, true
  ret i1 %r
}
define i87 @f8(i87 %a) {
  %r = sub i87 0, %a
  ret i87 %r
}
define <3 x i16> @f9(<3 x i16> %a) {
  %r = shl <3 x i16> %a, <i16 1, i16 4, i16 15>
  ret <3 x i16> %r
}
define <2 x float> @f10(<2 x float> %a) {
  %r = fmul <2 x float> %a, <float 2.0, float 2.0>
  ret <2 x float> %r
}
)";
  std::vector<FunctionSig> Sigs = {{"f0", "i17", {"i17"}},
                                   {"f1", "i128", {"i128", "i128"}},
                                   {"f2", "float", {"float", "float"}},
                                   {"f3", "<2 x i8>", {"<2 x i8>"}},
                                   {"f4", "void", {"i8"}},
                                   {"f5", "double", {"double"}},
                                   {"f6", "half", {"half"}},
                                   {"f7", "i1", {"i1"}},
                                   {"f8", "i87", {"i87"}},
                                   {"f9", "<3 x i16>", {"<3 x i16>"}},
                                   {"f10", "<2 x float>", {"<2 x float>"}}};
  std::vector<Call> Calls;
  std::vector<std::string> Expected;
  auto add = [&](const std::string& F, unsigned Idx, std::vector<ArgValue> Args, const std::string& RT,
                 const APInt& Result) {
    Calls.push_back({F, Idx, RT, std::move(Args)});
    Expected.push_back(formatResult(F, Idx, RT, Result));
  };
  APInt A17 = APInt::allOnes(17);
  add("f0", 0, {{"i17", A17}}, "i17", A17 + APInt(17, 1));
  add("f0", 1, {{"i17", APInt(17, 0x1abb)}}, "i17", APInt(17, 0x1abc));
  APInt X = bits2(128, 0x123456789abcdef0ULL, 0x0fedcba987654321ULL),
        Y = bits2(128, 0xfffffffffffffff1ULL, 7);
  add("f1", 0, {{"i128", X}, {"i128", Y}}, "i128", X * Y);
  add("f1", 1, {{"i128", APInt(128, 3)}, {"i128", APInt(128, 5)}}, "i128", APInt(128, 15));
  add("f2", 0, {{"float", f32(1.0f)}, {"float", f32(3.0f)}}, "float", f32(1.0f / 3.0f));
  add("f2", 1, {{"float", f32(0.0f)}, {"float", f32(0.0f)}}, "float", f32(std::nanf(""))); // "nan"
  add("f2", 2, {{"float", f32(-1.0f)}, {"float", f32(0.0f)}}, "float", f32(-INFINITY));
  add("f3", 0, {{"<2 x i8>", bits(16, 0x7fff)}}, "<2 x i8>", bits(16, 0x8100));
  add("f4", 0, {{"i8", bits(8, 1)}}, "void", APInt());
  add("f5", 0, {{"double", f64(1.5)}}, "double", f64(2.5));
  add("f5", 1, {{"double", f64(std::nan(""))}}, "double", f64(std::nan("")));
  add("f5", 2, {{"double", f64(-INFINITY)}}, "double", f64(-INFINITY));
  add("f5", 3, {{"double", f64(std::ldexp(1.0, -1074))}}, "double", f64(1.0 + std::ldexp(1.0, -1074)));
  add("f6", 0, {{"half", bits(16, 0x3c00)}}, "half", bits(16, 0xbc00));
  add("f6", 1, {{"half", bits(16, 0x0001)}}, "half", bits(16, 0x8001));
  add("f7", 0, {{"i1", bits(1, 0)}}, "i1", bits(1, 1));
  add("f7", 1, {{"i1", bits(1, 1)}}, "i1", bits(1, 0));
  APInt Z = bits2(87, 5, 0);
  add("f8", 0, {{"i87", Z}}, "i87", -Z);
  add("f8", 1, {{"i87", APInt(87, 0)}}, "i87", APInt(87, 0));
  add("f9", 0, {{"<3 x i16>", bits(48, 0x0001ffff8001)}}, "<3 x i16>", bits(48, 0x8000fff00002));
  add("f10", 0, {{"<2 x float>", bits(64, 0x7fc000003f800000)}}, "<2 x float>", bits(64, 0x7fc0000040000000));

  CHECK(verifyModule(Module) == "");
  LLIResult R = runLLI(Module, buildDriver(Sigs, Calls));
  INFO(R.Run.Stderr);
  REQUIRE(R.ok());
  CHECK(joinLines(R.Lines) == joinLines(Expected));
}

TEST_CASE("generated modules verify, run under lli, and survive instcombine", "[exec]") {
  if (!haveTools()) return;
  const unsigned Seeds = 200, UBChecked = 100;
  const std::vector<std::string> Triple = {"-mtriple=" + hostTriple()};
  unsigned Verified = 0, Ran = 0, Compared = 0, Functions = 0;
  for (uint64_t Seed = 1; Seed <= Seeds; ++Seed) {
    GenOptions O = optionsFor(Seed);
    GeneratedModule M = generate(O);
    INFO("seed " << Seed << " features '" << FeatureSets[Seed % std::size(FeatureSets)] << "'");
    bool UBCheck = Seed <= UBChecked;
    // For the UB-checked seeds one opt run does both: the verify pass, then instcombine. instcombine
    // assumes the absence of UB and poison; if it changes a printed result, the generator produced UB (or
    // relied on an unspecified NaN). opt gets the host's data layout so the GEP offsets it rewrites match
    // what lli lays out; no-verify-fixpoint keeps a slow-converging combine from aborting opt.
    std::string Opt;
    if (UBCheck) {
      bool OptOk = runOpt(M.ModuleText, "verify,instcombine<no-verify-fixpoint>", Opt, Triple);
      INFO(Opt.substr(0, 4000));
      REQUIRE(OptOk);
    } else {
      std::string V = verifyModule(M.ModuleText);
      INFO(V);
      REQUIRE(V == "");
    }
    ++Verified;
    Functions += O.NumFunctions;
    LLIResult R = runLLI(M.ModuleText, M.DriverText);
    INFO(R.Run.Stderr);
    REQUIRE(R.ok());
    REQUIRE(R.Lines.size() == M.Calls.size());
    for (size_t I = 0; I < M.Calls.size(); ++I) {
      std::string Prefix =
          M.Calls[I].Function + "#" + std::to_string(M.Calls[I].Index) + " = " + M.Calls[I].RetType;
      CHECK(R.Lines[I].rfind(Prefix, 0) == 0);
    }
    ++Ran;
    if (!UBCheck) continue;
    LLIResult R2 = runLLI(Opt, M.DriverText);
    REQUIRE(R2.ok());
    CHECK(joinLines(R2.Lines) == joinLines(R.Lines));
    ++Compared;
  }
  WARN("irgen: " << Verified << " modules (" << Functions << " functions) verified, " << Ran
                 << " run under lli, " << Compared << " compared after instcombine");
}
