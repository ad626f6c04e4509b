//! Wythoff's game, exactly on all of `u64`: two heaps `(a, b)`; a move takes
//! any positive number of tokens from one heap, or the same positive number
//! from both. Whoever cannot move (at `(0, 0)`) loses. It is the queen of
//! [`pieces`](crate::games::pieces) moving toward the corner: from `(x, y)` to
//! `(x - i, y)`, `(x, y - i)` or `(x - i, y - i)`.
//!
//! # The lost positions (Wythoff, 1907)
//!
//! With `phi = (1 + sqrt 5) / 2`, the positions lost for the player to move
//! are exactly the pairs `(a_k, b_k)` and `(b_k, a_k)` for `k = 0, 1, 2, ...`,
//! where
//!
//! `a_k = floor(k * phi)`, `b_k = floor(k * phi^2) = a_k + k`.
//!
//! The first pairs are (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13). Two
//! facts make it a theorem: (1) the sequences `a_k` (k >= 1) and `b_k`
//! (k >= 1) are complementary Beatty sequences (`1/phi + 1/phi^2 = 1`), so
//! every positive integer is in exactly one pair; and (2) `b_k - a_k = k`, so
//! every difference occurs in exactly one pair. Hence no move joins two lost
//! pairs (a one-heap move keeps one heap, whose pair is unique; a two-heap
//! move keeps the difference, whose pair is unique), and from any other
//! position one of those moves reaches a lost pair ([`winning_moves`]).
//! Equivalently, `a_k` is the mex of all the numbers in earlier pairs, which is
//! how the tests rebuild the pairs without `phi`.
//!
//! # Exact integers, no floating point
//!
//! A 64-bit float holds 53 bits, so `(k as f64 * phi) as u64` is wrong for
//! many `k` near 10^18. Here `floor(k * phi) = floor((k + m) / 2)` with
//! `m = floor(sqrt(5 k^2))`, by [`isqrt`] on `u128` (proof: for `k > 0`,
//! `sqrt(5 k^2)` is irrational, so `k * phi` lies strictly between `(k + m) / 2`
//! and `(k + m + 1) / 2`, and no integer lies strictly between those two).
//! Since `5 k^2` overflows `u128` for `k` near 2^64, `floor(k sqrt 5)` is
//! taken as `4 floor(sqrt(floor(5 k^2 / 16)))` plus a correction of 0 to 3
//! checked in exact arithmetic (see the private `floor_sqrt5_mul`).
//!
//! Only win/lose is closed: the Grundy values of Wythoff's game (of the queen)
//! have no known closed form, and stay computed by table
//! ([`Piece::table`](crate::games::pieces::Piece::table)).

/// The integer square root, now [`numeric::isqrt`](crate::judge::numeric::isqrt)
/// (with the `k`-th roots and the ceiling forms); kept here so that code
/// written against `wythoff::isqrt` still compiles.
///
/// # Example
/// ```
/// use grundy::wythoff::isqrt;
/// assert_eq!(isqrt(24), 4);
/// ```
pub use crate::judge::numeric::isqrt;

/// `floor(t * sqrt 5)` for `t <= 2^64`, exactly, without forming `5 t^2`
/// (which needs 131 bits).
///
/// With `N = 5 t^2 = 16 q + r` (`0 <= r < 16`), `s = isqrt(q)` is
/// `floor(sqrt(N) / 4)`, so `m = floor(sqrt N)` is `4 s + i` for some
/// `i` in 0..=3, the largest with `(4 s + i)^2 <= N`, that is
/// `8 s i + i^2 <= 16 (q - s^2) + r`, where every term fits in `u128`.
fn floor_sqrt5_mul(t: u128) -> u128 {
    debug_assert!(t <= 1 << 64);
    // t = 4 v + w: 5 t^2 = 80 v^2 + 40 v w + 5 w^2, and 80 v^2 = 16 * 5 v^2.
    let (v, w) = (t / 4, t % 4);
    let low = 40 * v * w + 5 * w * w; // below 2^70
    let q = 5 * v * v + low / 16; // 5 v^2 <= 5 * 2^124 < 2^127
    let r = low % 16;
    let s = isqrt(q);
    let slack = 16 * (q - s * s) + r;
    let i = (0..4u128)
        .rev()
        .find(|&i| 8 * s * i + i * i <= slack)
        .unwrap_or(0);
    4 * s + i
}

/// `a_k = floor(k * phi)` for any `k <= 2^64`, in `u128` (at most about
/// 1.62 * 2^64).
fn lower(k: u128) -> u128 {
    (k + floor_sqrt5_mul(k)) / 2
}

/// The heap that forms a lost pair with a heap of `c` (unique by the Beatty
/// theorem in the module docs): `b_k` if `c = a_k`, `a_k` if `c = b_k`, and 0
/// for 0. In `u128`, as the partner of a large `a_k` can pass `u64::MAX`.
///
/// Of the heaps `1..=c`, `j = floor((c + 1) / phi^2)` are upper (`b_i`) and
/// `c - j` are lower (`a_i`). So `c = b_j` if `b_j == c`, and otherwise
/// `c = a_(c - j)`. With `t = c + 1` and `m = floor(t sqrt 5)`,
/// `j = floor((3t - t sqrt 5) / 2) = floor((3t - m - 1) / 2)`.
fn partner(c: u64) -> u128 {
    if c == 0 {
        return 0;
    }
    let c = u128::from(c);
    let t = c + 1;
    let j = (3 * t - floor_sqrt5_mul(t) - 1) / 2;
    if j > 0 && lower(j) + j == c {
        lower(j)
    } else {
        c + (c - j)
    }
}

/// The `k`-th lost pair `(a_k, b_k) = (floor(k phi), floor(k phi^2))`, with
/// `a_k <= b_k` and `b_k - a_k = k` (see the [module docs](self)).
///
/// # Panics
/// If `b_k` does not fit in `u64`, that is for `k > 7_046_029_254_386_353_130`
/// (whose pair ends exactly at `u64::MAX`).
///
/// # Complexity
/// O(1): one [`isqrt`].
///
/// # Example
/// ```
/// use grundy::wythoff::lost_pair;
/// let first: Vec<(u64, u64)> = (0..6).map(lost_pair).collect();
/// assert_eq!(first, vec![(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
/// // floor(2^64 / phi) = 11400714819323198485 (Knuth's Fibonacci-hashing
/// // constant), and this pair is the last one inside u64.
/// assert_eq!(
///     lost_pair(7_046_029_254_386_353_130),
///     (11_400_714_819_323_198_485, u64::MAX)
/// );
/// ```
pub fn lost_pair(k: u64) -> (u64, u64) {
    let a = lower(u128::from(k));
    let b = a + u128::from(k);
    assert!(
        b <= u128::from(u64::MAX),
        "the lost pair {} of Wythoff's game passes u64::MAX (k is at most 7046029254386353130)",
        k
    );
    (a as u64, b as u64)
}

/// Whether the position `(a, b)` of Wythoff's game (the queen on `(a, b)`)
/// is lost for the player to move: whether `min(a, b) = floor(|a - b| * phi)`.
///
/// # Complexity
/// O(1): one [`isqrt`].
///
/// # Example
/// ```
/// use grundy::wythoff::is_lost;
/// assert!(is_lost(0, 0)); // no move
/// assert!(is_lost(5, 3) && is_lost(3, 5));
/// assert!(!is_lost(3, 4)); // take 2 from both: (1, 2) is lost
/// assert!(!is_lost(0, 7)); // take all 7
/// ```
pub fn is_lost(a: u64, b: u64) -> bool {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    lower(u128::from(b - a)) == u128::from(a)
}

/// Every winning move from `(a, b)`: the positions, one move away, that are
/// lost for the opponent, written in the same order of heaps as `(a, b)`.
/// Empty iff `(a, b)` is lost.
///
/// There are at most three, and they come in this order: a move on the first
/// heap (to `(partner(b), b)`), on the second (to `(a, partner(a))`), on both
/// (to the pair whose difference is `|a - b|`), each present when it lowers
/// the heaps. Lowering `a` to `a'` keeps `b`, and `b` is in one lost pair only,
/// so there is at most one such move (likewise for `b`, and for the
/// difference on a two-heap move).
///
/// # Complexity
/// O(1): a few [`isqrt`]s.
///
/// # Example
/// ```
/// use grundy::wythoff::winning_moves;
/// // (5, 5): 5 pairs with 3, so lower either heap to 3; or empty both.
/// assert_eq!(winning_moves(5, 5), vec![(3, 5), (5, 3), (0, 0)]);
/// // (2, 6): 6 pairs with 10 and the difference 4 with (6, 10), neither
/// // below; 2 pairs with 1 (the pair (1, 2)): lower the 6 to 1.
/// assert_eq!(winning_moves(2, 6), vec![(2, 1)]);
/// assert_eq!(winning_moves(3, 5), vec![]); // lost
/// ```
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let pb = partner(b);
    if pb < u128::from(a) {
        out.push((pb as u64, b));
    }
    let pa = partner(a);
    if pa < u128::from(b) {
        out.push((a, pa as u64));
    }
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    let d = hi - lo;
    let ak = lower(u128::from(d));
    if ak < u128::from(lo) {
        let ak = ak as u64;
        out.push(if a <= b { (ak, ak + d) } else { (ak + d, ak) });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    const M64: u128 = u64::MAX as u128;

    /// `x * y` as (high, low) 128-bit halves, by 64-bit limbs: the exact
    /// arithmetic the checks below use, independent of [`isqrt`].
    fn mul_wide(x: u128, y: u128) -> (u128, u128) {
        let (x0, x1, y0, y1) = (x & M64, x >> 64, y & M64, y >> 64);
        let (p00, p01, p10, p11) = (x0 * y0, x0 * y1, x1 * y0, x1 * y1);
        let mid = (p00 >> 64) + (p01 & M64) + (p10 & M64);
        let lo = (p00 & M64) | ((mid & M64) << 64);
        let hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
        (hi, lo)
    }

    /// Whether `a = floor(k phi)`, by the definition: `a < k phi < a + 1`,
    /// that is `2a - k < k sqrt 5 < 2a + 2 - k`, squared in exact 256-bit
    /// arithmetic (`k phi` is irrational for `k > 0`).
    fn is_floor_k_phi(k: u128, a: u128) -> bool {
        if k == 0 {
            return a == 0;
        }
        let five_k2 = mul_wide(5 * k, k);
        let below = 2 * a < k || mul_wide(2 * a - k, 2 * a - k) < five_k2;
        let above = 2 * a + 2 > k && five_k2 < mul_wide(2 * a + 2 - k, 2 * a + 2 - k);
        below && above
    }

    /// Win/lose of the queen on every cell of an `n x n` board, from the
    /// rules (one coordinate lowered, or both by the same amount): a cell is
    /// won iff some move reaches a lost cell.
    fn queen_wins(n: usize) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; n]; n];
        for x in 0..n {
            for y in 0..n {
                let row = (0..x).any(|i| !win[i][y]);
                let col = (0..y).any(|j| !win[x][j]);
                let diag = (1..=x.min(y)).any(|d| !win[x - d][y - d]);
                win[x][y] = row || col || diag;
            }
        }
        win
    }

    #[test]
    fn isqrt_is_the_floor_square_root() {
        // Every n below 2^17, by walking r up.
        let mut r = 0u128;
        for n in 0..1u128 << 17 {
            if (r + 1) * (r + 1) <= n {
                r += 1;
            }
            assert_eq!(isqrt(n), r, "n = {n}");
        }
        // Around squares of random r, and of the largest r.
        let mut rng = StdRng::seed_from_u64(22);
        let roots = (0..2000).map(|_| u128::from(rng.random::<u64>())).chain([
            M64,
            M64 - 1,
            1 << 32,
            (1 << 63) + 1,
        ]);
        for r in roots {
            let sq = r * r;
            assert_eq!(isqrt(sq), r, "r = {r}");
            assert_eq!(isqrt(sq - 1), r - 1, "r = {r}");
            if r < M64 {
                assert_eq!(isqrt(sq + 2 * r), r, "r = {r}"); // (r + 1)^2 - 1
            } else {
                assert_eq!(isqrt(u128::MAX), r);
            }
        }
        // Random n of every size: r^2 <= n < (r + 1)^2.
        for _ in 0..5000 {
            let n = rng.random::<u128>() >> rng.random_range(0..128);
            let r = isqrt(n);
            assert!(r * r <= n, "n = {n}");
            assert!(
                (r + 1).checked_mul(r + 1).map_or(true, |s| s > n),
                "n = {n}"
            );
        }
    }

    #[test]
    fn floor_sqrt5_mul_is_exact() {
        let mut rng = StdRng::seed_from_u64(23);
        // Below 2^62, 5 t^2 fits: compare with the direct root.
        for t in (0..5000u128).chain((0..5000).map(|_| u128::from(rng.random::<u64>() >> 2))) {
            assert_eq!(floor_sqrt5_mul(t), isqrt(5 * t * t), "t = {t}");
        }
        // Up to 2^64: m^2 <= 5 t^2 < (m + 1)^2 in 256-bit arithmetic.
        let ts = (0..5000).map(|_| u128::from(rng.random::<u64>())).chain([
            1 << 64,
            M64,
            M64 - 1,
            1 << 63,
        ]);
        for t in ts {
            let m = floor_sqrt5_mul(t);
            let five_t2 = mul_wide(5 * t, t);
            assert!(mul_wide(m, m) <= five_t2, "t = {t}");
            assert!(five_t2 < mul_wide(m + 1, m + 1), "t = {t}");
        }
    }

    #[test]
    fn lost_pairs_match_the_mex_construction() {
        // a_k = mex of every number in the earlier pairs, b_k = a_k + k.
        let n = 200_000usize;
        let mut used = vec![false; 3 * n];
        let mut mex = 0;
        for k in 0..n {
            while used[mex] {
                mex += 1;
            }
            let (a, b) = (mex, mex + k);
            used[a] = true;
            used[b] = true;
            assert_eq!(lost_pair(k as u64), (a as u64, b as u64), "k = {k}");
        }
    }

    #[test]
    fn queen_on_a_board_matches_the_rules() {
        let n = 128;
        let win = queen_wins(n);
        for x in 0..n {
            for y in 0..n {
                let (a, b) = (x as u64, y as u64);
                assert_eq!(is_lost(a, b), !win[x][y], "({x}, {y})");
                // Every move to a lost cell, by the rules.
                let mut want: Vec<(u64, u64)> = (0..x)
                    .map(|i| (i, y))
                    .chain((0..y).map(|j| (x, j)))
                    .chain((1..=x.min(y)).map(|d| (x - d, y - d)))
                    .filter(|&(i, j)| !win[i][j])
                    .map(|(i, j)| (i as u64, j as u64))
                    .collect();
                want.sort_unstable();
                let mut got = winning_moves(a, b);
                assert!(got.len() <= 3, "({x}, {y})");
                got.sort_unstable();
                assert_eq!(got, want, "({x}, {y})");
            }
        }
    }

    #[test]
    fn huge_lost_pairs_are_exact() {
        let mut rng = StdRng::seed_from_u64(24);
        let k_max = 7_046_029_254_386_353_130u64;
        let mut ks: Vec<u64> = (0..20_000).map(|_| rng.random_range(0..=k_max)).collect();
        let near = 600_000_000_000_000_000..=620_000_000_000_000_000;
        ks.extend((0..2000).map(|_| rng.random_range(near.clone())));
        ks.extend([k_max, k_max - 1, 1 << 62, 1]);
        for k in ks {
            let (a, b) = lost_pair(k);
            assert!(is_floor_k_phi(u128::from(k), u128::from(a)), "k = {k}");
            assert_eq!(b - a, k, "k = {k}");
            assert!(is_lost(a, b) && is_lost(b, a), "k = {k}");
            assert_eq!(winning_moves(a, b), vec![], "k = {k}");
            // b is in one pair only, so no other heap beside it is lost.
            for d in [1u64, 2, 3] {
                assert!(a < d || !is_lost(a - d, b), "k = {k}, a - {d}");
                assert!(!is_lost(a + d, b), "k = {k}, a + {d}");
            }
        }
    }

    #[test]
    fn random_pairs_near_1e18_match_the_definition() {
        // Pairs close to lost ones, so both answers occur often; the truth
        // is the definition a = floor(k phi) for the smaller heap a and the
        // difference k, checked in exact 256-bit arithmetic.
        let mut rng = StdRng::seed_from_u64(25);
        let mut lost = 0;
        for _ in 0..20_000 {
            let k = rng.random_range(500_000_000_000_000_000..700_000_000_000_000_000u64);
            let (a0, _) = lost_pair(k);
            let a = a0 + rng.random_range(0..3) - 1;
            let b = a + k + rng.random_range(0..3) - 1;
            let (lo, hi) = (a.min(b), a.max(b));
            let want = is_floor_k_phi(u128::from(hi - lo), u128::from(lo));
            lost += usize::from(want);
            assert_eq!(is_lost(a, b), want, "({a}, {b})");
            assert_eq!(is_lost(b, a), want, "({b}, {a})");
            assert_eq!(winning_moves(a, b).is_empty(), want, "({a}, {b})");
        }
        assert!(lost > 1000, "only {lost} lost pairs drawn");
        // Uniform pairs near 10^18: almost all won.
        for _ in 0..20_000 {
            let a = rng.random_range(0..2_000_000_000_000_000_000u64);
            let b = rng.random_range(0..2_000_000_000_000_000_000u64);
            let (lo, hi) = (a.min(b), a.max(b));
            let want = is_floor_k_phi(u128::from(hi - lo), u128::from(lo));
            assert_eq!(is_lost(a, b), want, "({a}, {b})");
        }
    }

    #[test]
    fn huge_winning_moves_are_legal_and_lost() {
        let mut rng = StdRng::seed_from_u64(26);
        for _ in 0..20_000 {
            let a = rng.random::<u64>() >> rng.random_range(0..64);
            let b = rng.random::<u64>() >> rng.random_range(0..64);
            let moves = winning_moves(a, b);
            assert_eq!(moves.is_empty(), is_lost(a, b), "({a}, {b})");
            for &(x, y) in &moves {
                let one_heap = (x < a && y == b) || (x == a && y < b);
                let both = x < a && y < b && a - x == b - y;
                assert!(one_heap || both, "({a}, {b}) -> ({x}, {y})");
                let (lo, hi) = (x.min(y), x.max(y));
                assert!(
                    is_floor_k_phi(u128::from(hi - lo), u128::from(lo)),
                    "({a}, {b}) -> ({x}, {y}) is not lost"
                );
            }
        }
    }

    #[test]
    fn every_heap_has_one_partner_near_1e18() {
        // The pairs (a_k, b_k) for k in a window cover every number in the
        // range they span exactly once (complementary Beatty sequences):
        // checked from lost_pair alone, then partner agrees with it.
        let mut rng = StdRng::seed_from_u64(27);
        for _ in 0..5 {
            let c0 = rng.random_range(1_000_000_000_000_000_000..1_000_000_000_001_000_000u64);
            let c1 = c0 + 10_000;
            let mut seen = std::collections::HashMap::new();
            // a_k in [c0, c1): k near c / phi; b_k in [c0, c1): k near c / phi^2.
            // 1 / phi and 1 / phi^2 to 19 digits: k off by well under 1.
            let ka = (u128::from(c0) * 6_180_339_887_498_948_482 / 10u128.pow(19)) as u64 - 10;
            let kb = (u128::from(c0) * 3_819_660_112_501_051_518 / 10u128.pow(19)) as u64 - 10;
            for k in (ka..ka + 6_300).chain(kb..kb + 3_900) {
                let (a, b) = lost_pair(k);
                for (c, p) in [(a, b), (b, a)] {
                    if (c0..c1).contains(&c) {
                        assert_eq!(seen.insert(c, p), None, "{c} twice");
                    }
                }
            }
            for c in c0..c1 {
                assert_eq!(
                    seen.get(&c).map(|&p| u128::from(p)),
                    Some(partner(c)),
                    "c = {c}"
                );
            }
        }
    }

    #[test]
    fn boundaries_of_u64() {
        let k_max = 7_046_029_254_386_353_130u64;
        let a_max = 11_400_714_819_323_198_485u64;
        assert_eq!(partner(u64::MAX), u128::from(a_max));
        assert_eq!(partner(a_max), M64);
        assert!(is_lost(a_max, u64::MAX));
        assert!(!is_lost(u64::MAX, u64::MAX));
        assert!(!is_lost(0, u64::MAX));
        assert_eq!(winning_moves(0, u64::MAX), vec![(0, 0)]);
        assert_eq!(winning_moves(u64::MAX, 0), vec![(0, 0)]);
        assert_eq!(
            winning_moves(u64::MAX, u64::MAX),
            vec![(a_max, u64::MAX), (u64::MAX, a_max), (0, 0)]
        );
        // 1 pairs with 2 (the pair (1, 2)); the difference 2^64 - 2 has no
        // pair inside u64, and u64::MAX pairs with a_max > 1.
        assert_eq!(winning_moves(1, u64::MAX), vec![(1, 2)]);
        assert_eq!(lost_pair(k_max).1, u64::MAX);
    }

    #[test]
    #[should_panic(expected = "passes u64::MAX")]
    fn lost_pair_past_u64_panics() {
        lost_pair(7_046_029_254_386_353_131);
    }

    #[test]
    #[should_panic(expected = "passes u64::MAX")]
    fn lost_pair_of_u64_max_panics() {
        lost_pair(u64::MAX);
    }
}
