// machine/MachineFunction.cpp — operand placement, dead physical defs, blocks and virtual registers.
#include "machine/MachineFunction.h"

#include "machine/MachineTargetInfo.h"
#include "support/Diagnostics.h"
#include "support/FindNear.h"

#include <algorithm>

namespace dt {

void MachineInstr::addOperand(MachineOperand Op) {
  size_t Pos = Ops.size();
  if (!(Op.isReg() && Op.isImplicit()))
    while (Pos > 0 && Ops[Pos - 1].isReg() && Ops[Pos - 1].isImplicit()) --Pos;
  Ops.insert(Ops.begin() + std::ptrdiff_t(Pos), std::move(Op));
}

void MachineInstr::setPhysRegsDeadExcept(const std::vector<uint32_t>& Used) {
  bool HasRegMask = false;
  for (MachineOperand& MO : Ops) {
    if (MO.isRegMask()) HasRegMask = true;
    if (!MO.isReg() || !MO.isDef() || isVirtualRegister(MO.getReg())) continue;
    if (std::find(Used.begin(), Used.end(), MO.getReg()) == Used.end()) MO.setDead();
  }
  // A mask clobbers every register it does not preserve, and clobbers are dead: the registers read after the
  // instruction need defs of their own.
  if (!HasRegMask) return;
  for (uint32_t R : Used) {
    bool Defined = std::any_of(Ops.begin(), Ops.end(), [&](const MachineOperand& MO) {
      return MO.isReg() && MO.isDef() && MO.getReg() == R;
    });
    if (!Defined) addOperand(MachineOperand::reg(R, /*IsDef=*/true, /*IsImplicit=*/true));
  }
}

bool MachineBasicBlock::isSuccessor(unsigned N) const {
  return std::any_of(Successors.begin(), Successors.end(), [&](const Successor& S) { return S.Number == N; });
}

uint32_t MachineBasicBlock::successorProbability(size_t I) const {
  bool AnyUnknown = std::any_of(Successors.begin(), Successors.end(),
                                [](const Successor& S) { return S.Probability == UnknownProbability; });
  if (!AnyUnknown) return Successors[I].Probability;
  // LLVM's BranchProbability(1, N): 2^31 / N rounded to nearest.
  uint64_t N = Successors.size();
  return uint32_t(((uint64_t(1) << 31) + N / 2) / N);
}

MachineBasicBlock* MachineFunction::createBlock(const MachineBasicBlock* After) {
  auto MBB = std::make_unique<MachineBasicBlock>();
  MBB->Number = unsigned(ByNumber.size());
  MachineBasicBlock* Raw = MBB.get();
  ByNumber.push_back(Raw);
  size_t Pos = Blocks.size();
  // Expansions create their blocks one after another, each after the last or next to it: look outwards
  // from the previous position instead of scanning from the front every time.
  if (After)
    if (std::optional<size_t> At = findNear(Blocks, LastInsertedAt, After)) Pos = *At + 1;
  Blocks.insert(Blocks.begin() + std::ptrdiff_t(Pos), std::move(MBB));
  LastInsertedAt = Pos;
  return Raw;
}

MachineBasicBlock* MachineFunction::createBlockNumbered(unsigned Number) {
  if (Number < ByNumber.size() && ByNumber[Number]) throw InternalError("machine block number used twice");
  if (Number >= ByNumber.size()) ByNumber.resize(size_t(Number) + 1, nullptr);
  auto MBB = std::make_unique<MachineBasicBlock>();
  MBB->Number = Number;
  ByNumber[Number] = MBB.get();
  Blocks.push_back(std::move(MBB));
  return ByNumber[Number];
}

std::vector<size_t> MachineFunction::layoutPositions() const {
  std::vector<size_t> PosOf;
  for (size_t B = 0; B < Blocks.size(); ++B) {
    const unsigned N = Blocks[B]->Number;
    if (N >= PosOf.size()) PosOf.resize(N + 1, NotInLayout);
    PosOf[N] = B;
  }
  return PosOf;
}

MachineBasicBlock* MachineFunction::block(unsigned Number) const {
  return Number < ByNumber.size() ? ByNumber[Number] : nullptr;
}

void MachineFunction::eraseBlocks(const std::vector<unsigned>& Numbers) {
  for (unsigned N : Numbers) {
    if (!block(N)) throw InternalError("erasing the missing block %bb." + std::to_string(N));
    ByNumber[N] = nullptr;
  }
  std::erase_if(Blocks, [&](const auto& B) { return !block(B->Number); });
}

void MachineFunction::eraseBlock(unsigned Number) {
  eraseBlocks({Number});
}

uint32_t MachineFunction::createVirtualRegister(unsigned RegClass) {
  VRegClasses.push_back(RegClass);
  return indexToVirtReg(uint32_t(VRegClasses.size() - 1));
}

void MachineFunction::setVirtualRegisterClass(uint32_t VReg, unsigned RegClass) {
  uint32_t I = virtRegIndex(VReg);
  if (I >= VRegClasses.size()) VRegClasses.resize(size_t(I) + 1, RegClass);
  VRegClasses[I] = RegClass;
}

int MachineFunction::createSpillSlot(unsigned Size, unsigned Align) {
  // Frame indexes follow the frame's objects; a function built by hand may name objects it never described.
  while (Frame.Objects.size() < StackObjectNames.size()) Frame.createStackObject(0, 1);
  int FI = Frame.createStackObject(Size, Align);
  StackObjectNames.resize(size_t(FI) + 1);
  SpillSlots.push_back({FI, Size, Align});
  return FI;
}

void MachineFunction::splitBlockInto(MachineBasicBlock& From, size_t Index, MachineBasicBlock& To,
                                     unsigned PhiOpcode) {
  std::move(From.Instrs.begin() + std::ptrdiff_t(Index), From.Instrs.end(), std::back_inserter(To.Instrs));
  From.Instrs.erase(From.Instrs.begin() + std::ptrdiff_t(Index), From.Instrs.end());
  for (const MachineBasicBlock::Successor& S : From.Successors) {
    To.Successors.push_back(S);
    MachineBasicBlock* Succ = block(S.Number);
    if (!Succ) continue;
    std::replace(Succ->Predecessors.begin(), Succ->Predecessors.end(), From.Number, To.Number);
    for (MachineInstr& MI : Succ->Instrs) {
      if (MI.getOpcode() != PhiOpcode) break;
      for (MachineOperand& MO : MI.operands())
        if (MO.isBlock() && MO.getBlock() == From.Number) MO.setBlock(To.Number);
    }
  }
  From.Successors.clear();
}

// ---- MachineTargetInfo defaults ---------------------------------------------------------------------------

const char* MachineTargetInfo::instrName(unsigned Opcode) const {
  if (auto G = asGenericOpcode(Opcode)) {
    switch (*G) {
    case GenericOpcode::COPY: return "COPY";
    case GenericOpcode::PHI: return "PHI";
    case GenericOpcode::IMPLICIT_DEF: return "IMPLICIT_DEF";
    }
  }
  return targetInstrName(Opcode);
}

std::optional<GenericOpcode> MachineTargetInfo::asGenericOpcode(unsigned Opcode) const {
  for (GenericOpcode G : {GenericOpcode::COPY, GenericOpcode::PHI, GenericOpcode::IMPLICIT_DEF})
    if (genericOpcode(G) == Opcode) return G;
  return std::nullopt;
}

MachineBasicBlock* MachineTargetInfo::emitInstrWithCustomInserter(MachineFunction&, MachineBasicBlock& MBB,
                                                                  size_t Index, size_t&) const {
  const char* Name = instrName(MBB.Instrs[Index].getOpcode());
  throw UnsupportedError("", {},
                         std::string("no custom inserter for ") + (Name ? Name : "an unknown instruction"));
}

} // namespace dt
