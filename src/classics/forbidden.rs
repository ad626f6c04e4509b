//! Nim on one heap with a few forbidden moves, for heaps up to 10^18: from a
//! heap of `n` a move may leave any smaller heap `m < n`, except the listed
//! pairs `(n, m)`. Whoever cannot move loses. [`ForbiddenNim`] answers the
//! Grundy value `g(n)` of any heap in O(log e) after an O(e log e) set-up for
//! `e` forbidden pairs, though the heaps themselves are far too many for a
//! table ([`heap_table`](crate::impartial::heap::heap_table) is the brute force the tests
//! compare with).
//!
//! # The theorem
//!
//! Let `M(n) = mex{g(m) : m < n}`, the mex over *every* smaller heap, the
//! forbidden ones included.
//!
//! 1. The values below `n` are exactly `0, 1, ..., M(n) - 1`, and
//!    `g(n) <= M(n)`. (Induction: no smaller heap has the value `M(n)`, so no
//!    option has it and the mex of the options is at most `M(n)`; adding
//!    `g(n)` to `{0, ..., M(n) - 1}` leaves an interval.)
//! 2. Call `n` a *repeat* if `g(n) < M(n)`. Each heap that is not a repeat
//!    raises `M` by one, so `M(n) = n - R(n)` with `R(n)` the number of
//!    repeats below `n`, and **`g(n) = n - R(n)` for every heap that is not a
//!    repeat**.
//! 3. A heap with no forbidden move reaches every smaller heap, hence every
//!    value below `M(n)`: it is not a repeat. So the repeats are among the
//!    heaps with forbidden moves, and there are at most `e` of them.
//! 4. At a heap `n` whose forbidden targets are the set `E`, a value
//!    `v < M(n)` is missing from the options iff every smaller heap of value
//!    `v` is in `E`. Those heaps are the one non-repeat heap of value `v`
//!    (where `M` stepped past `v`) and the repeats below `n` of value `v`: say
//!    `c(v) = 1 + #{repeats below n with value v}` of them. So `g(n)` is the
//!    least `v` with `#{m in E : g(m) = v} = c(v)`, or `M(n)` if there is none.
//!
//! So `g(n)` is *not* `n` away from the forbidden pairs, as one might guess:
//! it is `n` minus the number of repeats below `n`, an offset that is constant
//! between two heaps with forbidden moves and only ever grows. Forbidding the
//! single move (1, 0) makes heap 1 a repeat (value 0), and then
//! `g(n) = n - 1` for every `n >= 2`.
//!
//! [`ForbiddenNim::new`] walks the heaps with forbidden moves in increasing
//! order, applies (4) with the values of the targets from (2), and keeps the
//! repeats; [`ForbiddenNim::value`] is then (2), or the stored value of a
//! repeat.

use std::collections::HashMap;

/// The Grundy values of Nim on one heap with forbidden moves (see the
/// [module docs](self)): the repeats, the only heaps whose value is not
/// `n` minus the number of repeats below `n`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForbiddenNim {
    /// The repeat heaps with their values, by increasing heap.
    repeats: Vec<(u64, u64)>,
}

impl ForbiddenNim {
    /// The game in which the move from heap `n` to heap `m` is forbidden for
    /// each pair `(n, m)` of `forbidden` (repeated pairs count once).
    ///
    /// The pairs are `(heap, target)`: the heap *left*, not the number of
    /// tokens taken. A statement that says "from a heap of `n` you may not
    /// take `a`" gives `(heap, amount)` pairs: pass those to
    /// [`from_amounts`](Self::from_amounts), since here `(n, a)` would forbid
    /// leaving `a` (another game, silently, whenever `a < n`).
    ///
    /// # Panics
    /// If a pair `(n, m)` has `m >= n`: that is not a move of the game.
    ///
    /// # Complexity
    /// O(e log e) time and O(e) memory for `e` pairs.
    ///
    /// # Example
    /// ```
    /// use grundy::forbidden::ForbiddenNim;
    /// // Forbid 2 -> 0: heap 2 keeps only heap 1 (value 1), so g(2) = 0, and
    /// // heap 2 is the one repeat.
    /// let game = ForbiddenNim::new(&[(2, 0)]);
    /// assert_eq!(game.repeats(), &[(2, 0)]);
    /// ```
    pub fn new(forbidden: &[(u64, u64)]) -> ForbiddenNim {
        let mut pairs = forbidden.to_vec();
        for &(n, m) in &pairs {
            assert!(
                m < n,
                "the forbidden move ({}, {}) does not go to a smaller heap",
                n,
                m
            );
        }
        pairs.sort_unstable();
        pairs.dedup();
        let mut game = ForbiddenNim {
            repeats: Vec::new(),
        };
        // How many repeats so far have each value.
        let mut repeated: HashMap<u64, u64> = HashMap::new();
        let mut values: Vec<u64> = Vec::new();
        let mut start = 0;
        while start < pairs.len() {
            let n = pairs[start].0;
            let mut end = start;
            while end < pairs.len() && pairs[end].0 == n {
                end += 1;
            }
            // Every repeat found so far is below n: the values are final.
            values.clear();
            values.extend(pairs[start..end].iter().map(|&(_, m)| game.value(m)));
            values.sort_unstable();
            let mex_all = n - game.repeats.len() as u64;
            let mut g = mex_all;
            let mut i = 0;
            while i < values.len() {
                let v = values[i];
                let mut j = i;
                while j < values.len() && values[j] == v {
                    j += 1;
                }
                let heaps_of_v = 1 + repeated.get(&v).copied().unwrap_or(0);
                if (j - i) as u64 == heaps_of_v {
                    g = v;
                    break;
                }
                i = j;
            }
            if g < mex_all {
                game.repeats.push((n, g));
                *repeated.entry(g).or_insert(0) += 1;
            }
            start = end;
        }
        game
    }

    /// The game in which taking `a` tokens from a heap of `n` is forbidden
    /// for each pair `(n, a)` of `forbidden`: the `(heap, amount)` pairs a
    /// statement gives, the same game as [`new`](Self::new) with the pairs
    /// `(n, n - a)`.
    ///
    /// # Panics
    /// If a pair `(n, a)` has `a == 0` or `a > n`: taking nothing, or more
    /// than the heap holds, is not a move of the game (a statement's pair
    /// read in the wrong order often looks like that).
    ///
    /// # Complexity
    /// As [`new`](Self::new).
    ///
    /// # Example
    /// ```
    /// use grundy::forbidden::ForbiddenNim;
    /// // From a heap of 2 you may not take 2 (that is, leave 0): heap 2
    /// // keeps only heap 1, so g(2) = 0, as `new(&[(2, 0)])`.
    /// let game = ForbiddenNim::from_amounts(&[(2, 2)]);
    /// assert_eq!(game, ForbiddenNim::new(&[(2, 0)]));
    /// assert_eq!(game.value(2), 0);
    /// // Not taking 1 from 3 (leave 2): g(3) = mex{g(1), g(0)} = mex{1, 0} = 2,
    /// // a repeat of heap 2's value.
    /// assert_eq!(ForbiddenNim::from_amounts(&[(3, 1)]).repeats(), &[(3, 2)]);
    /// ```
    pub fn from_amounts(forbidden: &[(u64, u64)]) -> ForbiddenNim {
        let pairs: Vec<(u64, u64)> = forbidden
            .iter()
            .map(|&(n, a)| {
                assert!(
                    (1..=n).contains(&a),
                    "the forbidden move (heap {}, take {}) is not a move: take between 1 and the heap",
                    n,
                    a
                );
                (n, n - a)
            })
            .collect();
        ForbiddenNim::new(&pairs)
    }

    /// The Grundy value `g(n)` of one heap of `n`: the stored value if `n` is
    /// a repeat, otherwise `n` minus the number of repeats below `n`.
    ///
    /// # Complexity
    /// O(log e): one binary search.
    ///
    /// # Example
    /// ```
    /// use grundy::forbidden::ForbiddenNim;
    /// // Forbid 1 -> 0: g(1) = mex{} = 0, g(2) = mex{0, 0} = 1,
    /// // g(3) = mex{0, 0, 1} = 2: from then on g(n) = n - 1.
    /// let game = ForbiddenNim::new(&[(1, 0)]);
    /// let small: Vec<u64> = (0..5).map(|n| game.value(n)).collect();
    /// assert_eq!(small, vec![0, 0, 1, 2, 3]);
    /// assert_eq!(game.value(1_000_000_000_000_000_000), 999_999_999_999_999_999);
    /// ```
    pub fn value(&self, n: u64) -> u64 {
        let below = self.repeats.partition_point(|&(h, _)| h < n);
        match self.repeats.get(below) {
            Some(&(h, v)) if h == n => v,
            _ => n - below as u64,
        }
    }

    /// The repeats `(heap, value)` by increasing heap: the heaps whose value
    /// is below the mex of all smaller heaps' values (at most one per heap
    /// with forbidden moves).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::forbidden::ForbiddenNim;
    /// // 3 -> 1 forbidden: heap 3 still reaches 2, 0 (values 2, 0), so
    /// // g(3) = 1, a repeat. 4 -> 3 forbidden: heap 4 still reaches the
    /// // values 0, 1, 2 (and 1 again), so g(4) = 3 = mex of all: no repeat.
    /// let game = ForbiddenNim::new(&[(3, 1), (4, 3)]);
    /// assert_eq!(game.repeats(), &[(3, 1)]);
    /// ```
    pub fn repeats(&self) -> &[(u64, u64)] {
        &self.repeats
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::heap::heap_table;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashSet;

    /// The values of heaps `0..len` by definition, with `heap_table`.
    fn table(len: usize, forbidden: &[(u64, u64)]) -> Vec<u64> {
        let set: HashSet<(usize, usize)> = forbidden
            .iter()
            .map(|&(n, m)| (n as usize, m as usize))
            .collect();
        heap_table(len, |n, push| {
            for m in 0..n {
                if !set.contains(&(n, m)) {
                    push(&[m]);
                }
            }
        })
    }

    #[test]
    fn random_small_games_match_heap_table() {
        let mut rng = StdRng::seed_from_u64(22);
        let len = 60u64;
        let mut repeats = 0;
        for case in 0..600 {
            // Scattered pairs, and a few heaps with many forbidden targets
            // (which make repeats of values already repeated).
            let mut pairs = Vec::new();
            for _ in 0..rng.random_range(0..40) {
                let n = rng.random_range(1..len);
                pairs.push((n, rng.random_range(0..n)));
            }
            for _ in 0..rng.random_range(0..6) {
                let n = rng.random_range(1..len);
                let density = rng.random_range(0.1..1.0);
                pairs.extend((0..n).filter(|_| rng.random_bool(density)).map(|m| (n, m)));
            }
            let game = ForbiddenNim::new(&pairs);
            let want = table(len as usize + 5, &pairs);
            for (n, &g) in want.iter().enumerate() {
                assert_eq!(
                    game.value(n as u64),
                    g,
                    "case {case}, heap {n}, pairs {pairs:?}"
                );
            }
            repeats += game.repeats().len();
        }
        assert!(repeats > 1000, "only {repeats} repeats in all");
    }

    #[test]
    fn amounts_match_heap_table() {
        // Forbidden (heap, amount) pairs, by the rule "take a from n" in the
        // brute force.
        let mut rng = StdRng::seed_from_u64(23);
        let len = 50u64;
        for case in 0..300 {
            let amounts: Vec<(u64, u64)> = (0..rng.random_range(0..30))
                .map(|_| {
                    let n = rng.random_range(1..len);
                    (n, rng.random_range(1..=n))
                })
                .collect();
            let set: HashSet<(usize, usize)> = amounts
                .iter()
                .map(|&(n, a)| (n as usize, a as usize))
                .collect();
            let want = heap_table(len as usize, |n, push| {
                for a in 1..=n {
                    if !set.contains(&(n, a)) {
                        push(&[n - a]);
                    }
                }
            });
            let game = ForbiddenNim::from_amounts(&amounts);
            for (n, &g) in want.iter().enumerate() {
                assert_eq!(
                    game.value(n as u64),
                    g,
                    "case {case}, heap {n}, {amounts:?}"
                );
            }
        }
    }

    #[test]
    #[should_panic(expected = "is not a move")]
    fn amounts_reject_taking_nothing() {
        ForbiddenNim::from_amounts(&[(5, 0)]);
    }

    #[test]
    #[should_panic(expected = "is not a move")]
    fn amounts_reject_taking_more_than_the_heap() {
        ForbiddenNim::from_amounts(&[(3, 5)]);
    }

    /// Heaps `h1 < h2 < h3 < h4`, forbidding (h1, 5); (h2, 5), (h2, h1);
    /// (h3, 5); (h4, 0), (h4, h4 - 1). By the module theorem, by hand:
    /// - h1: 5 is the only heap of value 5 below, and it is forbidden: g = 5,
    ///   a repeat.
    /// - h2: the heaps of value 5 are 5 and h1, both forbidden: g = 5, a
    ///   repeat.
    /// - h3: three heaps of value 5 (5, h1, h2), one forbidden: g = M(h3) =
    ///   h3 - 2, no repeat.
    /// - h4: heap 0 is the only heap of value 0: g = 0, a repeat (h4 - 1,
    ///   alone with its value h4 - 3, is forbidden too, but 0 is smaller).
    ///
    /// So g(n) = n below h1, n - 1 between h1 and h2, n - 2 from h2 to h4
    /// (h3 included), n - 3 above h4.
    fn four_heaps(h: [u64; 4]) -> Vec<(u64, u64)> {
        vec![
            (h[0], 5),
            (h[1], 5),
            (h[1], h[0]),
            (h[2], 5),
            (h[3], 0),
            (h[3], h[3] - 1),
        ]
    }

    fn four_heaps_expected(h: [u64; 4], n: u64) -> u64 {
        match n {
            _ if n == h[0] || n == h[1] => 5,
            _ if n == h[3] => 0,
            _ if n < h[0] => n,
            _ if n < h[1] => n - 1,
            _ if n < h[3] => n - 2,
            _ => n - 3,
        }
    }

    #[test]
    fn four_heaps_small_agree_with_heap_table() {
        let h = [20, 50, 70, 90];
        let want = table(120, &four_heaps(h));
        for (n, &g) in want.iter().enumerate() {
            assert_eq!(four_heaps_expected(h, n as u64), g, "heap {n}");
        }
        let game = ForbiddenNim::new(&four_heaps(h));
        for (n, &g) in want.iter().enumerate() {
            assert_eq!(game.value(n as u64), g, "heap {n}");
        }
    }

    #[test]
    fn four_heaps_near_1e18() {
        let e17 = 100_000_000_000_000_000u64;
        let h = [2 * e17, 5 * e17, 7 * e17, 9 * e17];
        let game = ForbiddenNim::new(&four_heaps(h));
        assert_eq!(game.repeats(), &[(h[0], 5), (h[1], 5), (h[3], 0)]);
        for &c in &h {
            for n in [c - 2, c - 1, c, c + 1, c + 2] {
                assert_eq!(game.value(n), four_heaps_expected(h, n), "heap {n}");
            }
        }
        for n in [0, 5, 6, 10 * e17, u64::MAX - 1, u64::MAX] {
            assert_eq!(game.value(n), four_heaps_expected(h, n), "heap {n}");
        }
    }

    #[test]
    fn many_pairs_on_huge_heaps() {
        // 2 * 10^5 pairs: heap i (10^15 * (i + 1)) forbids 200 targets drawn
        // from [1000 i, 1000 (i + 1)), so no two heaps share a target.
        let mut rng = StdRng::seed_from_u64(23);
        let heaps: Vec<u64> = (0..1000u64)
            .map(|i| (i + 1) * 1_000_000_000_000_000)
            .collect();
        let mut pairs = Vec::new();
        for (i, &n) in heaps.iter().enumerate() {
            let i = i as u64;
            for _ in 0..200 {
                pairs.push((n, rng.random_range(1000 * i..1000 * (i + 1))));
            }
        }
        let game = ForbiddenNim::new(&pairs);
        // Every target t < 10^6 lies below every heap with forbidden moves,
        // so g(t) = t; the repeats before heap i took values from other
        // heaps' ranges, so t is the only heap of value t, and forbidden:
        // every target's value is missing, and g(heap) is the smallest
        // target. Above heap i, i + 1 repeats lie below.
        for (i, &n) in heaps.iter().enumerate() {
            let t = pairs
                .iter()
                .filter(|p| p.0 == n)
                .map(|p| p.1)
                .min()
                .unwrap();
            assert_eq!(game.value(n), t, "heap {n}");
            assert_eq!(game.value(n + 1), n + 1 - (i as u64 + 1), "heap {}", n + 1);
        }
        assert_eq!(game.repeats().len(), heaps.len());
    }

    #[test]
    fn no_forbidden_moves_is_nim() {
        let game = ForbiddenNim::new(&[]);
        for n in [0, 1, 2, 1_000_000_000_000_000_000, u64::MAX] {
            assert_eq!(game.value(n), n);
        }
        assert!(game.repeats().is_empty());
        // Repeated pairs count once.
        assert_eq!(
            ForbiddenNim::new(&[(1, 0), (1, 0)]),
            ForbiddenNim::new(&[(1, 0)])
        );
    }

    #[test]
    #[should_panic(expected = "the forbidden move (3, 3) does not go to a smaller heap")]
    fn rejects_a_move_that_does_not_shrink() {
        ForbiddenNim::new(&[(5, 1), (3, 3)]);
    }
}
