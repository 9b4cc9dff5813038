// support/Arena.h — a bump allocator for objects that die together (DAG nodes, IR instructions).
//
// Duty: hand out memory fast and densely, and free it in one go. Chunks grow geometrically (64 KB first,
// so that thousands of small DAGs or functions stay cheap) up to 4 MB; chunks of 2 MB and more are mapped
// directly and, on Linux, advised to use transparent huge pages: a big function's nodes are read in random
// order, and with 4 KB pages nearly every such read also misses the TLB.
// Invariants: memory is never reused before the arena dies; nothing is destroyed (owners run destructors).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace dt {

class BumpArena {
public:
  BumpArena() = default;
  BumpArena(const BumpArena&) = delete;
  BumpArena& operator=(const BumpArena&) = delete;
  ~BumpArena();

  void* allocate(size_t Bytes, size_t Align) {
    size_t Pad = (Align - (reinterpret_cast<uintptr_t>(Ptr) & (Align - 1))) & (Align - 1);
    if (!Ptr || Bytes + Pad > Left) {
      newChunk(Bytes + Align);
      Pad = (Align - (reinterpret_cast<uintptr_t>(Ptr) & (Align - 1))) & (Align - 1);
    }
    char* P = Ptr + Pad;
    Ptr = P + Bytes;
    Left -= Bytes + Pad;
    // The next allocations come from here on: fetch as many bytes for writing, a little ahead, so that
    // filling in new objects does not wait for memory not touched yet (its stores would queue otherwise).
    constexpr size_t Ahead = 1024;
    if (Left > Ahead + Bytes)
      for (size_t Off = 0; Off < Bytes; Off += 64) __builtin_prefetch(Ptr + Ahead + Off, 1);
    return P;
  }
  /// Bytes obtained from the system so far.
  size_t capacity() const { return Total; }

private:
  struct Chunk {
    char* Base;
    size_t Size;
    bool Mapped; // from mmap (else from operator new[])
  };
  std::vector<Chunk> Chunks;
  char* Ptr = nullptr;
  size_t Left = 0;
  size_t Total = 0;
  void newChunk(size_t MinBytes);
};

} // namespace dt
