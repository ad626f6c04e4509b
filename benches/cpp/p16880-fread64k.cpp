// BOJ 16880 with the buffered reader many contestants paste: a 64 KiB static
// buffer refilled by fread, a byte at a time through an inline function, the
// closed forms, XOR. The peer of issue 29's target for p16880
// (scripts/cpp-compare.sh). No input checks (contest code trusts the input).
//
//   g++ -O2 -o p16880-cpp-fread64k benches/cpp/p16880-fread64k.cpp
#include <cstdio>
#include <cstdint>

static char buf[1 << 16];
static size_t len = 0, pos = 0;

static inline int read_byte() {
    if (pos == len) {
        len = fread(buf, 1, sizeof buf, stdin);
        pos = 0;
        if (len == 0) return -1;
    }
    return buf[pos++];
}

static inline uint32_t read_uint() {
    int c = read_byte();
    while (c < '0') c = read_byte();
    uint32_t v = 0;
    while (c >= '0') {
        v = v * 10 + (c - '0');
        c = read_byte();
    }
    return v;
}

static inline int read_letter() {
    int c = read_byte();
    while (c <= ' ') c = read_byte();
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
