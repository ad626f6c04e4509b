//! Lasker's Nim (BOJ 11872): piles of stones; a move either takes any
//! positive number of stones from one pile, or splits one pile into two
//! non-empty piles. Whoever cannot move loses.
//!
//! # The values
//!
//! A pile of `n` has the Grundy value
//! `g(n) = mex({g(k) : k < n} ∪ {g(a) xor g(n - a) : 1 <= a < n})`, and a
//! position the XOR of its piles' values. The values are
//! `0 1 2 4 3 5 6 8 7 9 10 12 11 ...`: from `n = 1` on they repeat with period
//! 4 and grow by 4 each period (saltus 4), in closed form
//!
//! | `n mod 4` | 1 | 2 | 3 | 0 (`n >= 4`) |
//! |---|---|---|---|---|
//! | `g(n)` | `n` | `n` | `n + 1` | `n - 1` |
//!
//! and `g(0) = 0`.
//!
//! # Why the closed form holds for every `n`
//!
//! A finite table proves nothing about larger piles, and no periodicity
//! theorem of the toolkit covers a game whose moves take any number of stones
//! (the octal code `4.333...` would need infinitely many digits), so the
//! toolkit's period finder rightly calls the saltus *observed*. The closed
//! form is proven by induction on `n` (Winning Ways, ch. 4, Lasker's Nim);
//! write `f` for it. Within each block `4m + 1 ..= 4m + 4`, `f` swaps the last
//! two numbers and fixes the others, so `f` is a bijection and
//! `{f(k) : k < n}` holds every number below `f(n)` except `n` itself when
//! `n mod 4 = 3`, and never `f(n)`. The low two bits of `f(x)` depend only on
//! `x mod 4` (`3, 1, 2, 0` for `x mod 4 = 0, 1, 2, 3`, `x >= 1`), and for every
//! split `a + b = n` they XOR to something other than the low two bits of
//! `f(n)`, so no split reaches `f(n)`; and when `n mod 4 = 3` the split
//! `1 + (n - 1)` reaches `1 xor (n - 1) = n`. Hence `f(n)` is the mex. The unit
//! tests check these residue facts one by one, and the closed form against the
//! table by definition (a search of their own, and the toolkit's
//! [`heap_table`](crate::impartial::heap::heap_table) with splitting) for every pile up
//! to 3000, where [`observed_period`](crate::impartial::period::observed_period) finds
//! pre-period 1, period 4, saltus 4, labelled observed.

/// The Grundy value of one pile of `n` stones in Lasker's Nim (see the
/// [module documentation](self) for the closed form and its proof).
///
/// # Panics
/// If `n == u64::MAX` (its value, `2^64`, does not fit).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::lasker::grundy;
/// let g: Vec<u64> = (0..9).map(grundy).collect();
/// assert_eq!(g, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// assert_eq!(grundy(2_000_000_000), 1_999_999_999);
/// ```
pub fn grundy(n: u64) -> u64 {
    match n % 4 {
        0 => n.saturating_sub(1),
        1 | 2 => n,
        _ => n
            .checked_add(1)
            .expect("g(2^64 - 1) = 2^64 does not fit in u64"),
    }
}

/// Whether the player to move wins Lasker's Nim on `piles`: iff the XOR of
/// the piles' Grundy values is nonzero. Piles of 0 change nothing.
///
/// # Panics
/// If a pile is `u64::MAX` (see [`grundy`]).
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use grundy::games::lasker::first_player_wins;
/// // Piles 3 and 4 have values 4 and 3: XOR 7.
/// assert!(first_player_wins(&[3, 4]));
/// // Two equal piles cancel.
/// assert!(!first_player_wins(&[7, 7]));
/// // g(1) xor g(2) = 3 = g(4): the three piles are lost for the mover.
/// assert!(!first_player_wins(&[1, 2, 4]));
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    piles.iter().fold(0, |s, &p| s ^ grundy(p)) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::heap::heap_table;
    use crate::impartial::period::{observed_period, Evidence};

    /// The values by the definition: a set of option values per pile.
    fn table_naive(len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::with_capacity(len);
        for n in 0..len {
            let mut seen = vec![false; 2 * n + 2];
            for &v in &g {
                seen[v as usize] = true;
            }
            for a in 1..n {
                seen[(g[a] ^ g[n - a]) as usize] = true;
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u64);
        }
        g
    }

    #[test]
    fn the_toolkit_table_agrees_and_its_saltus_is_only_observed() {
        // The heap builder with splitting: take any k, or split into a + b.
        let g = heap_table(3001, |n, push| {
            for k in 1..=n {
                push(&[n - k]);
            }
            for a in 1..=n / 2 {
                push(&[a, n - a]);
            }
        });
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(grundy(n as u64), v, "pile {n}");
        }
        // g(n + 4) = g(n) + 4 from n = 1, found in the values but not proven
        // by them: the induction above is the proof.
        let p = observed_period(&g).unwrap();
        assert_eq!((p.pre, p.period, p.saltus), (1, 4, 4));
        assert_eq!(p.evidence, Evidence::Observed { up_to: 3001 });
        assert!(!p.is_proven());
        let far = 1_000_000_000_000_000_000u64;
        for n in [far - 3, far - 2, far - 1, far] {
            assert_eq!(p.value_at(&g, n), grundy(n), "n = {n}");
        }
    }

    #[test]
    fn closed_form_matches_the_definition_up_to_3000() {
        let g = table_naive(3001);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(grundy(n as u64), v, "pile {n}");
        }
    }

    /// The induction of the module documentation, as checks over residues.
    #[test]
    fn closed_form_induction_over_residues() {
        // f(x) - x for x >= 1 by x mod 4, and f(x) mod 4 by x mod 4.
        let offset = |r: u64| [-1i64, 0, 0, 1][r as usize];
        let low = |r: u64| (r as i64 + offset(r)).rem_euclid(4) as u64;
        assert_eq!([low(0), low(1), low(2), low(3)], [3, 1, 2, 0]);
        for x in 1..=400u64 {
            assert_eq!(grundy(x) as i64 - x as i64, offset(x % 4), "x = {x}");
        }
        // f permutes each block 4m+1..=4m+4 (offsets seen from 4m).
        let mut block: Vec<i64> = (1..=4).map(|d| d + offset((d % 4) as u64)).collect();
        block.sort_unstable();
        assert_eq!(block, [1, 2, 3, 4]);
        // No split a + b = n (a, b >= 1) reaches f(n): its low two bits differ.
        for r in 0..4 {
            for ra in 0..4 {
                let rb = (r + 4 - ra) % 4;
                assert_ne!(low(ra) ^ low(rb), low(r), "n = {r}, a = {ra} mod 4");
            }
        }
        // For n = 3 mod 4 the value n, missing from {f(k) : k < n}, comes from
        // the split 1 + (n - 1): n - 1 = 2 mod 4 is even and fixed by f.
        assert_eq!(offset(2), 0);
        assert_eq!(low(1) ^ low(2), 3);
    }

    #[test]
    fn sums_match_a_search_of_small_positions() {
        // Two or three piles up to 6, by the game tree of the position itself
        // (take or split), against the XOR rule.
        use std::collections::HashMap;
        fn wins(piles: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
            let mut key: Vec<u64> = piles.into_iter().filter(|&p| p > 0).collect();
            key.sort_unstable();
            if let Some(&w) = memo.get(&key) {
                return w;
            }
            let mut w = false;
            for i in 0..key.len() {
                for q in 0..key[i] {
                    let mut next = key.clone();
                    next[i] = q;
                    w |= !wins(next, memo);
                }
                for a in 1..key[i] {
                    let mut next = key.clone();
                    next[i] = a;
                    next.push(key[i] - a);
                    w |= !wins(next, memo);
                }
            }
            memo.insert(key, w);
            w
        }
        let mut memo = HashMap::new();
        for a in 0..=6 {
            for b in 0..=6 {
                for c in 0..=6 {
                    assert_eq!(
                        first_player_wins(&[a, b, c]),
                        wins(vec![a, b, c], &mut memo),
                        "piles {a} {b} {c}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_largest_piles() {
        // 2^64 - 1 - k is -1 - k mod 4.
        assert_eq!(grundy(u64::MAX - 1), u64::MAX - 1);
        assert_eq!(grundy(u64::MAX - 2), u64::MAX - 2);
        assert_eq!(grundy(u64::MAX - 3), u64::MAX - 4);
        assert_eq!(grundy(u64::MAX - 4), u64::MAX - 3);
    }

    #[test]
    #[should_panic(expected = "does not fit")]
    fn the_last_u64_overflows() {
        grundy(u64::MAX);
    }
}
