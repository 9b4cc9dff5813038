// support/FindNear.h — find an object in a list of owning pointers by looking outwards from a hint.
//
// Duty: passes that edit a long list (a block's instructions, a function's block layout) mostly touch
// entries next to the one they touched last. Searching outwards from that position costs the distance to
// the entry instead of its index, so a pass that walks the list does not become quadratic.
// Invariants: the result is the entry's index, or nullopt when it is not in the list; Hint may be anything
// (it is clamped to the list).
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>

namespace dt {

/// The index of the entry of List whose get() is X, searched at Hint, Hint ± 1, Hint ± 2, ...
template <class List, class T> std::optional<size_t> findNear(const List& L, size_t Hint, const T* X) {
  const size_t N = L.size();
  if (N == 0) return std::nullopt;
  const size_t H = std::min(Hint, N - 1);
  for (size_t D = 0; D <= H || H + D < N; ++D) {
    if (H + D < N && L[H + D].get() == X) return H + D;
    if (D <= H && L[H - D].get() == X) return H - D;
  }
  return std::nullopt;
}

} // namespace dt
