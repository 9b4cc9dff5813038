// support/PtrMap.h — a flat hash map keyed by pointers (LLVM's DenseMap<T*, V>, reduced to what dagtool uses).
//
// Duty: map object pointers to small values without one heap node per entry: the entries live in one array
// (open addressing, linear probing, at most 3/4 full), so a lookup touches one or two cache lines and
// clearing or destroying the map frees a single block.
// Invariants: the null pointer is not a valid key (it marks empty slots); there is no erase; references to
// values stay valid only until the next insertion.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

namespace dt {

template <class K, class V> class PtrMap {
  static_assert(std::is_pointer_v<K>, "PtrMap keys are pointers");

public:
  size_t size() const { return Count; }
  bool empty() const { return Count == 0; }
  void clear() {
    Slots.clear();
    Count = 0;
  }
  void reserve(size_t N) {
    size_t Cap = 16;
    while (Cap * 3 < N * 4) Cap *= 2;
    if (Cap > Slots.size()) rehash(Cap);
  }

  V* find(K Key) {
    if (Slots.empty()) return nullptr;
    size_t Mask = Slots.size() - 1;
    for (size_t I = hash(Key) & Mask;; I = (I + 1) & Mask) {
      if (Slots[I].first == Key) return &Slots[I].second;
      if (!Slots[I].first) return nullptr;
    }
  }
  const V* find(K Key) const { return const_cast<PtrMap*>(this)->find(Key); }
  bool count(K Key) const { return find(Key) != nullptr; }
  const V& at(K Key) const { return *find(Key); }

  /// The value of Key, inserted value-initialized when absent.
  V& operator[](K Key) { return *insert(Key, V()).first; }
  /// Inserts (Key, Val) when Key is absent; returns the value stored under Key and whether it was inserted.
  std::pair<V*, bool> insert(K Key, V Val) {
    if ((Count + 1) * 4 > Slots.size() * 3) rehash(Slots.empty() ? 16 : Slots.size() * 2);
    size_t Mask = Slots.size() - 1;
    size_t I = hash(Key) & Mask;
    for (; Slots[I].first; I = (I + 1) & Mask)
      if (Slots[I].first == Key) return {&Slots[I].second, false};
    Slots[I] = {Key, std::move(Val)};
    ++Count;
    return {&Slots[I].second, true};
  }

  /// Calls F(key, value) for every entry (in table order, which is not insertion order).
  template <class Fn> void forEach(Fn&& F) const {
    for (const auto& S : Slots)
      if (S.first) F(S.first, S.second);
  }

private:
  std::vector<std::pair<K, V>> Slots; // size 0 or a power of two
  size_t Count = 0;

  static size_t hash(K Key) {
    // Pointers are aligned and clustered: multiply (Fibonacci hashing) and fold the high bits down.
    uint64_t H = uint64_t(reinterpret_cast<uintptr_t>(Key)) * 0x9E3779B97F4A7C15ull;
    return size_t(H ^ (H >> 32));
  }
  void rehash(size_t Cap) {
    std::vector<std::pair<K, V>> Old(Cap);
    Old.swap(Slots);
    size_t Mask = Slots.size() - 1;
    for (auto& E : Old) {
      if (!E.first) continue;
      size_t I = hash(E.first) & Mask;
      while (Slots[I].first) I = (I + 1) & Mask;
      Slots[I] = std::move(E);
    }
  }
};

} // namespace dt
