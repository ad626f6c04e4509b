//! Grundy tables of one piece on a square board, built by definition.
//!
//! A game is a single piece on the cells `(x, y)`, `0 <= x, y < n`, of an
//! `n x n` board; a move takes the piece to another cell by a fixed rule, and
//! whoever cannot move loses. In the table `t` returned by [`grundy_table`],
//! `t[x][y]` is the Grundy value of a lone piece at `(x, y)`:
//! `t[x][y] = mex { t[x'][y'] : (x', y') one move away from (x, y) }`.
//! Several pieces on one board (sharing cells is allowed) do not interact, so
//! their position has the XOR of their values, and the first player wins iff
//! that XOR is nonzero.
//!
//! The builder fills the cells in row-major order (x, then y) and needs every
//! move to lead to a cell filled before: `(x', y') < (x, y)` lexicographically,
//! that is `x' < x`, or `x' == x` and `y' < y` (checked on every move). Every
//! rule that moves toward (0, 0), lowering one coordinate and raising neither,
//! satisfies it, and it makes play finite and acyclic. Decreasing `x + y` is
//! not enough: a move from (x, y) to (x + 1, y - 2) is rejected.

use crate::impartial::mex::MexSet;

/// The Grundy table of a piece on an `n x n` board whose moves are given by
/// `moves`: `t[x][y]` is the Grundy value of a lone piece at `(x, y)`.
///
/// `moves(x, y, out)` must push onto `out` the cells one move away from
/// `(x, y)`; `out` is a buffer the builder empties before each call and reuses,
/// so a closure that only pushes allocates nothing per cell. Duplicates are
/// allowed.
///
/// # Panics
/// If a move leaves the board or does not lead to a cell filled earlier in
/// row-major order: a move from `(x, y)` to `(x', y')` needs `x' < n`,
/// `y' < n`, and `x' < x`, or `x' == x` and `y' < y`. The panic names both
/// cells. With the [memory](crate::judge::memory) message (`"grundy_table: ..."`)
/// when the table does not fit in memory (`n` near `2^32` or beyond).
///
/// # Complexity
/// O(n² + M) time for M moves in all (plus the closure's own work), and
/// n² `u64` values of memory.
///
/// # Example
/// The 3 x 3 corner of the king's table (a king steps to (x, y-1), (x-1, y) or
/// (x-1, y-1)), worked out by hand: (0, 0) has no move, so 0; (0, 1) and (1, 0)
/// reach only 0, so 1; (1, 1) reaches {1, 1, 0}, so 2; (0, 2) reaches {1}, so 0;
/// (1, 2) reaches {2, 0, 1}, so 3; (2, 2) reaches {3, 3, 2}, so 0.
/// ```
/// use grundy::board::grundy_table;
/// let king = |x: usize, y: usize, out: &mut Vec<(usize, usize)>| {
///     if y > 0 {
///         out.push((x, y - 1));
///     }
///     if x > 0 {
///         out.push((x - 1, y));
///     }
///     if x > 0 && y > 0 {
///         out.push((x - 1, y - 1));
///     }
/// };
/// let t = grundy_table(3, king);
/// assert_eq!(t, vec![vec![0, 1, 0], vec![1, 2, 3], vec![0, 3, 0]]);
/// assert_eq!(grundy_table(0, king), Vec::<Vec<u64>>::new());
/// ```
pub fn grundy_table<F>(n: usize, mut moves: F) -> Vec<Vec<u64>>
where
    F: FnMut(usize, usize, &mut Vec<(usize, usize)>),
{
    let mut t: Vec<Vec<u64>> = crate::judge::memory::with_room("grundy_table", n);
    let mut out: Vec<(usize, usize)> = Vec::new();
    let mut set = MexSet::new();
    for x in 0..n {
        let mut row: Vec<u64> = crate::judge::memory::with_room("grundy_table", n);
        for y in 0..n {
            out.clear();
            moves(x, y, &mut out);
            for &(tx, ty) in &out {
                assert!(
                    tx < n && ty < n && (tx < x || (tx == x && ty < y)),
                    // Explicit arguments: edition 2018 does not capture in assert!.
                    "the move from ({}, {}) to ({}, {}) does not lead to an \
                     earlier cell of the {} x {} board (row-major order)",
                    x,
                    y,
                    tx,
                    ty,
                    n,
                    n
                );
                let v = if tx == x { row[ty] } else { t[tx][ty] };
                set.insert(v as usize);
            }
            row.push(set.take_mex() as u64);
        }
        t.push(row);
    }
    t
}

#[cfg(test)]
// Cells are indexed by their coordinates, as in the rules.
#[allow(clippy::needless_range_loop)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::BTreeSet;

    /// The definition read literally, on a move rule given as a list of moves
    /// per cell: a set per cell, cells visited in row-major order.
    fn table_naive(n: usize, rule: &[Vec<Vec<(usize, usize)>>]) -> Vec<Vec<u64>> {
        let mut t = vec![vec![u64::MAX; n]; n];
        for x in 0..n {
            for y in 0..n {
                let options: BTreeSet<u64> = rule[x][y].iter().map(|&(a, b)| t[a][b]).collect();
                assert!(
                    !options.contains(&u64::MAX),
                    "the rule moves to a later cell"
                );
                t[x][y] = (0..).find(|v| !options.contains(v)).unwrap();
            }
        }
        t
    }

    /// Win/lose by search, independent of mex: a cell is won iff some move
    /// leads to a lost cell.
    fn wins_naive(n: usize, rule: &[Vec<Vec<(usize, usize)>>]) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; n]; n];
        for x in 0..n {
            for y in 0..n {
                win[x][y] = rule[x][y].iter().any(|&(a, b)| !win[a][b]);
            }
        }
        win
    }

    #[test]
    fn random_rules_match_the_definition_and_the_search() {
        let mut rng = StdRng::seed_from_u64(16880);
        for case in 0..200 {
            let n = rng.random_range(0..=9);
            let density = rng.random_range(1..=100);
            // From each cell, a random set of earlier cells (with repeats).
            let rule: Vec<Vec<Vec<(usize, usize)>>> = (0..n)
                .map(|x| {
                    (0..n)
                        .map(|y| {
                            let mut cells = Vec::new();
                            for a in 0..=x {
                                for b in 0..n {
                                    if (a < x || b < y) && rng.random_range(1..=100) <= density {
                                        cells.push((a, b));
                                        if rng.random_range(0..10) == 0 {
                                            cells.push((a, b));
                                        }
                                    }
                                }
                            }
                            cells
                        })
                        .collect()
                })
                .collect();
            let t = grundy_table(n, |x, y, out| out.extend_from_slice(&rule[x][y]));
            assert_eq!(t, table_naive(n, &rule), "case {case}, rule {rule:?}");
            let win = wins_naive(n, &rule);
            for x in 0..n {
                for y in 0..n {
                    assert_eq!(t[x][y] != 0, win[x][y], "case {case}, cell ({x}, {y})");
                }
            }
        }
    }

    #[test]
    fn one_cell_board_is_lost() {
        assert_eq!(grundy_table(1, |_, _, _| {}), vec![vec![0]]);
    }

    #[test]
    fn values_above_63() {
        // Every earlier cell is one move away: t is the row-major index.
        let t = grundy_table(12, |x, y, out| {
            for a in 0..=x {
                for b in 0..12 {
                    if a < x || b < y {
                        out.push((a, b));
                    }
                }
            }
        });
        for x in 0..12 {
            for y in 0..12 {
                assert_eq!(t[x][y] as usize, 12 * x + y, "cell ({x}, {y})");
            }
        }
    }

    #[test]
    #[should_panic(expected = "the move from (0, 0) to (0, 0) does not lead to an earlier cell")]
    fn rejects_a_move_in_place() {
        grundy_table(2, |x, y, out| out.push((x, y)));
    }

    #[test]
    #[should_panic(expected = "the move from (1, 0) to (1, 1) does not lead to an earlier cell")]
    fn rejects_a_move_to_a_later_cell() {
        grundy_table(2, |x, y, out| {
            if x == 1 && y == 0 {
                out.push((1, 1));
            }
        });
    }

    #[test]
    #[should_panic(
        expected = "the move from (0, 0) to (0, 3) does not lead to an earlier cell of the 3 x 3 board"
    )]
    fn rejects_a_move_off_the_board() {
        grundy_table(3, |_, _, out| out.push((0, 3)));
    }
}
