// support/KeyedLists.h — lists of items per dense key, all in one array (a CSR layout).
//
// Duty: replace a vector of vectors where a pass gathers (key, item) pairs and then reads each key's items:
// one allocation for all items instead of one per key. Built by a counting sort, so the cost is linear in
// keys plus items.
// Invariants: after assign, key K's items are Items[Begin[K]] up to Items[Begin[K + 1]], in the order the
// pairs gave them; Begin has one entry per key plus one.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace dt {

template <typename T> struct KeyedLists {
  std::vector<uint32_t> Begin;
  std::vector<T> Items;

  std::span<const T> operator[](size_t K) const { return {Items.data() + Begin[K], Begin[K + 1] - Begin[K]}; }

  /// From (key, item) pairs in any key order; each key keeps its items in the order given.
  void assign(size_t NumKeys, const std::vector<std::pair<uint32_t, T>>& Pairs) {
    // Begin[K + 1] is where key K's next item goes while filling; the final shift leaves Begin[K] its start.
    Begin.assign(NumKeys + 2, 0);
    for (const auto& P : Pairs) ++Begin[P.first + 2];
    for (size_t K = 2; K < Begin.size(); ++K) Begin[K] += Begin[K - 1];
    Items.resize(Pairs.size());
    for (const auto& P : Pairs) Items[Begin[P.first + 1]++] = P.second;
    Begin.pop_back();
  }

  /// Sorts each key's items (with operator<).
  void sortEach() {
    for (size_t K = 0; K + 1 < Begin.size(); ++K)
      std::sort(Items.begin() + Begin[K], Items.begin() + Begin[K + 1]);
  }
};

} // namespace dt
