// dag/Reader.cpp — parses isel-dump text back into a SelectionDAG (contract in Reader.h).
//
// Two passes. Pass 1 parses every line into a NodeSpec (node lines) or interns an inline operand's text as a
// leaf spec (one per distinct spelling, so `Register:i32 $x10` twice is one node, as in LLVM where CSE makes
// it one). Nothing is created yet, because a line may use a node printed further down (an updated node can
// use newer ones). Pass 2 resolves references, checks for cycles and creates the nodes operands-first with an
// explicit stack (dumps may nest thousands deep), fixing each node's id with setNextPersistentId before its
// creation and checking afterwards that the DAG built exactly the printed node. Finally the node list is
// reordered so that the printer walks the nodes in the printed order, and the root is set.
#include "dag/Reader.h"

#include "dag/FunctionLowering.h"
#include "dag/Printer.h"
#include "ir/IR.h"
#include "support/Diagnostics.h"
#include "support/FloatFormat.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <unordered_map>
#include <unordered_set>

namespace dt {

namespace {

// Bounds that keep hostile input from exhausting memory; far above anything a real dump contains.
constexpr unsigned MaxIntBits = 65536;
constexpr unsigned MaxVectorElts = 65536;
constexpr uint32_t MaxNodeId = 0x7fffffffu;

bool isDigit(char C) {
  return C >= '0' && C <= '9';
}
bool isAlnum(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) != 0;
}
bool isBlank(std::string_view L) {
  return std::all_of(L.begin(), L.end(), [](char C) { return C == ' ' || C == '\t'; });
}

/// A "tN:" prefix after optional indentation.
bool isNodeLine(std::string_view L) {
  size_t P = 0;
  while (P < L.size() && L[P] == ' ') ++P;
  if (P + 1 >= L.size() || L[P] != 't' || !isDigit(L[P + 1])) return false;
  ++P;
  while (P < L.size() && isDigit(L[P])) ++P;
  return P < L.size() && L[P] == ':';
}

constexpr std::string_view CountPrefix = "SelectionDAG has ";
constexpr std::string_view CountSuffix = " nodes:";

/// "SelectionDAG has N nodes:" → N; nullopt when the line is not exactly that.
std::optional<unsigned> parseCountLine(std::string_view L) {
  if (!L.starts_with(CountPrefix) || !L.ends_with(CountSuffix)) return std::nullopt;
  std::string_view Num = L.substr(CountPrefix.size(), L.size() - CountPrefix.size() - CountSuffix.size());
  if (Num.empty() || Num.size() > 9) return std::nullopt;
  unsigned V = 0;
  for (char C : Num) {
    if (!isDigit(C)) return std::nullopt;
    V = V * 10 + unsigned(C - '0');
  }
  return V;
}

/// "<Title>: %bb.<N> '<Fn>:<Block>'". The function name is split off at the first ':' (block names may
/// contain ':' more often than mangled function names do).
bool parseHeaderLine(std::string_view L, ParsedSection& PS) {
  if (L.empty() || L[0] == ' ' || isNodeLine(L) || L.back() != '\'') return false;
  size_t Pos = L.rfind(": %bb.");
  if (Pos == std::string_view::npos || Pos == 0) return false;
  size_t P = Pos + 6;
  size_t DigitsStart = P;
  uint64_t MBB = 0;
  while (P < L.size() && isDigit(L[P])) {
    MBB = MBB * 10 + uint64_t(L[P] - '0');
    if (MBB > std::numeric_limits<unsigned>::max()) return false;
    ++P;
  }
  if (P == DigitsStart || L.substr(P, 2) != " '" || P + 2 > L.size() - 1) return false;
  std::string_view Name = L.substr(P + 2, L.size() - 1 - (P + 2));
  size_t Colon = Name.find(':');
  PS.Title = std::string(L.substr(0, Pos));
  PS.MBB = unsigned(MBB);
  PS.FnName = std::string(Name.substr(0, Colon));
  PS.BlockName = Colon == std::string_view::npos ? std::string() : std::string(Name.substr(Colon + 1));
  PS.HasHeader = true;
  return true;
}

/// Splits text into lines (without '\n' and a trailing '\r').
std::vector<std::string_view> splitLines(std::string_view Text) {
  std::vector<std::string_view> Lines;
  size_t Start = 0;
  while (Start < Text.size()) {
    size_t End = Text.find('\n', Start);
    if (End == std::string_view::npos) End = Text.size();
    std::string_view L = Text.substr(Start, End - Start);
    if (!L.empty() && L.back() == '\r') L.remove_suffix(1);
    Lines.push_back(L);
    Start = End + 1;
  }
  return Lines;
}

std::string idText(uint32_t Id) {
  return "t" + std::to_string(Id);
}

// ---- parsed descriptions
// ------------------------------------------------------------------------------------

struct OpRef {
  bool Leaf = false;
  uint32_t Index = 0; // leaf number, or the id of a node line
  unsigned ResNo = 0;
  SourceLoc Loc;
};

struct BlockRef {
  std::string Name;
  bool HasNumber = false; // our form "<name %bb.N>"
  unsigned Number = 0;
  std::string Pointer; // LLVM's form "<name 0x55d0...>"
};

struct NodeSpec {
  SourceLoc Loc;    // the node's first character ('t' of a line's tN, or an inline operand's opcode)
  SourceLoc OpcLoc; // its opcode
  uint32_t Id = 0;  // lines: the printed id; leaves: the fresh id
  std::vector<EVT> VTs;
  int32_t Opc = 0; // machine opcodes as ~number, as SDNode stores them
  bool Opaque = false;
  uint16_t Flags = 0;
  // payloads
  APInt Value;
  ISD::CondCode CC = ISD::SETCC_INVALID;
  uint32_t Reg = 0;
  EVT PayloadVT;
  int64_t Index = 0; // frame index
  const char* Sym = nullptr;
  int64_t Offset = 0;
  unsigned TF = 0;
  BlockRef BB;
  std::vector<int> Mask;
  bool HasMMO = false;
  MemOperand MMO;
  std::vector<MemOperand> MemRefs;
  ISD::LoadExtType Ext = ISD::NON_EXTLOAD;
  EVT MemVT;
  bool Trunc = false;
  ISD::MemIndexedMode AM = ISD::UNINDEXED;
  std::vector<OpRef> Ops;
  // node lines only
  std::string_view Body; // the line without indentation (duplicate lines are allowed if identical)
  unsigned Line = 0;
};

/// A generic opcode a dump may name. Not readable: the deleted marker, handles (never in a DAG's node list)
/// and CondCode, which prints as the condition's name.
std::optional<int32_t> readableGenericOpcode(std::string_view Name) {
  auto Opc = ISD::opcodeByName(Name);
  if (Opc && (*Opc == ISD::DELETED_NODE || *Opc == ISD::HANDLENODE || *Opc == ISD::CONDCODE))
    return std::nullopt;
  return Opc;
}

bool isUnsupportedLeaf(int32_t Opc) {
  switch (Opc) {
  case ISD::GlobalTLSAddress:
  case ISD::TargetGlobalTLSAddress:
  case ISD::JumpTable:
  case ISD::TargetJumpTable:
  case ISD::BlockAddress:
  case ISD::TargetBlockAddress:
  case ISD::MCSymbol: return true;
  default: return false;
  }
}

/// Parses a type token exactly as EVT::str() spells it; nullopt otherwise.
std::optional<EVT> typeFromName(std::string_view T) {
  if (T == "ch") return EVT::other();
  if (T == "glue") return EVT::glue();
  if (T == "Untyped") return EVT::untyped();
  if (T == "isVoid") return EVT::isVoid();
  auto number = [](std::string_view D, unsigned Max) -> std::optional<unsigned> {
    if (D.empty() || D.size() > 6 || D[0] == '0') return std::nullopt;
    unsigned V = 0;
    for (char C : D) {
      if (!isDigit(C)) return std::nullopt;
      V = V * 10 + unsigned(C - '0');
    }
    if (V > Max) return std::nullopt;
    return V;
  };
  auto scalar = [&](std::string_view S) -> std::optional<EVT> {
    if (S == "f16") return EVT::f16();
    if (S == "bf16") return EVT::bf16();
    if (S == "f32") return EVT::f32();
    if (S == "f64") return EVT::f64();
    if (S == "f80") return EVT::f80();
    if (S == "f128") return EVT::f128();
    if (S.size() >= 2 && S[0] == 'i')
      if (auto B = number(S.substr(1), MaxIntBits)) return EVT::integer(*B);
    return std::nullopt;
  };
  if (auto E = scalar(T)) return E;
  if (T.size() >= 3 && T[0] == 'v' && isDigit(T[1])) {
    size_t P = 1;
    while (P < T.size() && isDigit(T[P])) ++P;
    auto N = number(T.substr(1, P - 1), MaxVectorElts);
    auto Elt = scalar(T.substr(P));
    if (N && Elt) return EVT::vector(*Elt, *N);
  }
  return std::nullopt;
}

// ---- the reader
// ----------------------------------------------------------------------------------------------

class DumpReader {
public:
  DumpReader(SelectionDAG& DAG, const std::string& File, unsigned LineOffset)
      : DAG(DAG), TH(DAG.target()), File(File), LineOffset(LineOffset) {}

  ParsedSection run(std::string_view Text);

private:
  // -- diagnostics --
  SourceLoc loc(size_t Col) const { return {LineNo + LineOffset, uint32_t(Col + 1)}; }
  [[noreturn]] void fail(SourceLoc L, const std::string& Msg) const { throw InputError(File, L, Msg); }
  [[noreturn]] void failAt(size_t Col, const std::string& Msg) const { fail(loc(Col), Msg); }
  [[noreturn]] void unsupported(SourceLoc L, const std::string& Msg) const {
    throw UnsupportedError(File, L, Msg);
  }

  // -- the cursor over the current line --
  bool atEnd() const { return P >= Cur.size(); }
  char peek(size_t K = 0) const { return P + K < Cur.size() ? Cur[P + K] : '\0'; }
  bool consume(std::string_view S) {
    if (Cur.substr(P).starts_with(S)) {
      P += S.size();
      return true;
    }
    return false;
  }
  void expect(std::string_view S, std::string_view What) {
    if (!consume(S)) failAt(P, "expected '" + std::string(S) + "' " + std::string(What));
  }
  uint64_t parseUnsigned(uint64_t Max, std::string_view What);
  int64_t parseSigned(std::string_view What);
  std::string parseIRName(std::string_view What);

  // -- grammar --
  void parseLine(std::string_view Line);
  void parseTypes(NodeSpec& S);
  void parseOpcode(NodeSpec& S);
  void parseFlags(NodeSpec& S);
  void parseDetails(NodeSpec& S);
  void parseMemOperand(MemOperand& MO);
  void parsePooledScalar(NodeSpec& S);
  void parseByteArrayConstant(NodeSpec& S);
  OpRef parseOperand();
  void checkShape(const NodeSpec& S, bool Inline);

  // -- building --
  void resolveBlocks(const ParsedSection& PS);
  void createAll();
  SDNode* leafNode(uint32_t Leaf);
  SDNode* build(const NodeSpec& S, const std::vector<SDValue>& Ops);
  SDNode* buildLeaf(const NodeSpec& S);
  SDValue operandValue(const OpRef& R);
  void verify(const NodeSpec& S, SDNode* N, const std::vector<SDValue>& Ops, uint32_t IdBefore);
  void restoreOrder();

  SelectionDAG& DAG;
  const TargetHooks& TH;
  const std::string& File;
  unsigned LineOffset;

  std::string_view Cur;
  size_t P = 0;
  uint32_t LineNo = 0;

  std::vector<NodeSpec> Lines;                   // one per distinct node line, in text order
  std::unordered_map<uint32_t, size_t> LineOfId; // id → index in Lines
  std::vector<NodeSpec> Leaves;                  // one per distinct inline operand spelling
  std::unordered_map<std::string_view, uint32_t> LeafOfText;
  std::vector<SDNode*> LineNode, LeafNodes;
  uint32_t LastLineId = 0;
  bool HaveLines = false;
};

uint64_t DumpReader::parseUnsigned(uint64_t Max, std::string_view What) {
  size_t Start = P;
  if (!isDigit(peek())) failAt(P, "expected " + std::string(What));
  uint64_t V = 0;
  while (isDigit(peek())) {
    uint64_t D = uint64_t(peek() - '0');
    if (V > (Max - D) / 10) failAt(Start, std::string(What) + " is too large");
    V = V * 10 + D;
    ++P;
  }
  return V;
}

int64_t DumpReader::parseSigned(std::string_view What) {
  bool Neg = consume("-");
  uint64_t Mag = parseUnsigned(Neg ? uint64_t(1) << 63 : uint64_t(INT64_MAX), What);
  return Neg ? int64_t(uint64_t(0) - Mag) : int64_t(Mag);
}

/// An IR name as LLVM prints it: bare [-A-Za-z0-9$._]+ or "quoted" with \XX escapes.
std::string DumpReader::parseIRName(std::string_view What) {
  std::string Name;
  const size_t Quote = P;
  if (consume("\"")) {
    for (;;) {
      if (atEnd()) failAt(Quote, "unterminated quoted " + std::string(What));
      char C = Cur[P++];
      if (C == '"') break;
      if (C == '\\') {
        auto hex = [&](char H) -> int {
          if (isDigit(H)) return H - '0';
          if (H >= 'A' && H <= 'F') return H - 'A' + 10;
          if (H >= 'a' && H <= 'f') return H - 'a' + 10;
          return -1;
        };
        int Hi = hex(peek()), Lo = hex(peek(1));
        if (Hi < 0 || Lo < 0) failAt(P - 1, "invalid escape in " + std::string(What));
        Name += char(Hi * 16 + Lo);
        P += 2;
        continue;
      }
      Name += C;
    }
    if (Name.empty()) failAt(P - 2, "empty " + std::string(What));
    return Name;
  }
  size_t Start = P;
  while (!atEnd() && (isAlnum(peek()) || peek() == '-' || peek() == '$' || peek() == '.' || peek() == '_'))
    ++P;
  if (P == Start) failAt(P, "expected " + std::string(What));
  return std::string(Cur.substr(Start, P - Start));
}

void DumpReader::parseTypes(NodeSpec& S) {
  for (;;) {
    size_t Start = P;
    while (isAlnum(peek())) ++P;
    if (P == Start) failAt(P, "expected a value type");
    std::string_view Tok = Cur.substr(Start, P - Start);
    auto VT = typeFromName(Tok);
    if (!VT) failAt(Start, "unknown value type '" + std::string(Tok) + "'");
    S.VTs.push_back(*VT);
    // "i32,ch" continues the list; ", " starts the next operand.
    if (peek() == ',' && isAlnum(peek(1))) {
      ++P;
      continue;
    }
    return;
  }
}

void DumpReader::parseOpcode(NodeSpec& S) {
  size_t Start = P;
  while (!atEnd()) {
    char C = peek();
    if (isAlnum(C) || C == '_' || C == '.')
      ++P;
    else if (C == ':' && peek(1) == ':')
      P += 2;
    else
      break;
  }
  if (P == Start) failAt(P, "expected an opcode name");
  S.OpcLoc = loc(Start);
  std::string_view Name = Cur.substr(Start, P - Start);

  for (unsigned CC = 0; CC < ISD::SETCC_INVALID; ++CC)
    if (Name == ISD::condCodeName(ISD::CondCode(CC))) {
      S.Opc = ISD::CONDCODE;
      S.CC = ISD::CondCode(CC);
      return;
    }
  if (Name == "poison") {
    // LLVM 21 prints poison leaves; dagtool models LLVM 19, where they are undef (getPOISON gives UNDEF).
    S.Opc = ISD::UNDEF;
    return;
  }
  if (Name == "OpaqueConstant" || Name == "OpaqueTargetConstant") {
    S.Opc = Name == "OpaqueConstant" ? ISD::Constant : ISD::TargetConstant;
    S.Opaque = true;
    return;
  }
  if (auto Generic = readableGenericOpcode(Name)) {
    S.Opc = *Generic;
    if (isUnsupportedLeaf(S.Opc))
      unsupported(S.OpcLoc, "reading '" + std::string(Name) + "' nodes is not supported");
    return;
  }
  if (Name.find("::") != std::string_view::npos) {
    auto Opc = TH.findTargetOpcode(Name);
    if (!Opc || *Opc < ISD::BUILTIN_OP_END)
      failAt(Start, "unknown target opcode '" + std::string(Name) + "'");
    S.Opc = *Opc;
    return;
  }
  if (auto MOpc = TH.findMachineOpcode(Name); MOpc && *MOpc <= uint32_t(INT32_MAX)) {
    S.Opc = ~int32_t(*MOpc);
    return;
  }
  failAt(Start, "unknown opcode '" + std::string(Name) + "'");
}

void DumpReader::parseFlags(NodeSpec& S) {
  static const std::pair<std::string_view, uint16_t> Names[] = {
      {"nuw", SDNodeFlags::NoUnsignedWrap},    {"nsw", SDNodeFlags::NoSignedWrap},
      {"exact", SDNodeFlags::Exact},           {"disjoint", SDNodeFlags::Disjoint},
      {"nneg", SDNodeFlags::NonNeg},           {"nnan", SDNodeFlags::NoNaNs},
      {"ninf", SDNodeFlags::NoInfs},           {"nsz", SDNodeFlags::NoSignedZeros},
      {"arcp", SDNodeFlags::AllowReciprocal},  {"contract", SDNodeFlags::AllowContract},
      {"afn", SDNodeFlags::ApproximateFuncs},  {"reassoc", SDNodeFlags::AllowReassociation},
      {"nofpexcept", SDNodeFlags::NoFPExcept},
  };
  while (peek() == ' ') {
    size_t E = P + 1;
    while (E < Cur.size() && Cur[E] >= 'a' && Cur[E] <= 'z') ++E;
    std::string_view Word = Cur.substr(P + 1, E - P - 1);
    // A word followed by ':' or more name characters is an inline operand's opcode, not a flag.
    if (E < Cur.size() && (Cur[E] == ':' || isAlnum(Cur[E]) || Cur[E] == '_' || Cur[E] == '.')) return;
    uint16_t Bit = 0;
    for (const auto& [N, B] : Names)
      if (N == Word) Bit = B;
    if (!Bit) return;
    S.Flags |= Bit;
    P = E;
  }
}

// `double 0x4330000000000000>` / `i64 4886718345>`: a pooled scalar up to and including the closing '>'.
void DumpReader::parsePooledScalar(NodeSpec& S) {
    size_t TypeStart = P;
    size_t Space = Cur.find(' ', P), End = Cur.find('>', P);
    if (Space == std::string_view::npos || End == std::string_view::npos || Space > End)
      failAt(P, "expected '<TYPE VALUE>' in a constant-pool entry");
    std::string_view TypeText = Cur.substr(P, Space - P), Text = Cur.substr(Space + 1, End - Space - 1);
    std::optional<APInt> Bits;
    const std::pair<const char*, FPFormat> FPTypes[] = {{"half", FPFormat::Half},     {"bfloat", FPFormat::BFloat},
                                                        {"float", FPFormat::Single},  {"double", FPFormat::Double},
                                                        {"fp128", FPFormat::Quad}};
    for (const auto& [Name, F] : FPTypes)
      if (TypeText == Name) {
        S.PayloadVT = EVT::fp(F);
        Bits = parseFPLiteral(F, Text, nullptr);
      }
    if (!S.PayloadVT.isValid() && TypeText.size() > 1 && TypeText[0] == 'i') {
      unsigned Width = 0;
      for (char C : TypeText.substr(1)) Width = isDigit(C) && Width < 100000 ? Width * 10 + unsigned(C - '0') : 1u << 30;
      if (Width == 0 || Width > 4096) failAt(TypeStart + 1, "invalid integer type in a constant-pool entry");
      S.PayloadVT = EVT::integer(Width);
      bool Neg = !Text.empty() && Text[0] == '-';
      std::string_view Digits = Neg ? Text.substr(1) : Text;
      if (!Digits.empty() && std::all_of(Digits.begin(), Digits.end(), isDigit) &&
          APInt::requiredBits(Digits, 10) <= Width) {
        Bits = APInt::fromString(Width, Digits, 10);
        if (Bits && Neg) *Bits = APInt::zero(Width) - *Bits;
      }
    }
    if (!S.PayloadVT.isValid()) failAt(TypeStart, "unknown constant type in a constant-pool entry");
    if (!Bits) failAt(Space + 1, "invalid constant '" + std::string(Text.substr(0, 60)) + "' in a constant-pool entry");
    S.Value = *Bits;
    P = End + 1;
}

// `[32 x i8] c"\00\01\1C...">`: a pooled byte array (printEscapedString: \XX for the unprintable bytes).
void DumpReader::parseByteArrayConstant(NodeSpec& S) {
  size_t Start = P;
  expect("[", "to start an array type");
  uint64_t Count = parseUnsigned(4096, "an array length");
  expect(" x i8] c\"", "in a byte-array constant (only [N x i8] arrays are pooled)");
  if (Count == 0) failAt(Start, "an empty array cannot be pooled");
  APInt Bits = APInt::zero(unsigned(8 * Count));
  for (uint64_t I = 0; I < Count; ++I) {
    char C = peek();
    uint64_t Byte;
    if (C == '\\') {
      auto hexDigit = [&](char H) -> int {
        if (H >= '0' && H <= '9') return H - '0';
        if (H >= 'A' && H <= 'F') return H - 'A' + 10;
        failAt(P, "expected two upper-case hex digits after '\\' in a byte array");
      };
      Byte = uint64_t(hexDigit(peek(1)) * 16 + hexDigit(peek(2)));
      P += 3;
    } else if (C == '"' || atEnd()) {
      failAt(P, "the byte array has fewer bytes than its type says");
    } else {
      Byte = static_cast<unsigned char>(C);
      ++P;
    }
    Bits = Bits | APInt(unsigned(8 * Count), Byte).shl(unsigned(8 * I));
  }
  expect("\">", "to close the byte array");
  S.PayloadVT = EVT::vector(EVT::i8(), unsigned(Count));
  S.Value = Bits;
}

void DumpReader::parseMemOperand(MemOperand& MO) {
  expect("(", "to start a memory operand");
  for (;;) {
    if (consume("volatile "))
      MO.F |= MemOperand::Volatile;
    else if (consume("non-temporal "))
      MO.F |= MemOperand::NonTemporal;
    else if (consume("dereferenceable "))
      MO.F |= MemOperand::Dereferenceable;
    else if (consume("invariant "))
      MO.F |= MemOperand::Invariant;
    else
      break;
  }
  if (consume("load ")) MO.F |= MemOperand::Load;
  if (consume("store ")) MO.F |= MemOperand::Store;
  if (!(MO.F & (MemOperand::Load | MemOperand::Store)))
    failAt(P, "expected 'load' or 'store' in a memory operand");
  if (consume("unknown-size")) {
    MO.SizeUnknown = true;
  } else {
    expect("(s", "(the access size)");
    size_t Start = P;
    uint64_t Bits = parseUnsigned(uint64_t(1) << 40, "an access size in bits");
    if (Bits % 8) failAt(Start, "access size must be a whole number of bytes");
    MO.SizeInBytes = Bits / 8;
    expect(")", "after the access size");
  }

  const bool IsLoad = MO.isLoad(), IsStore = MO.isStore();
  std::string_view Dir = (IsLoad && IsStore) ? " on " : IsLoad ? " from " : " into ";
  MachinePointerInfo& PI = MO.PtrInfo;
  using K = MachinePointerInfo::Kind;
  if (consume(Dir)) {
    size_t Start = P;
    if (consume("%ir.")) {
      PI.K = K::IRValue;
      PI.Name = DAG.internString(parseIRName("IR value name"));
    } else if (consume("@")) {
      PI.K = K::IRValue;
      PI.Name = DAG.internString("@" + parseIRName("global name"));
    } else if (consume("%fixed-stack.")) {
      int64_t N = int64_t(parseUnsigned(INT32_MAX, "a fixed stack object number"));
      PI.K = K::FixedStack;
      // The inverse of the printer's numbering (see Printer.cpp).
      if (const FunctionLoweringInfo* FLI = DAG.functionInfo())
        PI.FrameIndex = int(N - int64_t(FLI->Frame.FixedObjects.size()));
      else
        PI.FrameIndex = int(-N - 1);
    } else if (consume("%stack.")) {
      PI.K = K::Stack;
      PI.FrameIndex = int(parseUnsigned(INT32_MAX, "a stack object number"));
      if (consume(".")) {
        size_t NS = P;
        while (!atEnd() && peek() != ' ' && peek() != ',' && peek() != ')') ++P;
        if (P == NS) failAt(P, "expected a stack object name");
        PI.Name = DAG.internString(Cur.substr(NS, P - NS));
      }
    } else if (consume("constant-pool")) {
      PI.K = K::ConstantPool;
    } else if (consume("got")) {
      PI.K = K::GOT;
    } else if (consume("jump-table")) {
      PI.K = K::JumpTable;
    } else if (consume("unknown-address")) {
      PI.K = K::Unknown;
    } else if (Cur.substr(P).starts_with("stack")) {
      unsupported(loc(Start), "memory operands on the outgoing-argument 'stack' are not supported");
    } else {
      failAt(P, "expected a memory location (%ir.NAME, %stack.N, %fixed-stack.N, constant-pool, ...)");
    }
  } else if (Cur.substr(P).starts_with(" from ") || Cur.substr(P).starts_with(" into ") ||
             Cur.substr(P).starts_with(" on ")) {
    failAt(P + 1, "expected '" + std::string(Dir.substr(1, Dir.size() - 2)) + "' for this access");
  }
  if (consume(" + ")) {
    PI.Offset = int64_t(parseUnsigned(uint64_t(INT64_MAX), "an offset"));
  } else if (consume(" - ")) {
    PI.Offset = -int64_t(parseUnsigned(uint64_t(INT64_MAX), "an offset"));
  }
  if (consume(", align ")) {
    size_t Start = P;
    MO.Align = parseUnsigned(uint64_t(1) << 32, "an alignment");
    if (MO.Align == 0) failAt(Start, "alignment must not be 0");
  } else {
    // The printer leaves the alignment out exactly when it equals the access size.
    MO.Align = MO.SizeUnknown ? 1 : MO.SizeInBytes;
  }
  if (consume(", basealign ")) {
    size_t Start = P;
    MO.BaseAlign = parseUnsigned(uint64_t(1) << 32, "an alignment");
    if (MO.BaseAlign == 0) failAt(Start, "alignment must not be 0");
  } else {
    MO.BaseAlign = MO.Align;
  }
  if (consume(", addrspace ")) PI.AddrSpace = unsigned(parseUnsigned(0xffffff, "an address space"));
  if (peek() == ',' && peek(1) == ' ') {
    // LLVM prints more (", !tbaa !3", ", !range ...", sync scopes) that dagtool does not model.
    const size_t Start = P + 2;
    size_t E = Start;
    while (E < Cur.size() && Cur[E] != ' ' && Cur[E] != ')' && Cur[E] != ',') ++E;
    if (E > Start)
      unsupported(loc(Start), "memory operand attribute '" + std::string(Cur.substr(Start, E - Start)) +
                                  "' is not supported");
  }
  expect(")", "to end the memory operand");
}

void DumpReader::parseDetails(NodeSpec& S) {
  parseFlags(S);
  if (S.Opc < 0) {
    // Machine node: memory references, if any.
    if (consume("<Mem:")) {
      for (;;) {
        S.MemRefs.emplace_back();
        parseMemOperand(S.MemRefs.back());
        if (consume(">")) break;
        expect(" ", "between memory operands");
      }
    }
    return;
  }
  const EVT VT0 = S.VTs.empty() ? EVT() : S.VTs[0];
  switch (S.Opc) {
  case ISD::VECTOR_SHUFFLE: {
    size_t Start = P;
    expect("<", "to start the shuffle mask");
    if (!VT0.isVector() || S.VTs.size() != 1) fail(S.OpcLoc, "vector_shuffle needs one vector result type");
    unsigned N = VT0.numElements();
    if (!consume(">")) {
      for (;;) {
        if (consume("u")) {
          S.Mask.push_back(-1);
        } else {
          size_t ES = P;
          uint64_t E = parseUnsigned(INT32_MAX, "a mask element");
          if (E >= 2 * uint64_t(N)) failAt(ES, "mask element " + std::to_string(E) + " is out of range");
          S.Mask.push_back(int(E));
        }
        if (S.Mask.size() > N) failAt(Start, "the mask has more than " + std::to_string(N) + " elements");
        if (consume(">")) break;
        expect(",", "between mask elements");
      }
    }
    if (S.Mask.size() != N) failAt(Start, "the mask needs " + std::to_string(N) + " elements");
    return;
  }
  case ISD::Constant:
  case ISD::TargetConstant: {
    if (S.VTs.size() != 1 || !VT0.isScalarInteger())
      fail(S.OpcLoc, "a constant needs one integer result type");
    expect("<", "to start the constant's value");
    size_t Start = P;
    consume("-");
    while (isDigit(peek())) ++P;
    std::string_view Digits = Cur.substr(Start, P - Start);
    if (Digits.empty() || Digits == "-") failAt(Start, "expected an integer");
    unsigned Bits = VT0.scalarSizeInBits();
    // Decimal needs about 0.302 digits per bit: reject absurd lengths before doing arithmetic on them.
    if (Digits.size() > size_t(Bits) * 30103 / 100000 + 3 || APInt::requiredBits(Digits, 10) > Bits)
      failAt(Start, "constant " + std::string(Digits.substr(0, 40)) + " does not fit in " + VT0.str());
    auto V = APInt::fromString(Bits, Digits, 10);
    if (!V) failAt(Start, "expected an integer");
    S.Value = *V;
    expect(">", "after the constant's value");
    return;
  }
  case ISD::ConstantFP:
  case ISD::TargetConstantFP: {
    if (S.VTs.size() != 1 || VT0.kind() != EVT::Kind::Float)
      fail(S.OpcLoc, "an FP constant needs one floating-point result type");
    expect("<", "to start the FP constant");
    size_t Start = P;
    size_t End = Cur.find('>', P);
    if (End == std::string_view::npos) failAt(P, "expected '>' after the FP constant");
    std::string_view Text = Cur.substr(P, End - P);
    FPFormat F = VT0.fpFormat();
    std::optional<APInt> Bits;
    if (F == FPFormat::Single || F == FPFormat::Double) {
      if (Text == "nan")
        Bits = fpQNaN(F);
      else if (Text == "INF")
        Bits = fpInf(F, false);
      else if (Text == "-INF")
        Bits = fpInf(F, true);
      else if (!Text.empty() && (isDigit(Text[0]) || Text[0] == '-'))
        Bits = parseFPLiteral(F, Text, nullptr);
    } else if (Text.starts_with("APFloat(") && Text.ends_with(")")) {
      std::string_view Digits = Text.substr(8, Text.size() - 9);
      bool AllDigits = !Digits.empty() && std::all_of(Digits.begin(), Digits.end(), isDigit);
      if (AllDigits && Digits.size() <= 40 && APInt::requiredBits(Digits, 10) <= fpBits(F))
        Bits = APInt::fromString(fpBits(F), Digits, 10);
    }
    if (!Bits) failAt(Start, "invalid " + VT0.str() + " constant '" + std::string(Text.substr(0, 60)) + "'");
    S.Value = *Bits;
    P = End + 1;
    return;
  }
  case ISD::GlobalAddress:
  case ISD::TargetGlobalAddress: {
    if (S.VTs.size() != 1) fail(S.OpcLoc, "a global address needs one result type");
    expect("<ptr @", "to start the global");
    S.Sym = DAG.internString(parseIRName("global name"));
    expect(">", "after the global");
    if (consume(" + ")) {
      S.Offset = int64_t(parseUnsigned(uint64_t(INT64_MAX), "an offset"));
      if (S.Offset == 0) failAt(P - 1, "a zero offset prints as ' 0'");
    } else {
      expect(" ", "before the offset");
      size_t Start = P;
      S.Offset = parseSigned("an offset");
      if (S.Offset > 0) failAt(Start, "a positive offset prints as ' + N'");
    }
    if (consume(" [TF=")) {
      S.TF = unsigned(parseUnsigned(UINT32_MAX, "target flags"));
      expect("]", "after the target flags");
    }
    return;
  }
  case ISD::ConstantPool:
  case ISD::TargetConstantPool: {
    // `<double 0x4330000000000000> 0 [TF=4]`: the pooled constant as an IR typed value, then offset and flags.
    if (S.VTs.size() != 1) fail(S.OpcLoc, "a constant-pool entry needs one result type");
    expect("<", "to start the pooled constant");
    if (Cur.substr(P, 1) == "[") {
      parseByteArrayConstant(S);
    } else {
      parsePooledScalar(S);
    }
    if (consume(" + ")) {
      S.Offset = int64_t(parseUnsigned(uint64_t(INT64_MAX), "an offset"));
    } else {
      expect(" ", "before the offset");
      S.Offset = parseSigned("an offset");
    }
    if (consume(" [TF=")) {
      S.TF = unsigned(parseUnsigned(UINT32_MAX, "target flags"));
      expect("]", "after the target flags");
    }
    return;
  }
  case ISD::FrameIndex:
  case ISD::TargetFrameIndex:
    if (S.VTs.size() != 1) fail(S.OpcLoc, "a frame index needs one result type");
    expect("<", "to start the frame index");
    S.Index = parseSigned("a frame index");
    if (S.Index < INT32_MIN || S.Index > INT32_MAX) failAt(P - 1, "frame index out of range");
    expect(">", "after the frame index");
    return;
  case ISD::BasicBlock: {
    if (S.VTs.size() != 1 || !S.VTs[0].isOther()) fail(S.OpcLoc, "a BasicBlock node has the type ch");
    expect("<", "to start the block");
    size_t End = Cur.find('>', P);
    if (End == std::string_view::npos) failAt(P, "expected '>' after the block");
    std::string_view Body = Cur.substr(P, End - P);
    size_t Space = Body.rfind(' ');
    std::string_view Name = Space == std::string_view::npos ? std::string_view() : Body.substr(0, Space);
    std::string_view Tail = Space == std::string_view::npos ? Body : Body.substr(Space + 1);
    size_t TailCol = P + (Space == std::string_view::npos ? 0 : Space + 1);
    S.BB.Name = std::string(Name);
    if (Tail.starts_with("%bb.")) {
      P = TailCol + 4;
      S.BB.HasNumber = true;
      S.BB.Number = unsigned(parseUnsigned(UINT32_MAX, "a block number"));
      if (P != End) failAt(P, "expected '>' after the block number");
    } else if (Tail.starts_with("0x") && Tail.size() > 2 &&
               std::all_of(Tail.begin() + 2, Tail.end(),
                           [](char C) { return std::isxdigit((unsigned char)C); })) {
      S.BB.Pointer = std::string(Tail);
    } else {
      failAt(TailCol, "expected '%bb.N' or a block address in a BasicBlock operand");
    }
    P = End + 1;
    return;
  }
  case ISD::Register: {
    if (S.VTs.size() != 1) fail(S.OpcLoc, "a register needs one result type");
    expect(" ", "before the register");
    size_t Start = P;
    if (consume("%")) {
      uint64_t Idx = parseUnsigned(VirtualRegFlag - 1, "a virtual register number");
      S.Reg = indexToVirtReg(uint32_t(Idx));
    } else if (consume("$")) {
      size_t NS = P;
      while (isAlnum(peek()) || peek() == '_') ++P;
      std::string_view Name = Cur.substr(NS, P - NS);
      if (Name.empty()) failAt(NS, "expected a register name");
      if (Name == "noreg") {
        S.Reg = 0;
      } else {
        auto R = TH.findRegister(Name);
        if (!R) failAt(Start, "unknown register '$" + std::string(Name) + "'");
        S.Reg = *R;
      }
    } else {
      failAt(P, "expected a register ('%N' or '$name')");
    }
    return;
  }
  case ISD::ExternalSymbol:
  case ISD::TargetExternalSymbol: {
    if (S.VTs.size() != 1) fail(S.OpcLoc, "an external symbol needs one result type");
    expect("'", "to start the symbol");
    size_t End = Cur.find('\'', P);
    if (End == std::string_view::npos) failAt(P, "unterminated symbol name");
    S.Sym = DAG.internString(Cur.substr(P, End - P));
    P = End + 1;
    if (consume(" [TF=")) {
      S.TF = unsigned(parseUnsigned(UINT32_MAX, "target flags"));
      expect("]", "after the target flags");
    }
    return;
  }
  case ISD::VALUETYPE: {
    if (S.VTs.size() != 1 || !S.VTs[0].isOther()) fail(S.OpcLoc, "a ValueType node has the type ch");
    expect(":", "before the value type");
    size_t Start = P;
    while (isAlnum(peek())) ++P;
    auto VT = typeFromName(Cur.substr(Start, P - Start));
    if (!VT) failAt(Start, "unknown value type '" + std::string(Cur.substr(Start, P - Start)) + "'");
    S.PayloadVT = *VT;
    return;
  }
  case ISD::LOAD:
  case ISD::STORE: {
    const bool IsLoad = S.Opc == ISD::LOAD;
    expect("<", IsLoad ? "after 'load'" : "after 'store'");
    S.HasMMO = true;
    parseMemOperand(S.MMO);
    if (IsLoad) {
      std::pair<std::string_view, ISD::LoadExtType> Exts[] = {
          {", anyext from ", ISD::EXTLOAD}, {", sext from ", ISD::SEXTLOAD}, {", zext from ", ISD::ZEXTLOAD}};
      for (auto [Text, Ext] : Exts)
        if (consume(Text)) S.Ext = Ext;
    } else if (consume(", trunc to ")) {
      S.Trunc = true;
    }
    if (S.Ext != ISD::NON_EXTLOAD || S.Trunc) {
      size_t Start = P;
      while (isAlnum(peek())) ++P;
      auto VT = typeFromName(Cur.substr(Start, P - Start));
      if (!VT) failAt(Start, "unknown value type '" + std::string(Cur.substr(Start, P - Start)) + "'");
      S.MemVT = *VT;
    }
    std::pair<std::string_view, ISD::MemIndexedMode> Modes[] = {{", <pre-inc>", ISD::PRE_INC},
                                                                {", <pre-dec>", ISD::PRE_DEC},
                                                                {", <post-inc>", ISD::POST_INC},
                                                                {", <post-dec>", ISD::POST_DEC}};
    for (auto [Text, Mode] : Modes)
      if (consume(Text)) S.AM = Mode;
    expect(">", IsLoad ? "to end the load's details" : "to end the store's details");
    return;
  }
  default:
    // Any other node may carry a memory operand (target memory intrinsics).
    if (peek() == '<' && peek(1) == '(') {
      ++P;
      S.HasMMO = true;
      parseMemOperand(S.MMO);
      expect(">", "after the memory operand");
    }
    return;
  }
}

OpRef DumpReader::parseOperand() {
  size_t Start = P;
  OpRef R;
  R.Loc = loc(Start);
  if (peek() == 't' && isDigit(peek(1))) {
    ++P;
    R.Index = uint32_t(parseUnsigned(MaxNodeId, "a node id"));
    if (consume(":")) R.ResNo = unsigned(parseUnsigned(65535, "a result number"));
    return R;
  }
  // An inline node: opcode ':' types details, interned by its exact spelling.
  NodeSpec S;
  S.Loc = R.Loc;
  parseOpcode(S);
  expect(":", "between an inline operand's opcode and its type");
  parseTypes(S);
  parseDetails(S);
  checkShape(S, /*Inline=*/true);
  std::string_view Text = Cur.substr(Start, P - Start);
  R.Leaf = true;
  auto It = LeafOfText.find(Text);
  if (It != LeafOfText.end()) {
    R.Index = It->second;
    return R;
  }
  R.Index = uint32_t(Leaves.size());
  Leaves.push_back(std::move(S));
  LeafOfText.emplace(Text, R.Index);
  return R;
}

/// Shape rules that do not depend on other lines: leaves have no operands, other generic nodes have some.
void DumpReader::checkShape(const NodeSpec& S, bool Inline) {
  if (S.Opc < 0 || S.Opc >= ISD::BUILTIN_OP_END) return;
  const std::string Name = S.Opc == ISD::CONDCODE ? ISD::condCodeName(S.CC) : ISD::opcodeName(S.Opc);
  if (ISD::isLeafOpcode(S.Opc)) {
    if (!S.Ops.empty()) fail(S.OpcLoc, "'" + Name + "' takes no operands");
    if (S.VTs.size() != 1) fail(S.OpcLoc, "'" + Name + "' has exactly one result type");
    if (S.Opc == ISD::CONDCODE && !S.VTs[0].isOther()) fail(S.OpcLoc, "a condition code has the type ch");
    return;
  }
  if (S.Opc == ISD::EntryToken) {
    if (!S.Ops.empty()) fail(S.OpcLoc, "'EntryToken' takes no operands");
    return;
  }
  if (S.Ops.empty())
    fail(S.OpcLoc, Inline ? "'" + Name + "' cannot be an inline operand (it needs operands)"
                          : "'" + Name + "' needs operands");
}

void DumpReader::parseLine(std::string_view Line) {
  Cur = Line;
  P = 0;
  while (peek() == ' ') ++P;
  NodeSpec S;
  S.Loc = loc(P);
  S.Line = LineNo;
  S.Body = Line.substr(P);
  ++P; // 't'
  S.Id = uint32_t(parseUnsigned(MaxNodeId, "a node id"));
  expect(": ", "after the node id");
  parseTypes(S);
  expect(" = ", "after the result types");
  parseOpcode(S);
  parseDetails(S);
  if (!atEnd()) {
    expect(" ", "before the operands");
    S.Ops.push_back(parseOperand());
    while (consume(", ")) S.Ops.push_back(parseOperand());
    if (!atEnd()) failAt(P, "expected ', ' or the end of the line after an operand");
  }
  checkShape(S, /*Inline=*/false);

  const uint32_t EntryId = DAG.getEntryNode()->getPersistentId();
  if (S.Opc == ISD::EntryToken && S.Id != EntryId) fail(S.Loc, "the EntryToken must be " + idText(EntryId));
  if (S.Opc != ISD::EntryToken && S.Id == EntryId) fail(S.Loc, idText(EntryId) + " is the EntryToken");
  if (S.Opc == ISD::EntryToken && S.VTs != std::vector<EVT>{EVT::other(), EVT::glue()})
    fail(S.Loc, "the EntryToken's types are ch,glue");

  LastLineId = S.Id;
  HaveLines = true;
  auto [It, New] = LineOfId.emplace(S.Id, Lines.size());
  if (!New) {
    const NodeSpec& First = Lines[It->second];
    // LLVM prints a node twice only in one case (a root that has a use); the two lines are then identical.
    if (First.Body == S.Body) return;
    fail(S.Loc, "duplicate definition of " + idText(S.Id) + " (first defined on line " +
                    std::to_string(First.Line + LineOffset) + ")");
  }
  Lines.push_back(std::move(S));
}

// ---- building ---------------------------------------------------------------------------------------------

/// LLVM's block operands carry a host address; map each distinct address to a block number: by the block's
/// name when another operand (our "%bb.N" form), the section header or the function info names it, else the
/// lowest number nobody uses, in order of first appearance.
void DumpReader::resolveBlocks(const ParsedSection& PS) {
  std::unordered_map<std::string, unsigned> ByName;
  std::unordered_set<unsigned> Used;
  if (PS.HasHeader) {
    ByName.emplace(PS.BlockName, PS.MBB);
    Used.insert(PS.MBB);
  }
  for (const NodeSpec& S : Leaves)
    if (S.Opc == ISD::BasicBlock && S.BB.HasNumber) {
      Used.insert(S.BB.Number);
      if (!S.BB.Name.empty()) ByName.emplace(S.BB.Name, S.BB.Number);
    }
  if (const FunctionLoweringInfo* FLI = DAG.functionInfo())
    for (const MachineBlockInfo& B : FLI->Blocks)
      if (B.IRBlock && !B.IRBlock->name().empty()) ByName.emplace(B.IRBlock->name(), B.Number);
  std::unordered_map<std::string, unsigned> ByPointer;
  unsigned Next = 0;
  for (NodeSpec& S : Leaves) {
    if (S.Opc != ISD::BasicBlock || S.BB.HasNumber) continue;
    unsigned Num;
    if (auto It = ByPointer.find(S.BB.Pointer); It != ByPointer.end()) {
      Num = It->second;
    } else if (auto NIt = S.BB.Name.empty() ? ByName.end() : ByName.find(S.BB.Name); NIt != ByName.end()) {
      Num = NIt->second;
    } else {
      while (Used.count(Next)) ++Next;
      Num = Next;
      Used.insert(Num);
      if (!S.BB.Name.empty()) ByName.emplace(S.BB.Name, Num);
    }
    ByPointer.emplace(S.BB.Pointer, Num);
    S.BB.Number = Num;
    S.BB.HasNumber = true;
  }
}

SDNode* DumpReader::buildLeaf(const NodeSpec& S) {
  const EVT VT = S.VTs[0];
  const bool IsTarget = S.Opc == ISD::TargetConstant || S.Opc == ISD::TargetConstantFP ||
                        S.Opc == ISD::TargetGlobalAddress || S.Opc == ISD::TargetFrameIndex ||
                        S.Opc == ISD::TargetExternalSymbol;
  switch (S.Opc) {
  case ISD::Constant:
  case ISD::TargetConstant: return DAG.getConstant(S.Value, VT, IsTarget, S.Opaque).getNode();
  case ISD::ConstantFP:
  case ISD::TargetConstantFP: return DAG.getConstantFP(S.Value, VT, IsTarget).getNode();
  case ISD::CONDCODE: return DAG.getCondCode(S.CC).getNode();
  case ISD::Register: return DAG.getRegister(S.Reg, VT).getNode();
  case ISD::RegisterMask: return DAG.getRegisterMask(TH.getCallPreservedMask()).getNode();
  case ISD::VALUETYPE: return DAG.getValueType(S.PayloadVT).getNode();
  case ISD::BasicBlock: return DAG.getBasicBlock(S.BB.Number, DAG.internString(S.BB.Name)).getNode();
  case ISD::GlobalAddress:
  case ISD::TargetGlobalAddress:
    return DAG.getGlobalAddress(nullptr, S.Sym, VT, S.Offset, IsTarget, S.TF).getNode();
  case ISD::FrameIndex:
  case ISD::TargetFrameIndex: return DAG.getFrameIndex(int(S.Index), VT, IsTarget).getNode();
  case ISD::ConstantPool:
  case ISD::TargetConstantPool:
    return DAG.getConstantPool(S.Value, S.PayloadVT, VT, 0, S.Offset, S.Opc == ISD::TargetConstantPool, S.TF).getNode();
  case ISD::ExternalSymbol:
  case ISD::TargetExternalSymbol: return DAG.getExternalSymbol(S.Sym, VT, IsTarget, S.TF).getNode();
  case ISD::UNDEF: return DAG.getUNDEF(VT).getNode();
  case ISD::POISON: return DAG.getPOISON(VT).getNode();
  default: break;
  }
  unsupported(S.OpcLoc, "reading '" + std::string(ISD::opcodeName(S.Opc)) + "' nodes is not supported");
}

SDNode* DumpReader::build(const NodeSpec& S, const std::vector<SDValue>& Ops) {
  if (S.Opc == ISD::EntryToken) return DAG.getEntryNode().getNode();
  SDVTList VTs = DAG.getVTList(S.VTs);
  if (S.Opc < 0) {
    SDNode* N = DAG.getMachineNode(unsigned(~S.Opc), VTs, Ops);
    if (!S.MemRefs.empty()) {
      std::vector<const MemOperand*> Refs;
      for (const MemOperand& MO : S.MemRefs) Refs.push_back(DAG.getMemOperand(MO));
      DAG.setMemRefs(N, Refs);
    }
    return N;
  }
  if (ISD::isLeafOpcode(S.Opc)) return buildLeaf(S);
  const auto shapeError = [&](const std::string& Msg) { fail(S.OpcLoc, Msg); };
  switch (S.Opc) {
  case ISD::LOAD: {
    if (S.AM != ISD::UNINDEXED) unsupported(S.OpcLoc, "indexed loads are not supported");
    if (S.VTs.size() != 2 || !S.VTs[1].isOther()) shapeError("a load's types are <value type>,ch");
    if (Ops.size() != 3) shapeError("a load has 3 operands (chain, pointer, offset)");
    const MemOperand* MMO = DAG.getMemOperand(S.MMO);
    if (S.Ext == ISD::NON_EXTLOAD) return DAG.getLoad(S.VTs[0], Ops[0], Ops[1], MMO).getNode();
    return DAG.getExtLoad(S.Ext, S.VTs[0], Ops[0], Ops[1], S.MemVT, MMO).getNode();
  }
  case ISD::STORE: {
    if (S.AM != ISD::UNINDEXED) unsupported(S.OpcLoc, "indexed stores are not supported");
    if (S.VTs.size() != 1 || !S.VTs[0].isOther()) shapeError("a store's type is ch");
    if (Ops.size() != 4) shapeError("a store has 4 operands (chain, value, pointer, offset)");
    const MemOperand* MMO = DAG.getMemOperand(S.MMO);
    if (S.Trunc) return DAG.getTruncStore(Ops[0], Ops[1], Ops[2], S.MemVT, MMO).getNode();
    return DAG.getStore(Ops[0], Ops[1], Ops[2], MMO).getNode();
  }
  case ISD::VECTOR_SHUFFLE:
    if (Ops.size() != 2) shapeError("vector_shuffle has 2 operands");
    return DAG.getVectorShuffle(S.VTs[0], Ops[0], Ops[1], S.Mask).getNode();
  default: break;
  }
  if (S.HasMMO) {
    // The dump does not show a memory node's memory type; the access size is the best stand-in.
    EVT MemVT = EVT::integer(unsigned(std::clamp<uint64_t>(S.MMO.SizeInBytes * 8, 8, MaxIntBits)));
    return DAG.getMemIntrinsicNode(S.Opc, VTs, Ops, MemVT, DAG.getMemOperand(S.MMO)).getNode();
  }
  return DAG.getNode(S.Opc, VTs, std::span<const SDValue>(Ops), S.Flags).getNode();
}

SDNode* DumpReader::leafNode(uint32_t Leaf) {
  if (SDNode* N = LeafNodes[Leaf]) return N;
  const NodeSpec& S = Leaves[Leaf];
  DAG.setNextPersistentId(S.Id);
  SDNode* N;
  if (S.Opc == ISD::EntryToken) {
    if (S.VTs != std::vector<EVT>{EVT::other(), EVT::glue()})
      fail(S.Loc, "the EntryToken's types are ch,glue");
    N = DAG.getEntryNode().getNode();
  } else {
    N = build(S, {});
  }
  // Another spelling of the same leaf (or a line that defines it) may have made the node already: that is
  // CSE, as in LLVM. Anything else must have come out as printed.
  if (N->getOpcode() != S.Opc || N->getNumValues() != S.VTs.size() || N->getNumOperands() != 0)
    fail(S.Loc, "inline operand cannot be recreated as printed: the DAG builds it as '" +
                    operandText(DAG, SDValue(N, 0)) + "'");
  N->setFlags(S.Flags);
  LeafNodes[Leaf] = N;
  return N;
}

SDValue DumpReader::operandValue(const OpRef& R) {
  if (R.Leaf) return SDValue(leafNode(R.Index), R.ResNo);
  return SDValue(LineNode[LineOfId.at(R.Index)], R.ResNo);
}

void DumpReader::verify(const NodeSpec& S, SDNode* N, const std::vector<SDValue>& Ops, uint32_t IdBefore) {
  const std::string Id = idText(S.Id);
  if (N->getPersistentId() != S.Id) {
    if (DAG.nextPersistentId() == IdBefore)
      fail(S.Loc, Id + " is identical to " + idText(N->getPersistentId()) +
                      " (the DAG merges identical nodes, so both cannot exist)");
    fail(S.Loc, Id + " cannot be recreated as printed: the DAG builds it as '" + nodeText(DAG, N) + "'");
  }
  bool Same =
      N->getOpcode() == S.Opc && N->getNumValues() == S.VTs.size() && N->getNumOperands() == Ops.size();
  for (unsigned I = 0; Same && I < S.VTs.size(); ++I) Same = N->getValueType(I) == S.VTs[I];
  for (unsigned I = 0; Same && I < Ops.size(); ++I) Same = N->getOperand(I) == Ops[I];
  // getExtLoad / getTruncStore drop an extension to the same type; the text would then not round-trip.
  if (Same && S.Opc == ISD::LOAD) Same = N->getExtensionType() == S.Ext;
  if (Same && S.Opc == ISD::STORE) Same = N->isTruncatingStore() == S.Trunc;
  if (!Same)
    fail(S.Loc, Id + " cannot be recreated as printed: the DAG builds it as '" + nodeText(DAG, N) + "'");
}

void DumpReader::createAll() {
  // References first, so errors point at the use.
  for (NodeSpec& S : Lines)
    for (const OpRef& R : S.Ops) {
      const NodeSpec* Def;
      if (R.Leaf) {
        Def = &Leaves[R.Index];
      } else {
        auto It = LineOfId.find(R.Index);
        if (It == LineOfId.end()) fail(R.Loc, "use of undefined node " + idText(R.Index));
        Def = &Lines[It->second];
      }
      if (R.ResNo >= Def->VTs.size()) {
        std::string Name = R.Leaf ? "this operand" : idText(R.Index);
        fail(R.Loc, Name + " has no result " + std::to_string(R.ResNo) + " (it has " +
                        std::to_string(Def->VTs.size()) + ")");
      }
    }

  // Ids for inline leaves. LLVM numbers nodes in creation order, and a block's leaves are mostly created
  // just before the node that first uses them, so the ids the dump skips, taken in ascending order, belong
  // to the leaves in order of first appearance (foo's Register %0 is t1, Constant:i16<5> is t4, ...). Using
  // them makes the DAG read back number its next nodes as LLVM did. Leaves beyond the gaps count up from
  // the largest printed id.
  uint32_t MaxId = DAG.getEntryNode()->getPersistentId();
  for (const NodeSpec& S : Lines) MaxId = std::max(MaxId, S.Id);
  if (uint64_t(MaxId) + Leaves.size() + 1 > uint64_t(UINT32_MAX) - 1)
    fail(Lines.empty() ? SourceLoc{} : Lines.front().Loc, "node ids are too large");
  // Every phase keeps tables indexed by node id, so an id far beyond the number of nodes would cost memory
  // and time in proportion to the id (t1500000000 in a 14-node dump took 121 s and 8.8 GB before this
  // check). A DAG's ids exceed its node count only by the nodes deleted before the dump: a few times over.
  const uint64_t IdLimit = 64 * uint64_t(Lines.size() + Leaves.size()) + (uint64_t(1) << 20);
  if (MaxId >= IdLimit)
    for (const NodeSpec& S : Lines)
      if (S.Id == MaxId)
        fail(S.Loc, "node id t" + std::to_string(MaxId) + " is far beyond the dump's " +
                        std::to_string(Lines.size() + Leaves.size()) + " nodes (ids must stay below " +
                        std::to_string(IdLimit) + "; dagtool indexes its tables by node id)");
  {
    std::unordered_set<uint32_t> Used{DAG.getEntryNode()->getPersistentId()};
    for (const NodeSpec& S : Lines) Used.insert(S.Id);
    uint32_t Gap = 0, Next = MaxId + 1;
    for (NodeSpec& Leaf : Leaves) {
      while (Gap < MaxId && Used.count(Gap)) ++Gap;
      Leaf.Id = Gap < MaxId ? Gap++ : Next++;
    }
  }

  LineNode.assign(Lines.size(), nullptr);
  LeafNodes.assign(Leaves.size(), nullptr);

  // Creation order: ascending ids (close to LLVM's creation order, which shapes use lists), each node after
  // its operands; nodes without operands first so that an own-line leaf keeps its printed id.
  std::vector<size_t> ById(Lines.size());
  for (size_t I = 0; I < Lines.size(); ++I) ById[I] = I;
  std::stable_sort(ById.begin(), ById.end(), [&](size_t A, size_t B) {
    bool LA = Lines[A].Ops.empty(), LB = Lines[B].Ops.empty();
    if (LA != LB) return LA;
    return Lines[A].Id < Lines[B].Id;
  });

  std::vector<uint8_t> State(Lines.size(), 0); // 0 new, 1 on the stack, 2 created
  struct Frame {
    size_t Line;
    size_t NextOp;
  };
  std::vector<Frame> Stack;
  std::vector<SDValue> Ops;
  for (size_t Root : ById) {
    if (State[Root]) continue;
    State[Root] = 1;
    Stack.push_back({Root, 0});
    while (!Stack.empty()) {
      Frame& F = Stack.back();
      const NodeSpec& S = Lines[F.Line];
      if (F.NextOp < S.Ops.size()) {
        const OpRef& R = S.Ops[F.NextOp++];
        if (R.Leaf) continue;
        size_t J = LineOfId.at(R.Index);
        if (State[J] == 1)
          fail(R.Loc, "cycle: " + idText(R.Index) + " depends on " + idText(S.Id) + ", which uses it");
        if (State[J] == 0) {
          State[J] = 1;
          Stack.push_back({J, 0}); // invalidates F
        }
        continue;
      }
      Ops.clear();
      for (const OpRef& R : S.Ops) Ops.push_back(operandValue(R));
      DAG.setNextPersistentId(S.Id);
      SDNode* N;
      try {
        N = build(S, Ops);
      } catch (const InternalError& E) {
        // The DAG refused the node (an invariant of getNode); report it against the line.
        fail(S.Loc, "cannot create " + idText(S.Id) + ": " + E.what());
      }
      if (S.Opc != ISD::EntryToken) {
        verify(S, N, Ops, S.Id);
        N->setFlags(S.Flags);
      }
      LineNode[F.Line] = N;
      State[F.Line] = 2;
      Stack.pop_back();
    }
  }
}

void DumpReader::restoreOrder() {
  std::vector<SDNode*> Order;
  Order.reserve(DAG.size());
  std::unordered_set<SDNode*> Placed;
  Placed.reserve(DAG.size());
  auto place = [&](SDNode* N) {
    if (Placed.insert(N).second) Order.push_back(N);
  };
  for (size_t I = 0; I < Lines.size(); ++I) {
    for (const OpRef& R : Lines[I].Ops)
      if (R.Leaf) place(LeafNodes[R.Index]);
    place(LineNode[I]);
  }
  // Anything not reached from a line (the EntryToken when no line prints it) goes first, in list order.
  std::vector<SDNode*> Front;
  for (SDNode* N : DAG.allnodes())
    if (!Placed.count(N)) Front.push_back(N);
  Front.insert(Front.end(), Order.begin(), Order.end());
  DAG.setNodeOrder(Front);
}

ParsedSection DumpReader::run(std::string_view Text) {
  if (DAG.size() != 1) throw InternalError("readDump needs a DAG that holds only its EntryToken");
  ParsedSection PS;
  SourceLoc CountLoc;
  bool Started = false; // a header, count or node line was seen
  std::vector<std::string_view> All = splitLines(Text);
  Lines.reserve(All.size());
  for (size_t I = 0; I < All.size(); ++I) {
    LineNo = uint32_t(I + 1);
    std::string_view L = All[I];
    if (isBlank(L)) continue;
    if (isNodeLine(L)) {
      parseLine(L);
      Started = true;
      continue;
    }
    if (!HaveLines && !PS.HasCount && L.starts_with(CountPrefix)) {
      auto N = parseCountLine(L);
      if (!N) fail(loc(0), "malformed node count line (expected 'SelectionDAG has N nodes:')");
      PS.HasCount = true;
      PS.DeclaredNodes = *N;
      CountLoc = loc(0);
      Started = true;
      continue;
    }
    if (!Started && parseHeaderLine(L, PS)) {
      Started = true;
      continue;
    }
    if (!Started && L.starts_with("=== ")) continue; // llc's per-function banner
    fail(loc(0), "expected a node line ('tN: types = opcode operands')");
  }

  resolveBlocks(PS);
  struct FoldGuard {
    SelectionDAG& D;
    bool Saved;
    ~FoldGuard() { D.FoldOnCreate = Saved; }
  } Guard{DAG, DAG.FoldOnCreate};
  DAG.FoldOnCreate = false;
  ProvenanceScope Prov(DAG, "read-dump");

  createAll();
  restoreOrder();
  if (HaveLines) DAG.setRoot(SDValue(LineNode[LineOfId.at(LastLineId)], 0));

  uint32_t MaxId = 0;
  for (const SDNode* N : DAG.allnodes()) MaxId = std::max(MaxId, N->getPersistentId());
  DAG.setNextPersistentId(MaxId + 1);

  if (PS.HasCount && PS.DeclaredNodes != DAG.size()) {
    if (PS.DeclaredNodes < DAG.size())
      fail(CountLoc, "the dump declares " + std::to_string(PS.DeclaredNodes) + " nodes but defines " +
                         std::to_string(DAG.size()));
    PS.Warnings.push_back("the dump declares " + std::to_string(PS.DeclaredNodes) + " nodes but defines " +
                          std::to_string(DAG.size()) + " (identical leaves read back as one node)");
  }
  return PS;
}

} // namespace

ParsedSection readDump(SelectionDAG& DAG, std::string_view Text, const std::string& FileName,
                       unsigned LineOffset) {
  DumpReader R(DAG, FileName, LineOffset);
  ParsedSection PS = R.run(Text);
  PS.FirstLine = LineOffset + 1;
  return PS;
}

std::vector<std::pair<ParsedSection, std::string>> splitDumpSections(std::string_view Text) {
  std::vector<std::pair<ParsedSection, std::string>> Out;
  std::vector<std::string_view> Lines = splitLines(Text);
  for (size_t I = 0; I < Lines.size(); ++I) {
    ParsedSection PS;
    if (!parseHeaderLine(Lines[I], PS) || !PS.Title.ends_with("selection DAG")) continue;
    PS.FirstLine = unsigned(I + 1);
    std::string Body(Lines[I]);
    Body += '\n';
    size_t J = I + 1;
    if (J < Lines.size()) {
      if (auto N = parseCountLine(Lines[J])) {
        PS.HasCount = true;
        PS.DeclaredNodes = *N;
        Body += Lines[J];
        Body += '\n';
        ++J;
      }
    }
    while (J < Lines.size() && isNodeLine(Lines[J])) {
      Body += Lines[J];
      Body += '\n';
      ++J;
    }
    Out.emplace_back(std::move(PS), std::move(Body));
    I = J - 1;
  }
  return Out;
}

} // namespace dt
