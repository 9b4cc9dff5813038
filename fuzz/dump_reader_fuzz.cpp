// fuzz/dump_reader_fuzz.cpp — libFuzzer target for the isel-dump reader (dag/Reader.h).
//
// Contract under test: for any input text, readDump either builds a DAG or throws a DagtoolError (InputError,
// UnsupportedError, or InternalError from a DAG invariant); it never crashes, hangs, leaks or trips a
// sanitizer. When it accepts the text, the printer's output of that DAG must itself read back and print
// identically (print → read → print is the identity): an accepted dump never drifts on a second pass.
// The target names come from a tiny self-contained TargetHooks (no dependency on targets/), the same names
// test/unit/DumpTest.cpp uses, so the unit tests' dumps are good seeds.
#include "dag/FunctionLowering.h"
#include "dag/Printer.h"
#include "dag/Reader.h"
#include "dag/SelectionDAG.h"
#include "support/Diagnostics.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace dt;

namespace {

enum : int32_t { T_RET = ISD::BUILTIN_OP_END, T_RET_GLUE, T_SELECT_CC, T_LOAD_W, T_END };
const char* const TargetNames[] = {"TESTISD::RET", "RISCVISD::RET_GLUE", "RISCVISD::SELECT_CC",
                                   "RISCVISD::LOAD_W"};
const char* const MachineNames[] = {"ADDI", "LW", "SW", "PseudoRET", "IMPLICIT_DEF", "SLLI"};
constexpr unsigned NumMachine = sizeof(MachineNames) / sizeof(MachineNames[0]);
const uint32_t CallMask[2] = {0xffffffffu, 0x1u};

/// Registers x0..x31 are numbers 1..32.
class FuzzTarget : public TargetHooks {
public:
  const char* getTargetNodeName(int32_t Opc) const override {
    return Opc >= T_RET && Opc < T_END ? TargetNames[Opc - T_RET] : nullptr;
  }
  const char* getMachineOpcodeName(unsigned Opc) const override {
    return Opc < NumMachine ? MachineNames[Opc] : nullptr;
  }
  std::string getRegisterName(uint32_t R) const override {
    return R >= 1 && R <= 32 ? "x" + std::to_string(R - 1) : std::string();
  }
  std::optional<int32_t> findTargetOpcode(std::string_view Name) const override {
    for (int32_t I = T_RET; I < T_END; ++I)
      if (Name == TargetNames[I - T_RET]) return I;
    return std::nullopt;
  }
  std::optional<unsigned> findMachineOpcode(std::string_view Name) const override {
    for (unsigned I = 0; I < NumMachine; ++I)
      if (Name == MachineNames[I]) return I;
    return std::nullopt;
  }
  std::optional<uint32_t> findRegister(std::string_view Name) const override {
    for (uint32_t R = 1; R <= 32; ++R)
      if (Name == getRegisterName(R)) return R;
    return std::nullopt;
  }
  EVT getPointerTy() const override { return EVT::i32(); }
  unsigned getNumRegisters(EVT) const override { return 1; }
  EVT getRegisterType(EVT VT) const override { return VT; }
  bool canLowerReturn(const std::vector<OutputArg>&, bool) const override { return true; }
  const uint32_t* getCallPreservedMask() const override { return CallMask; }
  uint32_t getStackPointerRegister() const override { return 3; }
  unsigned getStackAlignment() const override { return 16; }
  SDValue lowerFormalArguments(SelectionDAG&, SDValue, bool, const std::vector<InputArg>&,
                               std::vector<SDValue>&, FunctionLoweringInfo&) const override {
    throw InternalError("fuzz target: no calling convention");
  }
  SDValue lowerReturn(SelectionDAG&, SDValue, bool, const std::vector<OutputArg>&,
                      const std::vector<SDValue>&, FunctionLoweringInfo&) const override {
    throw InternalError("fuzz target: no calling convention");
  }
  SDValue lowerCall(SelectionDAG&, CallLoweringInfo&, std::vector<SDValue>&,
                    FunctionLoweringInfo&) const override {
    throw InternalError("fuzz target: no calling convention");
  }
};

const FuzzTarget Target;

[[noreturn]] void die(const char* What, const std::string& A, const std::string& B) {
  std::fprintf(stderr, "dump_reader_fuzz: %s\n--- first ---\n%s\n--- second ---\n%s\n", What, A.c_str(),
               B.c_str());
  std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char*>(Data), Size);
  std::string First;
  {
    SelectionDAG DAG(Target);
    try {
      readDump(DAG, Text, "fuzz.dump");
    } catch (const DagtoolError&) {
      return 0; // rejected cleanly
    }
    First = dumpDAG(DAG);
  }
  // Accepted: our own print of it must round-trip exactly.
  SelectionDAG Again(Target);
  try {
    readDump(Again, First, "reprint.dump");
  } catch (const DagtoolError& E) {
    die(("the printer's output does not read back: " + E.format()).c_str(), std::string(Text), First);
  }
  std::string Second = dumpDAG(Again);
  if (Second != First) die("print -> read -> print changed the text", First, Second);
  return 0;
}
