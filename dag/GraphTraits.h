// dag/GraphTraits.h — a SelectionDAG seen as a Boost.Graph graph, and the graph algorithms dag/ needs.
//
// Duty: let BGL algorithms (topological_sort, depth_first_search, write_graphviz ...) run directly on a
// DAG's node arena, with no copy into an adjacency_list. DAGGraph is a thin read-only adaptor: it walks the
// intrusive node list and the operand arrays in place and only adds a dense vertex index.
//
// The model:
//  - vertices  = the nodes in the DAG's node list, in list order (creation order, or topological order after
//                AssignTopologicalOrder); vertex_descriptor = const SDNode*;
//  - out-edges = operand edges, from a node to the node it uses (user → operand); edge_descriptor =
//                const SDUse* (the operand slot itself), so source() is the user and target() the operand;
//                a node using the same value twice has two parallel edges;
//  - in-edges  = the node's use list (newest use first), skipping HandleSDNode users: handles are not in the
//                node list, so they are not vertices;
//  - edges()   = every operand edge, node by node in list order (EdgeListGraph, for write_graphviz).
// Concepts modelled: VertexListGraph, IncidenceGraph, BidirectionalGraph, AdjacencyGraph, EdgeListGraph.
//
// The vertex index (why not NodeId or PersistentId directly): NodeId is the phases' scratch field (the
// legalizers keep their states there) and is only a dense index right after AssignTopologicalOrder, so a
// read-only view must not depend on it or write it. PersistentId is unique but has gaps (deleted and
// CSE-discarded nodes keep their numbers). So DAGGraph computes the index once when it is built: position in
// the node list, found through a table indexed by PersistentId (O(1), no hashing). Invariant: while a
// DAGGraph is alive the DAG must not change (it is a snapshot of the index, not of the edges).
#pragma once

#include "dag/SelectionDAG.h"
#include "support/Diagnostics.h"

#include <algorithm>
#include <boost/graph/depth_first_search.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/properties.hpp>
#include <boost/graph/topological_sort.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/iterator/iterator_facade.hpp>
#include <boost/property_map/property_map.hpp>
#include <cstdint>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace dt {

class DAGGraph;

/// The vertex_index property map of a DAGGraph: node → position in the node list.
struct DAGIndexMap {
  using key_type = const SDNode*;
  using value_type = uint32_t;
  using reference = uint32_t;
  using category = boost::readable_property_map_tag;
  const DAGGraph* G = nullptr;
};

class DAGGraph {
public:
  /// Builds the dense index. Throws InternalError if the node list is inconsistent (longer than size(), two
  /// nodes with one persistent id, an id not below nextPersistentId): the verifier reports such DAGs without
  /// building a DAGGraph.
  explicit DAGGraph(const SelectionDAG& DAG);

  const SelectionDAG& dag() const { return *DAG; }
  size_t numVertices() const { return ByIndex.size(); }
  size_t numEdges() const { return NumEdges; }
  /// Dense index of N (its position in the node list); throws InternalError for a node not in the list.
  uint32_t indexOf(const SDNode* N) const;
  /// Whether N is a vertex (a node in the list when the graph was built).
  bool contains(const SDNode* N) const;
  const SDNode* nodeAt(uint32_t I) const { return ByIndex[I]; }

  // ---- BGL associated types ----------------------------------------------------------------------------
  using vertex_descriptor = const SDNode*;
  using edge_descriptor = const SDUse*;
  using directed_category = boost::directed_tag;
  using edge_parallel_category = boost::allow_parallel_edge_tag;
  struct traversal_category : boost::vertex_list_graph_tag,
                              boost::bidirectional_graph_tag,
                              boost::adjacency_graph_tag,
                              boost::edge_list_graph_tag {};
  using vertices_size_type = size_t;
  using edges_size_type = size_t;
  using degree_size_type = size_t;

  /// Walks the intrusive node list.
  class vertex_iterator
      : public boost::iterator_facade<vertex_iterator, const SDNode* const, boost::forward_traversal_tag> {
  public:
    vertex_iterator() = default;
    explicit vertex_iterator(const SDNode* N) : N(N) {}

  private:
    friend class boost::iterator_core_access;
    const SDNode* const& dereference() const { return N; }
    bool equal(const vertex_iterator& O) const { return N == O.N; }
    void increment() { N = N->nextInList(); }
    const SDNode* N = nullptr;
  };

  /// Operand slots are contiguous, so a counting iterator over SDUse pointers walks them.
  using out_edge_iterator = boost::counting_iterator<const SDUse*>;

  /// Walks a node's use list, skipping uses by HandleSDNodes (not vertices).
  class in_edge_iterator
      : public boost::iterator_facade<in_edge_iterator, const SDUse* const, boost::forward_traversal_tag> {
  public:
    in_edge_iterator() = default;
    explicit in_edge_iterator(const SDUse* U) : U(U) { skipHandles(); }

  private:
    friend class boost::iterator_core_access;
    const SDUse* const& dereference() const { return U; }
    bool equal(const in_edge_iterator& O) const { return U == O.U; }
    void increment() {
      U = U->getNext();
      skipHandles();
    }
    void skipHandles() {
      while (U && U->getUser()->getOpcode() == ISD::HANDLENODE) U = U->getNext();
    }
    const SDUse* U = nullptr;
  };

  /// Every operand edge of every vertex, in node-list order then operand order.
  class edge_iterator
      : public boost::iterator_facade<edge_iterator, const SDUse* const, boost::forward_traversal_tag> {
  public:
    edge_iterator() = default;
    explicit edge_iterator(const SDNode* First) : N(First) { settle(); }

  private:
    friend class boost::iterator_core_access;
    const SDUse* const& dereference() const { return U; }
    bool equal(const edge_iterator& O) const { return U == O.U; }
    void increment() {
      ++I;
      settle();
    }
    // Moves to the first existing operand at or after (N, I); the end iterator has N == U == nullptr.
    void settle() {
      while (N && I >= N->getNumOperands()) {
        N = N->nextInList();
        I = 0;
      }
      U = N ? N->operandUses() + I : nullptr;
    }
    const SDNode* N = nullptr;
    unsigned I = 0;
    const SDUse* U = nullptr;
  };

  /// Adjacent vertices (operand nodes), through the out-edges.
  class adjacency_iterator
      : public boost::iterator_facade<adjacency_iterator, const SDNode*, boost::random_access_traversal_tag,
                                      const SDNode*> {
  public:
    adjacency_iterator() = default;
    explicit adjacency_iterator(const SDUse* U) : U(U) {}

  private:
    friend class boost::iterator_core_access;
    const SDNode* dereference() const { return U->getNode(); }
    bool equal(const adjacency_iterator& O) const { return U == O.U; }
    void increment() { ++U; }
    void decrement() { --U; }
    void advance(std::ptrdiff_t D) { U += D; }
    std::ptrdiff_t distance_to(const adjacency_iterator& O) const { return O.U - U; }
    const SDUse* U = nullptr;
  };

  static vertex_descriptor null_vertex() { return nullptr; }

private:
  const SelectionDAG* DAG;
  std::vector<const SDNode*> ByIndex; // dense index → node (list order)
  std::vector<uint32_t> IndexById;    // PersistentId → dense index, ~0u where no listed node has that id
  size_t NumEdges = 0;
};

// ---- BGL free functions (found by argument-dependent lookup) ---------------------------------------------
inline std::pair<DAGGraph::vertex_iterator, DAGGraph::vertex_iterator> vertices(const DAGGraph& G) {
  return {DAGGraph::vertex_iterator(G.dag().firstNode()), DAGGraph::vertex_iterator()};
}
inline size_t num_vertices(const DAGGraph& G) {
  return G.numVertices();
}
inline const SDNode* vertex(size_t I, const DAGGraph& G) {
  return G.nodeAt(uint32_t(I));
}

inline const SDNode* source(const SDUse* E, const DAGGraph&) {
  return E->getUser();
}
inline const SDNode* target(const SDUse* E, const DAGGraph&) {
  return E->getNode();
}

inline std::pair<DAGGraph::out_edge_iterator, DAGGraph::out_edge_iterator> out_edges(const SDNode* V,
                                                                                     const DAGGraph&) {
  const SDUse* B = V->operandUses();
  return {DAGGraph::out_edge_iterator(B), DAGGraph::out_edge_iterator(B + V->getNumOperands())};
}
inline size_t out_degree(const SDNode* V, const DAGGraph&) {
  return V->getNumOperands();
}

inline std::pair<DAGGraph::in_edge_iterator, DAGGraph::in_edge_iterator> in_edges(const SDNode* V,
                                                                                  const DAGGraph&) {
  return {DAGGraph::in_edge_iterator(V->useListHead()), DAGGraph::in_edge_iterator()};
}
inline size_t in_degree(const SDNode* V, const DAGGraph& G) {
  auto [B, E] = in_edges(V, G);
  size_t N = 0;
  for (; B != E; ++B) ++N;
  return N;
}
inline size_t degree(const SDNode* V, const DAGGraph& G) {
  return in_degree(V, G) + out_degree(V, G);
}

inline std::pair<DAGGraph::adjacency_iterator, DAGGraph::adjacency_iterator>
adjacent_vertices(const SDNode* V, const DAGGraph&) {
  const SDUse* B = V->operandUses();
  return {DAGGraph::adjacency_iterator(B), DAGGraph::adjacency_iterator(B + V->getNumOperands())};
}

inline std::pair<DAGGraph::edge_iterator, DAGGraph::edge_iterator> edges(const DAGGraph& G) {
  return {DAGGraph::edge_iterator(G.dag().firstNode()), DAGGraph::edge_iterator()};
}
inline size_t num_edges(const DAGGraph& G) {
  return G.numEdges();
}

inline uint32_t get(const DAGIndexMap& M, const SDNode* V) {
  return M.G->indexOf(V);
}
inline DAGIndexMap get(boost::vertex_index_t, const DAGGraph& G) {
  return DAGIndexMap{&G};
}
inline uint32_t get(boost::vertex_index_t, const DAGGraph& G, const SDNode* V) {
  return G.indexOf(V);
}

// ---- algorithms ------------------------------------------------------------------------------------------
/// The nodes in an order where every node comes after all of its operands (boost::topological_sort on the
/// operand edges). It is *a* valid order, not necessarily AssignTopologicalOrder's (which LLVM's dumps
/// follow). Throws InternalError if the DAG has a cycle.
inline std::vector<const SDNode*> topologicalOrder(const SelectionDAG& DAG);

/// A cycle of operand edges, as the nodes along it (each node uses the next one, and the last uses the
/// first); empty when the DAG is acyclic. Found by depth-first search (a back edge closes the cycle).
inline std::vector<const SDNode*> findCycle(const SelectionDAG& DAG);
inline bool hasCycle(const SelectionDAG& DAG) {
  return !findCycle(DAG).empty();
}

} // namespace dt

namespace boost {
template <> struct property_map<dt::DAGGraph, vertex_index_t> {
  using type = dt::DAGIndexMap;
  using const_type = dt::DAGIndexMap;
};
template <> struct property_map<const dt::DAGGraph, vertex_index_t> {
  using type = dt::DAGIndexMap;
  using const_type = dt::DAGIndexMap;
};
} // namespace boost

// ---- inline implementation ------------------------------------------------------------------------------
namespace dt {

inline DAGGraph::DAGGraph(const SelectionDAG& D) : DAG(&D) {
  ByIndex.reserve(D.size());
  uint32_t MaxId = 0;
  for (const SDNode* N : D.allnodes()) {
    // A node listed twice would make this walk endless; the list never holds more than size() nodes.
    DT_CHECK(ByIndex.size() < D.size(), "node list is longer than the DAG's node count");
    // Ids below nextPersistentId keep the id table as small as the number of nodes ever created.
    DT_CHECK(N->getPersistentId() < D.nextPersistentId(), "node id is not below the DAG's next id");
    ByIndex.push_back(N);
    MaxId = std::max(MaxId, N->getPersistentId());
    NumEdges += N->getNumOperands();
  }
  IndexById.assign(ByIndex.empty() ? 0 : size_t(MaxId) + 1, ~0u);
  for (uint32_t I = 0; I < ByIndex.size(); ++I) {
    uint32_t& Slot = IndexById[ByIndex[I]->getPersistentId()];
    if (Slot != ~0u)
      throw InternalError("two nodes in the DAG have the persistent id t" +
                          std::to_string(ByIndex[I]->getPersistentId()));
    Slot = I;
  }
}

inline bool DAGGraph::contains(const SDNode* N) const {
  if (!N) return false;
  uint32_t Id = N->getPersistentId();
  return Id < IndexById.size() && IndexById[Id] != ~0u && ByIndex[IndexById[Id]] == N;
}

inline uint32_t DAGGraph::indexOf(const SDNode* N) const {
  // An operand outside the list (a deleted node, or one from another DAG) has no index: BGL would index its
  // colour arrays out of bounds, so stop here instead.
  if (!contains(N))
    throw InternalError("node " + (N ? "t" + std::to_string(N->getPersistentId()) : std::string("<null>")) +
                        " is not in the DAG's node list");
  return IndexById[N->getPersistentId()];
}

inline std::vector<const SDNode*> topologicalOrder(const SelectionDAG& DAG) {
  DAGGraph G(DAG);
  std::vector<const SDNode*> Order;
  Order.reserve(G.numVertices());
  try {
    // topological_sort emits a vertex after everything reachable from it, i.e. after its operands: exactly
    // operands-before-users for our user → operand edges.
    boost::topological_sort(G, std::back_inserter(Order));
  } catch (const boost::not_a_dag&) {
    throw InternalError("cycle in the DAG: no topological order exists");
  }
  return Order;
}

namespace detail {
/// Records DFS-tree parents and stops at the first back edge (which closes a cycle).
struct CycleFinder : boost::default_dfs_visitor {
  struct Found {};
  std::vector<const SDNode*>* Parent; // by dense index
  const SDUse** BackEdge;
  void tree_edge(const SDUse* E, const DAGGraph& G) { (*Parent)[G.indexOf(E->getNode())] = E->getUser(); }
  void back_edge(const SDUse* E, const DAGGraph&) {
    *BackEdge = E;
    throw Found{};
  }
};
} // namespace detail

inline std::vector<const SDNode*> findCycle(const SelectionDAG& DAG) {
  DAGGraph G(DAG);
  std::vector<const SDNode*> Parent(G.numVertices(), nullptr);
  const SDUse* Back = nullptr;
  try {
    boost::depth_first_search(G, boost::visitor(detail::CycleFinder{{}, &Parent, &Back}));
  } catch (const detail::CycleFinder::Found&) {
  }
  if (!Back) return {};
  // The back edge User → Op closes the cycle Op → ... → User (tree edges) → Op. Walk the tree from User up
  // to Op, then reverse so that each node uses the next.
  std::vector<const SDNode*> Cycle;
  for (const SDNode* N = Back->getUser(); N; N = Parent[G.indexOf(N)]) {
    Cycle.push_back(N);
    if (N == Back->getNode()) break;
  }
  std::reverse(Cycle.begin(), Cycle.end());
  return Cycle;
}

} // namespace dt
