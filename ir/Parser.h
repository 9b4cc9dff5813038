// ir/Parser.h — reading LLVM IR text (.ll) into an ir::Module.
//
// Duty: accept the textual IR that LLVM 19 prints (clang -S -emit-llvm, llvm-dis, CodeGen tests) and build
// the Module with every type, value, flag and source location the DAG builder needs. Invariants: the
// result is complete and consistent (every operand resolved, every block terminated, types checked as
// LLVM's parser checks them) or no module is returned at all — malformed input throws dt::InputError
// ("file:line:col: error: msg", LLVM's wording), valid input using a construct dagtool does not handle
// throws dt::UnsupportedError. Nothing in any input can crash the reader or make it recurse without bound.
#pragma once

#include "ir/IR.h"
#include "support/Diagnostics.h" // the errors parseModule throws

#include <memory>
#include <string>
#include <string_view>

namespace dt::ir {

/// Parses LLVM IR text. Throws dt::InputError ("file:line:col: error: msg") on malformed input, and
/// dt::UnsupportedError for valid-but-unsupported constructs. Never crashes, never returns a partial module.
std::unique_ptr<Module> parseModule(std::string_view Text, const std::string& FileName);

/// Reads and parses a file; "-" reads standard input (reported as "<stdin>"). An unreadable file is an
/// InputError without a location.
std::unique_ptr<Module> parseModuleFile(const std::string& Path);

} // namespace dt::ir
