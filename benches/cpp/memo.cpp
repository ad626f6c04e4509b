// The memo a contestant writes in C++ for a game with no natural index:
// std::unordered_map from the position to its value, a recursive search,
// the options' values marked in a bitset and the mex read from it. The peer
// of `Grundy::new` (benches/examples/memo_peak.rs, the same games as
// benches/src/memo.rs) in scripts/memo-compare.sh.
//
// With a second argument `reserve`, each map is first given room for the
// number of positions the game reaches (`unordered_map::reserve`, as a
// contestant who knows the count writes it): no rehash while it fills.
//
//   g++ -O2 -o memo-cpp benches/cpp/memo.cpp
//   ./memo-cpp divisor|complete-dag|tuple|tuple10|exponent [reserve]
#include <bitset>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <unordered_map>
#include <vector>

using namespace std;

// Positions tuple10 reaches from (100000, 0) (benches/src/memo.rs).
static const size_t TUPLE10_POSITIONS = 999954;

// Divisor-set game on 20 bits: remove number d (bit d - 1), and either stop
// or put back every proper divisor of d.
static uint32_t divs[20];
static unordered_map<uint32_t, int> memo_div;
int divisor(uint32_t m) {
    auto it = memo_div.find(m);
    if (it != memo_div.end()) return it->second;
    bitset<64> seen;
    for (int i = 0; i < 20; i++)
        if (m >> i & 1) {
            uint32_t base = m & ~(1u << i);
            seen[divisor(base)] = 1;
            seen[divisor(base | divs[i])] = 1;
        }
    int g = 0;
    while (seen[g]) g++;
    memo_div[m] = g;
    return g;
}

// Complete DAG on 2000 nodes: node i moves to any j < i, nearest first.
static unordered_map<uint32_t, int> memo_dag;
int dag(uint32_t i) {
    auto it = memo_dag.find(i);
    if (it != memo_dag.end()) return it->second;
    bitset<2048> seen;
    for (uint32_t j = i; j-- > 0;) seen[dag(j)] = 1;
    int g = 0;
    while (seen[g]) g++;
    memo_dag[i] = g;
    return g;
}

// Tuple-state game: (remaining, last move) packed as rest * 4 + last; take
// 1, 2 or 3, not as many as the move before.
static unordered_map<uint64_t, int> memo_tuple;
int tuple_state(uint64_t p) {
    auto it = memo_tuple.find(p);
    if (it != memo_tuple.end()) return it->second;
    uint64_t rest = p >> 2, last = p & 3;
    bitset<64> seen;
    for (uint64_t k = 1; k <= 3; k++)
        if (k != last && k <= rest) seen[tuple_state((rest - k) << 2 | k)] = 1;
    int g = 0;
    while (seen[g]) g++;
    memo_tuple[p] = g;
    return g;
}

// The tuple game as written: (remaining, last take), take 1 to 10 but not
// the amount of the last take; the pair packed into one long long key.
static unordered_map<long long, int> memo_t10;
int tuple10(long long rest, int last) {
    long long key = rest << 4 | last;
    auto it = memo_t10.find(key);
    if (it != memo_t10.end()) return it->second;
    bitset<64> seen;
    for (int k = 1; k <= 10; k++)
        if (k != last && k <= rest) seen[tuple10(rest - k, k)] = 1;
    int g = 0;
    while (seen[g]) g++;
    memo_t10[key] = g;
    return g;
}

// Sparse exponent masks: 16 four-bit exponents in a uint64_t; lower one.
static unordered_map<uint64_t, int> memo_exp;
int exponent(uint64_t m) {
    auto it = memo_exp.find(m);
    if (it != memo_exp.end()) return it->second;
    bitset<64> seen;
    for (int i = 0; i < 16; i++) {
        uint64_t e = m >> (4 * i) & 15;
        for (uint64_t f = 0; f < e; f++) seen[exponent((m & ~(15ull << (4 * i))) | f << (4 * i))] = 1;
    }
    int g = 0;
    while (seen[g]) g++;
    memo_exp[m] = g;
    return g;
}

int main(int argc, char **argv) {
    if (argc != 2 && !(argc == 3 && !strcmp(argv[2], "reserve"))) {
        fprintf(stderr, "usage: memo-cpp divisor|complete-dag|tuple|tuple10|exponent [reserve]\n");
        return 2;
    }
    const char *task = argv[1];
    bool reserve = argc == 3;
    long value;
    if (!strcmp(task, "divisor")) {
        for (int i = 0; i < 20; i++)
            for (int j = 0; j < i; j++)
                if ((i + 1) % (j + 1) == 0) divs[i] |= 1u << j;
        if (reserve) memo_div.reserve(1 << 20);
        value = divisor((1u << 20) - 1);
    } else if (!strcmp(task, "complete-dag")) {
        if (reserve) memo_dag.reserve(2000);
        value = dag(1999);
    } else if (!strcmp(task, "tuple")) {
        if (reserve) memo_tuple.reserve(300000);
        value = tuple_state(100000ull << 2);
    } else if (!strcmp(task, "tuple10")) {
        if (reserve) memo_t10.reserve(TUPLE10_POSITIONS);
        value = tuple10(100000, 0);
    } else if (!strcmp(task, "exponent")) {
        const uint64_t e[16] = {3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
        uint64_t m = 0;
        for (int i = 0; i < 16; i++) m |= e[i] << (4 * i);
        if (reserve) memo_exp.reserve(1769472);
        value = exponent(m);
    } else {
        fprintf(stderr, "memo-cpp: unknown task %s\n", task);
        return 2;
    }
    printf("%ld\n", value);
    return 0;
}
