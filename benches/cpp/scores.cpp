// The hand DPs a contestant writes for issue 39's score tasks
// (scripts/scores-bench.sh; the Rust side is benches/examples/scores.rs):
//   ends1    AtCoder DP Contest L: take 1 from either end, 20 sequences of
//            N = 3000; one array updated in place by length.
//   ends123  take 1, 2 or 3 from either end, 20 sequences of N = 3000;
//            prefix sums, the rows of the last 4 lengths.
//   grid     a token on a 1000 x 1000 grid of weights moves 1 or 2 cells
//            up or left, gaining the weight of the cell it reaches; the game
//            ends at (0, 0); the optimal difference from every cell.
// The same generator as the Rust side; prints one number.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include <climits>
typedef long long ll;
typedef unsigned long long ull;

static ull state;
static ll next_value(ll range) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (ll)((state >> 33) % (ull)(2 * range + 1)) - range;
}

static ll ends1(const std::vector<ll>& a) {
    int n = a.size();
    std::vector<ll> d(n + 1, 0);
    for (int len = 1; len <= n; len++)
        for (int i = 0; i + len <= n; i++)
            d[i] = std::max(a[i] - d[i + 1], a[i + len - 1] - d[i]);
    return d[0];
}

static ll ends123(const std::vector<ll>& a) {
    int n = a.size();
    std::vector<ll> pre(n + 1, 0);
    for (int i = 0; i < n; i++) pre[i + 1] = pre[i] + a[i];
    const int R = 4;
    std::vector<ll> dp((size_t)R * (n + 1), 0);
    for (int len = 1; len <= n; len++) {
        ll* cur = &dp[(size_t)(len % R) * (n + 1)];
        for (int i = 0; i + len <= n; i++) {
            ll best = LLONG_MIN;
            for (int k = 1; k <= 3 && k <= len; k++) {
                const ll* prev = &dp[(size_t)((len - k) % R) * (n + 1)];
                ll l = pre[i + k] - pre[i] - prev[i + k];
                ll r = pre[i + len] - pre[i + len - k] - prev[i];
                best = std::max(best, std::max(l, r));
            }
            cur[i] = best;
        }
    }
    return dp[(size_t)(n % R) * (n + 1)];
}

int main(int argc, char** argv) {
    if (argc != 2) { fprintf(stderr, "usage: scores ends1|ends123|grid\n"); return 2; }
    state = 39;
    if (!strcmp(argv[1], "ends1") || !strcmp(argv[1], "ends123")) {
        bool one = !strcmp(argv[1], "ends1");
        ll total = 0;
        for (int t = 0; t < 20; t++) {
            std::vector<ll> a(3000);
            for (auto& x : a) x = next_value(1000000000);
            total += one ? ends1(a) : ends123(a);
        }
        printf("%lld\n", total);
    } else if (!strcmp(argv[1], "grid")) {
        const int H = 1000, W = 1000;
        std::vector<ll> w((size_t)H * W), d((size_t)H * W);
        for (auto& x : w) x = next_value(1000);
        for (int r = 0; r < H; r++)
            for (int c = 0; c < W; c++) {
                size_t i = (size_t)r * W + c;
                ll best = LLONG_MIN;
                bool any = false;
                for (int s = 1; s <= 2; s++) {
                    if (r >= s) { size_t j = i - (size_t)s * W; best = std::max(best, w[j] - d[j]); any = true; }
                    if (c >= s) { size_t j = i - s; best = std::max(best, w[j] - d[j]); any = true; }
                }
                d[i] = any ? best : 0;
            }
        printf("%lld\n", d[(size_t)H * W - 1]);
    } else { fprintf(stderr, "unknown task %s\n", argv[1]); return 2; }
    return 0;
}
