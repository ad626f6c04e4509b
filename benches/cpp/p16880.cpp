// BOJ 16880 in the usual contest style, as a yardstick for the Rust binary's
// whole-process time (scripts/cpp-compare.sh): getchar_unlocked reading,
// the closed forms, XOR. No input checks (contest code trusts the input).
//
//   g++ -O2 -o p16880-cpp benches/cpp/p16880.cpp
#include <cstdio>
#include <cstdint>

static inline uint32_t read_uint() {
    int c = getchar_unlocked();
    while (c < '0') c = getchar_unlocked();
    uint32_t v = 0;
    while (c >= '0') {
        v = v * 10 + (c - '0');
        c = getchar_unlocked();
    }
    return v;
}

static inline int read_letter() {
    int c = getchar_unlocked();
    while (c <= ' ') c = getchar_unlocked();
    return c;
}

static inline uint32_t grundy(uint32_t x, uint32_t y, int c) {
    uint32_t z = x < y ? x : y;
    switch (c) {
    case 'R':
        return x ^ y;
    case 'B':
        return z;
    case 'K':
        if (x % 2 == 0 && y % 2 == 0) return 0;
        if (x % 2 == 1 && y % 2 == 1) return 2;
        return 1 + 2 * (z % 2);
    case 'N':
        if (z % 3 == 0) return 0;
        if (z % 3 == 1) return x != y;
        return (x > y ? x - y : y - x) > 1 ? 2 : 1;
    default: // 'P'
        return (x + y) % 3 + 3 * ((x / 3) ^ (y / 3));
    }
}

int main() {
    uint32_t n = read_uint();
    uint32_t xr = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t x = read_uint();
        uint32_t y = read_uint();
        int c = read_letter();
        xr ^= grundy(x, y, c);
    }
    puts(xr ? "koosaga" : "cubelover");
    return 0;
}
