// ir/Intrinsics.h — the LLVM intrinsics dagtool knows by name.
//
// Duty: map "llvm.fshl.i32"-style callee names to an IntrinsicID (the type suffix is ignored). Calls to an
// "llvm.*" function not listed here keep IntrinsicID::Unknown, so the builder can report it by name.
#pragma once

#include <string_view>

namespace dt::ir {

// X(Enumerator, "base name without the llvm. prefix and without type suffixes")
#define DT_IR_INTRINSICS(X)                                                                                  \
  X(fshl, "fshl") X(fshr, "fshr") X(ctpop, "ctpop") X(ctlz, "ctlz") X(cttz, "cttz") X(bswap, "bswap")          \
  X(bitreverse, "bitreverse") X(abs, "abs") X(smin, "smin") X(smax, "smax") X(umin, "umin") X(umax, "umax")   \
  X(sadd_with_overflow, "sadd.with.overflow") X(uadd_with_overflow, "uadd.with.overflow")                     \
  X(ssub_with_overflow, "ssub.with.overflow") X(usub_with_overflow, "usub.with.overflow")                     \
  X(smul_with_overflow, "smul.with.overflow") X(umul_with_overflow, "umul.with.overflow")                     \
  X(sadd_sat, "sadd.sat") X(uadd_sat, "uadd.sat") X(ssub_sat, "ssub.sat") X(usub_sat, "usub.sat")             \
  X(sshl_sat, "sshl.sat") X(ushl_sat, "ushl.sat")                                                             \
  X(fabs, "fabs") X(sqrt, "sqrt") X(fma, "fma") X(fmuladd, "fmuladd") X(copysign, "copysign")                 \
  X(minnum, "minnum") X(maxnum, "maxnum") X(minimum, "minimum") X(maximum, "maximum")                         \
  X(floor, "floor") X(ceil, "ceil") X(trunc, "trunc") X(rint, "rint") X(nearbyint, "nearbyint")               \
  X(round, "round") X(roundeven, "roundeven") X(sin, "sin") X(cos, "cos") X(pow, "pow") X(exp, "exp")         \
  X(exp2, "exp2") X(log, "log") X(log2, "log2") X(log10, "log10")                                             \
  X(vector_reduce_add, "vector.reduce.add") X(vector_reduce_mul, "vector.reduce.mul")                         \
  X(vector_reduce_and, "vector.reduce.and") X(vector_reduce_or, "vector.reduce.or")                           \
  X(vector_reduce_xor, "vector.reduce.xor") X(vector_reduce_smax, "vector.reduce.smax")                       \
  X(vector_reduce_smin, "vector.reduce.smin") X(vector_reduce_umax, "vector.reduce.umax")                     \
  X(vector_reduce_umin, "vector.reduce.umin") X(vector_reduce_fadd, "vector.reduce.fadd")                     \
  X(vector_reduce_fmul, "vector.reduce.fmul") X(vector_reduce_fmax, "vector.reduce.fmax")                     \
  X(vector_reduce_fmin, "vector.reduce.fmin")                                                                 \
  X(memcpy, "memcpy") X(memmove, "memmove") X(memset, "memset")                                               \
  X(lifetime_start, "lifetime.start") X(lifetime_end, "lifetime.end") X(dbg_value, "dbg.value")               \
  X(dbg_declare, "dbg.declare") X(dbg_label, "dbg.label") X(assume, "assume") X(expect, "expect")             \
  X(scmp, "scmp") X(ucmp, "ucmp") X(ldexp, "ldexp") X(fptosi_sat, "fptosi.sat")                       \
  X(fptoui_sat, "fptoui.sat") X(is_fpclass, "is.fpclass") X(vector_reduce_fminimum, "vector.reduce.fminimum")  \
  X(vector_reduce_fmaximum, "vector.reduce.fmaximum") X(stacksave, "stacksave") X(stackrestore, "stackrestore") X(trap, "trap") X(donothing, "donothing")

enum class IntrinsicID : unsigned char {
  NotIntrinsic, // an ordinary function
  Unknown,      // an llvm.* function dagtool does not know
#define X(Name, Text) Name,
  DT_IR_INTRINSICS(X)
#undef X
};

/// The intrinsic named by a full function name such as "llvm.umul.with.overflow.i32".
IntrinsicID lookupIntrinsic(std::string_view FunctionName);
/// "fshl", "umul.with.overflow", ...
const char* intrinsicName(IntrinsicID ID);

} // namespace dt::ir
