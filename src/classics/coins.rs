//! Coin-turning games on a row (*Winning Ways* ch. 14; Ferguson, *Game
//! Theory*, Part I, ch. 5): coins in a row, each heads or tails. A move turns
//! over some coins of a shape the game fixes; the highest-numbered coin it
//! turns must go from heads to tails (so play ends), the others go either
//! way. Whoever cannot move (all tails) loses.
//!
//! Such a game is the sum of its heads coins: a position's value is the XOR
//! of the values of its heads coins taken one at a time, because turning a
//! tails coin to heads adds that coin's game and turning a heads coin to
//! tails removes it (a coin twice in a sum cancels, as `x ^ x = 0`: the same
//! as turning it twice). So a value is needed only for a lone heads coin at
//! position `x`, and these are the classics' closed forms:
//!
//! | game | a move turns | positions | value of a head at `x` |
//! |---|---|---|---|
//! | one coin ([`turn_up_to`] 1) | one coin | 0, 1, ... | 1 |
//! | Twins ([`twins`]) | exactly two coins | 0, 1, ... | `x` |
//! | Turning Turtles ([`turning_turtles`]) | one or two coins | 1, 2, ... | `x` |
//! | ([`turn_up_to`] 2) | one or two coins | 0, 1, ... | `x + 1` |
//! | Mock Turtles ([`mock_turtles`], [`turn_up_to`] 3) | one, two or three coins | 0, 1, ... | the `x`-th odious number: `2x` or `2x + 1`, whichever has an odd number of 1 bits |
//! | Ruler ([`ruler`]) | any number of consecutive coins, ending at the head | 1, 2, ... | the largest power of 2 dividing `x` |
//!
//! Where the positions start matters: Turning Turtles numbered from 0 is
//! [`turn_up_to`] 2, a value one higher. Twins and Turning Turtles are Nim in
//! disguise; Mock Turtles (WW ch. 14, "The Mock Turtle theorem") and Ruler are
//! WW's; turning up to four or more coins has no simple closed form known
//! (WW ch. 14's Moebius and Mogul tables): value such a game with
//! [`game::Grundy`](crate::impartial::game::Grundy) on its heads, as the
//! [`game`](crate::impartial::game) docs show for coin-turning games.
//!
//! # A position from a list of heads
//! [`heads_value`] takes the heads as a list of positions and treats a
//! position listed twice as one heads coin (a coin is heads or it is not):
//! the list is deduplicated, not cancelled in pairs. A list of *flips* (a
//! coin flipped twice is back as it was) is a different thing: reduce it to
//! the set of heads with [`game::cancel_pairs`](crate::impartial::game::cancel_pairs)
//! first.
//!
//! Winning moves (one for each head that has one, as the coins to turn):
//! [`mock_turtles_winning_moves`], [`turning_turtles_winning_moves`],
//! [`twins_winning_moves`]; Ruler's moves turn a run of coins, which can be
//! 10^18 long, so [`ruler_winning_moves`] gives each as a range.
//!
//! The tests play each game by its rule on every position of a row (a
//! bitmask of heads, mex over the moves) and compare with the XOR of these
//! values, and the heads that have a winning move with the moves listed.

/// The value of a lone heads coin at position `x` (from 0) in Mock Turtles
/// (a move turns one, two or three coins, the highest heads to tails): the
/// `x`-th odious number, `2x` or `2x + 1` whichever has an odd number of 1
/// bits (WW ch. 14). The values run 1, 2, 4, 7, 8, 11, 13, 14, 16, ...
///
/// # Panics
/// If `x >= 2^63` (the value would not fit in `u64`).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::coins::mock_turtles;
/// let g: Vec<u64> = (0..9).map(mock_turtles).collect();
/// assert_eq!(g, vec![1, 2, 4, 7, 8, 11, 13, 14, 16]);
/// assert_eq!(mock_turtles(1_000_000_000_000_000_000), 2_000_000_000_000_000_001);
/// ```
pub fn mock_turtles(x: u64) -> u64 {
    assert!(
        x < 1 << 63,
        "a Mock Turtles position below 2^63 (its value is about 2x)"
    );
    let v = 2 * x;
    if v.count_ones() % 2 == 1 {
        v
    } else {
        v + 1
    }
}

/// The value of a lone heads coin at position `x` (from 1) in Ruler (a move
/// turns any number of consecutive coins, the highest of them heads to
/// tails): the largest power of 2 dividing `x` (WW ch. 14).
///
/// # Panics
/// If `x == 0` (Ruler's positions start at 1).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::coins::ruler;
/// let g: Vec<u64> = (1..=8).map(ruler).collect();
/// assert_eq!(g, vec![1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
pub fn ruler(x: u64) -> u64 {
    assert!(x >= 1, "Ruler's positions start at 1");
    x & x.wrapping_neg()
}

/// The value of a lone heads coin at position `x` (from 1) in Turning
/// Turtles (a move turns one or two coins, the higher heads to tails): `x`,
/// since a head at `x` can go to nothing (value 0) or to a head at any
/// `y < x`, as in a Nim heap of `x` (WW ch. 14).
///
/// # Panics
/// If `x == 0` (positions start at 1 here; numbered from 0 the game is
/// [`turn_up_to`] 2).
///
/// # Example
/// ```
/// use grundy::coins::turning_turtles;
/// assert_eq!(turning_turtles(1), 1); // turn it over: nothing left
/// assert_eq!(turning_turtles(5), 5);
/// ```
pub fn turning_turtles(x: u64) -> u64 {
    assert!(x >= 1, "Turning Turtles' positions start at 1");
    x
}

/// The value of a lone heads coin at position `x` (from 0) in Twins (a move
/// turns exactly two coins, the higher heads to tails): `x`, since a head at
/// `x` goes to a head at any `y < x`; coin 0 cannot move (WW ch. 14).
///
/// # Example
/// ```
/// use grundy::coins::twins;
/// assert_eq!(twins(0), 0);
/// assert_eq!(twins(6), 6);
/// ```
pub fn twins(x: u64) -> u64 {
    x
}

/// The value of a lone heads coin at position `x` (from 0) when a move turns
/// between 1 and `k` coins, the highest heads to tails, for the `k` with a
/// closed form: `k = 1` gives 1, `k = 2` gives `x + 1` (Turning Turtles
/// numbered from 0), `k = 3` gives Mock Turtles ([`mock_turtles`]).
///
/// # Panics
/// If `k` is not 1, 2 or 3 (no closed form known for 4 or more: use
/// [`game::Grundy`](crate::impartial::game::Grundy)), or as [`mock_turtles`].
///
/// # Example
/// ```
/// use grundy::coins::turn_up_to;
/// assert_eq!(turn_up_to(1, 7), 1); // only the coin itself: a parity game
/// assert_eq!(turn_up_to(2, 0), 1);
/// assert_eq!(turn_up_to(2, 4), 5);
/// assert_eq!(turn_up_to(3, 3), 7); // odious: 1, 2, 4, 7
/// ```
pub fn turn_up_to(k: u32, x: u64) -> u64 {
    match k {
        1 => 1,
        2 => x.checked_add(1).expect("a position below u64::MAX"),
        3 => mock_turtles(x),
        _ => panic!(
            "turning up to {} coins has no closed form here (k is 1, 2 or 3); use game::Grundy",
            k
        ),
    }
}

/// The value of a position given as the list of its heads coins: the XOR of
/// `value(x)` over the distinct positions `x` in `heads`. A position listed
/// twice is one heads coin (it is deduplicated, not cancelled); `value` is
/// one of this module's functions, or any coin game's.
///
/// # Complexity
/// O(h log h) for `h` positions listed, plus `h` calls of `value`.
///
/// # Example
/// ```
/// use grundy::coins::{heads_value, mock_turtles, ruler};
/// // Mock Turtles with heads at 1, 3 and 5: 2 ^ 7 ^ 11 = 14.
/// assert_eq!(heads_value(&[1, 3, 5], mock_turtles), 14);
/// // Ruler, heads at 2 and 6 listed twice over: one coin each, 2 ^ 2 = 0.
/// assert_eq!(heads_value(&[6, 2, 6, 2], ruler), 0);
/// assert_eq!(heads_value(&[4, 4], ruler), 4); // one heads coin at 4
/// ```
pub fn heads_value<F: Fn(u64) -> u64>(heads: &[u64], value: F) -> u64 {
    let mut distinct = heads.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    distinct.iter().fold(0, |s, &x| s ^ value(x))
}

/// The distinct heads, ascending, and the position's value.
fn distinct_and_value<F: Fn(u64) -> u64>(heads: &[u64], value: F) -> (Vec<u64>, u64) {
    let mut distinct = heads.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    let sum = distinct.iter().fold(0, |s, &x| s ^ value(x));
    (distinct, sum)
}

/// The winning moves of Mock Turtles (positions from 0) with heads at
/// `heads` (a repeated position is one head): one move for each head that
/// has one, as the list of coins it turns, the head first. Empty iff the
/// position is lost.
///
/// A head `x` must move to value `v = g(x) ^ S` (`S` the position's value):
/// `v = 0` turns `x` alone; an odious `v` is one coin `y = v / 2` (the
/// values are distinct), if `y < x`; an evil `v` is two coins `y ^ z = w`,
/// `w = v / 2` (two odious values XOR to `2 (y ^ z)` plus the parity bit that
/// makes it evil), possible below `x` iff `2^h < x` for the top bit `h` of
/// `w`: then `y = 2^h`, `z = w ^ 2^h`.
///
/// # Complexity
/// O(h log h) for `h` heads.
///
/// # Example
/// ```
/// use grundy::coins::mock_turtles_winning_moves;
/// // Heads at 1, 3 (values 2, 7; S = 5). From 3: v = 7 ^ 5 = 2, odious:
/// // turn 3 and 1 (leaves nothing). From 1: v = 2 ^ 5 = 7 needs y = 3 > 1.
/// assert_eq!(mock_turtles_winning_moves(&[1, 3]), vec![vec![3, 1]]);
/// // A head at 2 (value 4): v = 0, turn it alone.
/// assert_eq!(mock_turtles_winning_moves(&[2, 2]), vec![vec![2]]);
/// ```
pub fn mock_turtles_winning_moves(heads: &[u64]) -> Vec<Vec<u64>> {
    let (distinct, sum) = distinct_and_value(heads, mock_turtles);
    let mut moves = Vec::new();
    if sum == 0 {
        return moves;
    }
    for &x in &distinct {
        let v = mock_turtles(x) ^ sum;
        if v == 0 {
            moves.push(vec![x]);
        } else if v.count_ones() % 2 == 1 {
            if v / 2 < x {
                moves.push(vec![x, v / 2]);
            }
        } else {
            let w = v / 2;
            let top = 1u64 << (63 - w.leading_zeros());
            if top < x {
                moves.push(vec![x, top, w ^ top]);
            }
        }
    }
    moves
}

/// The winning moves of Turning Turtles (positions from 1; turn one or two
/// coins) with heads at `heads`: for each head `x` with `v = x ^ S < x`,
/// turn `x` alone (`v = 0`) or `x` and `v`. Nim's rule in disguise.
///
/// # Example
/// ```
/// use grundy::coins::turning_turtles_winning_moves;
/// // Heads 1, 2 (S = 3): from 2, v = 1: turn 2 and 1, leaving nothing;
/// // from 1, v = 2 > 1: none. A lone head: turn it.
/// assert_eq!(turning_turtles_winning_moves(&[1, 2]), vec![vec![2, 1]]);
/// assert_eq!(turning_turtles_winning_moves(&[5]), vec![vec![5]]);
/// ```
pub fn turning_turtles_winning_moves(heads: &[u64]) -> Vec<Vec<u64>> {
    let (distinct, sum) = distinct_and_value(heads, turning_turtles);
    distinct
        .iter()
        .filter(|&&x| x ^ sum < x)
        .map(|&x| {
            if x ^ sum == 0 {
                vec![x]
            } else {
                vec![x, x ^ sum]
            }
        })
        .collect()
}

/// The winning moves of Twins (positions from 0; turn exactly two coins)
/// with heads at `heads`: for each head `x` with `v = x ^ S < x`, turn `x`
/// and `v`.
///
/// # Example
/// ```
/// use grundy::coins::twins_winning_moves;
/// // Heads 0, 3, 5 (S = 6): from 5, v = 3: turn 5 and 3, leaving only 0.
/// assert_eq!(twins_winning_moves(&[0, 3, 5]), vec![vec![5, 3]]);
/// ```
pub fn twins_winning_moves(heads: &[u64]) -> Vec<Vec<u64>> {
    let (distinct, sum) = distinct_and_value(heads, twins);
    distinct
        .iter()
        .filter(|&&x| x ^ sum < x)
        .map(|&x| vec![x, x ^ sum])
        .collect()
}

/// The winning moves of Ruler (positions from 1; a move turns every coin of
/// a run `y + 1 ..= x`, the head `x` from heads to tails) with heads at
/// `heads` (a repeated position is one head): one move for each head that
/// has one, as the range of coins it turns, `start..=x`, by increasing
/// head. Empty iff the position is lost.
///
/// The values of coins `1..=n` XOR to the Gray code `n ^ (n >> 1)`: going
/// from `n - 1` to `n` changes the Gray code by the lowest set bit of `n`,
/// which is [`ruler`]`(n)`. Turning the run `y + 1 ..= x` changes the
/// position's value `S` by `gray(x) ^ gray(y)` (each coin turned toggles its
/// value in the XOR, heads to tails or tails to heads), so the move wins iff
/// `gray(y) = gray(x) ^ S`: `y` is the inverse Gray code of `gray(x) ^ S`,
/// one `y` per head, a move iff `y < x`.
///
/// # Panics
/// If a head is at 0 (Ruler's positions start at 1).
///
/// # Complexity
/// O(h log h) for `h` heads.
///
/// # Example
/// ```
/// use grundy::coins::ruler_winning_moves;
/// // Heads at 3 and 4: values 1 and 4, S = 5. From 4: gray(4) ^ 5 = 6 ^ 5
/// // = 3 = gray(2), turn 3 and 4 (the head at 3 goes, nothing is left).
/// // From 3: gray(3) ^ 5 = 2 ^ 5 = 7 = gray(5), and 5 > 3: no move.
/// assert_eq!(ruler_winning_moves(&[3, 4]), vec![3..=4]);
/// // A lone head at 6 (value 2): gray(6) ^ 2 = 5 ^ 2 = 7 = gray(5), turn 6
/// // alone. Heads 1, 2 (S = 3): from 2, gray(2) ^ 3 = 0 = gray(0): turn 1
/// // and 2; from 1, gray(1) ^ 3 = 2 = gray(3), and 3 > 1.
/// assert_eq!(ruler_winning_moves(&[6]), vec![6..=6]);
/// assert_eq!(ruler_winning_moves(&[1, 2]), vec![1..=2]);
/// assert!(ruler_winning_moves(&[2, 6]).is_empty()); // 2 ^ 2 = 0: lost
/// ```
pub fn ruler_winning_moves(heads: &[u64]) -> Vec<std::ops::RangeInclusive<u64>> {
    let (distinct, sum) = distinct_and_value(heads, ruler);
    let gray = |n: u64| n ^ n >> 1;
    let from_gray = |mut g: u64| {
        let mut shift = 1;
        while shift < 64 {
            g ^= g >> shift;
            shift *= 2;
        }
        g
    };
    if sum == 0 {
        return Vec::new();
    }
    distinct
        .iter()
        .filter_map(|&x| {
            let y = from_gray(gray(x) ^ sum);
            if y < x {
                Some(y + 1..=x)
            } else {
                None
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A move rule: `turned(x, push)` pushes the masks of the other coins a
    /// move whose highest coin is `x` may turn.
    type Turned<'a> = dyn Fn(usize, &mut dyn FnMut(u32)) + 'a;

    /// The value of every position (a bitmask of heads, bit `i` = the coin at
    /// row index `i`) of a row of `len` coins, by the mex over the moves.
    /// `turned(x, push)` pushes, for a move whose highest coin is `x`, the
    /// mask of the *other* coins it turns (all below `x`). Every move clears
    /// bit `x` and changes only lower bits, so a mask's options are smaller
    /// masks: filled in increasing order.
    fn values_naive(len: usize, turned: &Turned<'_>) -> Vec<u64> {
        let mut g = vec![0u64; 1 << len];
        for mask in 1u32..(1 << len) {
            let mut seen = 0u128;
            for x in 0..len {
                if mask >> x & 1 == 1 {
                    turned(x, &mut |others| {
                        let to = (mask ^ 1 << x) ^ others;
                        seen |= 1 << g[to as usize];
                    });
                }
            }
            g[mask as usize] = (!seen).trailing_zeros() as u64;
        }
        g
    }

    /// Compares every position of a row of `len` coins with the XOR of the
    /// single-coin values; row index `i` is position `i + first`.
    fn check(name: &str, len: usize, first: u64, turned: &Turned<'_>, value: &dyn Fn(u64) -> u64) {
        let g = values_naive(len, turned);
        for (mask, &v) in g.iter().enumerate() {
            let heads: Vec<u64> = (0..len)
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| i as u64 + first)
                .collect();
            assert_eq!(heads_value(&heads, value), v, "{name}: heads {heads:?}");
            // A head listed twice is still one head.
            let twice: Vec<u64> = heads.iter().chain(heads.iter()).copied().collect();
            assert_eq!(heads_value(&twice, value), v, "{name}: heads {twice:?}");
        }
    }

    #[test]
    fn mock_turtles_and_turning_up_to_k_match_the_game() {
        // Turn up to k coins: the head x and up to k - 1 distinct coins below.
        let up_to = |k: usize| {
            move |x: usize, push: &mut dyn FnMut(u32)| {
                push(0);
                if k >= 2 {
                    for y in 0..x {
                        push(1 << y);
                        if k >= 3 {
                            for z in 0..y {
                                push(1 << y | 1 << z);
                            }
                        }
                    }
                }
            }
        };
        check("turn 1", 10, 0, &up_to(1), &|x| turn_up_to(1, x));
        check("turn up to 2", 10, 0, &up_to(2), &|x| turn_up_to(2, x));
        check("turn up to 2 from 1", 10, 1, &up_to(2), &turning_turtles);
        check("turn up to 3", 10, 0, &up_to(3), &|x| turn_up_to(3, x));
        check("mock turtles", 10, 0, &up_to(3), &mock_turtles);
    }

    #[test]
    fn twins_and_ruler_match_the_game() {
        let twins_rule = |x: usize, push: &mut dyn FnMut(u32)| {
            for y in 0..x {
                push(1 << y);
            }
        };
        check("twins", 10, 0, &twins_rule, &twins);
        // Ruler: turn coins x - j + 1 ..= x for some j >= 1 (a run ending at x).
        let ruler_rule = |x: usize, push: &mut dyn FnMut(u32)| {
            for start in 0..=x {
                let run = ((1u32 << (x + 1)) - 1) & !((1u32 << start) - 1);
                push(run & !(1 << x));
            }
        };
        check("ruler", 12, 1, &ruler_rule, &ruler);
    }

    /// Every winning move by the rule (the coins turned, the head first)
    /// against the functions' one move per head: the same heads, and each
    /// listed move legal and reaching value 0.
    fn check_moves(
        name: &str,
        len: usize,
        first: u64,
        turned: &Turned<'_>,
        moves: &dyn Fn(&[u64]) -> Vec<Vec<u64>>,
    ) {
        let g = values_naive(len, turned);
        for mask in 0..1u32 << len {
            let heads: Vec<u64> = (0..len)
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| i as u64 + first)
                .collect();
            let mut winning_heads = Vec::new();
            let mut legal = Vec::new();
            for x in 0..len {
                if mask >> x & 1 == 1 {
                    turned(x, &mut |others| {
                        let coins: Vec<u64> = std::iter::once(x)
                            .chain((0..len).rev().filter(|&i| others >> i & 1 == 1))
                            .map(|i| i as u64 + first)
                            .collect();
                        if g[((mask ^ 1 << x) ^ others) as usize] == 0 {
                            winning_heads.push(x as u64 + first);
                        }
                        legal.push((coins, g[((mask ^ 1 << x) ^ others) as usize]));
                    });
                }
            }
            winning_heads.dedup();
            let fast = moves(&heads);
            let fast_heads: Vec<u64> = fast.iter().map(|m| m[0]).collect();
            assert_eq!(fast_heads, winning_heads, "{name}: heads {heads:?}");
            for m in &fast {
                let mut sorted = m.clone();
                sorted[1..].sort_unstable_by(|a, b| b.cmp(a));
                assert!(
                    legal.contains(&(sorted, 0)),
                    "{name}: heads {heads:?}, move {m:?}"
                );
            }
        }
    }

    #[test]
    fn winning_moves_match_the_game() {
        let up_to = |k: usize| {
            move |x: usize, push: &mut dyn FnMut(u32)| {
                push(0);
                for y in 0..x {
                    push(1 << y);
                    if k >= 3 {
                        for z in 0..y {
                            push(1 << y | 1 << z);
                        }
                    }
                }
            }
        };
        check_moves(
            "mock turtles",
            10,
            0,
            &up_to(3),
            &mock_turtles_winning_moves,
        );
        check_moves(
            "turning turtles",
            10,
            1,
            &up_to(2),
            &turning_turtles_winning_moves,
        );
        let twins_rule = |x: usize, push: &mut dyn FnMut(u32)| {
            for y in 0..x {
                push(1 << y);
            }
        };
        check_moves("twins", 10, 0, &twins_rule, &twins_winning_moves);
        // Ruler: a run y + 1 ..= x ending at the head x, as in
        // twins_and_ruler_match_the_game; the ranges written out as the
        // coins turned, the head first, to compare with the rule's moves.
        let ruler_rule = |x: usize, push: &mut dyn FnMut(u32)| {
            for start in 0..=x {
                let run = ((1u32 << (x + 1)) - 1) & !((1u32 << start) - 1);
                push(run & !(1 << x));
            }
        };
        let ruler_moves = |heads: &[u64]| -> Vec<Vec<u64>> {
            ruler_winning_moves(heads)
                .into_iter()
                .map(|run| run.rev().collect())
                .collect()
        };
        check_moves("ruler", 12, 1, &ruler_rule, &ruler_moves);
    }

    #[test]
    fn ruler_winning_moves_on_huge_rows() {
        // Seeded random heads up to 10^18: each listed move is a run ending
        // at a head, and turning it (heads <-> tails) leaves value 0.
        use rand::{rngs::StdRng, Rng, SeedableRng};
        let mut rng = StdRng::seed_from_u64(26);
        for _ in 0..2000 {
            let len = rng.random_range(1..=6);
            let heads: Vec<u64> = (0..len)
                .map(|_| rng.random_range(1..=1_000_000_000_000_000_000u64))
                .collect();
            let s = heads_value(&heads, ruler);
            for run in ruler_winning_moves(&heads) {
                let (y, x) = (*run.start() - 1, *run.end());
                assert!(heads.contains(&x), "heads {heads:?}: {run:?}");
                // The run's values XOR to s, so the move leaves value 0:
                // bit b of the XOR is the parity of the count of i in the
                // run whose largest power-of-2 divisor is 2^b (multiples of
                // 2^b minus multiples of 2^(b + 1)).
                let xor = (0..63).fold(0u64, |a, b| {
                    let count = (x >> b) - (y >> b) - ((x >> (b + 1)) - (y >> (b + 1)));
                    a | (count & 1) << b
                });
                assert_eq!(xor, s, "heads {heads:?}: {run:?}");
            }
        }
        // The Gray code identity itself, on every n below 5000.
        let mut xor = 0;
        for n in 1..5000u64 {
            xor ^= ruler(n);
            assert_eq!(xor, n ^ n >> 1, "n = {n}");
        }
    }

    #[test]
    fn mock_turtles_are_the_odious_numbers() {
        // The odious numbers (odd popcount) in order, at every x < 5000.
        let odious = (0u64..).filter(|v| v.count_ones() % 2 == 1);
        for (x, v) in odious.take(5000).enumerate() {
            assert_eq!(mock_turtles(x as u64), v, "x {x}");
        }
        let top = (1 << 63) - 1;
        assert_eq!(mock_turtles(top), u64::MAX - 1); // 2^64 - 2 has 63 one bits
        assert_eq!(ruler(1 << 60), 1 << 60);
        assert_eq!(ruler(3 << 59), 1 << 59);
    }

    #[test]
    #[should_panic(expected = "below 2^63")]
    fn mock_turtles_overflow_panics() {
        mock_turtles(1 << 63);
    }

    #[test]
    #[should_panic(expected = "start at 1")]
    fn ruler_zero_panics() {
        ruler(0);
    }

    #[test]
    #[should_panic(expected = "no closed form")]
    fn turn_up_to_four_panics() {
        turn_up_to(4, 3);
    }
}
