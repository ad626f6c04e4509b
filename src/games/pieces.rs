//! Chess-like pieces that only move toward (0, 0), from BOJ 16880 (rook,
//! bishop, king, knight, palace), plus the queen.
//!
//! A position is a set of pieces on cells `(x, y)` with `x, y >= 0`; several
//! may share a cell and they never interact. A move takes one piece along its
//! rule ([`Piece::moves`]); whoever cannot move loses. Each piece is a game of
//! its own, so the position's Grundy value is the XOR of the pieces' values and
//! the first player wins iff it is nonzero ([`first_player_wins`]).
//!
//! [`Piece::closed_form`] gives a lone piece's Grundy value in O(1); with
//! `z = min(x, y)`:
//!
//! | piece | value at (x, y) |
//! |---|---|
//! | rook | `x xor y` |
//! | bishop | `z` |
//! | king | 0 if x, y are both even; 2 if both odd; otherwise 1 if z is even, 3 if odd |
//! | knight | 0 if z % 3 == 0; if z % 3 == 1, 0 when x == y else 1; if z % 3 == 2, 2 when \|x - y\| > 1 else 1 |
//! | palace | `(x + y) % 3 + 3 * ((x / 3) xor (y / 3))` |
//!
//! The tests compare each form with the table built by definition
//! ([`Piece::table`]) on every cell of a 128 x 128 board.
//!
//! The queen (rook plus bishop moves) is Wythoff's game, whose Grundy values
//! have no known closed form: [`Piece::closed_form`] is `None` for it and its
//! values come from [`Piece::table`]. Its *lost* cells are known exactly
//! ([`wythoff`]): value 0 on the pairs `(floor(k phi),
//! floor(k phi^2))` and their mirror images, nonzero elsewhere. So
//! [`first_player_wins`] decides every position in which that is enough: see
//! there which sums with queens need the table instead.

use crate::classics::wythoff;
use crate::impartial::board::grundy_table;

/// A piece kind and its move rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// `R`: to (x, i) for 0 <= i < y, or to (i, y) for 0 <= i < x.
    Rook,
    /// `B`: to (x - i, y - i) for 0 < i <= min(x, y).
    Bishop,
    /// `K`: to (x, y - 1), (x - 1, y) or (x - 1, y - 1).
    King,
    /// `N`: to (x - 1, y - 2) or (x - 2, y - 1).
    Knight,
    /// `P`: the rook's moves plus (x - 1, y - 1).
    Palace,
    /// Not in BOJ 16880 (no letter): the rook's moves plus the bishop's.
    Queen,
}

impl Piece {
    /// Every piece, in declaration order.
    pub const ALL: [Piece; 6] = [
        Piece::Rook,
        Piece::Bishop,
        Piece::King,
        Piece::Knight,
        Piece::Palace,
        Piece::Queen,
    ];

    /// The five pieces of BOJ 16880, in its letter order R B K N P: the ones
    /// with a closed form.
    pub const FIVE: [Piece; 5] = [
        Piece::Rook,
        Piece::Bishop,
        Piece::King,
        Piece::Knight,
        Piece::Palace,
    ];

    /// The piece of BOJ 16880's letter: `R`, `B`, `K`, `N` or `P` (upper case
    /// only); `None` for any other character, the queen having no letter.
    ///
    /// # Example
    /// ```
    /// use grundy::games::pieces::Piece;
    /// assert_eq!(Piece::from_letter('N'), Some(Piece::Knight));
    /// assert_eq!(Piece::from_letter('n'), None);
    /// assert_eq!(Piece::from_letter('Q'), None);
    /// ```
    #[inline]
    pub fn from_letter(c: char) -> Option<Piece> {
        // A table, not a `match`: the letters of an input come in any order,
        // and a lookup has no branch to mispredict.
        const fn letters() -> [Option<Piece>; 128] {
            let mut table = [None; 128];
            table[b'R' as usize] = Some(Piece::Rook);
            table[b'B' as usize] = Some(Piece::Bishop);
            table[b'K' as usize] = Some(Piece::King);
            table[b'N' as usize] = Some(Piece::Knight);
            table[b'P' as usize] = Some(Piece::Palace);
            table
        }
        const LETTERS: [Option<Piece>; 128] = letters();
        LETTERS.get(c as usize).copied().flatten()
    }

    /// The piece named `name`, as [`Piece::name`] spells it (lower case).
    ///
    /// # Example
    /// ```
    /// use grundy::games::pieces::Piece;
    /// assert_eq!(Piece::from_name("queen"), Some(Piece::Queen));
    /// assert_eq!(Piece::from_name("pawn"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Piece> {
        Piece::ALL.iter().copied().find(|p| p.name() == name)
    }

    /// The piece's lower-case English name: `"rook"`, `"bishop"`, `"king"`,
    /// `"knight"`, `"palace"` or `"queen"`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::games::pieces::Piece::Palace.name(), "palace");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Piece::Rook => "rook",
            Piece::Bishop => "bishop",
            Piece::King => "king",
            Piece::Knight => "knight",
            Piece::Palace => "palace",
            Piece::Queen => "queen",
        }
    }

    /// Pushes onto `out` the cells one move away from `(x, y)` (see the
    /// variants for the rules). Every move lowers one coordinate and raises
    /// neither, as [`grundy_table`] requires; `out` is not cleared first.
    ///
    /// # Panics
    /// `"the {piece} on ({x}, {y}) has {k} moves, more than memory holds"`
    /// when `out` cannot grow by the `k` moves (the rook, palace or queen far
    /// out, say at `usize::MAX`).
    ///
    /// # Complexity
    /// O(number of moves): up to x + y for the rook and palace, min(x, y) for
    /// the bishop, 3 for the king, 2 for the knight.
    ///
    /// # Example
    /// ```
    /// use grundy::games::pieces::Piece;
    /// let mut out = Vec::new();
    /// Piece::Knight.moves(2, 1, &mut out);
    /// assert_eq!(out, vec![(0, 0)]); // (1, -1) is off the board
    /// out.clear();
    /// Piece::Palace.moves(1, 1, &mut out);
    /// out.sort();
    /// assert_eq!(out, vec![(0, 0), (0, 1), (1, 0)]);
    /// ```
    pub fn moves(self, x: usize, y: usize, out: &mut Vec<(usize, usize)>) {
        // The room for the moves, asked of the allocator at once, so that too
        // many panic instead of aborting (a count past usize::MAX as usize::MAX).
        let k = match self {
            Piece::King | Piece::Knight => 0,
            Piece::Bishop => x.min(y),
            Piece::Rook => x.saturating_add(y),
            Piece::Palace => x
                .saturating_add(y)
                .saturating_add(usize::from(x.min(y) > 0)),
            Piece::Queen => x.saturating_add(y).saturating_add(x.min(y)),
        };
        if out.try_reserve(k).is_err() {
            panic!(
                "the {} on ({}, {}) has {} moves, more than memory holds",
                self.name(),
                x,
                y,
                k
            );
        }
        let rook = |out: &mut Vec<(usize, usize)>| {
            out.extend((0..y).map(|i| (x, i)));
            out.extend((0..x).map(|i| (i, y)));
        };
        let bishop = |out: &mut Vec<(usize, usize)>| {
            out.extend((1..=x.min(y)).map(|i| (x - i, y - i)));
        };
        match self {
            Piece::Rook => rook(out),
            Piece::Bishop => bishop(out),
            Piece::King => {
                if y > 0 {
                    out.push((x, y - 1));
                }
                if x > 0 {
                    out.push((x - 1, y));
                }
                if x > 0 && y > 0 {
                    out.push((x - 1, y - 1));
                }
            }
            Piece::Knight => {
                if x > 0 && y > 1 {
                    out.push((x - 1, y - 2));
                }
                if x > 1 && y > 0 {
                    out.push((x - 2, y - 1));
                }
            }
            Piece::Palace => {
                rook(out);
                if x > 0 && y > 0 {
                    out.push((x - 1, y - 1));
                }
            }
            Piece::Queen => {
                rook(out);
                bishop(out);
            }
        }
    }

    /// The Grundy value of a lone piece at `(x, y)` from the closed form in the
    /// [module docs](self), or `None` for the queen.
    ///
    /// # Panics
    /// If `x` or `y` is 2^62 or more (the palace's value could overflow);
    /// BOJ 16880's coordinates stop at 10^9 - 1.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::games::pieces::Piece;
    /// assert_eq!(Piece::Rook.closed_form(5, 3), Some(6)); // 101 xor 011
    /// // A bishop on (5, y) can step down its diagonal 5 times: a Nim pile of 5.
    /// assert_eq!(Piece::Bishop.closed_form(5, 999_999_999), Some(5));
    /// assert_eq!(Piece::King.closed_form(1, 1), Some(2)); // options 1, 1, 0
    /// assert_eq!(Piece::Knight.closed_form(2, 1), Some(1)); // option (0, 0)
    /// assert_eq!(Piece::Palace.closed_form(1, 1), Some(2)); // options 1, 1, 0
    /// assert_eq!(Piece::Queen.closed_form(1, 1), None);
    /// ```
    #[inline]
    pub fn closed_form(self, x: u64, y: u64) -> Option<u64> {
        assert!(
            x < 1 << 62 && y < 1 << 62,
            "the cell ({}, {}) is too far out for the closed forms (below 2^62)",
            x,
            y
        );
        if self == Piece::Queen {
            return None;
        }
        // Every form is computed and the piece's one picked, without a
        // branch on the piece or on the coordinates: in a long input the
        // pieces come in any order. x / 3 and y / 3 are the only divisions.
        let z = x.min(y);
        let (qx, qy) = (x / 3, y / 3);
        let (rx, ry) = (x - 3 * qx, y - 3 * qy);
        let rz = if x <= y { rx } else { ry };
        // Selections by masks (all ones or zero), which compile to no branch.
        let pick = |mask: u64, then: u64, otherwise: u64| (then & mask) | (otherwise & !mask);
        let mask = |condition: bool| 0u64.wrapping_sub(u64::from(condition));
        // King: with both parities equal, 0 or 2 by that parity; else 1 or 3 by z's.
        let mixed = (x ^ y) & 1;
        let king = mixed | (pick(mask(mixed == 1), z, x) & 1) << 1;
        // Knight: 0 if z % 3 == 0; if 1, whether x != y; if 2, 1 or 2 by |x - y| > 1.
        let knight_far = pick(
            mask(rz == 1),
            u64::from(x != y),
            1 + u64::from(x.abs_diff(y) > 1),
        );
        let knight = knight_far & mask(rz != 0);
        let palace_low = if rx + ry >= 3 { rx + ry - 3 } else { rx + ry };
        let palace = palace_low + 3 * (qx ^ qy);
        // In declaration order; the queen's slot is never read.
        let values = [x ^ y, z, king, knight, palace, 0];
        Some(values[self as usize])
    }

    /// The piece's Grundy table on an `n x n` board, built by definition
    /// with [`grundy_table`]: `t[x][y]` is the Grundy value of the lone piece at
    /// `(x, y)`.
    ///
    /// # Complexity
    /// O(n³) time for the rook, palace and queen, O(n²) for the others; n²
    /// `u64` values of memory.
    ///
    /// # Example
    /// ```
    /// use grundy::games::pieces::Piece;
    /// // The rook is two Nim piles, x and y: the value is x xor y.
    /// assert_eq!(Piece::Rook.table(3), vec![vec![0, 1, 2], vec![1, 0, 3], vec![2, 3, 0]]);
    /// ```
    pub fn table(self, n: usize) -> Vec<Vec<u64>> {
        grundy_table(n, |x, y, out| self.moves(x, y, out))
    }
}

/// Whether the first player wins BOJ 16880 with the pieces `(x, y, piece)`
/// (a queen allowed): whether the XOR of the pieces' Grundy values is nonzero.
///
/// A queen's Grundy value has no closed form, but whether it is 0 does
/// ([`wythoff::is_lost`]). With `X` the XOR of the other pieces' closed forms
/// and `w` the number of queens on cells that are not lost (value >= 1):
/// - `w = 0`: the queens add 0, and the first player wins iff `X != 0`;
/// - `w = 1` and `X = 0`: the XOR is that queen's value, nonzero: a win.
///
/// Otherwise (one won queen beside `X != 0`, or two or more won queens) the
/// answer depends on the queens' exact values, which only a table gives
/// ([`Piece::table`], O(n³) for an n x n board): this function panics rather
/// than build one behind the caller's back.
///
/// # Panics
/// In the undecided cases above, or if a coordinate of a piece other than a
/// queen is 2^62 or more. A queen takes any `u64` coordinates.
///
/// # Complexity
/// O(number of pieces).
///
/// # Example
/// ```
/// use grundy::games::pieces::{first_player_wins, Piece};
/// assert!(!first_player_wins(&[(0, 0, Piece::Rook)])); // no move at all
/// assert!(first_player_wins(&[(0, 1, Piece::King)])); // one step to (0, 0)
/// // Two identical pieces cancel: copy the opponent's moves.
/// assert!(!first_player_wins(&[(7, 9, Piece::Palace), (7, 9, Piece::Palace)]));
/// // (3, 5) is a lost pair of Wythoff's game, (3, 4) is not (move to (1, 2)).
/// assert!(!first_player_wins(&[(3, 5, Piece::Queen)]));
/// assert!(first_player_wins(&[(3, 4, Piece::Queen), (5, 5, Piece::Rook)]));
/// ```
pub fn first_player_wins(pieces: &[(u64, u64, Piece)]) -> bool {
    let mut xor = 0;
    let mut won_queens = 0;
    for &(x, y, piece) in pieces {
        if piece == Piece::Queen {
            won_queens += usize::from(!wythoff::is_lost(x, y));
        } else {
            xor ^= piece_value(x, y, piece);
        }
    }
    match (won_queens, xor) {
        (0, xor) => xor != 0,
        (1, 0) => true,
        _ => panic!(
            "a queen that is not on a lost cell, summed with other nonzero pieces, needs its \
             Grundy value, which has no closed form: use Piece::Queen.table"
        ),
    }
}

/// The Grundy value of a position, the XOR of its pieces' closed forms,
/// taking the pieces `(x, y, piece)` one at a time: a binary can pass an
/// iterator that reads them from its input and never store them.
///
/// A queen on a lost cell of Wythoff's game ([`wythoff::is_lost`]) counts 0;
/// any other queen has a value only its table gives, and panics.
///
/// # Panics
/// If a queen is on a cell that is not lost (see above), or a coordinate of
/// another piece is 2^62 or more.
///
/// # Complexity
/// O(number of pieces) time, O(1) memory.
///
/// # Example
/// ```
/// use grundy::games::pieces::{grundy_value, Piece};
/// // A rook on (5, 3) is 6, a bishop on (2, 9) is 2: 6 xor 2 = 4.
/// let lines = ["5 3 R", "2 9 B"];
/// let pieces = lines.iter().map(|line| {
///     let v: Vec<&str> = line.split(' ').collect();
///     let letter = v[2].chars().next().unwrap();
///     (v[0].parse().unwrap(), v[1].parse().unwrap(), Piece::from_letter(letter).unwrap())
/// });
/// assert_eq!(grundy_value(pieces), 4);
/// // A queen on the lost cell (4, 7) adds 0.
/// assert_eq!(grundy_value([(5, 3, Piece::Rook), (4, 7, Piece::Queen)]), 6);
/// ```
pub fn grundy_value<I: IntoIterator<Item = (u64, u64, Piece)>>(pieces: I) -> u64 {
    let mut xor = 0;
    for (x, y, piece) in pieces {
        if piece == Piece::Queen {
            assert!(
                wythoff::is_lost(x, y),
                "the queen on ({}, {}) is not on a lost cell, and its Grundy value has no \
                 closed form: use Piece::Queen.table",
                x,
                y
            );
        } else {
            xor ^= piece_value(x, y, piece);
        }
    }
    xor
}

/// The closed form of a piece other than the queen.
fn piece_value(x: u64, y: u64, piece: Piece) -> u64 {
    piece
        .closed_form(x, y)
        .unwrap_or_else(|| panic!("the {} has no closed form", piece.name()))
}

#[cfg(test)]
// Cells are indexed by their coordinates, as in the rules.
#[allow(clippy::needless_range_loop)]
mod tests {
    use super::*;

    /// The move rules of problems.md as a predicate on (from, to), written
    /// without [`Piece::moves`].
    fn is_move_naive(piece: Piece, (x, y): (usize, usize), (a, b): (usize, usize)) -> bool {
        let (x, y, a, b) = (x as i64, y as i64, a as i64, b as i64);
        let rook = (a == x && b < y) || (b == y && a < x);
        let bishop = x - a == y - b && a < x;
        match piece {
            Piece::Rook => rook,
            Piece::Bishop => bishop,
            Piece::King => (a, b) == (x, y - 1) || (a, b) == (x - 1, y) || (a, b) == (x - 1, y - 1),
            Piece::Knight => (a, b) == (x - 1, y - 2) || (a, b) == (x - 2, y - 1),
            Piece::Palace => rook || (a, b) == (x - 1, y - 1),
            Piece::Queen => rook || bishop,
        }
    }

    /// Win/lose by search from the move rule, independent of mex: a cell is
    /// won iff some move leads to a lost cell.
    fn wins_naive(piece: Piece, n: usize) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; n]; n];
        let mut out = Vec::new();
        for x in 0..n {
            for y in 0..n {
                out.clear();
                piece.moves(x, y, &mut out);
                win[x][y] = out.iter().any(|&(a, b)| !win[a][b]);
            }
        }
        win
    }

    #[test]
    fn moves_follow_the_rules() {
        let n = 12;
        let mut out = Vec::new();
        for piece in Piece::ALL {
            for x in 0..n {
                for y in 0..n {
                    out.clear();
                    piece.moves(x, y, &mut out);
                    let mut got = out.clone();
                    got.sort_unstable();
                    got.dedup();
                    assert_eq!(
                        got.len(),
                        out.len(),
                        "{} at ({x}, {y}): repeated move",
                        piece.name()
                    );
                    let want: Vec<(usize, usize)> = (0..n)
                        .flat_map(|a| (0..n).map(move |b| (a, b)))
                        .filter(|&to| is_move_naive(piece, (x, y), to))
                        .collect();
                    assert_eq!(got, want, "{} at ({x}, {y})", piece.name());
                }
            }
        }
    }

    #[test]
    fn closed_forms_match_the_tables() {
        let n = 128;
        for piece in Piece::FIVE {
            let t = piece.table(n);
            for x in 0..n {
                for y in 0..n {
                    assert_eq!(
                        piece.closed_form(x as u64, y as u64),
                        Some(t[x][y]),
                        "{} at ({x}, {y})",
                        piece.name()
                    );
                }
            }
        }
    }

    #[test]
    fn tables_agree_with_win_lose_search() {
        let n = 64;
        for piece in Piece::ALL {
            let t = piece.table(n);
            let win = wins_naive(piece, n);
            for x in 0..n {
                for y in 0..n {
                    assert_eq!(t[x][y] != 0, win[x][y], "{} at ({x}, {y})", piece.name());
                }
            }
        }
    }

    #[test]
    fn rook_table_is_xor() {
        let t = Piece::Rook.table(128);
        for x in 0..128 {
            for y in 0..128 {
                assert_eq!(t[x][y] as usize, x ^ y, "rook at ({x}, {y})");
            }
        }
        // 64 x 64 reaches 127, past a u64 bitmask.
        assert_eq!(t[63][64], 127);
    }

    #[test]
    fn queen_table_values() {
        // Rook plus bishop: on (1, 2) the options are (1, 0), (1, 1), (0, 2) and
        // (0, 1), whose values are 1, 2, 2, 1 (hand-worked), so mex = 0.
        let t = Piece::Queen.table(3);
        assert_eq!(t, vec![vec![0, 1, 2], vec![1, 2, 0], vec![2, 0, 1]]);
    }

    #[test]
    fn one_cell_board() {
        for piece in Piece::ALL {
            assert_eq!(piece.table(1), vec![vec![0]], "{}", piece.name());
            assert_eq!(piece.table(0), Vec::<Vec<u64>>::new(), "{}", piece.name());
        }
    }

    #[test]
    fn row_and_column_zero() {
        for v in 0..1000u64 {
            for (x, y) in [(0, v), (v, 0)] {
                let at = format!("({x}, {y})");
                // On an edge the rook and palace are one Nim pile of size v.
                assert_eq!(Piece::Rook.closed_form(x, y), Some(v), "rook {at}");
                assert_eq!(Piece::Palace.closed_form(x, y), Some(v), "palace {at}");
                assert_eq!(Piece::Bishop.closed_form(x, y), Some(0), "bishop {at}");
                // The king walks a line: alternately lost and won.
                assert_eq!(Piece::King.closed_form(x, y), Some(v % 2), "king {at}");
                // The knight cannot move off an edge.
                assert_eq!(Piece::Knight.closed_form(x, y), Some(0), "knight {at}");
            }
        }
    }

    /// The module docs' table as written there, one `match` per piece:
    /// the reference for the branch-free [`Piece::closed_form`].
    fn docs_form(piece: Piece, x: u64, y: u64) -> u64 {
        let z = x.min(y);
        match piece {
            Piece::Rook => x ^ y,
            Piece::Bishop => z,
            Piece::King => match (x % 2, y % 2) {
                (0, 0) => 0,
                (1, 1) => 2,
                _ => 1 + 2 * (z % 2),
            },
            Piece::Knight => match z % 3 {
                0 => 0,
                1 => u64::from(x != y),
                _ if x.abs_diff(y) > 1 => 2,
                _ => 1,
            },
            Piece::Palace => (x + y) % 3 + 3 * ((x / 3) ^ (y / 3)),
            Piece::Queen => unreachable!("no closed form"),
        }
    }

    #[test]
    fn branch_free_forms_follow_the_docs_table() {
        use rand::{rngs::StdRng, Rng, SeedableRng};
        let mut rng = StdRng::seed_from_u64(16880);
        let top = (1u64 << 62) - 1;
        for _ in 0..200_000 {
            // Anywhere, near each other (every |x - y| <= 3 and residue), or
            // near the largest coordinates.
            let x = match rng.random_range(0..3) {
                0 => rng.random_range(0..=top),
                1 => rng.random_range(0..1000),
                _ => top - rng.random_range(0..1000),
            };
            let y = match rng.random_range(0..3) {
                0 => rng.random_range(0..=top),
                1 => x.saturating_sub(rng.random_range(0..4)).min(top) + rng.random_range(0..4),
                _ => (top - rng.random_range(0..1000)).max(x / 2),
            };
            let y = y.min(top);
            for piece in Piece::FIVE {
                assert_eq!(
                    piece.closed_form(x, y),
                    Some(docs_form(piece, x, y)),
                    "{} at ({x}, {y})",
                    piece.name()
                );
            }
        }
    }

    #[test]
    fn letters_are_the_five_upper_case_ones() {
        for c in (0..0x3000u32).filter_map(char::from_u32) {
            let want = match c {
                'R' => Some(Piece::Rook),
                'B' => Some(Piece::Bishop),
                'K' => Some(Piece::King),
                'N' => Some(Piece::Knight),
                'P' => Some(Piece::Palace),
                _ => None,
            };
            assert_eq!(Piece::from_letter(c), want, "{c:?}");
        }
        assert_eq!(Piece::from_letter(char::MAX), None);
    }

    #[test]
    fn diagonal_and_far_cells() {
        let m = 999_999_999u64;
        for x in (0..200).chain(m - 200..=m) {
            let at = format!("({x}, {x})");
            assert_eq!(Piece::Rook.closed_form(x, x), Some(0), "rook {at}");
            assert_eq!(Piece::Bishop.closed_form(x, x), Some(x), "bishop {at}");
            let king = if x % 2 == 0 { 0 } else { 2 };
            assert_eq!(Piece::King.closed_form(x, x), Some(king), "king {at}");
            let knight = if x % 3 == 2 { 1 } else { 0 };
            assert_eq!(Piece::Knight.closed_form(x, x), Some(knight), "knight {at}");
            assert_eq!(
                Piece::Palace.closed_form(x, x),
                Some(2 * x % 3),
                "palace {at}"
            );
        }
        assert_eq!(Piece::Bishop.closed_form(5, m), Some(5));
        assert_eq!(Piece::Rook.closed_form(m, 0), Some(m));
        assert_eq!(Piece::Rook.closed_form(m, m - 1), Some(1));
    }

    #[test]
    fn knight_next_to_the_diagonal() {
        // |x - y| == 1: z % 3 == 0 gives 0, otherwise 1 (never 2).
        let m = 999_999_999u64;
        for z in (0..300).chain(m - 300..m) {
            let want = if z % 3 == 0 { 0 } else { 1 };
            assert_eq!(
                Piece::Knight.closed_form(z, z + 1),
                Some(want),
                "knight ({z}, {})",
                z + 1
            );
            assert_eq!(
                Piece::Knight.closed_form(z + 1, z),
                Some(want),
                "knight ({}, {z})",
                z + 1
            );
        }
        // Hand-worked: (2, 3) reaches (1, 1) and (0, 2), both without moves.
        assert_eq!(Piece::Knight.closed_form(2, 3), Some(1));
        // (2, 4) reaches (1, 2) = 1 and (0, 3) = 0: mex 2.
        assert_eq!(Piece::Knight.closed_form(2, 4), Some(2));
    }

    #[test]
    fn letters_and_names() {
        let letters = ['R', 'B', 'K', 'N', 'P'];
        for (c, piece) in letters.iter().zip(Piece::FIVE) {
            assert_eq!(Piece::from_letter(*c), Some(piece), "letter {c}");
        }
        for c in ['Q', 'r', 'b', 'k', 'n', 'p', ' ', '1'] {
            assert_eq!(Piece::from_letter(c), None, "letter {c:?}");
        }
        for piece in Piece::ALL {
            assert_eq!(Piece::from_name(piece.name()), Some(piece));
        }
        assert_eq!(Piece::from_name("Rook"), None);
        assert_eq!(Piece::from_name(""), None);
    }

    #[test]
    fn first_player_wins_is_the_xor() {
        // rook (1, 2) = 3, bishop (3, 7) = 3: cancel.
        assert!(!first_player_wins(&[
            (1, 2, Piece::Rook),
            (3, 7, Piece::Bishop)
        ]));
        // king (1, 1) = 2, knight (2, 4) = 2, palace (0, 1) = 1.
        assert!(first_player_wins(&[
            (1, 1, Piece::King),
            (2, 4, Piece::Knight),
            (0, 1, Piece::Palace)
        ]));
        assert!(!first_player_wins(&[]));
    }

    /// Random sums of up to four pieces (queens included) on a 40 x 40
    /// board: where [`first_player_wins`] answers, it agrees with the XOR of
    /// the tables built by definition; it panics exactly where a won queen's
    /// value would matter (the XOR with every won queen counted as 0 is then
    /// not the whole story).
    #[test]
    fn first_player_wins_with_queens_matches_the_tables() {
        use rand::{rngs::StdRng, Rng, SeedableRng};
        let n = 40;
        let tables: Vec<Vec<Vec<u64>>> = Piece::ALL.iter().map(|p| p.table(n)).collect();
        let mut rng = StdRng::seed_from_u64(16);
        let (mut answered, mut refused) = (0, 0);
        for _ in 0..4000 {
            let len = rng.random_range(1..=4);
            let pieces: Vec<(u64, u64, Piece)> = (0..len)
                .map(|_| {
                    let p = rng.random_range(0..Piece::ALL.len());
                    // Queens more often, so that sums of two occur.
                    let p = if rng.random_bool(0.4) { 5 } else { p };
                    let (x, y) = (rng.random_range(0..n), rng.random_range(0..n));
                    (x as u64, y as u64, Piece::ALL[p])
                })
                .collect();
            let mut xor = 0;
            let (mut won_queens, mut rest) = (0, 0);
            for &(x, y, piece) in &pieces {
                let i = Piece::ALL.iter().position(|&p| p == piece).unwrap();
                let v = tables[i][x as usize][y as usize];
                xor ^= v;
                if piece == Piece::Queen {
                    won_queens += usize::from(v != 0);
                } else {
                    rest ^= v;
                }
            }
            let decided = won_queens == 0 || (won_queens == 1 && rest == 0);
            let got = std::panic::catch_unwind(|| first_player_wins(&pieces));
            match got {
                Ok(wins) => {
                    assert!(decided, "{pieces:?} answered without knowing the value");
                    assert_eq!(wins, xor != 0, "{pieces:?}");
                    answered += 1;
                }
                Err(_) => {
                    assert!(!decided, "{pieces:?} refused");
                    refused += 1;
                }
            }
        }
        assert!(
            answered > 1000 && refused > 100,
            "{answered} answered, {refused} refused"
        );
    }

    #[test]
    fn a_lone_queen_far_out() {
        // Wythoff's pair k = 10^18 - 1, and the cell beside it.
        let (a, b) = wythoff::lost_pair(999_999_999_999_999_999);
        assert!(!first_player_wins(&[(a, b, Piece::Queen)]));
        assert!(first_player_wins(&[(a, b + 1, Piece::Queen)]));
        assert!(first_player_wins(&[
            (a, b, Piece::Queen),
            (0, 1, Piece::Rook)
        ]));
        assert_eq!(grundy_value([(b, a, Piece::Queen)]), 0);
    }

    #[test]
    #[should_panic(expected = "needs its Grundy value, which has no closed form")]
    fn first_player_wins_rejects_a_won_queen_in_a_sum() {
        // The queen on (1, 1) has value 2 (table), the rook on (0, 2) has 2.
        first_player_wins(&[(1, 1, Piece::Queen), (0, 2, Piece::Rook)]);
    }

    #[test]
    #[should_panic(expected = "the queen on (1, 1) is not on a lost cell")]
    fn grundy_value_rejects_a_won_queen() {
        grundy_value([(1, 1, Piece::Queen)]);
    }

    #[test]
    #[should_panic(expected = "too far out for the closed forms")]
    fn closed_form_rejects_huge_cells() {
        Piece::Palace.closed_form(1 << 62, 0);
    }
}
