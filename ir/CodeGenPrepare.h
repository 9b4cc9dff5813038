// ir/CodeGenPrepare.h — the IR clean-ups LLVM 19's CodeGenPrepare makes before the DAG builder sees a
// function.
//
// Duty: rewrite one function in place the way llc's `codegenprepare` pass does (at -O1 and above) for the
// transformations that change what instruction selection sees on RISC-V: dead PHIs and what only fed them,
// PHIs whose incoming values are all equal, blocks holding only PHIs and a branch, casts that are free after
// type promotion (or extensions to expanded types) and compares sunk into the blocks that use them, switch
// conditions widened to the register width, constant-folded terminators with the blocks they leave dead, and
// single-edge block pairs merged. See docs/03-dag-builder.md ("Before the builder: CodeGenPrepare").
// Invariants: the result is valid SSA that computes what the input computed; local value numbers and block
// numbers are recomputed before returning, so the builder may run on the function right away; running the
// step again on its own output changes nothing. Not implemented (llc does them): address-mode sinking,
// extension promotion into loads, select-to-branch, overflow-intrinsic formation, store splitting.
#pragma once

namespace dt::ir {

class Function;
class Module;

/// What the transformations need to know about the target (RISC-V answers in the comments).
struct CodeGenPrepareOptions {
  /// Register width: integers narrower than this are promoted to it, wider power-of-two ones are expanded.
  unsigned XLen = 32;
  /// TargetLowering::isSExtCheaperThanZExt(i32, i64): true on RV64, where sign extension of i32 is free.
  bool SExtCheaperFromI32 = false;
};

/// Runs the clean-ups on F (a definition of module M, whose constant pool receives new constants). Returns
/// whether the function changed.
bool codeGenPrepare(Module& M, Function& F, const CodeGenPrepareOptions& Opts);

} // namespace dt::ir
