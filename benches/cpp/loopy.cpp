// The hand loop a contestant writes for many queries on one loopy game
// graph (issue 39): the reverse graph built once as flat arrays, then per
// query a copy of the out-degrees, a cleared state array, and retrograde
// analysis breadth first from the closed vertex and the vertices with no
// move. The peer of `LoopyGraph` (benches/examples/loopy_queries.rs, the
// same graph from the same generator) in scripts/loopy-bench.sh.
//
//   g++ -O2 -o loopy-cpp benches/cpp/loopy.cpp
//   ./loopy-cpp N M Q P   # Q queries on N vertices and M moves
//
// A move goes from a random vertex u > 0 to one of the 50 vertices below it,
// or, one time in P (never if P = 0), to any vertex: with P = 0 the graph
// is acyclic and a query decides every vertex; with P = 10 it has cycles
// and a query decides a few percent.
//
// Prints the number of positions decided over all queries, and how many
// times the start vertex of a query was a win and a loss.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace std;

static uint64_t rng_state;
// splitmix64, as benches/examples/loopy_queries.rs.
static uint64_t next_random() {
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: loopy-cpp N M Q P\n");
        return 2;
    }
    uint32_t n = atoi(argv[1]), m = atoi(argv[2]), q = atoi(argv[3]), p = atoi(argv[4]);
    rng_state = 39;
    vector<uint32_t> eu(m), ev(m);
    for (uint32_t i = 0; i < m; i++) {
        uint32_t u = next_random() % n;
        if (u == 0) u = 1;  // vertex 0 has no move
        uint64_t r = next_random();
        uint32_t v;
        if (p == 0 || r % p != 0) {
            uint32_t w = u < 50 ? u : 50;
            v = u - 1 - (uint32_t)(r / 16 % w);
        } else {
            v = next_random() % n;
        }
        eu[i] = u, ev[i] = v;
    }
    vector<uint32_t> deg(n, 0), start(n + 1, 0), from(m);
    for (uint32_t i = 0; i < m; i++) deg[eu[i]]++, start[ev[i] + 1]++;
    for (uint32_t v = 0; v < n; v++) start[v + 1] += start[v];
    {
        vector<uint32_t> fill(start.begin(), start.end() - 1);
        for (uint32_t i = 0; i < m; i++) from[fill[ev[i]]++] = eu[i];
    }
    vector<uint32_t> sinks;
    for (uint32_t v = 0; v < n; v++)
        if (deg[v] == 0) sinks.push_back(v);
    vector<uint32_t> rem(n), queue(n);
    vector<uint8_t> state(n);  // 0 undecided, 1 win, 2 lose
    uint64_t decided = 0, start_wins = 0, start_loses = 0;
    for (uint32_t k = 0; k < q; k++) {
        uint32_t closed = next_random() % n, s = next_random() % n;
        memcpy(rem.data(), deg.data(), n * sizeof(uint32_t));
        memset(state.data(), 0, n);
        uint32_t head = 0, tail = 0;
        state[closed] = 2, queue[tail++] = closed;
        for (uint32_t v : sinks)
            if (!state[v]) state[v] = 2, queue[tail++] = v;
        while (head < tail) {
            uint32_t v = queue[head++];
            if (state[v] == 2) {
                for (uint32_t j = start[v]; j < start[v + 1]; j++) {
                    uint32_t u = from[j];
                    if (!state[u]) state[u] = 1, queue[tail++] = u;
                }
            } else {
                for (uint32_t j = start[v]; j < start[v + 1]; j++) {
                    uint32_t u = from[j];
                    if (!state[u] && --rem[u] == 0) state[u] = 2, queue[tail++] = u;
                }
            }
        }
        decided += tail;
        start_wins += state[s] == 1, start_loses += state[s] == 2;
    }
    printf("decided %llu, start wins %llu, start loses %llu\n", (unsigned long long)decided,
           (unsigned long long)start_wins, (unsigned long long)start_loses);
}
