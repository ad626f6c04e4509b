//! Games from closures, board pieces, heap rules and octal codes.

use super::Game;
use std::hash::Hash;
use std::marker::PhantomData;

/// A [`Game`] whose options are given by a closure: see [`game_fn`].
///
/// # Example
/// ```
/// use grundy::game::{game_fn, Game};
/// let take_one = game_fn(|&n: &u8| if n > 0 { vec![vec![n - 1]] } else { vec![] });
/// assert_eq!(take_one.options(&3), vec![vec![2]]);
/// ```
pub struct FnGame<P, F> {
    rule: F,
    position: PhantomData<fn(&P)>,
}

/// The game whose options are `rule(position)`, a closure written in a few
/// lines (see [`Game::options`] for what it returns).
///
/// # Example
/// ```
/// use grundy::game::{game_fn, Grundy};
/// // Nim heaps: take any positive number; a heap of n has value n.
/// let mut nim = Grundy::new(game_fn(|&n: &u64| (0..n).map(|m| vec![m]).collect()));
/// assert_eq!(nim.value(&5), 5);
/// assert_eq!(nim.value_of_sum(&[1, 2, 3]), 0);
/// ```
pub fn game_fn<P, F>(rule: F) -> FnGame<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<Vec<P>>,
{
    FnGame {
        rule,
        position: PhantomData,
    }
}

impl<P, F> Game for FnGame<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<Vec<P>>,
{
    type Position = P;

    fn options(&self, position: &P) -> Vec<Vec<P>> {
        (self.rule)(position)
    }
}

/// A [`Game`] whose options are pushed by a closure: see [`game_push`].
///
/// # Example
/// ```
/// use grundy::game::{game_push, Game};
/// let take_one = game_push(|&n: &u8, push| if n > 0 { push(&[n - 1]) });
/// assert_eq!(take_one.options(&3), vec![vec![2]]);
/// ```
pub struct PushGame<P, F> {
    rule: F,
    position: PhantomData<fn(&P)>,
}

/// The game whose options are the slices `rule(position, push)` passes to
/// `push`, one call per option (as [`heap_table`](crate::impartial::heap::heap_table)'s
/// rules do, for any position type): the fast form of [`game_fn`], with no
/// vector per position or option. Options are usually written as arrays on
/// the closure's stack: `push(&[q])`, `push(&[a, b])`, `push(&[])`.
///
/// # Example
/// ```
/// use grundy::game::{game_push, Grundy};
/// // Take 1 or 2 tokens, or split a heap of 3 or more into two halves: the
/// // module example's game, with the same values 0, 1, 2, 0.
/// let mut g = Grundy::new(game_push(|&n: &u64, push| {
///     for k in [1, 2] {
///         if k <= n {
///             push(&[n - k]);
///         }
///     }
///     if n >= 3 {
///         push(&[n / 2, n - n / 2]);
///     }
/// }));
/// assert_eq!((0..4).map(|n| g.value(&n)).collect::<Vec<_>>(), vec![0, 1, 2, 0]);
/// ```
pub fn game_push<P, F>(rule: F) -> PushGame<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P, &mut dyn FnMut(&[P])),
{
    PushGame {
        rule,
        position: PhantomData,
    }
}

impl<P, F> Game for PushGame<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P, &mut dyn FnMut(&[P])),
{
    type Position = P;
    const PUSHES: bool = true;

    fn options(&self, position: &P) -> Vec<Vec<P>> {
        let mut options = Vec::new();
        (self.rule)(position, &mut |option: &[P]| options.push(option.to_vec()));
        options
    }

    fn for_each_option(&self, position: &P, push: &mut dyn FnMut(&[P])) {
        (self.rule)(position, push);
    }
}

/// A [`Game`] of one piece on cells `(x, y)`: see [`board_game`].
///
/// # Example
/// ```
/// use grundy::game::{board_game, Game};
/// use grundy::games::pieces::Piece;
/// let knight = board_game(|x, y, out| Piece::Knight.moves(x, y, out));
/// assert_eq!(knight.options(&(2, 1)), vec![vec![(0, 0)]]);
/// ```
pub struct BoardGame<F> {
    rule: F,
}

/// The game of a lone piece whose move rule `rule(x, y, out)` pushes onto
/// `out` the cells one move away from `(x, y)`, as
/// [`Piece::moves`](crate::games::pieces::Piece::moves) and
/// [`board::grundy_table`](crate::impartial::board::grundy_table) take it. Each option is
/// one cell. The board is unbounded: the rule must make play finite (moving
/// toward (0, 0) does).
///
/// # Example
/// ```
/// use grundy::game::{board_game, Grundy};
/// use grundy::games::pieces::Piece;
/// // The rook is two Nim heaps x and y: the value is x xor y.
/// let mut rook = Grundy::new(board_game(|x, y, out| Piece::Rook.moves(x, y, out)));
/// assert_eq!(rook.value(&(2, 5)), 7);
/// // The only winning move is to the diagonal: (2, 2).
/// assert_eq!(rook.winning_options(&(2, 5)), vec![vec![(2, 2)]]);
/// ```
pub fn board_game<F>(rule: F) -> BoardGame<F>
where
    F: Fn(usize, usize, &mut Vec<(usize, usize)>),
{
    BoardGame { rule }
}

impl<F> Game for BoardGame<F>
where
    F: Fn(usize, usize, &mut Vec<(usize, usize)>),
{
    type Position = (usize, usize);
    const PUSHES: bool = true;

    fn options(&self, &(x, y): &(usize, usize)) -> Vec<Vec<(usize, usize)>> {
        let mut cells = Vec::new();
        (self.rule)(x, y, &mut cells);
        cells.into_iter().map(|cell| vec![cell]).collect()
    }

    fn for_each_option(&self, &(x, y): &(usize, usize), push: &mut dyn FnMut(&[(usize, usize)])) {
        let mut cells = Vec::new();
        (self.rule)(x, y, &mut cells);
        for cell in cells {
            push(&[cell]);
        }
    }
}

/// The panic of a heap rule that gives heap 0 an option, as in `heap`.
const HEAP_ZERO: &str = "heap 0 has no moves, but the rule gives it an option \
     (`&[]` or `&[0]` from heap 0 is a self-loop: check `k <= n` or `n > 0`)";

/// The heap game with rule `moves` as a [`Game`] whose positions are heap
/// sizes, for what a table does not give: values of sums, winning moves
/// ([`Grundy`](crate::impartial::game::Grundy)). The same rule closure serves
/// [`heap_table`](crate::impartial::heap::heap_table),
/// [`outcomes`](crate::impartial::heap::outcomes) and this.
///
/// # Panics
/// When asked for the options of heap 0 and the rule gives it one (`&[]` or
/// `&[0]`: a self-loop), the same panic as [`heap_table`](crate::impartial::heap::heap_table)'s.
///
/// # Example
/// ```
/// use grundy::game::{heap_game, Grundy};
/// // Lasker's Nim: heaps 2 and 3 have values 2 and 4, sum 6. Heap 2's
/// // options have values 1, 0 and 1 ^ 1 = 0, never 6 ^ 2 = 4; heap 3's
/// // have 2, 1, 0 and 1 ^ 2 = 3, and 6 ^ 4 = 2 is heap 2 (take 1).
/// let mut g = Grundy::new(heap_game(|n, push| {
///     for k in 1..=n {
///         push(&[n - k]);
///     }
///     for a in 1..=n / 2 {
///         push(&[a, n - a]);
///     }
/// }));
/// assert_eq!(g.value_of_sum(&[2, 3]), 6);
/// let wins: Vec<Vec<usize>> = g.winning_moves(&[2, 3]).into_iter().map(|m| m.to).collect();
/// assert_eq!(wins, vec![vec![2]]);
/// ```
pub fn heap_game<F>(moves: F) -> HeapGame<F>
where
    F: Fn(usize, &mut dyn FnMut(&[usize])),
{
    HeapGame { moves }
}

/// A heap game as a [`Game`]: see [`heap_game`].
///
/// # Example
/// ```
/// use grundy::game::{heap_game, Game};
/// let split = heap_game(|n, push| (1..=n / 2).for_each(|a| push(&[a, n - a])));
/// assert_eq!(split.options(&4), vec![vec![1, 3], vec![2, 2]]);
/// ```
pub struct HeapGame<F> {
    moves: F,
}

impl<F> Game for HeapGame<F>
where
    F: Fn(usize, &mut dyn FnMut(&[usize])),
{
    type Position = usize;
    const PUSHES: bool = true;

    fn options(&self, &n: &usize) -> Vec<Vec<usize>> {
        let mut options = Vec::new();
        self.for_each_option(&n, &mut |option: &[usize]| options.push(option.to_vec()));
        options
    }

    fn for_each_option(&self, &n: &usize, push: &mut dyn FnMut(&[usize])) {
        if n == 0 {
            // The same panic as heap::heap_table's (heap 0 has no moves).
            (self.moves)(0, &mut |_: &[usize]| panic!("{}", HEAP_ZERO));
        } else {
            (self.moves)(n, push);
        }
    }
}

/// A position is one heap, given by its size; its options are what the code
/// allows: `vec![]` (all taken), `vec![rest]` or `vec![a, rest - a]`, once
/// each split (`a <= rest - a`).
///
/// # Example
/// ```
/// use grundy::game::{Game, Grundy};
/// use grundy::octal::OctalGame;
/// // Dawson's Kayles: heap 4 may become 2, or 1 + 1.
/// let dawson = OctalGame::parse("0.07").unwrap();
/// assert_eq!(dawson.options(&4), vec![vec![2], vec![1, 1]]);
/// // Heaps 4 and 6 have values 2 and 3 (OEIS A002187 shifted): the row has
/// // value 1, and the winning moves leave value 0.
/// let mut g = Grundy::new(dawson.clone());
/// assert_eq!(g.value_of_sum(&[4, 6]), 1);
/// assert!(!g.winning_moves(&[4, 6]).is_empty());
/// ```
impl Game for crate::impartial::octal::OctalGame {
    type Position = usize;

    fn options(&self, &n: &usize) -> Vec<Vec<usize>> {
        let mut options = Vec::new();
        self.for_each_option(&n, &mut |option| options.push(option.to_vec()));
        options
    }

    const PUSHES: bool = true;

    fn for_each_option(&self, &n: &usize, push: &mut dyn FnMut(&[usize])) {
        for k in 0..=self.max_removal().min(n) {
            let d = self.digit(k);
            let rest = n - k;
            if d & 1 != 0 && rest == 0 {
                push(&[]);
            }
            if d & 2 != 0 && rest >= 1 {
                push(&[rest]);
            }
            if d & 4 != 0 {
                for a in 1..=rest / 2 {
                    push(&[a, rest - a]);
                }
            }
        }
    }
}
