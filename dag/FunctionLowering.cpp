// dag/FunctionLowering.cpp — frame objects.
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

} // namespace dt
