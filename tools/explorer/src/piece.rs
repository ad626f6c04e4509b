//! The piece of `table`: one of the library's [`Piece`]s, or a custom one
//! made of leaps and slides, whose table the library's board builder
//! ([`grundy_table`]) fills from its moves.

use grundy::board::grundy_table;
use grundy::games::pieces::Piece;
use itertools::Itertools;

/// A piece that jumps by each leap `(dx, dy)` to `(x - dx, y - dy)`, or
/// slides any number `k >= 1` of steps along each slide, to
/// `(x - k dx, y - k dy)`, staying on the board (coordinates `>= 0`).
/// Every step has `dx, dy >= 0`, not both 0, so every move goes toward the
/// origin and comes before its cell in row-major order, as the builder needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Custom {
    leaps: Vec<(usize, usize)>,
    slides: Vec<(usize, usize)>,
}

impl Custom {
    /// The piece of these steps (repeats dropped); an error if there is no
    /// step or a step is (0, 0).
    pub fn new(leaps: &[(usize, usize)], slides: &[(usize, usize)]) -> Result<Custom, String> {
        if leaps.is_empty() && slides.is_empty() {
            return Err(
                "the custom piece needs its moves: --leap DX,DY or --slide DX,DY, once per \
                 direction (the knight is --leap 1,2 --leap 2,1)"
                    .to_string(),
            );
        }
        if let Some(kind) = [("--leap", leaps), ("--slide", slides)]
            .iter()
            .find(|(_, steps)| steps.contains(&(0, 0)))
            .map(|(kind, _)| kind)
        {
            return Err(format!(
                "`{} 0,0` does not move the piece: a step lowers x or y",
                kind
            ));
        }
        let unique = |steps: &[(usize, usize)]| steps.iter().copied().sorted().dedup().collect();
        Ok(Custom {
            leaps: unique(leaps),
            slides: unique(slides),
        })
    }

    /// Pushes the cells one move away from `(x, y)`.
    pub fn moves(&self, x: usize, y: usize, out: &mut Vec<(usize, usize)>) {
        for &(dx, dy) in &self.leaps {
            if x >= dx && y >= dy {
                out.push((x - dx, y - dy));
            }
        }
        for &(dx, dy) in &self.slides {
            let (mut a, mut b) = (x, y);
            while a >= dx && b >= dy {
                a -= dx;
                b -= dy;
                out.push((a, b));
            }
        }
    }

    /// The steps of the table of the cells `(x, y)` with `x < rows`,
    /// `y < cols`: every step tried from every cell, landing or not (each
    /// leap and slide once a cell), and every move made. A slide from
    /// `(x, y)` has `min(x / dx, y / dy)` moves (a zero step not limiting),
    /// and the cells with at least `k` are `(rows - k dx) * (cols - k dy)`.
    pub fn work(&self, rows: usize, cols: usize) -> u64 {
        let tried = (rows as u64 * cols as u64)
            .saturating_mul((self.leaps.len() + self.slides.len()) as u64);
        tried.saturating_add(self.moves_made(rows, cols))
    }

    /// The moves made from the cells `x < rows`, `y < cols`.
    pub fn moves_made(&self, rows: usize, cols: usize) -> u64 {
        let cells = |k: u64, (dx, dy): (usize, usize)| {
            (rows as u64).saturating_sub(k * dx as u64)
                * (cols as u64).saturating_sub(k * dy as u64)
        };
        let leaps: u64 = self.leaps.iter().map(|&d| cells(1, d)).sum();
        let slides: u64 = self
            .slides
            .iter()
            .map(|&d| {
                (1..)
                    .map(|k| cells(k, d))
                    .take_while(|&c| c > 0)
                    .sum::<u64>()
            })
            .sum();
        leaps + slides
    }

    /// `leap 1,2; leap 2,1`.
    pub fn describe(&self) -> String {
        let steps = |kind: &str, steps: &[(usize, usize)]| {
            steps
                .iter()
                .map(|(dx, dy)| format!("{} {},{}", kind, dx, dy))
                .collect::<Vec<_>>()
        };
        let mut all = steps("leap", &self.leaps);
        all.extend(steps("slide", &self.slides));
        all.join("; ")
    }
}

/// The piece of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Board {
    Piece(Piece),
    Custom(Custom),
}

impl Board {
    /// `knight`, or `custom piece (leap 1,2; leap 2,1)`.
    pub fn name(&self) -> String {
        match self {
            Board::Piece(piece) => piece.name().to_string(),
            Board::Custom(custom) => format!("custom piece ({})", custom.describe()),
        }
    }

    /// `knight`, or `custom piece`: the piece in a sentence.
    pub fn noun(&self) -> &'static str {
        match self {
            Board::Piece(piece) => piece.name(),
            Board::Custom(_) => "custom piece",
        }
    }

    /// The `n x n` table: `t[x][y]` is the Grundy value of a lone piece at
    /// `(x, y)`.
    pub fn table(&self, n: usize) -> Vec<Vec<u32>> {
        let t = match self {
            Board::Piece(piece) => piece.table(n),
            Board::Custom(custom) => grundy_table(n, |x, y, out| custom.moves(x, y, out)),
        };
        // The library's u64 values as the explorer's u32: a cell's value is
        // at most its number of moves, below 2^32 on a board that fits.
        t.into_iter()
            .map(|row| {
                row.into_iter()
                    .map(|v| u32::try_from(v).expect("a value below 2^32"))
                    .collect()
            })
            .collect()
    }

    /// Pushes the cells one move away from `(x, y)` (repeats possible).
    pub fn moves(&self, x: usize, y: usize, out: &mut Vec<(usize, usize)>) {
        match self {
            Board::Piece(piece) => piece.moves(x, y, out),
            Board::Custom(custom) => custom.moves(x, y, out),
        }
    }

    /// The cells one move away from `(x, y)`, sorted, without repeats.
    pub fn options(&self, x: usize, y: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        self.moves(x, y, &mut out);
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The steps of the table of the cells `x < rows`, `y < cols`: a custom
    /// piece's [`Custom::work`] (moves made, and every step tried); a
    /// built-in piece's moves made, counted as the leaps and slides it is
    /// made of (its table builder does not try steps that leave the board).
    pub fn work(&self, rows: usize, cols: usize) -> u64 {
        let steps = |leaps: &[(usize, usize)], slides: &[(usize, usize)]| {
            Custom::new(leaps, slides).expect("a built-in piece has moves")
        };
        let rook = [(1, 0), (0, 1)];
        let custom = match self {
            Board::Piece(Piece::Rook) => steps(&[], &rook),
            Board::Piece(Piece::Bishop) => steps(&[], &[(1, 1)]),
            Board::Piece(Piece::King) => steps(&[(1, 0), (0, 1), (1, 1)], &[]),
            Board::Piece(Piece::Knight) => steps(&[(1, 2), (2, 1)], &[]),
            Board::Piece(Piece::Palace) => steps(&[(1, 1)], &rook),
            Board::Piece(Piece::Queen) => steps(&[], &[(1, 0), (0, 1), (1, 1)]),
            Board::Custom(custom) => return custom.work(rows, cols),
        };
        custom.moves_made(rows, cols)
    }

    /// The closed form at `(x, y)`, where the library has one.
    pub fn closed_form(&self, x: u64, y: u64) -> Option<u64> {
        match self {
            Board::Piece(piece) => piece.closed_form(x, y),
            Board::Custom(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_counts_every_move_and_every_step_tried() {
        let custom = Custom::new(&[(1, 2), (2, 1), (0, 3)], &[(1, 0), (1, 1), (0, 2)]).unwrap();
        for n in 0..12 {
            let mut out = Vec::new();
            for x in 0..n {
                for y in 0..n {
                    custom.moves(x, y, &mut out);
                }
            }
            // Each of the 6 steps is tried once from each cell, as well.
            let tried = (n * n * 6) as u64;
            assert_eq!(custom.work(n, n), out.len() as u64 + tried, "n = {n}");
        }
    }

    #[test]
    fn refuses_no_move_and_the_null_step() {
        assert!(Custom::new(&[], &[])
            .unwrap_err()
            .contains("needs its moves"));
        assert!(Custom::new(&[(1, 1)], &[(0, 0)])
            .unwrap_err()
            .contains("`--slide 0,0` does not move"));
    }
}
