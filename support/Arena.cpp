// support/Arena.cpp — chunk management of BumpArena.
#include "support/Arena.h"

#include <algorithm>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace dt {

namespace {
constexpr size_t FirstChunk = size_t(64) << 10;
constexpr size_t MaxChunk = size_t(4) << 20;
constexpr size_t HugePage = size_t(2) << 20;
} // namespace

void BumpArena::newChunk(size_t MinBytes) {
  // Each chunk is as big as everything before it (doubling), from 64 KB up to 4 MB.
  size_t Size = std::max(MinBytes, std::min(MaxChunk, std::max(FirstChunk, Total)));
  Chunk C{nullptr, Size, false};
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (Size >= HugePage) {
    // Map 2 MB more than needed and trim the ends, so that the chunk starts on a huge-page boundary.
    Size = (Size + HugePage - 1) / HugePage * HugePage;
    void* P = mmap(nullptr, Size + HugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (P != MAP_FAILED) {
      char* Raw = static_cast<char*>(P);
      char* Base = reinterpret_cast<char*>((reinterpret_cast<uintptr_t>(Raw) + HugePage - 1) & ~(HugePage - 1));
      if (Base > Raw) munmap(Raw, size_t(Base - Raw));
      if (Raw + Size + HugePage > Base + Size) munmap(Base + Size, size_t(Raw + Size + HugePage - (Base + Size)));
      madvise(Base, Size, MADV_HUGEPAGE); // a hint: without transparent huge pages it changes nothing
      C = {Base, Size, true};
    }
  }
#endif
  if (!C.Base) C = {new char[Size], Size, false};
  Chunks.push_back(C);
  Ptr = C.Base;
  Left = C.Size;
  Total += C.Size;
}

BumpArena::~BumpArena() {
  for (const Chunk& C : Chunks) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (C.Mapped) {
      munmap(C.Base, C.Size);
      continue;
    }
#endif
    delete[] C.Base;
  }
}

} // namespace dt
