// ir/Intrinsics.cpp — intrinsic lookup by function name.
//
// Duty: "llvm.<base>[.<type suffix>...]" -> IntrinsicID. The base is the longest known name that is followed
// by '.' or the end, so "llvm.umul.with.overflow.i32" is umul_with_overflow and "llvm.trunc.f32" is trunc,
// never a shorter prefix. Names outside the "llvm." namespace are ordinary functions.
#include "ir/Intrinsics.h"


namespace dt::ir {

namespace {
struct Entry {
  IntrinsicID ID;
  std::string_view Name;
};
constexpr Entry Table[] = {
#define X(Name, Text) {IntrinsicID::Name, Text},
    DT_IR_INTRINSICS(X)
#undef X
};
} // namespace

IntrinsicID lookupIntrinsic(std::string_view FunctionName) {
  constexpr std::string_view Prefix = "llvm.";
  if (FunctionName.substr(0, Prefix.size()) != Prefix) return IntrinsicID::NotIntrinsic;
  std::string_view Rest = FunctionName.substr(Prefix.size());
  IntrinsicID Best = IntrinsicID::Unknown;
  size_t BestLen = 0;
  for (const Entry& E : Table) {
    if (E.Name.size() <= BestLen || Rest.substr(0, E.Name.size()) != E.Name) continue;
    if (Rest.size() == E.Name.size() || Rest[E.Name.size()] == '.') {
      Best = E.ID;
      BestLen = E.Name.size();
    }
  }
  return Best;
}

const char* intrinsicName(IntrinsicID ID) {
  switch (ID) {
  case IntrinsicID::NotIntrinsic: return "";
  case IntrinsicID::Unknown: return "unknown";
  default: break;
  }
  for (const Entry& E : Table)
    if (E.ID == ID) return E.Name.data(); // table entries are string literals, so NUL-terminated
  return "unknown";
}

} // namespace dt::ir
