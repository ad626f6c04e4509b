// BOJ 16880 in the other usual contest style, as a second yardstick
// (scripts/cpp-compare.sh): the whole input read with fread into one static
// 32 MiB buffer, parsed with a pointer, the closed forms, XOR. No input
// checks (contest code trusts the input).
//
//   g++ -O2 -o p16880-cpp-fread benches/cpp/p16880-fread.cpp
#include <cstdio>
#include <cstdint>

static char buf[1 << 25];
static const char *p;

static inline uint32_t read_uint() {
    while (*p < '0') p++;
    uint32_t v = 0;
    while (*p >= '0') v = v * 10 + (*p++ - '0');
    return v;
}

static inline int read_letter() {
    while (*p <= ' ') p++;
    return *p++;
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
    size_t len = fread(buf, 1, sizeof buf - 1, stdin);
    buf[len] = 0;
    p = buf;
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
