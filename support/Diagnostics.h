// support/Diagnostics.h — errors that end a run with a clear message and a distinct exit code.
//
// Duty: one exception type per failure class, so every phase can stop cleanly (never abort) and the
// driver can print `file:line:col: error: message` and exit with the class's code. Internal invariant
// violations (bugs in dagtool) are InternalError and still print, never crash.
#pragma once

#include "support/SourceLoc.h"

#include <stdexcept>
#include <string>

namespace dt {

enum ExitCode : int {
  ExitOK = 0,
  ExitInputError = 1,   // malformed input (.ll or dump text), unreadable file
  ExitUsageError = 2,   // bad command line
  ExitUnsupported = 3,  // valid input using a construct dagtool does not support (yet)
  ExitCannotLower = 4,  // a phase found no way to handle a node (e.g. cannot legalize / cannot select)
  ExitInternalError = 70,
};

class DagtoolError : public std::runtime_error {
public:
  DagtoolError(ExitCode Code, std::string File, SourceLoc Loc, const std::string& Msg)
      : std::runtime_error(Msg), Code(Code), File(std::move(File)), Loc(Loc) {}
  ExitCode code() const { return Code; }
  const std::string& file() const { return File; }
  SourceLoc loc() const { return Loc; }
  /// "file:line:col: error: message" (the location parts only when known).
  std::string format() const;

private:
  ExitCode Code;
  std::string File;
  SourceLoc Loc;
};

/// Malformed input: a syntax or semantic error in an .ll file or a dump.
struct InputError : DagtoolError {
  InputError(std::string File, SourceLoc Loc, const std::string& Msg)
      : DagtoolError(ExitInputError, std::move(File), Loc, Msg) {}
};

/// Valid input that uses something dagtool does not support; the message names the construct.
struct UnsupportedError : DagtoolError {
  UnsupportedError(std::string File, SourceLoc Loc, const std::string& Msg)
      : DagtoolError(ExitUnsupported, std::move(File), Loc, Msg) {}
};

/// A phase could not handle a node (no legalization, no pattern); the message names the node.
struct CannotLowerError : DagtoolError {
  CannotLowerError(const std::string& Msg) : DagtoolError(ExitCannotLower, "", {}, Msg) {}
};

struct InternalError : DagtoolError {
  InternalError(const std::string& Msg) : DagtoolError(ExitInternalError, "", {}, Msg) {}
};

/// Check an internal invariant; on failure throw InternalError (never abort).
#define DT_CHECK(Cond, Msg)                                                                                  \
  do {                                                                                                      \
    if (!(Cond)) throw ::dt::InternalError(std::string("internal check failed: ") + (Msg) + " (" #Cond ") at " \
                                           __FILE__ ":" + std::to_string(__LINE__));                       \
  } while (0)

} // namespace dt
