// tools/lib/ActionReport.h — the action tables for people: --print-actions, --query-action, --set-action and
// the generated docs/action-keys.md (--print-action-keys).
//
// Duty: parse the action-key syntax (rotl:i32, setcc:i32:setugt, load:i32:sextload:i8 ...) into lookups and
// overrides, print a target's tables as aligned text, explain one decision step by step, and render the key
// table of legalize/TargetLowering.cpp as a document. Everything here reads TargetLowering's data and
// decisions (decideAction); nothing here decides an action itself, so the report cannot drift from the
// legalizer. Errors in a key are usage errors (exit code 2) that say what is valid.
#pragma once

#include "legalize/TargetLowering.h"

#include <string>
#include <string_view>

namespace dt {

/// The key syntax of --query-action and --set-action, for --help.
extern const char* const ActionKeySyntaxHelp;

/// "rotl:i32", "setcc:i32:setugt", "select_cc:f32:setolt:i32", "load:i32:sextload:i8",
/// "store:i32:truncstore:i8", "RISCVISD::SELECT_CC:i32". Throws a usage DagtoolError naming what is valid.
ActionQuery parseActionQuery(std::string_view Spec, const TargetLowering& TLI);
/// "KEY=ACTION" or "KEY=Promote:TYPE" (operation entries only). A key with a condition code overrides the
/// condition-code table, one with sextload/zextload/extload the load-extension table, one with truncstore the
/// truncating-store table; any other key the operation table.
ActionOverride parseActionOverride(std::string_view Spec, const TargetLowering& TLI);

/// --print-actions: legal types, type actions, and every operation, condition-code, load-extension and
/// truncating-store entry that can decide something, with keys, promote-to types and libcall names.
std::string printActions(const TargetLowering& TLI, std::string_view TargetDescription);
/// --query-action: the decision for one key, numbered step by step (the spec is parsed here).
std::string explainAction(const TargetLowering& TLI, std::string_view Spec,
                          std::string_view TargetDescription);

enum class ActionKeyDocFormat { Markdown, Text };
/// --print-action-keys: docs/action-keys.md (Markdown) or the same as aligned text.
std::string printActionKeys(ActionKeyDocFormat Format);

} // namespace dt
