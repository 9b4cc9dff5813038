// dag/FunctionLowering.cpp — frame objects and live-out register facts.
#include "dag/FunctionLowering.h"

namespace dt {

int FrameInfo::createStackObject(uint64_t Size, uint64_t Align, std::string Name) {
  FrameObject O;
  O.Size = Size;
  O.Align = Align;
  O.Name = std::move(Name);
  Objects.push_back(std::move(O));
  return int(Objects.size() - 1);
}

int FrameInfo::createFixedObject(uint64_t Size, int64_t Offset, bool Immutable) {
  FrameObject O;
  O.Size = Size;
  O.FixedOffset = Offset;
  O.IsFixed = true;
  O.IsImmutable = Immutable;
  uint64_t A = 16;
  while (A > 1 && Offset % int64_t(A)) A /= 2;
  O.Align = A;
  FixedObjects.push_back(std::move(O));
  return -int(FixedObjects.size());
}

LiveOutInfo& FunctionLoweringInfo::growLiveOutRegInfo(uint32_t Reg) {
  size_t Index = virtRegIndex(Reg);
  if (Index >= LiveOutRegInfo.size()) LiveOutRegInfo.resize(Index + 1);
  return LiveOutRegInfo[Index];
}

void FunctionLoweringInfo::addLiveOutRegInfo(uint32_t Reg, unsigned NumSignBits, const APInt& KnownZero,
                                             const APInt& KnownOne) {
  if (NumSignBits == 1 && KnownZero.isZero() && KnownOne.isZero()) return;
  LiveOutInfo& LOI = growLiveOutRegInfo(Reg);
  LOI.NumSignBits = NumSignBits;
  LOI.KnownZero = KnownZero;
  LOI.KnownOne = KnownOne;
}

const LiveOutInfo* FunctionLoweringInfo::liveOutRegInfo(uint32_t Reg) const {
  size_t Index = virtRegIndex(Reg);
  if (!isVirtualRegister(Reg) || Index >= LiveOutRegInfo.size()) return nullptr;
  const LiveOutInfo& LOI = LiveOutRegInfo[Index];
  return LOI.IsValid ? &LOI : nullptr;
}

const LiveOutInfo* FunctionLoweringInfo::liveOutRegInfo(uint32_t Reg, unsigned BitWidth) {
  size_t Index = virtRegIndex(Reg);
  if (!isVirtualRegister(Reg) || Index >= LiveOutRegInfo.size()) return nullptr;
  LiveOutInfo& LOI = LiveOutRegInfo[Index];
  if (!LOI.IsValid) return nullptr;
  if (BitWidth > LOI.KnownZero.getBitWidth()) {
    LOI.NumSignBits = 1;
    LOI.KnownZero = LOI.KnownZero.zext(BitWidth);
    LOI.KnownOne = LOI.KnownOne.zext(BitWidth);
  }
  return &LOI;
}

} // namespace dt
