// bench/bench_memory.cpp — the machine's memory latency, measured beside the phases that depend on it.
//
// BM_MemoryLatency/<KB>: one load at a time, each address taken from the previous load (a pointer chase over
// a random cyclic permutation of cache lines), in a buffer of that many kilobytes mapped the way the DAG arena
// maps big chunks (2 MB aligned, advised to use transparent huge pages). The time per load is the latency of
// the level of the memory hierarchy that holds the buffer; no prefetcher can guess the next address.
// Why it is here: a list scheduler or a selector walks a big DAG in dependence order, not in memory order,
// so once the DAG (BM_Schedule's "dag_MB") outgrows a cache level, each node visit pays this latency. Reading
// BM_Schedule/10000 against BM_Schedule/100000 needs this curve, from the same machine and the same run.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace {

constexpr size_t Line = 64;
constexpr size_t HugePage = size_t(2) << 20;

struct Buffer {
  char* Base = nullptr;
  size_t Bytes = 0;
  explicit Buffer(size_t N) : Bytes((N + HugePage - 1) / HugePage * HugePage) {
    Base = static_cast<char*>(::operator new(Bytes, std::align_val_t(HugePage)));
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    madvise(Base, Bytes, MADV_HUGEPAGE);
#endif
  }
  ~Buffer() { ::operator delete(Base, std::align_val_t(HugePage)); }
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;
};

void memoryLatency(benchmark::State& State) {
  size_t Bytes = size_t(State.range(0)) << 10;
  size_t Lines = Bytes / Line;
  Buffer B(Bytes);
  // A random cycle through every line: line Order[i] points at line Order[i + 1].
  std::vector<uint32_t> Order(Lines);
  for (size_t I = 0; I < Lines; ++I) Order[I] = uint32_t(I);
  std::mt19937_64 Rng(1);
  std::shuffle(Order.begin() + 1, Order.end(), Rng);
  for (size_t I = 0; I < Lines; ++I)
    *reinterpret_cast<char**>(B.Base + size_t(Order[I]) * Line) = B.Base + size_t(Order[(I + 1) % Lines]) * Line;
  constexpr size_t LoadsPerIteration = 1 << 16;
  char* P = B.Base;
  for (size_t I = 0; I < Lines; ++I) P = *reinterpret_cast<char**>(P); // warm up: one full round
  for (auto _ : State) {
    for (size_t I = 0; I < LoadsPerIteration; ++I) P = *reinterpret_cast<char**>(P);
    benchmark::DoNotOptimize(P);
  }
  State.SetItemsProcessed(int64_t(State.iterations()) * int64_t(LoadsPerIteration));
  State.counters["ns_per_load"] = benchmark::Counter(double(State.iterations()) * double(LoadsPerIteration),
                                                     benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

} // namespace

BENCHMARK(memoryLatency)
    ->Name("BM_MemoryLatency")
    ->RangeMultiplier(2)
    ->Range(256, 256 << 10) // 256 KB ... 256 MB
    ->Unit(benchmark::kMillisecond);
