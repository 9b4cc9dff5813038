// fuzz/ir_reader_fuzz.cpp — libFuzzer target for the LLVM IR text reader.
//
// Duty: feed arbitrary bytes to ir::parseModule. Malformed or unsupported input must end in
// dt::InputError / dt::UnsupportedError; any other exception (InternalError included), crash, sanitizer
// report, hang or unbounded recursion is a bug. A module that parses is also walked — every type spelled
// and every sized type laid out — so the layout code sees fuzzed types too.
#include "ir/DataLayout.h"
#include "ir/IR.h"
#include "ir/Parser.h"
#include "support/Diagnostics.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void touchType(const dt::ir::Module& M, const dt::ir::Type* T) {
  (void)T->str();
  if (M.Layout.isSized(T)) {
    (void)M.Layout.typeAllocSize(T);
    (void)M.Layout.abiAlign(T);
    (void)M.Layout.prefAlign(T);
    if (T->isStruct() && !T->members().empty())
      (void)M.Layout.structMemberOffset(T, unsigned(T->members().size() - 1));
  }
}

void walk(const dt::ir::Module& M) {
  for (const auto& G : M.Globals) touchType(M, G->valueType());
  for (const auto& F : M.Functions) {
    touchType(M, F->functionType());
    for (const auto& BB : F->Blocks)
      for (const auto& I : BB->instructions()) {
        touchType(M, I->type());
        if (I->AuxType) touchType(M, I->AuxType);
        for (const dt::ir::Value* Op : I->Ops)
          if (!Op) __builtin_trap(); // every operand must be resolved
      }
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char*>(Data), Size);
  try {
    auto M = dt::ir::parseModule(Text, "fuzz.ll");
    walk(*M);
  } catch (const dt::InputError&) {
  } catch (const dt::UnsupportedError&) {
  }
  // Anything else propagates: libFuzzer reports an uncaught exception as a crash.
  return 0;
}
