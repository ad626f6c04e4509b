//! The box-splitting game (BOJ 11867): two boxes hold `n` and `m` stones. A
//! move empties one box and splits the other box's stones into two boxes of at
//! least one stone each (so the box that is split needs at least two stones).
//! The only position without a move is two boxes of one stone, and whoever
//! makes it wins: normal play, the player to move at (1, 1) loses.
//!
//! The player to move loses iff `n` and `m` are both odd:
//! - from (odd, odd), a move splits an odd box into an odd and an even part,
//!   so it never reaches (odd, odd);
//! - from a position with an even box `e >= 2`, empty the other box and split
//!   `e` into `1` and `e - 1`, both odd.
//!
//! Every move leaves fewer stones, so play ends.
//!
//! # The Grundy value (E&D)
//! Several pairs of boxes played side by side (SDOI 2009 *E&D*, Luogu
//! P2148) need the Grundy value of a pair, not only its outcome: the value
//! of `(n, m)` is the number of trailing 1 bits of `(n - 1) | (m - 1)`
//! ([`grundy_value`]). No proof is written here; the module's test compares
//! it with the mex over the rule for every `n, m <= 64`
//! (`values_match_the_mex_over_the_rule`), and the outcome agrees with the
//! parity rule above (the value is 0 iff `n - 1` and `m - 1` are both even).
//!
//! Which splits reach a given value has a closed form too: splitting `b`
//! into `c` and `b - c` means `x + y = b - 2` with `x = c - 1`, `y = b - c -
//! 1`, and the value is `t` iff bits `0..t` of `x | y` are all 1 and bit `t`
//! of both is 0. With `m = 2^t` and `r = (b - 2) mod 2m`, that is possible
//! iff `m - 1 <= r <= 2m - 2` (the low parts `x mod 2m`, `y mod 2m` are
//! below `m`, have OR `m - 1` and add up to `r`; the high parts share
//! `(b - 2) div 2m` freely), and then the low parts have AND `r - (m - 1)`,
//! so there are `2^(t - popcount(r - m + 1)) * ((b - 2) div 2m + 1)` such
//! `c` ([`split_to_value`], [`count_splits_to_value`], [`winning_moves`]).

/// Whether the player to move wins the box-splitting game with boxes of `n`
/// and `m` stones: iff `n` or `m` is even.
///
/// # Panics
/// If `n` or `m` is 0 (a box holds at least one stone).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::boxes::first_player_wins;
/// assert!(first_player_wins(1, 2)); // BOJ 11867 sample: split 2 into 1 + 1
/// assert!(!first_player_wins(1, 1)); // no move: the opponent made (1, 1)
/// assert!(!first_player_wins(3, 1)); // only move: (1, 2), a win for the opponent
/// ```
pub fn first_player_wins(n: u64, m: u64) -> bool {
    assert!(n >= 1 && m >= 1, "a box holds at least one stone");
    n % 2 == 0 || m % 2 == 0
}

/// The Grundy value of the pair of boxes `(n, m)` (a move empties one box
/// and splits the other into two non-empty boxes): the number of trailing 1
/// bits of `(n - 1) | (m - 1)` (SDOI 2009 *E&D*; see the module docs).
///
/// # Panics
/// If `n` or `m` is 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::boxes::grundy_value;
/// assert_eq!(grundy_value(1, 1), 0); // no move
/// assert_eq!(grundy_value(1, 2), 1); // 0 | 1 = 1: one trailing 1; its one option (1, 1) has value 0
/// assert_eq!(grundy_value(4, 2), 2); // 3 | 1 = 0b11
/// assert_eq!(grundy_value(8, 8), 3); // 7 = 0b111
/// ```
pub fn grundy_value(n: u64, m: u64) -> u64 {
    assert!(n >= 1 && m >= 1, "a box holds at least one stone");
    ((n - 1) | (m - 1)).trailing_ones() as u64
}

/// The low part `r` of a split of `b` to value `t`, if one exists: `(b - 2)
/// mod 2^(t+1)` when it lies in `[2^t - 1, 2^(t+1) - 2]` (module docs).
fn split_residue(b: u64, t: u64) -> Option<(u128, u128)> {
    if b < 2 || t > 64 {
        return None;
    }
    let n = (b - 2) as u128;
    let m = 1u128 << t;
    let r = n % (2 * m);
    if r + 1 >= m && r < 2 * m - 1 {
        Some((r, m))
    } else {
        None
    }
}

/// A split of a box of `b` stones into `c` and `b - c` (`1 <= c < b`) whose
/// pair has Grundy value `t`, if there is one: `Some(c)`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::boxes::{grundy_value, split_to_value};
/// // 10 splits into (c, 10 - c) with (c - 1) | (9 - c) in {8, 7, 6, 7, 4, ...}:
/// // values 0 and 3 only.
/// assert_eq!(split_to_value(10, 3), Some(8)); // (8, 2): 7 | 1 = 0b111
/// assert_eq!(grundy_value(8, 2), 3);
/// assert_eq!(split_to_value(10, 2), None);
/// assert_eq!(split_to_value(10, 0), Some(9)); // (9, 1): 8 | 0 has no trailing 1
/// assert_eq!(split_to_value(3, 0), None); // 3 = 1 + 2 only: value 1
/// assert_eq!(split_to_value(1, 0), None); // one stone cannot be split
/// ```
pub fn split_to_value(b: u64, t: u64) -> Option<u64> {
    let (r, m) = split_residue(b, t)?;
    // x = m - 1 + (b - 2 - r), y = r - (m - 1); c = x + 1.
    Some((m + (b - 2) as u128 - r) as u64)
}

/// The number of `c` in `1..b` (ordered: `c` and `b - c` both count when
/// they differ) such that splitting a box of `b` stones into `c` and
/// `b - c` gives a pair of Grundy value `t`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::boxes::count_splits_to_value;
/// // b = 6: (1, 5): 0 | 4 = 0b100, value 0; (2, 4): 1 | 3 = 0b11, value 2;
/// // (3, 3): 2 | 2 = 0b10, value 0; (4, 2): 2; (5, 1): 0.
/// assert_eq!(count_splits_to_value(6, 0), 3);
/// assert_eq!(count_splits_to_value(6, 2), 2);
/// assert_eq!(count_splits_to_value(6, 1), 0);
/// ```
pub fn count_splits_to_value(b: u64, t: u64) -> u64 {
    match split_residue(b, t) {
        None => 0,
        Some((r, m)) => {
            let and = r + 1 - m;
            let free = t - and.count_ones() as u64;
            let high = (b - 2) as u128 / (2 * m) + 1;
            ((1u128 << free) * high) as u64
        }
    }
}

/// The winning moves of a sum of pairs of boxes: for each pair (by index)
/// and each box of it that can be split (the other is emptied), the number
/// of splits that leave the whole sum of value 0 and one of them.
/// Each entry is `(pair, box, count, c)`: split box `box` (0 for `n`, 1 for
/// `m`) of pair `pair` into `c` and the rest; `count` splits of that box
/// win. Empty iff the sum is lost. Entries come in order of pair, then box.
///
/// # Panics
/// If a box is empty.
///
/// # Complexity
/// O(number of pairs).
///
/// # Example
/// ```
/// use grundy::games::boxes::{grundy_value, winning_moves};
/// // Pairs (1, 2) and (4, 2): values 1 and 2, XOR 3. The first pair must
/// // reach 1 ^ 3 = 2: a box of 1 or 2 cannot. The second must reach 2 ^ 3 = 1:
/// // split the 4 into (1, 3)? 0 | 2 = 2, value 0; (2, 2): 1 | 1, value 1, yes;
/// // split the 2 into (1, 1): value 0, no.
/// assert_eq!(winning_moves(&[(1, 2), (4, 2)]), vec![(1, 0, 1, 2)]);
/// assert!(winning_moves(&[(1, 2), (1, 2)]).is_empty()); // XOR 0: lost
/// ```
pub fn winning_moves(pairs: &[(u64, u64)]) -> Vec<(usize, usize, u64, u64)> {
    let values: Vec<u64> = pairs.iter().map(|&(n, m)| grundy_value(n, m)).collect();
    let sum = values.iter().fold(0, |s, &v| s ^ v);
    let mut moves = Vec::new();
    if sum == 0 {
        return moves;
    }
    for (i, &(n, m)) in pairs.iter().enumerate() {
        let target = values[i] ^ sum;
        for (side, &b) in [n, m].iter().enumerate() {
            if let Some(c) = split_to_value(b, target) {
                moves.push((i, side, count_splits_to_value(b, target), c));
            }
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `win[n][m]` for every `n, m` in `1..=max`, searched from the rule: a
    /// move empties one box and splits the other into `a` and `b - a` with
    /// `1 <= a < b`; a position is a win iff some move reaches a loss. The
    /// position (1, 1) has no move, so it is a loss. Positions are filled in
    /// order of their total, since each move lowers it.
    fn wins_naive(max: usize) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; max + 1]; max + 1];
        for total in 2..=2 * max {
            for n in 1..=max.min(total - 1) {
                let m = total - n;
                if m > max {
                    continue;
                }
                // Split n (emptying m), or split m (emptying n).
                win[n][m] = [n, m].iter().any(|&b| (1..b).any(|a| !win[a][b - a]));
            }
        }
        win
    }

    #[test]
    fn matches_the_game_searched_from_its_rule() {
        let win = wins_naive(100);
        for (n, row) in win.iter().enumerate().skip(1) {
            for (m, &w) in row.iter().enumerate().skip(1) {
                assert_eq!(first_player_wins(n as u64, m as u64), w, "n = {n}, m = {m}");
            }
        }
        assert_eq!(win.len(), 101);
        assert!(!win[1][1]);
    }

    /// `g[n][m]` for `1 <= n, m <= max` by the mex over the rule, filled in
    /// order of the total (every move lowers it).
    fn values_naive(max: usize) -> Vec<Vec<u64>> {
        let mut g = vec![vec![0u64; max + 1]; max + 1];
        for total in 2..=2 * max {
            for n in 1..=max.min(total - 1) {
                let m = total - n;
                if m > max {
                    continue;
                }
                let mut seen = 0u128;
                for b in [n, m] {
                    for c in 1..b {
                        seen |= 1 << g[c][b - c];
                    }
                }
                g[n][m] = (!seen).trailing_zeros() as u64;
            }
        }
        g
    }

    #[test]
    fn values_match_the_mex_over_the_rule() {
        let g = values_naive(64);
        for (n, row) in g.iter().enumerate().skip(1) {
            for (m, &v) in row.iter().enumerate().skip(1) {
                assert_eq!(grundy_value(n as u64, m as u64), v, "n {n}, m {m}");
                assert_eq!(
                    v == 0,
                    !first_player_wins(n as u64, m as u64),
                    "n {n}, m {m}"
                );
            }
        }
        // Splits of every b <= 128 to every value: existence, one witness, count.
        let g = values_naive(128);
        for b in 1..=128u64 {
            for t in 0..9u64 {
                let naive: Vec<u64> = (1..b)
                    .filter(|&c| g[c as usize][(b - c) as usize] == t)
                    .collect();
                assert_eq!(
                    count_splits_to_value(b, t),
                    naive.len() as u64,
                    "b {b}, t {t}"
                );
                match split_to_value(b, t) {
                    Some(c) => assert!(naive.contains(&c), "b {b}, t {t}: c {c}"),
                    None => assert!(naive.is_empty(), "b {b}, t {t}"),
                }
            }
        }
    }

    #[test]
    fn winning_moves_match_a_search_of_sums_of_two_pairs() {
        let g = values_naive(12);
        for a in 1..=12usize {
            for b in 1..=12 {
                for c in 1..=6 {
                    for d in 1..=6 {
                        let pairs = [(a as u64, b as u64), (c as u64, d as u64)];
                        let v = [g[a][b], g[c][d]];
                        // Every move by the rule that leaves XOR 0, as (pair, box, c).
                        let mut naive = Vec::new();
                        for (i, &(n, m)) in [(a, b), (c, d)].iter().enumerate() {
                            for (side, &box_) in [n, m].iter().enumerate() {
                                for k in 1..box_ {
                                    if g[k][box_ - k] ^ v[1 - i] == 0 {
                                        naive.push((i, side, k as u64));
                                    }
                                }
                            }
                        }
                        let fast = winning_moves(&pairs);
                        let total: u64 = fast.iter().map(|m| m.2).sum();
                        assert_eq!(total, naive.len() as u64, "{pairs:?}");
                        for &(i, side, _, k) in &fast {
                            assert!(
                                naive.contains(&(i, side, k)),
                                "{pairs:?}: {:?}",
                                (i, side, k)
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn huge_boxes() {
        let big = 1_000_000_000_000_000_000u64;
        // 2^60 | 0 has no trailing 1; (2^64 - 2) | (2^63 - 1) is all 64 ones.
        assert_eq!(grundy_value((1 << 60) + 1, 1), 0);
        assert_eq!(grundy_value(u64::MAX, 1 << 63), 64);
        let c = split_to_value(big, 5).unwrap();
        assert_eq!(grundy_value(c, big - c), 5);
        // b = 2^64 - 1: b - 2 = 0b1...101, r = 0b01 for t = 1 lies in [m - 1, 2m - 2] = [1, 2].
        let c = split_to_value(u64::MAX, 1).unwrap();
        assert_eq!(grundy_value(c, u64::MAX - c), 1);
    }

    #[test]
    #[should_panic(expected = "a box holds at least one stone")]
    fn empty_box_panics() {
        first_player_wins(0, 3);
    }
}
