//! Any finite acyclic impartial game, defined once by its moves: Grundy
//! values by a memo with an explicit stack (no recursion, so a game can be
//! 10^6 moves deep), values of sums, and winning moves.
//!
//! # Defining a game
//!
//! A [`Game`] says, for a position, its *options*: the positions one move
//! away. Each option is a list of independent components, a sum of games:
//! a move that splits a heap in two leaves `vec![a, b]`, an ordinary move
//! leaves `vec![q]`, and a move that leaves nothing at all leaves `vec![]`.
//! By the Sprague-Grundy theorem a sum has the XOR of its components' values,
//! and a position's value is the mex of its options' values; the player to
//! move in a sum loses iff the XOR is 0. The game must be finite and acyclic
//! (every sequence of moves ends); a cycle is detected and reported by a
//! panic, never a hang. For games with cycles see
//! [`retrograde`](crate::retrograde).
//!
//! A game is a type implementing [`Game`], or a closure through [`game_fn`];
//! a board piece's move rule (as [`Piece::moves`](crate::games::pieces::Piece::moves)
//! writes it) becomes a game through [`board_game`], and a heap rule (as
//! [`heap::heap_table`](crate::heap::heap_table) takes it) through
//! [`heap_game`].
//!
//! ```
//! use grundy::game::{game_fn, Grundy};
//! // Take 1 or 2 tokens, or split a heap of 3 or more into two equal-ish halves.
//! let game = game_fn(|&n: &u64| {
//!     let mut options = Vec::new();
//!     for k in [1, 2] {
//!         if k <= n {
//!             options.push(vec![n - k]);
//!         }
//!     }
//!     if n >= 3 {
//!         options.push(vec![n / 2, n - n / 2]);
//!     }
//!     options
//! });
//! let mut g = Grundy::new(game);
//! // 0: no move, 0. 1: {0}, 1. 2: {1, 0}, 2. 3: {2, 1, g(1) ^ g(2) = 3}, 0.
//! assert_eq!((0..4).map(|n| g.value(&n)).collect::<Vec<_>>(), vec![0, 1, 2, 0]);
//! ```
//!
//! # Why options are returned as vectors
//!
//! [`Game::options`] returns a fresh `Vec<Vec<Position>>` rather than pushing
//! into a callback: a contestant writes it as an ordinary expression, and
//! the memo already hashes and stores every position it meets, which costs
//! more than the vectors; each position's options are asked for once. Where a
//! table over dense positions is what is wanted, the builders that take a
//! callback and allocate nothing per position are faster:
//! [`heap::heap_table`](crate::heap::heap_table) (one integer) and
//! [`board::grundy_table`](crate::board::grundy_table) (a cell).
//!
//! # Winning moves
//!
//! In a sum of value `S != 0`, moving component `i` (value `v_i`) to an
//! option of value `S ^ v_i` leaves a sum of value 0, a lost position for the
//! opponent; there is always one, and no other move wins.
//! [`Grundy::winning_moves`] lists them all; [`Grundy::winning_options`] is the
//! case of a single game (the options of value 0), and
//! [`Grundy::options_with_values`] shows every option with its value.

use crate::mex::MexSet;
use std::collections::HashMap;
use std::hash::Hash;
use std::marker::PhantomData;

/// A finite acyclic impartial game: its positions and their options.
///
/// See the [module documentation](self).
pub trait Game {
    /// A position; it is cloned into the memo and hashed once per lookup.
    type Position: Clone + Eq + Hash;

    /// The options of `position`: each option is the list of independent
    /// components the move leaves (`vec![]` for nothing left, `vec![a, b]`
    /// for a split). Duplicates are allowed. Every sequence of moves must end.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Game};
    /// // Split a heap into two non-empty heaps, nothing else.
    /// let split = game_fn(|&n: &u32| (1..=n / 2).map(|a| vec![a, n - a]).collect());
    /// assert_eq!(split.options(&4), vec![vec![1, 3], vec![2, 2]]);
    /// ```
    fn options(&self, position: &Self::Position) -> Vec<Vec<Self::Position>>;
}

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
/// [`board::grundy_table`](crate::board::grundy_table) take it. Each option is
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

    fn options(&self, &(x, y): &(usize, usize)) -> Vec<Vec<(usize, usize)>> {
        let mut cells = Vec::new();
        (self.rule)(x, y, &mut cells);
        cells.into_iter().map(|cell| vec![cell]).collect()
    }
}

/// The heap game with rule `moves` as a [`Game`] whose positions are heap
/// sizes, for what a table does not give: values of sums, winning moves
/// ([`Grundy`]). The same rule closure serves
/// [`heap_table`](crate::heap::heap_table),
/// [`outcomes`](crate::heap::outcomes) and this.
///
/// # Panics
/// When asked for the options of heap 0 and the rule gives it one (`&[]` or
/// `&[0]`: a self-loop), the same panic as [`heap_table`](crate::heap::heap_table)'s.
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

    fn options(&self, &n: &usize) -> Vec<Vec<usize>> {
        let mut options = Vec::new();
        (self.moves)(n, &mut |option: &[usize]| {
            // The same panic as heap::heap_table's (heap 0 has no moves).
            assert!(
                n > 0,
                "heap 0 has no moves, but the rule gives it an option \
                 (`&[]` or `&[0]` from heap 0 is a self-loop: check `k <= n` or `n > 0`)"
            );
            options.push(option.to_vec())
        });
        options
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
impl Game for crate::octal::OctalGame {
    type Position = usize;

    fn options(&self, &n: &usize) -> Vec<Vec<usize>> {
        let mut options = Vec::new();
        for k in 0..=self.max_removal().min(n) {
            let d = self.digit(k);
            let rest = n - k;
            if d & 1 != 0 && rest == 0 {
                options.push(vec![]);
            }
            if d & 2 != 0 && rest >= 1 {
                options.push(vec![rest]);
            }
            if d & 4 != 0 {
                for a in 1..=rest / 2 {
                    options.push(vec![a, rest - a]);
                }
            }
        }
        options
    }
}

/// A move in a sum of games that leaves a sum of value 0: see
/// [`Grundy::winning_moves`].
///
/// # Example
/// ```
/// use grundy::game::{game_fn, Grundy};
/// let mut nim = Grundy::new(game_fn(|&n: &u64| (0..n).map(|m| vec![m]).collect()));
/// let m = &nim.winning_moves(&[1, 2])[0]; // 2 -> 1: options of 2 are 0, 1
/// assert_eq!((m.component, m.option, m.to.clone()), (1, 1, vec![1]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove<P> {
    /// Which component moves (an index into the sum).
    pub component: usize,
    /// Which of that component's options (an index into
    /// [`Game::options`] of it).
    pub option: usize,
    /// The option itself: the components the moving one becomes.
    pub to: Vec<P>,
}

impl<P: Clone> SumMove<P> {
    /// The sum after the move: `sum` with component [`component`](Self::component)
    /// replaced by [`to`](Self::to) (the others keep their order; the new
    /// components go at the end).
    ///
    /// # Example
    /// ```
    /// use grundy::game::SumMove;
    /// let m = SumMove { component: 1, option: 0, to: vec![7, 8] };
    /// assert_eq!(m.apply(&[1, 2, 3]), vec![1, 3, 7, 8]);
    /// ```
    pub fn apply(&self, sum: &[P]) -> Vec<P> {
        let mut after: Vec<P> = sum
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != self.component)
            .map(|(_, p)| p.clone())
            .collect();
        after.extend(self.to.iter().cloned());
        after
    }
}

/// The Grundy values of a [`Game`], memoised.
///
/// Values are computed on demand with an explicit stack (no recursion: the
/// depth of the game is limited by memory, not by the call stack), and every
/// position met is remembered.
///
/// # Example
/// ```
/// use grundy::game::{game_fn, Grundy};
/// // A chain: from n the only move is to n - 1. 10^6 moves deep.
/// let mut chain = Grundy::new(game_fn(|&n: &u32| if n == 0 { vec![] } else { vec![vec![n - 1]] }));
/// assert_eq!(chain.value(&1_000_000), 0); // an even number of moves
/// assert_eq!(chain.value(&999_999), 1);
/// ```
pub struct Grundy<G: Game> {
    game: G,
    /// `Some(value)` once known; `None` while on the stack (so meeting it
    /// again is a cycle).
    memo: HashMap<G::Position, Option<u64>>,
    set: MexSet,
}

/// A position being evaluated: its options, and the next component to look at.
struct Frame<P> {
    position: P,
    options: Vec<Vec<P>>,
    option: usize,
    component: usize,
}

impl<G: Game> Grundy<G> {
    /// An empty memo for `game`.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy};
    /// let g = Grundy::new(game_fn(|_: &u8| vec![]));
    /// assert_eq!(g.memo_len(), 0);
    /// ```
    pub fn new(game: G) -> Self {
        Grundy {
            game,
            memo: HashMap::new(),
            set: MexSet::new(),
        }
    }

    /// The game.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Game, Grundy};
    /// let g = Grundy::new(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()));
    /// assert_eq!(g.game().options(&2), vec![vec![0], vec![1]]);
    /// ```
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions have a known value.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy};
    /// let mut g = Grundy::new(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()));
    /// g.value(&3);
    /// assert_eq!(g.memo_len(), 4); // 0, 1, 2, 3
    /// ```
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The Grundy value of `position`: the mex over its options of the XOR of
    /// the option's components' values.
    ///
    /// # Panics
    /// If the game has a cycle among the positions reached from `position`
    /// (a position is among its own descendants); the memo is then left with
    /// positions marked in progress, and should be dropped.
    ///
    /// # Complexity
    /// Each position reached and not yet known is evaluated once: one call
    /// of [`Game::options`], a hash lookup per component of each option, and
    /// a mex. Memory: the memo, plus the options of every position on the
    /// current path (explicit stack).
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy};
    /// // Subtraction game {1, 3, 4} (BOJ 9660): 0 1 0 1 2 3 2, period 7.
    /// let mut g = Grundy::new(game_fn(|&n: &u64| {
    ///     [1, 3, 4].iter().filter(|&&k| k <= n).map(|&k| vec![n - k]).collect()
    /// }));
    /// assert_eq!((0..7).map(|n| g.value(&n)).collect::<Vec<_>>(), vec![0, 1, 0, 1, 2, 3, 2]);
    /// ```
    pub fn value(&mut self, position: &G::Position) -> u64 {
        if let Some(&Some(v)) = self.memo.get(position) {
            return v;
        }
        let mut stack = vec![self.open(position.clone())];
        while let Some(top) = stack.last_mut() {
            // Find the next component whose value is unknown.
            let mut unknown = None;
            while top.option < top.options.len() {
                let option = &top.options[top.option];
                if top.component == option.len() {
                    top.option += 1;
                    top.component = 0;
                    continue;
                }
                let c = &option[top.component];
                match self.memo.get(c) {
                    Some(Some(_)) => top.component += 1,
                    Some(None) => panic!(
                        "the game has a cycle: a position is reachable from itself \
                         (Grundy values need a finite acyclic game; see retrograde)"
                    ),
                    None => {
                        unknown = Some(c.clone());
                        break;
                    }
                }
            }
            if let Some(c) = unknown {
                let frame = self.open(c);
                stack.push(frame);
                continue;
            }
            let frame = stack.pop().expect("the stack is not empty");
            let v = self.mex_of(&frame.options);
            self.memo.insert(frame.position, Some(v));
        }
        self.known(position)
    }

    /// The value of a sum of games: the XOR of the components' values (0 for
    /// the empty sum).
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// As [`value`](Self::value) for each component.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy};
    /// let mut nim = Grundy::new(game_fn(|&n: &u64| (0..n).map(|m| vec![m]).collect()));
    /// assert_eq!(nim.value_of_sum(&[11, 15, 8]), 12); // 1011 ^ 1111 ^ 1000
    /// assert_eq!(nim.value_of_sum(&[]), 0);
    /// ```
    pub fn value_of_sum(&mut self, sum: &[G::Position]) -> u64 {
        sum.iter().fold(0, |x, p| x ^ self.value(p))
    }

    /// Every option of `position` with its value (the XOR of its components'
    /// values), in the order [`Game::options`] gives them.
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Example
    /// ```
    /// use grundy::game::{board_game, Grundy};
    /// use grundy::games::pieces::Piece;
    /// // The king at (1, 2) (board::grundy_table's 3 x 3 corner): options
    /// // (1, 1) = 2, (0, 2) = 0, (0, 1) = 1; its own value is mex = 3.
    /// let mut king = Grundy::new(board_game(|x, y, out| Piece::King.moves(x, y, out)));
    /// assert_eq!(
    ///     king.options_with_values(&(1, 2)),
    ///     vec![(vec![(1, 1)], 2), (vec![(0, 2)], 0), (vec![(0, 1)], 1)]
    /// );
    /// assert_eq!(king.value(&(1, 2)), 3);
    /// ```
    pub fn options_with_values(&mut self, position: &G::Position) -> Vec<(Vec<G::Position>, u64)> {
        self.value(position);
        let options = self.game.options(position);
        options
            .into_iter()
            .map(|option| {
                let v = self.value_of_sum(&option);
                (option, v)
            })
            .collect()
    }

    /// The options of `position` of value 0: the winning moves of a single
    /// game (none iff `position` has value 0).
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy};
    /// // Take 1, 3 or 4: from 5 (value 3) only 5 -> 2 wins (values 2, 0, 1).
    /// let mut g = Grundy::new(game_fn(|&n: &u64| {
    ///     [1, 3, 4].iter().filter(|&&k| k <= n).map(|&k| vec![n - k]).collect()
    /// }));
    /// assert_eq!(g.winning_options(&5), vec![vec![2]]);
    /// assert_eq!(g.winning_options(&7), Vec::<Vec<u64>>::new()); // value 0
    /// ```
    pub fn winning_options(&mut self, position: &G::Position) -> Vec<Vec<G::Position>> {
        self.options_with_values(position)
            .into_iter()
            .filter(|&(_, v)| v == 0)
            .map(|(option, _)| option)
            .collect()
    }

    /// Every move in the sum `sum` that leaves a sum of value 0: which
    /// component moves, to which of its options. Empty iff the sum has value
    /// 0 (the player to move loses). Ordered by component, then option.
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Complexity
    /// One [`Game::options`] call per component, plus the values.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Grundy, SumMove};
    /// // Nim 3, 4, 5: nim-sum 2; only the 3 can drop to 3 ^ 2 = 1.
    /// let mut nim = Grundy::new(game_fn(|&n: &u64| (0..n).map(|m| vec![m]).collect()));
    /// let moves = nim.winning_moves(&[3, 4, 5]);
    /// assert_eq!(moves, vec![SumMove { component: 0, option: 1, to: vec![1] }]);
    /// assert_eq!(moves[0].apply(&[3, 4, 5]), vec![4, 5, 1]);
    /// assert!(nim.winning_moves(&[1, 2, 3]).is_empty());
    ///
    /// // Take 1, 3 or 4, two heaps 5 and 6 (values 3 and 2, sum 1): 5 -> 4
    /// // (value 2) or 6 -> 5 (value 3).
    /// let mut g = Grundy::new(game_fn(|&n: &u64| {
    ///     [1, 3, 4].iter().filter(|&&k| k <= n).map(|&k| vec![n - k]).collect()
    /// }));
    /// let to: Vec<(usize, Vec<u64>)> =
    ///     g.winning_moves(&[5, 6]).into_iter().map(|m| (m.component, m.to)).collect();
    /// assert_eq!(to, vec![(0, vec![4]), (1, vec![5])]);
    /// ```
    pub fn winning_moves(&mut self, sum: &[G::Position]) -> Vec<SumMove<G::Position>> {
        let total = self.value_of_sum(sum);
        let mut moves = Vec::new();
        if total == 0 {
            return moves;
        }
        for (component, p) in sum.iter().enumerate() {
            let want = total ^ self.value(p);
            for (option, (to, v)) in self.options_with_values(p).into_iter().enumerate() {
                if v == want {
                    moves.push(SumMove {
                        component,
                        option,
                        to,
                    });
                }
            }
        }
        moves
    }

    /// Marks `position` in progress and asks for its options.
    fn open(&mut self, position: G::Position) -> Frame<G::Position> {
        let options = self.game.options(&position);
        self.memo.insert(position.clone(), None);
        Frame {
            position,
            options,
            option: 0,
            component: 0,
        }
    }

    /// The mex over `options` of their values, all known.
    fn mex_of(&mut self, options: &[Vec<G::Position>]) -> u64 {
        for option in options {
            let x = option.iter().fold(0, |x, c| x ^ self.known(c));
            // A value above the number of options cannot be the mex.
            if x <= options.len() as u64 {
                self.set.insert(x as usize);
            }
        }
        self.set.take_mex() as u64
    }

    fn known(&self, position: &G::Position) -> u64 {
        match self.memo.get(position) {
            Some(&Some(v)) => v,
            _ => unreachable!("every component is evaluated before its parent"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::pieces::Piece;
    use crate::heap::heap_table;
    use crate::subtraction::subtraction_table;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn a_chain_a_million_moves_deep() {
        let mut chain = Grundy::new(game_fn(
            |&n: &u64| {
                if n == 0 {
                    vec![]
                } else {
                    vec![vec![n - 1]]
                }
            },
        ));
        assert_eq!(chain.value(&1_000_000), 0);
        assert_eq!(chain.memo_len(), 1_000_001);
        assert_eq!(chain.value(&1_000_001), 1);
    }

    #[test]
    fn heaps_with_splits_agree_with_heap_table() {
        // Lasker's Nim and a random take-and-split rule, as games and as tables.
        let mut rng = StdRng::seed_from_u64(11872);
        for case in 0..30 {
            let takes: Vec<usize> = (0..3).map(|_| rng.random_range(1..=6)).collect();
            let split_after: Vec<usize> = (0..2).map(|_| rng.random_range(0..=3)).collect();
            let rule = |n: usize, push: &mut dyn FnMut(&[usize])| {
                for &k in &takes {
                    if k <= n {
                        push(&[n - k]);
                    }
                }
                for &k in &split_after {
                    if k < n {
                        for a in 1..=(n - k) / 2 {
                            push(&[a, n - k - a]);
                        }
                    }
                }
            };
            let table = heap_table(120, rule);
            let mut g = Grundy::new(game_fn(|&n: &usize| {
                let mut options = Vec::new();
                rule(n, &mut |o: &[usize]| options.push(o.to_vec()));
                options
            }));
            for (n, &want) in table.iter().enumerate().rev() {
                assert_eq!(g.value(&n), u64::from(want), "case {case}, heap {n}");
            }
        }
    }

    #[test]
    fn pieces_agree_with_their_tables() {
        for piece in Piece::ALL {
            let table = piece.table(24);
            let mut g = Grundy::new(board_game(move |x, y, out| piece.moves(x, y, out)));
            for (x, row) in table.iter().enumerate().rev() {
                for (y, &want) in row.iter().enumerate() {
                    assert_eq!(
                        g.value(&(x, y)),
                        u64::from(want),
                        "{} at ({x}, {y})",
                        piece.name()
                    );
                }
            }
        }
    }

    /// Every move of a sum by brute force: the ones after which the sum's
    /// value (the XOR, by the table) is 0.
    #[test]
    fn winning_moves_are_exactly_the_moves_to_a_zero_sum() {
        let moves_set = [2usize, 3, 7];
        let table = subtraction_table(&moves_set, 60);
        let mut g = Grundy::new(game_fn(|&n: &usize| {
            moves_set
                .iter()
                .filter(|&&k| k <= n)
                .map(|&k| vec![n - k])
                .collect()
        }));
        let mut rng = StdRng::seed_from_u64(2600);
        for case in 0..300 {
            let k = rng.random_range(0..=4);
            let sum: Vec<usize> = (0..k).map(|_| rng.random_range(0..=60)).collect();
            let xor = |s: &[usize]| s.iter().fold(0u8, |x, &n| x ^ table[n]);
            let mut want = Vec::new();
            for (i, &n) in sum.iter().enumerate() {
                for (j, &m) in moves_set.iter().filter(|&&m| m <= n).enumerate() {
                    let mut after = sum.clone();
                    after[i] = n - m;
                    if xor(&after) == 0 {
                        want.push((i, j, vec![n - m]));
                    }
                }
            }
            let got: Vec<(usize, usize, Vec<usize>)> = g
                .winning_moves(&sum)
                .into_iter()
                .map(|m| (m.component, m.option, m.to))
                .collect();
            assert_eq!(got, want, "case {case}, sum {sum:?}");
            assert_eq!(got.is_empty(), xor(&sum) == 0, "case {case}, sum {sum:?}");
        }
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn a_cycle_is_reported() {
        // 0 -> 1 -> 2 -> 0.
        let mut g = Grundy::new(game_fn(|&n: &u8| vec![vec![(n + 1) % 3]]));
        g.value(&0);
    }

    #[test]
    fn leaving_nothing_and_empty_sums() {
        // One move: to nothing. Value mex{0} = 1.
        let mut g = Grundy::new(game_fn(|_: &()| vec![vec![]]));
        assert_eq!(g.value(&()), 1);
        assert_eq!(g.winning_options(&()), vec![Vec::<()>::new()]);
        assert_eq!(g.value_of_sum(&[]), 0);
        assert!(g.winning_moves(&[]).is_empty());
    }
}
