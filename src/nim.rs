//! Nim: piles of stones; a move takes any positive number of stones from one
//! pile. Under *normal* play whoever takes the last stone wins (whoever cannot
//! move loses); under *misère* play whoever takes the last stone loses.
//!
//! A pile of `p` stones has Grundy value `p`, so a position's value is the
//! *nim-sum* `S`, the XOR of the pile sizes: under normal play the player to
//! move wins iff `S != 0` (Bouton). Play always ends: every move removes stones.
//!
//! Piles are `u64` (sizes up to 2*10^9 appear in judge inputs) and a pile of
//! size 0 is allowed everywhere: it has no moves and changes nothing, in either
//! kind of play.
//!
//! # Nimber products
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
//! use grundy::nim::nim_product;
//! // Turning Corners, heads at (2, 3) and (5, 5): 2 ⊗ 3 ⊕ 5 ⊗ 5 = 1 ⊕ 7 = 6, a win.
//! assert_eq!(nim_product(2, 3) ^ nim_product(5, 5), 6);
//! ```

/// The nim-sum: the XOR of the pile sizes (0 for no piles).
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use grundy::nim::nim_sum;
/// assert_eq!(nim_sum(&[1, 2, 3]), 0); // 01 ^ 10 ^ 11
/// assert_eq!(nim_sum(&[11, 15, 8]), 12); // 1011 ^ 1111 ^ 1000 = 1100
/// assert_eq!(nim_sum(&[]), 0);
/// ```
pub fn nim_sum(piles: &[u64]) -> u64 {
    piles.iter().fold(0, |s, &p| s ^ p)
}

/// Whether the player to move wins Nim under normal play (taking the last
/// stone wins): iff the nim-sum is nonzero.
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use grundy::nim::first_player_wins;
/// // BOJ 11868 samples: 1 2 3 4 -> first player; 2 4 6 -> second player.
/// assert!(first_player_wins(&[1, 2, 3, 4]));
/// assert!(!first_player_wins(&[2, 4, 6]));
/// assert!(!first_player_wins(&[])); // no move at all
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    nim_sum(piles) != 0
}

/// Whether the player to move wins Nim under misère play (taking the last
/// stone loses).
///
/// If no pile holds more than one stone, play is forced (each move empties a
/// 1-pile) and the player to move wins iff the number of 1-piles is even.
/// Otherwise the player to move wins iff the nim-sum is nonzero (Bouton).
///
/// Piles of size 0 are ignored. With no stones at all (every pile empty, or no
/// piles) the player to move wins: the opponent took the last stone. That is
/// the even case above with zero 1-piles.
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use grundy::nim::first_player_wins_misere;
/// assert!(!first_player_wins_misere(&[1])); // must take the last stone
/// assert!(first_player_wins_misere(&[1, 1])); // take one, the opponent takes the last
/// assert!(first_player_wins_misere(&[2])); // take one, leave [1]
/// assert!(!first_player_wins_misere(&[2, 2])); // nim-sum 0 with a big pile
/// ```
pub fn first_player_wins_misere(piles: &[u64]) -> bool {
    if piles.iter().all(|&p| p <= 1) {
        piles.iter().filter(|&&p| p == 1).count() % 2 == 0
    } else {
        nim_sum(piles) != 0
    }
}

/// The number of winning first moves under normal play: moves (a pile and a
/// new, smaller size for it) that leave nim-sum 0.
///
/// With nim-sum `S`, pile `p` can be lowered to `S ^ p` exactly when
/// `S ^ p < p`, and no other size of that pile gives nim-sum 0; so the count is
/// `#{i : (S ^ p_i) < p_i}`, which is 0 when `S = 0` (every move then loses).
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use grundy::nim::winning_moves;
/// // BOJ 16895 sample: S = 11 ^ 15 ^ 8 = 12, and 12 ^ 11 = 7 < 11,
/// // 12 ^ 15 = 3 < 15, 12 ^ 8 = 4 < 8: three winning moves.
/// assert_eq!(winning_moves(&[11, 15, 8]), 3);
/// assert_eq!(winning_moves(&[3, 3]), 0); // S = 0
/// assert_eq!(winning_moves(&[1, 2]), 1); // only 2 -> 1
/// ```
pub fn winning_moves(piles: &[u64]) -> usize {
    let s = nim_sum(piles);
    piles.iter().filter(|&&p| (s ^ p) < p).count()
}

// ---------------------------------------------------------------------------
// Nimber arithmetic: the nim product, square, power and inverse on u64.
// ---------------------------------------------------------------------------

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
/// use grundy::nim::nim_product;
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
/// use grundy::nim::nim_square;
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
/// use grundy::nim::nim_pow;
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
/// use grundy::nim::{nim_inverse, nim_product};
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
    use std::collections::HashMap;

    /// Whether the player to move wins, by searching the game tree from the
    /// rule (take any positive number from one pile), memoised on the sorted
    /// tuple. `misere`: whoever takes the last stone loses, so a position with
    /// no stones is a win for the player to move; under normal play it is a
    /// loss. Recursion depth is at most the number of stones (tiny here).
    fn wins_naive(piles: &[u64], misere: bool, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut win = if key.iter().all(|&p| p == 0) {
            misere
        } else {
            false
        };
        for i in 0..key.len() {
            for q in 0..key[i] {
                let mut next = key.clone();
                next[i] = q;
                if !wins_naive(&next, misere, memo) {
                    win = true;
                }
            }
        }
        memo.insert(key, win);
        win
    }

    /// Every tuple of `len` piles with sizes in `0..=max`.
    fn all_tuples(len: usize, max: u64) -> Vec<Vec<u64>> {
        let mut out = vec![vec![]];
        for _ in 0..len {
            let mut next = Vec::new();
            for t in &out {
                for p in 0..=max {
                    let mut u = t.clone();
                    u.push(p);
                    next.push(u);
                }
            }
            out = next;
        }
        out
    }

    /// Every tuple of 0 to 4 piles of 0 to 5 stones (1,555 positions, with
    /// zeros and orders included).
    fn small_positions() -> Vec<Vec<u64>> {
        (0..=4).flat_map(|len| all_tuples(len, 5)).collect()
    }

    #[test]
    fn normal_play_matches_the_game_tree() {
        let mut memo = HashMap::new();
        for piles in small_positions() {
            assert_eq!(
                first_player_wins(&piles),
                wins_naive(&piles, false, &mut memo),
                "piles {piles:?}"
            );
        }
    }

    #[test]
    fn misere_play_matches_the_game_tree() {
        let mut memo = HashMap::new();
        for piles in small_positions() {
            assert_eq!(
                first_player_wins_misere(&piles),
                wins_naive(&piles, true, &mut memo),
                "piles {piles:?}"
            );
        }
    }

    #[test]
    fn winning_moves_match_move_enumeration() {
        let mut memo = HashMap::new();
        for piles in small_positions() {
            let mut count = 0;
            for i in 0..piles.len() {
                for q in 0..piles[i] {
                    let mut next = piles.clone();
                    next[i] = q;
                    if !wins_naive(&next, false, &mut memo) {
                        count += 1;
                    }
                }
            }
            assert_eq!(winning_moves(&piles), count, "piles {piles:?}");
        }
    }

    #[test]
    fn boundary_cases() {
        // A single pile of one stone.
        assert!(first_player_wins(&[1]));
        assert!(!first_player_wins_misere(&[1]));
        assert_eq!(winning_moves(&[1]), 1);
        // No stones.
        assert!(!first_player_wins(&[0, 0]));
        assert!(first_player_wins_misere(&[0, 0]));
        assert_eq!(winning_moves(&[0, 0]), 0);
        // Piles near 2*10^9, beyond i32. 2e9 = 2^10 * 5^9 with 5^9 odd, so
        // 2e9 - 1 differs from it in exactly bits 0..=10: the XOR is 2^11 - 1.
        let big = 2_000_000_000u64;
        assert_eq!(nim_sum(&[big, big - 1]), 2047);
        assert!(first_player_wins_misere(&[big, big - 1]));
        assert!(!first_player_wins_misere(&[big, big]));
        assert_eq!(winning_moves(&[big, big - 1]), 1);
        // Sizes near u64::MAX do not overflow.
        assert_eq!(nim_sum(&[u64::MAX, u64::MAX]), 0);
        assert_eq!(winning_moves(&[u64::MAX, 1]), 1);
    }
}

#[cfg(test)]
mod nimber_tests {
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

// ---------------------------------------------------------------------------
// Moore's Nim_k and staircase Nim. Kept apart from the rest of
// the module, tests included, so that other additions merge cleanly.
// ---------------------------------------------------------------------------

/// Whether the player to move loses Moore's Nim_k: a move takes stones from
/// at least 1 and at most `k` piles (any positive number from each chosen
/// pile, independently); whoever cannot move loses. Nim is `k = 1`.
///
/// Moore (1910): the position is lost iff, for every bit, the number of
/// piles with that bit set is a multiple of `k + 1`. (From such a position a
/// move changes at most `k` piles and changes the highest bit it touches in
/// at least one and at most `k` of them, breaking that count; from any other,
/// [`moore_winning_move`] restores every count.) Moore's Nim_k is not a sum of
/// games, so Grundy values do not enter; this is win/lose only.
///
/// # Panics
/// If `k` is 0 (a move must take from at least one pile).
///
/// # Complexity
/// O(64 * number of piles).
///
/// # Example
/// ```
/// use grundy::nim::moore_lost;
/// // k = 2: 1, 2, 3 has two piles with bit 0 (1, 3) and two with bit 1 (2, 3).
/// assert!(!moore_lost(&[1, 2, 3], 2)); // take 1 from the 2 and 2 from the 3: 1, 1, 1
/// assert!(moore_lost(&[1, 2, 3], 1)); // Nim: 1 ^ 2 ^ 3 = 0
/// assert!(moore_lost(&[5, 5, 5], 2)); // three piles with bits 0 and 2
/// assert!(!moore_lost(&[5, 5], 2)); // take both
/// ```
pub fn moore_lost(piles: &[u64], k: usize) -> bool {
    assert!(
        k >= 1,
        "Moore's Nim_k needs k >= 1 (a move takes from 1 to k piles)"
    );
    let m = k as u128 + 1;
    (0..64).all(|bit| {
        let count = piles.iter().filter(|&&p| p >> bit & 1 == 1).count();
        count as u128 % m == 0
    })
}

/// A winning move of Moore's Nim_k ([`moore_lost`]): the piles it changes as
/// `(pile index, new size)`, by increasing index, between 1 and `k` of them,
/// each new size smaller; `None` when the position is lost.
///
/// Moore's construction, from the highest bit down: keep the set `C` of piles
/// already lowered (their lower bits are then free). At each bit, with `r`
/// the count of unlowered piles having the bit, modulo `k + 1`: if `r = 0`
/// clear the bit in `C`; else if `|C| >= k + 1 - r`, set it in `k + 1 - r`
/// piles of `C`; else add to `C` `r` unlowered piles having the bit, clearing
/// it (so they drop below their old size). `|C|` stays at most `k`, and
/// every count ends a multiple of `k + 1`.
///
/// # Panics
/// If `k` is 0.
///
/// # Complexity
/// O(64 * number of piles).
///
/// # Example
/// ```
/// use grundy::nim::moore_winning_move;
/// // k = 2, piles 1, 2, 3: bit 1 is in 2 piles (the 2 and the 3), r = 2, so
/// // lower both, clearing bit 1 and below; then bit 0 is in the 1 only,
/// // r = 1, and the two lowered piles make up the count. New piles 1, 1, 1.
/// assert_eq!(moore_winning_move(&[1, 2, 3], 2), Some(vec![(1, 1), (2, 1)]));
/// assert_eq!(moore_winning_move(&[5, 5, 5], 2), None);
/// // k = 1 is Nim: 3 ^ 5 = 6, lower the 5 to 3.
/// assert_eq!(moore_winning_move(&[3, 5], 1), Some(vec![(1, 3)]));
/// ```
pub fn moore_winning_move(piles: &[u64], k: usize) -> Option<Vec<(usize, u64)>> {
    if moore_lost(piles, k) {
        return None;
    }
    let mut new = piles.to_vec();
    let mut chosen: Vec<usize> = Vec::new();
    let mut is_chosen = vec![false; piles.len()];
    for bit in (0..64).rev() {
        let has = |i: usize| piles[i] >> bit & 1 == 1;
        let fixed: Vec<usize> = (0..piles.len())
            .filter(|&i| !is_chosen[i] && has(i))
            .collect();
        let r = (fixed.len() as u128 % (k as u128 + 1)) as usize;
        if r == 0 {
            continue; // lowered piles keep the bit cleared
        }
        let need = k - r + 1;
        if chosen.len() >= need {
            for &i in &chosen[..need] {
                new[i] |= 1 << bit;
            }
        } else {
            for &i in &fixed[..r] {
                // Keep the higher bits, clear this one and every lower one.
                new[i] = piles[i] >> bit >> 1 << 1 << bit;
                is_chosen[i] = true;
                chosen.push(i);
            }
        }
    }
    chosen.sort_unstable();
    Some(chosen.into_iter().map(|i| (i, new[i])).collect())
}

/// The Grundy value of staircase Nim: `steps[i]` coins stand on step `i`
/// (step 0 is the floor); a move carries one or more coins from a step
/// `i >= 1` down to step `i - 1`; whoever cannot move (every coin on the
/// floor) loses. The value is the XOR of the odd steps,
/// `steps[1] ^ steps[3] ^ ...`.
///
/// Proof (induction on the position): moves off an odd step lower that Nim
/// pile, so every value below the XOR `S` is reached, as in Nim; and no move
/// keeps `S`, since each one changes exactly one odd step (the one it leaves,
/// or the one it lands on). So the mex of the options is `S`, and a position
/// is lost iff `S = 0`; the even steps are the "reversible" moves. Disguises:
/// pieces on a line moving left without passing each other, where the gaps
/// are the steps.
///
/// # Complexity
/// O(number of steps).
///
/// # Example
/// ```
/// use grundy::nim::staircase_value;
/// // Steps 1 and 3 hold 2 and 3 coins: 2 ^ 3 = 1. The floor and step 2 do
/// // not count.
/// assert_eq!(staircase_value(&[9, 2, 7, 3]), 1);
/// assert_eq!(staircase_value(&[0, 0, 5]), 0); // lost: answer each move from 2
/// assert_eq!(staircase_value(&[]), 0);
/// ```
pub fn staircase_value(steps: &[u64]) -> u64 {
    steps.iter().skip(1).step_by(2).fold(0, |s, &c| s ^ c)
}

/// Every winning move of staircase Nim ([`staircase_value`]) as `(i, c)`:
/// carry `c` coins from step `i` down to step `i - 1`, leaving value 0; by
/// increasing `i`, at most one move per step. Empty iff the value is 0.
///
/// With `S` the value: from an odd step `i`, carry `steps[i] - (S ^ steps[i])`
/// when `S ^ steps[i] < steps[i]` (Nim's move); from an even step `i >= 2`,
/// carry `(S ^ steps[i-1]) - steps[i-1]` when that is positive and at most
/// `steps[i]` (it raises the odd step `i - 1` to `S ^ steps[i-1]`). Every
/// move changes one odd step only, so these are all of them.
///
/// # Complexity
/// O(number of steps).
///
/// # Example
/// ```
/// use grundy::nim::staircase_winning_moves;
/// // S = 2 ^ 3 = 1. Step 1 cannot become S ^ 2 = 3 by losing coins; step 2
/// // carries 1 coin onto step 1 (2 -> 3); step 3 carries 1 down (3 -> 2).
/// assert_eq!(staircase_winning_moves(&[9, 2, 7, 3]), vec![(2, 1), (3, 1)]);
/// assert_eq!(staircase_winning_moves(&[0, 0, 5]), vec![]);
/// ```
pub fn staircase_winning_moves(steps: &[u64]) -> Vec<(usize, u64)> {
    let s = staircase_value(steps);
    let mut out = Vec::new();
    if s == 0 {
        return out;
    }
    for (i, &c) in steps.iter().enumerate().skip(1) {
        if i % 2 == 1 {
            if s ^ c < c {
                out.push((i, c - (s ^ c)));
            }
        } else {
            let below = steps[i - 1];
            if s ^ below > below && (s ^ below) - below <= c {
                out.push((i, (s ^ below) - below));
            }
        }
    }
    out
}

#[cfg(test)]
mod moore_staircase_tests {
    use super::*;
    use std::collections::HashMap;

    /// Every tuple of `len` values in `0..=max`.
    fn tuples(len: usize, max: u64) -> Vec<Vec<u64>> {
        let mut out = vec![vec![]];
        for _ in 0..len {
            out = out
                .iter()
                .flat_map(|t| {
                    (0..=max).map(move |p| {
                        let mut u = t.clone();
                        u.push(p);
                        u
                    })
                })
                .collect();
        }
        out
    }

    /// Whether each position of `len` piles of at most `max` is won in
    /// Moore's Nim_k, from the rule: a move lowers between 1 and `k` piles.
    /// Positions are visited by increasing sum, and a move lowers the sum.
    fn moore_wins_naive(len: usize, max: u64, k: usize) -> HashMap<Vec<u64>, bool> {
        let mut all = tuples(len, max);
        all.sort_by_key(|t| t.iter().sum::<u64>());
        let mut win: HashMap<Vec<u64>, bool> = HashMap::new();
        for p in &all {
            let w = all.iter().any(|q| {
                let lowered = (0..len).filter(|&i| q[i] < p[i]).count();
                let never_raised = (0..len).all(|i| q[i] <= p[i]);
                never_raised && (1..=k).contains(&lowered) && !win[q]
            });
            win.insert(p.clone(), w);
        }
        win
    }

    #[test]
    fn moore_matches_the_game_tree() {
        for len in 0..=4 {
            let max = if len == 4 { 4 } else { 6 };
            for k in 1..=len.max(1) + 1 {
                let win = moore_wins_naive(len, max, k);
                for (p, &w) in &win {
                    let at = format!("piles {p:?}, k = {k}");
                    assert_eq!(moore_lost(p, k), !w, "{at}");
                    match moore_winning_move(p, k) {
                        None => assert!(!w, "{at}: no move from a won position"),
                        Some(mv) => {
                            assert!((1..=k).contains(&mv.len()), "{at}: {mv:?}");
                            let mut q = p.clone();
                            for (j, &(i, size)) in mv.iter().enumerate() {
                                assert!(j == 0 || mv[j - 1].0 < i, "{at}: {mv:?}");
                                assert!(size < p[i], "{at}: {mv:?} does not lower");
                                q[i] = size;
                            }
                            assert!(!win[&q], "{at}: {mv:?} leaves a won position");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn moore_winning_moves_on_huge_piles() {
        use rand::{rngs::StdRng, Rng, SeedableRng};
        let mut rng = StdRng::seed_from_u64(22);
        for _ in 0..3000 {
            let len = rng.random_range(1..=12);
            let k = rng.random_range(1..=5);
            let piles: Vec<u64> = (0..len)
                .map(|_| rng.random::<u64>() >> rng.random_range(0..4))
                .collect();
            let mv = moore_winning_move(&piles, k).expect("random piles are won");
            let mut q = piles.clone();
            for &(i, size) in &mv {
                assert!(size < piles[i], "{piles:?}, k = {k}");
                q[i] = size;
            }
            assert!(
                mv.len() <= k && moore_lost(&q, k),
                "{piles:?}, k = {k}: {mv:?}"
            );
        }
        // k at least the number of piles: lost only with no stones.
        assert!(moore_lost(&[0, 0], usize::MAX));
        assert_eq!(
            moore_winning_move(&[7, 0, u64::MAX], usize::MAX),
            Some(vec![(0, 0), (2, 0)])
        );
    }

    #[test]
    #[should_panic(expected = "needs k >= 1")]
    fn moore_rejects_k_0() {
        moore_lost(&[1], 0);
    }

    /// The Grundy value of a staircase position from the rule (carry 1 or
    /// more coins from step i >= 1 to step i - 1), by mex over every move,
    /// memoised; the recursion depth is at most the sum of coins * step.
    fn staircase_naive(steps: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
        if let Some(&g) = memo.get(steps) {
            return g;
        }
        let mut seen = Vec::new();
        for i in 1..steps.len() {
            for c in 1..=steps[i] {
                let mut next = steps.to_vec();
                next[i] -= c;
                next[i - 1] += c;
                seen.push(staircase_naive(&next, memo));
            }
        }
        let g = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert(steps.to_vec(), g);
        g
    }

    #[test]
    fn staircase_matches_the_game_tree() {
        let mut memo = HashMap::new();
        for len in 0..=5 {
            for steps in tuples(len, 3) {
                let g = staircase_naive(&steps, &mut memo);
                assert_eq!(staircase_value(&steps), g, "steps {steps:?}");
                let mut want = Vec::new();
                for i in 1..steps.len() {
                    for c in 1..=steps[i] {
                        let mut next = steps.clone();
                        next[i] -= c;
                        next[i - 1] += c;
                        if staircase_naive(&next, &mut memo) == 0 {
                            want.push((i, c));
                        }
                    }
                }
                assert_eq!(staircase_winning_moves(&steps), want, "steps {steps:?}");
            }
        }
    }

    #[test]
    fn staircase_boundaries() {
        // Only the floor: no move.
        assert_eq!(staircase_value(&[u64::MAX]), 0);
        assert_eq!(staircase_winning_moves(&[u64::MAX]), vec![]);
        // One coin on step 1: carry it down.
        assert_eq!(staircase_winning_moves(&[0, 1]), vec![(1, 1)]);
        // Huge odd steps: S = 2^63 ^ 1; lower step 1 from 2^63 to 1, or step 3
        // from 1 to 2^63 by carrying from step 4 (which holds u64::MAX).
        let big = 1u64 << 63;
        assert_eq!(
            staircase_winning_moves(&[0, big, 0, 1, u64::MAX]),
            vec![(1, big - 1), (4, big - 1)]
        );
    }
}
