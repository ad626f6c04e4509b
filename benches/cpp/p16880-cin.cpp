// BOJ 16880 in the most common contest style, as a third yardstick
// (scripts/cpp-compare.sh): iostreams untied from stdio, the closed forms,
// XOR. No input checks (contest code trusts the input).
//
//   g++ -O2 -o p16880-cpp-cin benches/cpp/p16880-cin.cpp
#include <cstdint>
#include <cstdio>
#include <iostream>

static inline uint32_t grundy(uint32_t x, uint32_t y, char c) {
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
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    uint32_t n;
    std::cin >> n;
    uint32_t xr = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t x, y;
        char c;
        std::cin >> x >> y >> c;
        xr ^= grundy(x, y, c);
    }
    std::cout << (xr ? "koosaga" : "cubelover") << '\n';
    return 0;
}
