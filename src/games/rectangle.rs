//! The wall-making game (BOJ 11717): a board of empty and marked cells. A move
//! picks an empty cell (not marked, not yet a wall) and turns cells into walls
//! from it in all four directions until a wall or the border is reached
//! (marked cells on the way become walls too). Who cannot move loses.
//!
//! The cells that are not walls always form disjoint rectangles bounded by
//! walls or the border: a move inside such a rectangle walls its whole row and
//! whole column *within that rectangle*, which leaves up to four smaller
//! rectangles (above-left, above-right, below-left, below-right) that are
//! independent games. So, with `G(R) = 0` for a rectangle with no row or no
//! column,
//!
//! `G(R) = mex { G(R_al) ^ G(R_ar) ^ G(R_bl) ^ G(R_br) : (r, c) an empty cell of R }`.
//!
//! Values exceed 31 on 20 x 20 boards (54 has been seen), so a 32-bit mask
//! is not enough; the mex uses [`crate::impartial::mex::MexSet`], which takes any value.

use crate::impartial::mex::MexSet;

/// The Grundy value of the whole board, where `marked[r][c]` says whether the
/// cell in row `r`, column `c` is marked (`X`) rather than empty (`.`).
///
/// The first player wins iff the value is nonzero. A board with no row or no
/// column has value 0.
///
/// The table of every sub-rectangle `rows r1..r2 x columns c1..c2` is filled
/// bottom-up (starting rows from the last, ending rows upwards), so each
/// rectangle's parts are known before it, without recursion.
///
/// # Panics
/// If the rows do not all have the same length; with the
/// [memory](crate::judge::memory) message (`"wall_grundy: ..."`) when the table of
/// `(H + 1)^2 (W + 1)^2` values does not fit in memory (say one row of 10^5
/// cells).
///
/// # Complexity
/// O(H^2 W^2) rectangles, each with at most HW moves: O(H^3 W^3) steps
/// (about 2.4 million for 20 x 20), O(H^2 W^2) memory.
///
/// # Example
/// ```
/// use grundy::games::rectangle::wall_grundy;
/// // 1 x 1: the only move ends the game.
/// assert_eq!(wall_grundy(&[vec![false]]), 1);
/// assert_eq!(wall_grundy(&[vec![true]]), 0);
/// // 2 x 2 empty (BOJ 11717 sample 1, Second): any move walls its row and
/// // column and leaves the single opposite cell, worth 1; mex {1} = 0.
/// assert_eq!(wall_grundy(&[vec![false; 2], vec![false; 2]]), 0);
/// ```
pub fn wall_grundy(marked: &[Vec<bool>]) -> u64 {
    let h = marked.len();
    let w = marked.first().map_or(0, Vec::len);
    for (r, row) in marked.iter().enumerate() {
        assert!(
            row.len() == w,
            "row {} has {} cells, row 0 has {}",
            r,
            row.len(),
            w
        );
    }
    if h == 0 || w == 0 {
        return 0;
    }
    // g[idx(r1, r2, c1, c2)]: rows r1..r2, columns c1..c2 (half-open); an
    // empty interval keeps its initial 0.
    let idx = |r1: usize, r2: usize, c1: usize, c2: usize| {
        ((r1 * (h + 1) + r2) * (w + 1) + c1) * (w + 1) + c2
    };
    // (h + 1)^2 (w + 1)^2 rectangles: a size past usize::MAX is asked of
    // the allocator as usize::MAX (and refused with the memory message).
    let size = [h + 1, h + 1, w + 1, w + 1]
        .iter()
        .try_fold(1usize, |a, &b| a.checked_mul(b))
        .unwrap_or(usize::MAX);
    let mut g = crate::judge::memory::filled("wall_grundy", size, 0u32);
    let mut set = MexSet::new();
    for r1 in (0..h).rev() {
        for r2 in r1 + 1..=h {
            for c1 in 0..w {
                for c2 in c1 + 1..=w {
                    for r in r1..r2 {
                        for c in c1..c2 {
                            if !marked[r][c] {
                                let x = g[idx(r1, r, c1, c)]
                                    ^ g[idx(r1, r, c + 1, c2)]
                                    ^ g[idx(r + 1, r2, c1, c)]
                                    ^ g[idx(r + 1, r2, c + 1, c2)];
                                set.insert(x as usize);
                            }
                        }
                    }
                    g[idx(r1, r2, c1, c2)] = set.take_mex() as u32;
                }
            }
        }
    }
    u64::from(g[idx(0, h, 0, w)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    /// The rules read literally on an `h x w` board (at most 64 cells): the
    /// state is the set of wall cells as a bitmask (bit `r * w + c`); a move
    /// picks a cell that is neither marked nor a wall and walls from it in
    /// the four directions until a wall or the border. Grundy value by
    /// definition, memoised on the wall set. The recursion is at most one
    /// level per cell.
    struct Naive {
        h: usize,
        w: usize,
        marked: u64,
        memo: HashMap<u64, u64>,
    }

    impl Naive {
        fn new(h: usize, w: usize, marked: u64) -> Self {
            Naive {
                h,
                w,
                marked,
                memo: HashMap::new(),
            }
        }

        fn grundy(&mut self, walls: u64) -> u64 {
            if let Some(&v) = self.memo.get(&walls) {
                return v;
            }
            let (h, w) = (self.h as i64, self.w as i64);
            let mut options = Vec::new();
            for r in 0..h {
                for c in 0..w {
                    let bit = 1u64 << (r * w + c);
                    if (self.marked | walls) & bit != 0 {
                        continue;
                    }
                    let mut next = walls | bit;
                    for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                        let (mut y, mut x) = (r + dr, c + dc);
                        while y >= 0 && y < h && x >= 0 && x < w && walls >> (y * w + x) & 1 == 0 {
                            next |= 1 << (y * w + x);
                            y += dr;
                            x += dc;
                        }
                    }
                    options.push(self.grundy(next));
                }
            }
            let v = (0..).find(|v| !options.contains(v)).unwrap();
            self.memo.insert(walls, v);
            v
        }
    }

    fn board(h: usize, w: usize, marked: u64) -> Vec<Vec<bool>> {
        (0..h)
            .map(|r| (0..w).map(|c| marked >> (r * w + c) & 1 == 1).collect())
            .collect()
    }

    #[test]
    fn every_board_up_to_12_cells_matches_the_rules() {
        for h in 1..=4 {
            for w in 1..=4 {
                if h * w > 12 {
                    continue;
                }
                for marked in 0u64..1 << (h * w) {
                    let want = Naive::new(h, w, marked).grundy(0);
                    assert_eq!(
                        wall_grundy(&board(h, w, marked)),
                        want,
                        "{h} x {w} board, marked cells {marked:#b}"
                    );
                }
            }
        }
    }

    #[test]
    fn random_boards_up_to_4x5_match_the_rules() {
        let mut rng = StdRng::seed_from_u64(11717);
        for round in 0..300 {
            let h = rng.random_range(3..=4);
            let w = rng.random_range(4..=5);
            let density = rng.random_range(0..=4);
            let mut marked = 0u64;
            for i in 0..h * w {
                if rng.random_range(0..10) < density {
                    marked |= 1 << i;
                }
            }
            let want = Naive::new(h, w, marked).grundy(0);
            assert_eq!(
                wall_grundy(&board(h, w, marked)),
                want,
                "round {round}: {h} x {w} board, marked cells {marked:#b}"
            );
        }
    }

    /// The recurrence read top-down, with a memo keyed on the rectangle: an
    /// independent check of the bottom-up order on boards too big for the
    /// literal rules. Recursion depth is at most H + W (each call drops a row
    /// or a column), so at most 40.
    fn grundy_top_down(
        marked: &[Vec<bool>],
        rect: (usize, usize, usize, usize),
        memo: &mut HashMap<(usize, usize, usize, usize), u64>,
    ) -> u64 {
        let (top, bottom, left, right) = rect;
        if top == bottom || left == right {
            return 0;
        }
        if let Some(&v) = memo.get(&rect) {
            return v;
        }
        let mut options = Vec::new();
        for r in top..bottom {
            for c in left..right {
                if !marked[r][c] {
                    options.push(
                        grundy_top_down(marked, (top, r, left, c), memo)
                            ^ grundy_top_down(marked, (top, r, c + 1, right), memo)
                            ^ grundy_top_down(marked, (r + 1, bottom, left, c), memo)
                            ^ grundy_top_down(marked, (r + 1, bottom, c + 1, right), memo),
                    );
                }
            }
        }
        let v = (0..).find(|v| !options.contains(v)).unwrap();
        memo.insert(rect, v);
        v
    }

    #[test]
    fn random_large_boards_match_the_top_down_recurrence() {
        let mut rng = StdRng::seed_from_u64(117170);
        let mut largest = 0;
        for round in 0..5 {
            let h = rng.random_range(10..=20);
            let w = rng.random_range(10..=20);
            let density = rng.random_range(5..=15);
            let b: Vec<Vec<bool>> = (0..h)
                .map(|_| (0..w).map(|_| rng.random_range(0..100) < density).collect())
                .collect();
            let want = grundy_top_down(&b, (0, h, 0, w), &mut HashMap::new());
            assert_eq!(wall_grundy(&b), want, "round {round}: board {b:?}");
            largest = largest.max(want);
        }
        // Values pass 31 (a u32 mask would not do); this seed reaches them.
        assert!(largest > 31, "largest value {largest}");
    }

    #[test]
    fn degenerate_boards() {
        assert_eq!(wall_grundy(&[]), 0);
        assert_eq!(wall_grundy(&[vec![], vec![]]), 0);
        assert_eq!(wall_grundy(&vec![vec![true; 20]; 20]), 0);
    }

    #[test]
    #[should_panic(expected = "row 1 has 2 cells, row 0 has 3")]
    fn rejects_ragged_rows() {
        wall_grundy(&[vec![false; 3], vec![false; 2]]);
    }
}
