//! The blocks of equal `floor(n / m)`: [`floor_blocks`]`(n)` yields
//! `(lo, hi, q)` for the maximal runs `lo..=hi` of divisors `m` in `1..=n`
//! with `n / m == q`, so a sum over every `m` ("split `n` into `m`
//! near-equal parts, for every `m`") costs O(sqrt n) blocks instead of `n`
//! terms.
//!
//! # Why O(sqrt n)
//!
//! For `m <= sqrt n` there are at most `sqrt n` values of `m`; for
//! `m > sqrt n`, `q = n / m < sqrt n`, so at most `sqrt n` values of `q`.
//! Hence at most `2 sqrt n` distinct quotients, each on one run of `m`
//! (`n / m` does not increase with `m`). The run of `m` starting at `lo`
//! with `q = n / lo` ends at `hi = n / q`: the largest `m` with
//! `m * q <= n` (the classic divisor-block walk; Concrete Mathematics,
//! section 3.2, on `floor(n / m)`).
//!
//! # Splitting into near-equal parts
//!
//! `n` split into `m` parts as equal as possible has `r = n - q m` parts of
//! `q + 1` and `m - r` parts of `q`, with `q = n / m`. In a heap game its
//! value is `g(q + 1)` if `r` is odd, XOR `g(q)` if `m - r` is odd. Within a
//! block `q` is fixed and `r = n - q m`, `m - r = (q + 1) m - n` change
//! parity only with `m`: the block's options take at most two values, one
//! for its even `m` and one for its odd `m`.
//! [`heap_table_by_values`](crate::impartial::heap::heap_table_by_values) takes such a
//! rule. A `for` loop over the blocks and `for_each` both compile to the
//! hand-written walk (`scripts/classics-bench.sh`, 2*10^5 heaps of such a
//! rule: 0.99x to 1.03x the hand loop on 2026-11-26, the cost of
//! `heap_table_by_values` itself; table in `docs/benchmarks.md`).
//!
//! ```
//! use grundy::blocks::floor_blocks;
//! // 10 / m for m = 1..=10: 10, 5, 3, 2, 2, 1, 1, 1, 1, 1.
//! let blocks: Vec<(u64, u64, u64)> = floor_blocks(10).collect();
//! assert_eq!(blocks, vec![(1, 1, 10), (2, 2, 5), (3, 3, 3), (4, 5, 2), (6, 10, 1)]);
//! ```

/// The blocks of equal `n / m`: see [`floor_blocks`].
///
/// # Example
/// ```
/// use grundy::blocks::floor_blocks;
/// let mut b = floor_blocks(3);
/// assert_eq!(b.next(), Some((1, 1, 3)));
/// assert_eq!(b.next(), Some((2, 3, 1)));
/// assert_eq!(b.next(), None);
/// ```
#[derive(Clone, Debug)]
pub struct FloorBlocks {
    n: u64,
    /// The next `m`; done when it is not in `1..=n` (`n + 1`, or 0 after
    /// `n = u64::MAX`).
    next: u64,
}

/// The maximal runs `lo..=hi` of `m` in `1..=n` on which `n / m` is one
/// value `q`, as `(lo, hi, q)` by increasing `m` (decreasing `q`): every `m`
/// in `1..=n` is in exactly one block. None for `n = 0`.
///
/// # Complexity
/// At most `2 sqrt n` blocks, one division each (see the
/// [module documentation](self)).
///
/// # Example
/// ```
/// use grundy::blocks::floor_blocks;
/// // The sum of n / m over m = 1..=n by blocks: for n = 10,
/// // 10 + 5 + 3 + 2 * 2 + 5 * 1 = 27.
/// let sum: u64 = floor_blocks(10).map(|(lo, hi, q)| (hi - lo + 1) * q).sum();
/// assert_eq!(sum, 27);
/// assert_eq!(floor_blocks(0).count(), 0);
/// ```
pub fn floor_blocks(n: u64) -> FloorBlocks {
    floor_blocks_from(n, 1)
}

/// The blocks of [`floor_blocks`] for `m` in `start..=n` only (the first
/// block cut at `start`): `floor_blocks_from(n, 2)` for splits into two or
/// more parts. None if `start > n`.
///
/// # Panics
/// If `start == 0` (there is no `n / 0`).
///
/// # Example
/// ```
/// use grundy::blocks::floor_blocks_from;
/// let blocks: Vec<(u64, u64, u64)> = floor_blocks_from(10, 5).collect();
/// assert_eq!(blocks, vec![(5, 5, 2), (6, 10, 1)]);
/// // Exact at the top of u64: the last block is m = 2^63 ..= u64::MAX, q = 1.
/// assert_eq!(floor_blocks_from(u64::MAX, 1 << 62).last(), Some((1 << 63, u64::MAX, 1)));
/// ```
pub fn floor_blocks_from(n: u64, start: u64) -> FloorBlocks {
    assert!(
        start >= 1,
        "floor_blocks_from: m starts at 1 (there is no n / 0)"
    );
    FloorBlocks {
        n,
        next: if start > n { 0 } else { start },
    }
}

impl Iterator for FloorBlocks {
    type Item = (u64, u64, u64);

    #[inline]
    fn next(&mut self) -> Option<(u64, u64, u64)> {
        let lo = self.next;
        // One test for both ends: lo is in 1..=n iff lo - 1 < n, wrapping
        // (lo = 0 after n = u64::MAX wraps to u64::MAX, and lo = n + 1 is
        // past the end). A `for` loop over the blocks then compiles to the
        // hand-written `while m <= n` walk, with no branch for the update.
        if lo.wrapping_sub(1) >= self.n {
            return None;
        }
        let q = self.n / lo;
        let hi = self.n / q;
        self.next = hi.wrapping_add(1);
        Some((lo, hi, q))
    }

    /// The blocks in one plain loop (what `for_each` and the other
    /// consuming adaptors run), as a contestant writes it by hand.
    #[inline]
    fn fold<B, F>(self, init: B, mut f: F) -> B
    where
        F: FnMut(B, (u64, u64, u64)) -> B,
    {
        let n = self.n;
        let mut acc = init;
        let mut lo = self.next;
        if lo.wrapping_sub(1) >= n {
            return acc;
        }
        loop {
            let q = n / lo;
            let hi = n / q;
            acc = f(acc, (lo, hi, q));
            if hi >= n {
                return acc;
            }
            lo = hi + 1;
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (usize::from(self.next.wrapping_sub(1) < self.n), None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The blocks by trying every m: runs of equal n / m.
    fn blocks_naive(n: u64) -> Vec<(u64, u64, u64)> {
        let mut out: Vec<(u64, u64, u64)> = Vec::new();
        for m in 1..=n {
            let q = n / m;
            match out.last_mut() {
                Some(last) if last.2 == q => last.1 = m,
                _ => out.push((m, m, q)),
            }
        }
        out
    }

    #[test]
    fn blocks_match_every_m() {
        for n in 0..3000 {
            assert_eq!(
                floor_blocks(n).collect::<Vec<_>>(),
                blocks_naive(n),
                "n = {n}"
            );
        }
    }

    /// The blocks of a large n: they cover 1..=n in order, each is a run
    /// of its q (q at both ends, a different quotient just outside), and
    /// there are at most 2 sqrt n of them.
    fn check_large(n: u64) {
        let mut expect = 1u64;
        let mut count = 0u64;
        let mut last_q = u64::MAX;
        for (lo, hi, q) in floor_blocks(n) {
            assert_eq!(lo, expect, "n = {n}");
            assert!(lo <= hi, "n = {n}");
            assert_eq!(n / lo, q, "n = {n}, lo = {lo}");
            assert_eq!(n / hi, q, "n = {n}, hi = {hi}");
            assert!(lo == 1 || n / (lo - 1) != q, "n = {n}, lo = {lo}");
            assert!(hi == n || n / (hi + 1) != q, "n = {n}, hi = {hi}");
            assert!(q < last_q, "n = {n}");
            last_q = q;
            count += 1;
            expect = hi.wrapping_add(1);
        }
        assert_eq!(expect, n.wrapping_add(1), "n = {n}: the blocks end at n");
        let root = crate::judge::numeric::isqrt_u64(n);
        assert!(count <= 2 * root + 1, "n = {n}: {count} blocks");
    }

    #[test]
    fn large_n_and_the_top_of_u64() {
        let mut rng = StdRng::seed_from_u64(9);
        for n in [(1 << 36) - 1, 999_999_999_999] {
            check_large(n);
        }
        for _ in 0..20 {
            check_large(rng.random_range(1..1u64 << 30));
        }
        // u64::MAX has 2^33 blocks; check its ends only.
        let mut b = floor_blocks(u64::MAX);
        assert_eq!(b.next(), Some((1, 1, u64::MAX)));
        assert_eq!(b.next(), Some((2, 2, u64::MAX / 2)));
        let tail: Vec<_> = floor_blocks_from(u64::MAX - 1, (1 << 62) - 1).collect();
        let mut by_fold = Vec::new();
        floor_blocks_from(u64::MAX, 1 << 62).for_each(|b| by_fold.push(b));
        let q3 = u64::MAX / 3;
        assert_eq!(
            by_fold,
            vec![
                (1 << 62, q3, 3),
                (q3 + 1, (1 << 63) - 1, 2),
                (1 << 63, u64::MAX, 1)
            ]
        );
        let q3 = (u64::MAX - 1) / 3; // m = 2^62 - 1 gives 4 (4 m = 2^64 - 4)
        assert_eq!(
            tail,
            vec![
                ((1 << 62) - 1, (1 << 62) - 1, 4),
                (1 << 62, q3, 3),
                (q3 + 1, (1 << 63) - 1, 2),
                (1 << 63, u64::MAX - 1, 1)
            ]
        );
        for n in 0..150 {
            for start in 1..=n + 1 {
                let want: Vec<_> = blocks_naive(n)
                    .into_iter()
                    .filter(|&(_, hi, _)| hi >= start)
                    .map(|(lo, hi, q)| (lo.max(start), hi, q))
                    .collect();
                assert_eq!(
                    floor_blocks_from(n, start).collect::<Vec<_>>(),
                    want,
                    "n = {n}, start = {start}"
                );
            }
        }
    }

    #[test]
    #[should_panic(expected = "no n / 0")]
    fn start_0_panics() {
        floor_blocks_from(5, 0);
    }
}
