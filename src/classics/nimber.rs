//! Nimber arithmetic: the nim product, square, power and inverse on `u64`.
//!
//! The nim-sum `⊕` (XOR) has a product `⊗` that makes the nimbers a field
//! (Conway, *On Numbers and Games*): `a ⊗ b = mex { a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b'
//! : a' < a, b' < b }`. The nimbers below a *Fermat 2-power* `F = 2^(2^k)`
//! (2, 4, 16, 256, 65536, 2^32) form a subfield, `a ⊗ F` is the ordinary
//! product `a * F` for `a < F`, and `F ⊗ F = F ⊕ F/2`. So with `a = a1 F ⊕ a0`
//! (halves below `F`), one product of 2k-bit nimbers is three of k-bit ones
//! and a multiplication by `F/2`: [`nim_product`] splits 64 bits into 32 and
//! 16, and multiplies 16-bit nimbers by logarithm tables of that field.
//!
//! What it is for, the *Tartan theorem* (Winning Ways, ch. 14): in a
//! coin-turning game, a position is worth the nim-sum of its heads coins,
//! each worth the value of that coin alone; in the product of two 1-D
//! coin-turning games (a move turns the coins of `A x B` for moves `A`, `B`
//! of the factors, the top coin `(x, y)` going from heads to tails) the coin
//! `(x, y)` is worth `g1(x) ⊗ g2(y)`. Turning Corners (turn the four corners
//! of a rectangle) is Twins times Twins (turn `x` and one `x' < x`, worth
//! `x`), so its coin `(x, y)` is worth `x ⊗ y`. The tests play Turning
//! Corners and Ruler times Twins on whole small boards by their rules.
//!
//! ```
//! use grundy::nimber::nim_product;
//! // Turning Corners, heads at (2, 3) and (5, 5): 2 ⊗ 3 ⊕ 5 ⊗ 5 = 1 ⊕ 7 = 6, a win.
//! assert_eq!(nim_product(2, 3) ^ nim_product(5, 5), 6);
//! ```

/// The nim product `a ⊗ b` (see the [module documentation](self#nimber-products)).
///
/// Exact on all of `u64`: the nimbers below `2^64` are a field.
///
/// # Complexity
/// O(1): nine products of 16-bit nimbers, each two reads of a logarithm
/// table and one of an exponential table (384 KB per thread, built at the
/// first call of the thread, about a millisecond).
///
/// # Example
/// ```
/// use grundy::nimber::nim_product;
/// // 2 ⊗ 2 = 3 (a Fermat 2-power F = 2 squares to 3F / 2), 2 ⊗ 3 = 2 ⊗ 2 ⊕ 2 = 1.
/// assert_eq!((nim_product(2, 2), nim_product(2, 3)), (3, 1));
/// // 16 = 2^(2^2) is a Fermat 2-power: 16 ⊗ 16 = 16 + 8; 2 ⊗ 16 = 2 * 16.
/// assert_eq!((nim_product(16, 16), nim_product(2, 16)), (24, 32));
/// // 2^32 ⊗ 2^32 = 2^32 + 2^31.
/// assert_eq!(nim_product(1 << 32, 1 << 32), (1 << 32) + (1 << 31));
/// ```
pub fn nim_product(a: u64, b: u64) -> u64 {
    TABLES.with(|t| t.mul64(a, b))
}

/// The nim square `a ⊗ a`, which is additive: `(a ⊕ b)^2 = a^2 ⊕ b^2`.
///
/// # Complexity
/// O(1), about a third of [`nim_product`]'s table reads.
///
/// # Example
/// ```
/// use grundy::nimber::nim_square;
/// assert_eq!((nim_square(2), nim_square(3), nim_square(16)), (3, 2, 24));
/// ```
pub fn nim_square(a: u64) -> u64 {
    TABLES.with(|t| t.square64(a))
}

/// The nim power `a ⊗ a ⊗ ... ⊗ a` (`e` factors; 1 for `e = 0`, also for
/// `a = 0`).
///
/// # Complexity
/// O(log e) nim products and squares.
///
/// # Example
/// ```
/// use grundy::nimber::nim_pow;
/// // 2 ⊗ 2 = 3, 3 ⊗ 2 = 1: 2 has order 3.
/// assert_eq!((nim_pow(2, 2), nim_pow(2, 3), nim_pow(2, 0)), (3, 1, 1));
/// // Every nonzero a below 2^64 has a^(2^64 - 1) = 1.
/// assert_eq!(nim_pow(0x1234_5678_9abc_def0, u64::MAX), 1);
/// ```
pub fn nim_pow(a: u64, mut e: u64) -> u64 {
    TABLES.with(|t| {
        let (mut base, mut acc) = (a, 1);
        while e > 0 {
            if e & 1 == 1 {
                acc = t.mul64(acc, base);
            }
            base = t.square64(base);
            e >>= 1;
        }
        acc
    })
}

/// The nim inverse: the `x` with `a ⊗ x = 1`.
///
/// In the quadratic extension `{a1 F + a0}` of the nimbers below a Fermat
/// 2-power `F`, `F`'s conjugate is `F ⊕ 1` (both are roots of
/// `x^2 ⊕ x ⊕ F/2`), so `a = a1 F ⊕ a0` times its conjugate `a1 F ⊕ a0 ⊕ a1`
/// is the norm `a0^2 ⊕ a0 a1 ⊕ a1^2 (F / 2)`, a nimber below `F`; the inverse
/// is the conjugate times the norm's inverse, one level down.
///
/// # Panics
/// If `a == 0`.
///
/// # Complexity
/// O(1): about twice [`nim_product`].
///
/// # Example
/// ```
/// use grundy::nimber::{nim_inverse, nim_product};
/// assert_eq!((nim_inverse(1), nim_inverse(2), nim_inverse(3)), (1, 3, 2));
/// let a = 0xdead_beef_0bad_f00d;
/// assert_eq!(nim_product(a, nim_inverse(a)), 1);
/// ```
pub fn nim_inverse(a: u64) -> u64 {
    assert!(a != 0, "0 has no nim inverse");
    TABLES.with(|t| t.inverse64(a))
}

/// A primitive element of the nimbers below `2^16` (the field with 2^16
/// elements): its powers are every nonzero one (checked as the tables are built).
const GENERATOR: u64 = 258;

thread_local! {
    static TABLES: NimTables = NimTables::new();
}

/// Discrete logarithms and powers of [`GENERATOR`] in the nimbers below 2^16.
struct NimTables {
    /// `log[x]` for `x` in `1..2^16`: `GENERATOR^log[x] = x`.
    log: Box<[u16; 1 << 16]>,
    /// `exp[k] = GENERATOR^k` for `k < 2 * 65535`, so that a sum of two
    /// logarithms needs no reduction (2^17 entries: an index masked to 17
    /// bits needs no bounds check).
    exp: Box<[u16; 1 << 17]>,
    /// `log[2^15]`: multiplying by `2^15 = F / 2` for `F = 2^16`.
    log_half: usize,
}

const ORDER: usize = 65535;

impl NimTables {
    fn new() -> NimTables {
        // x ⊗ GENERATOR is additive in x: the XOR of 2^b ⊗ GENERATOR over x's bits.
        let column: Vec<u64> = (0..16)
            .map(|b| product_by_halves(1 << b, GENERATOR, 16))
            .collect();
        // On the heap from the start (Box::new of an array may build it on
        // the stack first, 256 KB, in an unoptimised build).
        let mut log: Box<[u16; 1 << 16]> =
            std::convert::TryFrom::try_from(vec![0u16; 1 << 16].into_boxed_slice()).unwrap();
        let mut exp: Box<[u16; 1 << 17]> =
            std::convert::TryFrom::try_from(vec![0u16; 1 << 17].into_boxed_slice()).unwrap();
        let mut x = 1u64;
        for k in 0..ORDER {
            assert!(k == 0 || x != 1, "258 is not a primitive element");
            exp[k] = x as u16;
            exp[k + ORDER] = x as u16;
            log[x as usize] = k as u16;
            x = (0..16)
                .filter(|&b| x >> b & 1 == 1)
                .fold(0, |acc, b| acc ^ column[b]);
        }
        assert_eq!(x, 1, "258 is not a primitive element");
        let log_half = log[1 << 15] as usize;
        NimTables { log, exp, log_half }
    }

    fn mul16(&self, a: u64, b: u64) -> u64 {
        if a == 0 || b == 0 {
            return 0;
        }
        let k = self.log[a as u16 as usize] as usize + self.log[b as u16 as usize] as usize;
        u64::from(self.exp[k & 0x1ffff])
    }

    /// `a ⊗ 2^15` for `a < 2^16`.
    fn half16(&self, a: u64) -> u64 {
        if a == 0 {
            return 0;
        }
        u64::from(self.exp[(self.log[a as u16 as usize] as usize + self.log_half) & 0x1ffff])
    }

    fn inverse16(&self, a: u64) -> u64 {
        u64::from(self.exp[(ORDER - self.log[a as u16 as usize] as usize) & 0x1ffff])
    }

    /// `a ⊗ b` for `a, b < 2^32`: with `F = 2^16`, `a = a1 F ⊕ a0` and
    /// `F ⊗ F = F ⊕ F/2`, the product is
    /// `(a1 b1 ⊕ a1 b0 ⊕ a0 b1) F ⊕ a0 b0 ⊕ a1 b1 (F/2)`, with three products
    /// below `F` (Karatsuba: `a1 b0 ⊕ a0 b1 = (a0 ⊕ a1)(b0 ⊕ b1) ⊕ a0 b0 ⊕ a1 b1`).
    fn mul32(&self, a: u64, b: u64) -> u64 {
        let (a0, a1, b0, b1) = (a & 0xffff, a >> 16, b & 0xffff, b >> 16);
        let p0 = self.mul16(a0, b0);
        let p1 = self.mul16(a1, b1);
        let p2 = self.mul16(a0 ^ a1, b0 ^ b1);
        (p2 ^ p0) << 16 | (p0 ^ self.half16(p1))
    }

    /// `a ⊗ 2^31` for `a < 2^32`: `2^31 = 2^15 ⊗ 2^16`, so it is
    /// `(a1 ⊕ a0) 2^15 F ⊕ a1 2^15 2^15` for `a = a1 F ⊕ a0`, `F = 2^16`.
    fn half32(&self, a: u64) -> u64 {
        let (a0, a1) = (a & 0xffff, a >> 16);
        self.half16(a0 ^ a1) << 16 | self.half16(self.half16(a1))
    }

    /// As [`mul32`](Self::mul32), one level up: `F = 2^32`.
    fn mul64(&self, a: u64, b: u64) -> u64 {
        let (a0, a1, b0, b1) = (a & 0xffff_ffff, a >> 32, b & 0xffff_ffff, b >> 32);
        let p0 = self.mul32(a0, b0);
        let p1 = self.mul32(a1, b1);
        let p2 = self.mul32(a0 ^ a1, b0 ^ b1);
        (p2 ^ p0) << 32 | (p0 ^ self.half32(p1))
    }

    fn square16(&self, a: u64) -> u64 {
        self.mul16(a, a)
    }

    /// `(a1 F ⊕ a0)^2 = a1^2 F ⊕ a0^2 ⊕ a1^2 (F/2)`.
    fn square32(&self, a: u64) -> u64 {
        let (s0, s1) = (self.square16(a & 0xffff), self.square16(a >> 16));
        s1 << 16 | (s0 ^ self.half16(s1))
    }

    fn square64(&self, a: u64) -> u64 {
        let (s0, s1) = (self.square32(a & 0xffff_ffff), self.square32(a >> 32));
        s1 << 32 | (s0 ^ self.half32(s1))
    }

    /// `a^-1 = conj(a) / norm(a)` (see [`nim_inverse`]), `F = 2^16`, `a != 0`.
    fn inverse32(&self, a: u64) -> u64 {
        let (a0, a1) = (a & 0xffff, a >> 16);
        let norm = self.square16(a0) ^ self.mul16(a0, a1) ^ self.half16(self.square16(a1));
        let n = self.inverse16(norm);
        self.mul16(a1, n) << 16 | self.mul16(a0 ^ a1, n)
    }

    fn inverse64(&self, a: u64) -> u64 {
        let (a0, a1) = (a & 0xffff_ffff, a >> 32);
        let norm = self.square32(a0) ^ self.mul32(a0, a1) ^ self.half32(self.square32(a1));
        let n = self.inverse32(norm);
        self.mul32(a1, n) << 32 | self.mul32(a0 ^ a1, n)
    }
}

/// `a ⊗ b` for `a, b < 2^bits` (`bits` a power of two) by the Fermat-2-power
/// split down to single bits: no table; only for building the tables.
/// Recursion depth log2(bits) <= 6.
fn product_by_halves(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let h = bits / 2;
    let mask = (1u64 << h) - 1;
    let (a0, a1, b0, b1) = (a & mask, a >> h, b & mask, b >> h);
    let p0 = product_by_halves(a0, b0, h);
    let p1 = product_by_halves(a1, b1, h);
    let p2 = product_by_halves(a0 ^ a1, b0 ^ b1, h);
    (p2 ^ p0) << h | (p0 ^ product_by_halves(p1, 1 << (h - 1), h))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The nim product by its definition:
    /// `a ⊗ b = mex { a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' : a' < a, b' < b }`.
    fn product_table_by_mex(n: usize) -> Vec<Vec<u64>> {
        let mut t = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = vec![false; 2 * n * n + 2];
                for x in 0..a {
                    for y in 0..b {
                        seen[(t[x][b] ^ t[a][y] ^ t[x][y]) as usize] = true;
                    }
                }
                t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        t
    }

    /// `2^i ⊗ 2^j` by the Fermat 2-power rules alone: `2^i` is the ordinary
    /// (= nim) product of the distinct Fermat 2-powers `2^(2^k)` of the bits
    /// `k` of `i`, and `F ⊗ F = F ⊕ F/2`.
    fn power_product(i: u32, j: u32, memo: &mut Vec<Vec<Option<u64>>>) -> u64 {
        if let Some(v) = memo[i as usize][j as usize] {
            return v;
        }
        let v = if i & j == 0 {
            1u64 << (i | j)
        } else {
            let k = 31 - (i & j).leading_zeros();
            let f = 1u64 << (1u32 << k);
            let x = power_product(i ^ (1 << k), j ^ (1 << k), memo);
            reference(f, x, memo) ^ reference(f >> 1, x, memo)
        };
        memo[i as usize][j as usize] = Some(v);
        v
    }

    /// `a ⊗ b` as the XOR of [`power_product`] over the bits of `a` and `b`.
    fn reference(a: u64, b: u64, memo: &mut Vec<Vec<Option<u64>>>) -> u64 {
        let mut acc = 0;
        for i in (0..64).filter(|&i| a >> i & 1 == 1) {
            for j in (0..64).filter(|&j| b >> j & 1 == 1) {
                acc ^= power_product(i, j, memo);
            }
        }
        acc
    }

    #[test]
    fn products_match_the_definition_below_64() {
        let t = product_table_by_mex(64);
        for a in 0..64u64 {
            for b in 0..64u64 {
                assert_eq!(nim_product(a, b), t[a as usize][b as usize], "{a} ⊗ {b}");
            }
        }
    }

    #[test]
    fn products_squares_powers_and_inverses_on_random_u64() {
        let mut memo = vec![vec![None; 64]; 64];
        let mut rng = StdRng::seed_from_u64(19);
        for case in 0..3000 {
            // Whole words, and words with short halves (zero 16-bit parts).
            let pick = |rng: &mut StdRng| match rng.random_range(0..3) {
                0 => rng.random::<u64>(),
                1 => rng.random::<u64>() & 0xffff_0000_ffff,
                _ => rng.random::<u64>() >> rng.random_range(0..64),
            };
            let (a, b, c) = (pick(&mut rng), pick(&mut rng), pick(&mut rng));
            let ab = nim_product(a, b);
            assert_eq!(ab, reference(a, b, &mut memo), "case {case}: {a} ⊗ {b}");
            assert_eq!(ab, nim_product(b, a));
            assert_eq!(nim_product(ab, c), nim_product(a, nim_product(b, c)));
            assert_eq!(nim_product(a, b ^ c), ab ^ nim_product(a, c));
            assert_eq!(nim_square(a), reference(a, a, &mut memo), "case {case}");
            if a != 0 {
                assert_eq!(nim_product(a, nim_inverse(a)), 1, "case {case}: {a}");
                assert_eq!(nim_inverse(a), nim_pow(a, u64::MAX - 1), "case {case}");
            }
            let e = rng.random_range(0..40);
            let mut want = 1;
            for _ in 0..e {
                want = nim_product(want, a);
            }
            assert_eq!(nim_pow(a, e), want, "case {case}: {a}^{e}");
        }
        assert_eq!(nim_product(u64::MAX, 1), u64::MAX);
        assert_eq!(nim_product(u64::MAX, 0), 0);
        assert_eq!(
            nim_product(u64::MAX, u64::MAX),
            reference(u64::MAX, u64::MAX, &mut memo)
        );
    }

    #[test]
    fn every_16_bit_inverse() {
        for a in 1..1u64 << 16 {
            assert_eq!(nim_product(a, nim_inverse(a)), 1, "{a}");
        }
    }

    #[test]
    #[should_panic(expected = "0 has no nim inverse")]
    fn zero_has_no_inverse() {
        nim_inverse(0);
    }

    /// The Grundy value of every position (a set of heads, as a bit mask:
    /// coin `(x, y)` is bit `x * cols + y`) of a coin-turning game on a
    /// `rows x cols` board, by its rule alone: a move turns the coins of one
    /// of `moves` (a mask whose highest bit is its top coin), and needs the
    /// top coin heads. That coin goes to tails, so every option is a smaller
    /// mask.
    fn all_positions(bits: usize, moves: &[u64]) -> Vec<u64> {
        let mut g = vec![0u64; 1 << bits];
        for mask in 1..1u64 << bits {
            let mut seen = [false; 256];
            for &m in moves {
                let top = 63 - m.leading_zeros();
                if mask >> top & 1 == 1 {
                    seen[g[(mask ^ m) as usize] as usize] = true;
                }
            }
            g[mask as usize] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
        g
    }

    /// Checks the Tartan theorem on every position of the product of two
    /// 1-D coin-turning games (`moves1(x)`: the sets of coins of the moves
    /// whose top coin is `x`), against the values `g1`, `g2` of single coins:
    /// a position is worth the nim-sum over its heads `(x, y)` of
    /// `g1(x) ⊗ g2(y)`.
    fn check_tartan(
        rows: usize,
        cols: usize,
        moves1: &dyn Fn(usize) -> Vec<Vec<usize>>,
        moves2: &dyn Fn(usize) -> Vec<Vec<usize>>,
        g1: &dyn Fn(usize) -> u64,
        g2: &dyn Fn(usize) -> u64,
    ) {
        let mut moves = Vec::new();
        for x in 0..rows {
            for y in 0..cols {
                for a in moves1(x) {
                    for b in moves2(y) {
                        let mut m = 0u64;
                        for &i in &a {
                            for &j in &b {
                                m |= 1 << (i * cols + j);
                            }
                        }
                        moves.push(m);
                    }
                }
            }
        }
        let g = all_positions(rows * cols, &moves);
        for (mask, &v) in g.iter().enumerate() {
            let mut want = 0;
            for x in 0..rows {
                for y in 0..cols {
                    if mask >> (x * cols + y) & 1 == 1 {
                        want ^= nim_product(g1(x), g2(y));
                    }
                }
            }
            assert_eq!(v, want, "position {mask:b}");
        }
    }

    /// Twins: turn coin `x` and one coin `x' < x`; coin `x` is worth `x`
    /// (`mex {x' : x' < x}`).
    fn twins(x: usize) -> Vec<Vec<usize>> {
        (0..x).map(|x2| vec![x2, x]).collect()
    }

    /// Ruler: turn coins `x - k + 1 ..= x` for any `k >= 1`; coin `x` (from 0)
    /// is worth the largest power of 2 dividing `x + 1` (Winning Ways), which
    /// the test below also checks by the rule.
    fn ruler(x: usize) -> Vec<Vec<usize>> {
        (0..=x).map(|lo| (lo..=x).collect()).collect()
    }

    fn ruler_value(x: usize) -> u64 {
        1 << (x + 1).trailing_zeros()
    }

    #[test]
    fn turning_corners_is_the_nim_product_on_every_4x4_position() {
        // Turning Corners = Twins x Twins: turn the corners of a rectangle.
        check_tartan(4, 4, &twins, &twins, &|x| x as u64, &|y| y as u64);
    }

    #[test]
    fn ruler_times_twins_is_the_nim_product_on_every_3x5_and_5x3_position() {
        check_tartan(3, 5, &ruler, &twins, &|x| ruler_value(x), &|y| y as u64);
        check_tartan(5, 3, &ruler, &twins, &|x| ruler_value(x), &|y| y as u64);
    }

    #[test]
    fn single_coins_of_larger_boards_by_the_coin_turning_principle() {
        // One heads coin of a coin-turning game is worth the mex over its
        // moves of the nim-sum of the other coins turned (each one heads
        // coin; the coin-turning principle, checked above on whole boards).
        let n = 48;
        let mut ruler_1d = vec![0u64; n];
        for x in 0..n {
            let mut seen = vec![false; 2 * n + 2];
            for m in ruler(x) {
                let v = m
                    .iter()
                    .filter(|&&i| i != x)
                    .fold(0, |a, &i| a ^ ruler_1d[i]);
                seen[v as usize] = true;
            }
            ruler_1d[x] = seen.iter().position(|&s| !s).unwrap() as u64;
            assert_eq!(ruler_1d[x], ruler_value(x), "x {x}");
        }
        // Turning Corners and Ruler x Twins, single coins up to 48 x 48.
        for game in 0..2 {
            let mut g = vec![vec![0u64; n]; n];
            for x in 0..n {
                for y in 0..n {
                    let mut seen = vec![false; 4096];
                    let rows = if game == 0 { twins(x) } else { ruler(x) };
                    for a in &rows {
                        for y2 in 0..y {
                            let mut v = 0;
                            for &i in a {
                                v ^= g[i][y2];
                                if i != x {
                                    v ^= g[i][y];
                                }
                            }
                            seen[v as usize] = true;
                        }
                    }
                    g[x][y] = seen.iter().position(|&s| !s).unwrap() as u64;
                    let gx = if game == 0 { x as u64 } else { ruler_value(x) };
                    assert_eq!(
                        g[x][y],
                        nim_product(gx, y as u64),
                        "game {game}, ({x}, {y})"
                    );
                }
            }
        }
    }
}
