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
//! # Two ways to give options
//!
//! [`Game::options`] returns a fresh `Vec<Vec<Position>>`: a contestant
//! writes it as an ordinary expression ([`game_fn`]). [`Game::for_each_option`]
//! passes each option as a slice to a callback instead, as
//! [`heap::heap_table`](crate::heap::heap_table)'s rules do: a game written
//! with [`game_push`] (or [`heap_game`], [`board_game`]) pushes options from
//! its own stack and allocates nothing per option, and says so with
//! [`Game::PUSHES`]. On the benches' game of 2^20 bitmasks the pushing form
//! is several times faster (`docs/benchmarks.md`).
//!
//! # Memos: hashed or dense
//!
//! [`Grundy::new`] keeps values in a hash map with a fast hasher
//! ([`fxhash`](crate::fxhash)); [`Grundy::dense`] keeps them in an array
//! when positions have a natural index (`index(&p) < bound`: a bitmask, a
//! cell `x * w + y`), which saves the hashing and most of the memory. Either
//! way the search is depth-first with an explicit stack holding the path of
//! positions being evaluated, each with a few words of state (the options
//! folded so far), not their option lists. At an unknown component it
//! evaluates that first, then scans the position's options again, passing
//! over the ones already folded: at most twice as many scans as positions,
//! one lookup per component. A game in vector form keeps its vectors on the
//! path while a position waits (at most 2^14 options in all, about 1 MB), so
//! it is asked for options about once per position. The options of a
//! position must come in the same order every time. A game given as a graph
//! (adjacency lists) has [`dag_values`].
//!
//! When every index's value is wanted, [`Grundy::fill`] takes the indexes in
//! increasing order and values a position with one scan of its options when
//! they are all known (as in most indexed games, where a move lowers the
//! index): the array DP a contestant writes by hand, from the game's rule,
//! within about 1.5x to 1.7x of it on the benches' game
//! (`docs/benchmarks.md`). An option not known yet falls back to the
//! search, so any acyclic game is right.
//!
//! # Coin-turning games
//!
//! In a coin-turning game (*Winning Ways* ch. 14: Ruler, Mock Turtles,
//! Turning Corners and the other products) a move turns one heads coin to
//! tails and, with it, some coins of a fixed shape, each either way. Such a
//! game is the sum of its heads coins: the options of one heads coin `c` are
//! the sets of other coins the move turns (`vec![a, b]`), so a set of heads
//! is a sum of single coins and its value is the XOR of their values
//! ([`Grundy::value_of_sum`], [`Grundy::winning_moves`] on the set of heads).
//! The one catch is the position a move leaves: a coin turned twice is back
//! as it was, where [`SumMove::apply`] would list it twice.
//! [`SumMove::apply_cancelling`] turns the coins over instead (a heads coin
//! turned goes away), and [`cancel_pairs`] reduces any list of flips to the
//! set of heads. The tests check Turning Corners and Ruler x Ruler on every
//! position of a 4 x 4 board against the game played by its rules.
//!
//! # Winning moves
//!
//! In a sum of value `S != 0`, moving component `i` (value `v_i`) to an
//! option of value `S ^ v_i` leaves a sum of value 0, a lost position for the
//! opponent; there is always one, and no other move wins.
//! [`Grundy::winning_moves`] lists them all; [`Grundy::winning_options`] is the
//! case of a single game (the options of value 0), and
//! [`Grundy::options_with_values`] shows every option with its value.

use crate::fxhash::FxHashMap;
use crate::mex::{mex_mask, MexSet};
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

    /// Whether the memos should ask for options with
    /// [`for_each_option`](Self::for_each_option) (true: a game that pushes
    /// its options from its own stack, cheap to ask again) or with
    /// [`options`](Self::options) (false, the default: the vectors are kept
    /// while a position waits for its components, within about 1 MB on the
    /// search path). A game that overrides `for_each_option` sets it to true.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, game_push, Game};
    /// fn pushes<G: Game>(_: &G) -> bool {
    ///     G::PUSHES
    /// }
    /// assert!(!pushes(&game_fn(|_: &u8| vec![])));
    /// assert!(pushes(&game_push(|_: &u8, _| {})));
    /// ```
    const PUSHES: bool = false;

    /// Calls `push(option)` once for each option of `position`, in the order
    /// of [`options`](Self::options): what the memos ([`Grundy`],
    /// [`EverySg`](crate::every_sg::EverySg)) call on their search path when
    /// [`PUSHES`](Self::PUSHES) is true. The default collects [`options`](Self::options); a game that writes its
    /// options into a buffer on its own stack (as [`game_push`],
    /// [`heap_game`] and [`board_game`] do) allocates nothing per option.
    /// A memo may ask for the options of a position more than once (after
    /// evaluating a component it had not met): they must come in the same
    /// order every time (not, say, from a fresh `std` `HashSet`).
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Game};
    /// let split = game_fn(|&n: &u32| (1..=n / 2).map(|a| vec![a, n - a]).collect());
    /// let mut seen = Vec::new();
    /// split.for_each_option(&5, &mut |option| seen.push(option.to_vec()));
    /// assert_eq!(seen, vec![vec![1, 4], vec![2, 3]]);
    /// ```
    fn for_each_option(&self, position: &Self::Position, push: &mut dyn FnMut(&[Self::Position])) {
        for option in self.options(position) {
            push(&option);
        }
    }
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
/// `push`, one call per option (as [`heap_table`](crate::heap::heap_table)'s
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
impl Game for crate::octal::OctalGame {
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

impl<P: Clone + Eq> SumMove<P> {
    /// The position of a coin-turning game after the move: the set `heads`
    /// without the coin that moves (component [`component`](Self::component)),
    /// and with each coin of [`to`](Self::to) turned over: added if it was
    /// tails, removed if it was heads. Two flips of a coin cancel, so a set
    /// of distinct coins stays one (see the [module documentation](self)).
    /// The coins kept stay in order; the coins turned up go at the end.
    ///
    /// # Example
    /// ```
    /// use grundy::game::SumMove;
    /// // Heads at 2, 5, 7; turn 7 and, with it, 5 and 1: 5 goes down, 1 up.
    /// let m = SumMove { component: 2, option: 0, to: vec![5, 1] };
    /// assert_eq!(m.apply_cancelling(&[2, 5, 7]), vec![2, 1]);
    /// assert_eq!(m.apply(&[2, 5, 7]), vec![2, 5, 5, 1]); // 5 counted twice
    /// ```
    pub fn apply_cancelling(&self, heads: &[P]) -> Vec<P> {
        let mut after: Vec<P> = heads
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != self.component)
            .map(|(_, p)| p.clone())
            .collect();
        for coin in &self.to {
            match after.iter().position(|p| p == coin) {
                Some(i) => {
                    after.remove(i);
                }
                None => after.push(coin.clone()),
            }
        }
        after
    }
}

/// The coins left heads up when every coin of `flips` is turned once from
/// all tails: the ones listed an odd number of times, sorted. The position
/// of a coin-turning game as a set, from any list (such as what
/// [`SumMove::apply`] leaves); it has the same Grundy value as the list,
/// since `G + G = 0`.
///
/// # Complexity
/// O(k log k) for k coins.
///
/// # Example
/// ```
/// use grundy::game::cancel_pairs;
/// assert_eq!(cancel_pairs(&[5, 2, 5, 7, 5, 2]), vec![5, 7]);
/// assert_eq!(cancel_pairs::<u8>(&[]), vec![]);
/// ```
pub fn cancel_pairs<P: Clone + Ord>(flips: &[P]) -> Vec<P> {
    let mut sorted = flips.to_vec();
    sorted.sort();
    let mut heads: Vec<P> = Vec::with_capacity(sorted.len());
    let mut i = 0;
    while i < sorted.len() {
        let mut j = i;
        while j < sorted.len() && sorted[j] == sorted[i] {
            j += 1;
        }
        if (j - i) % 2 == 1 {
            heads.push(sorted[i].clone());
        }
        i = j;
    }
    heads
}

/// What a [`Memo`] knows of a position.
///
/// # Example
/// ```
/// use grundy::game::{HashMemo, Memo, Slot};
/// let mut memo = HashMemo::new();
/// assert_eq!(memo.slot(&5u32), Slot::Unknown);
/// memo.start(&5);
/// assert_eq!(memo.slot(&5), Slot::InProgress);
/// memo.finish(&5, 2);
/// assert_eq!(memo.slot(&5), Slot::Known(2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Never met.
    Unknown,
    /// Being evaluated: on the search path, so meeting it again is a cycle.
    InProgress,
    /// Evaluated, with this value.
    Known(u32),
}

/// Where a search keeps its values: a hash map ([`HashMemo`], any position)
/// or an array ([`DenseMemo`], positions with a natural index).
///
/// Values are `u32`: a Grundy value is at most the number of options of its
/// position, and a remoteness or suspense at most the depth of the game.
///
/// # Example
/// ```
/// use grundy::game::{DenseMemo, Memo, Slot};
/// let mut memo = DenseMemo::new(10, |&p: &u8| p as usize);
/// memo.start(&3);
/// memo.finish(&3, 1);
/// assert_eq!((memo.slot(&3), memo.known()), (Slot::Known(1), 1));
/// ```
pub trait Memo<P> {
    /// What is known of `position`.
    fn slot(&self, position: &P) -> Slot;
    /// Marks `position` in progress.
    fn start(&mut self, position: &P);
    /// Stores the value of `position`, which is in progress.
    fn finish(&mut self, position: &P, value: u32);
    /// How many positions have a known value.
    fn known(&self) -> usize;
}

/// Values above this are the markers of [`DenseMemo`] and [`HashMemo`].
const MAX_VALUE: u32 = u32::MAX - 2;
const IN_PROGRESS: u32 = u32::MAX - 1;
const UNKNOWN: u32 = u32::MAX;

#[inline]
fn checked(value: u32) -> u32 {
    assert!(
        value <= MAX_VALUE,
        "a value above {} does not fit the memo",
        MAX_VALUE
    );
    value
}

/// A [`Memo`] for any hashable position: a hash map with the fast
/// [`FxHasher`](crate::fxhash::FxHasher), 4 bytes of value per position.
///
/// # Example
/// ```
/// use grundy::game::{HashMemo, Memo, Slot};
/// let mut memo = HashMemo::new();
/// memo.start(&"abc");
/// memo.finish(&"abc", 7);
/// assert_eq!(memo.slot(&"abc"), Slot::Known(7));
/// assert_eq!(memo.known(), 1);
/// ```
pub struct HashMemo<P> {
    map: FxHashMap<P, u32>,
    known: usize,
}

impl<P: Eq + Hash> HashMemo<P> {
    /// An empty memo.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{HashMemo, Memo};
    /// assert_eq!(HashMemo::<u64>::new().known(), 0);
    /// ```
    pub fn new() -> Self {
        HashMemo {
            map: FxHashMap::default(),
            known: 0,
        }
    }
}

impl<P: Eq + Hash> Default for HashMemo<P> {
    fn default() -> Self {
        Self::new()
    }
}

impl<P: Clone + Eq + Hash> Memo<P> for HashMemo<P> {
    #[inline]
    fn slot(&self, position: &P) -> Slot {
        match self.map.get(position) {
            None => Slot::Unknown,
            Some(&IN_PROGRESS) => Slot::InProgress,
            Some(&v) => Slot::Known(v),
        }
    }

    #[inline]
    fn start(&mut self, position: &P) {
        self.map.insert(position.clone(), IN_PROGRESS);
    }

    #[inline]
    fn finish(&mut self, position: &P, value: u32) {
        let slot = self.map.get_mut(position).expect("finish after start");
        *slot = checked(value);
        self.known += 1;
    }

    fn known(&self) -> usize {
        self.known
    }
}

/// A [`Memo`] for positions with a natural index: an array of `bound`
/// values, 4 bytes each, indexed by `index(&position) < bound`. No hashing;
/// the array is allocated whole at the start.
///
/// # Panics
/// In [`Memo`]'s methods, if `index` gives `bound` or more.
///
/// # Example
/// ```
/// use grundy::game::{DenseMemo, Memo, Slot};
/// // Cells (x, y) of an 8 x 8 board, row by row.
/// let memo = DenseMemo::new(64, |&(x, y): &(usize, usize)| 8 * x + y);
/// assert_eq!(memo.slot(&(7, 7)), Slot::Unknown);
/// ```
pub struct DenseMemo<F> {
    values: Vec<u32>,
    index: F,
    known: usize,
}

impl<F> DenseMemo<F> {
    /// An empty memo for positions of index below `bound`.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{DenseMemo, Memo};
    /// assert_eq!(DenseMemo::new(1 << 20, |&m: &u32| m as usize).known(), 0);
    /// ```
    pub fn new<P>(bound: usize, index: F) -> Self
    where
        F: Fn(&P) -> usize,
    {
        DenseMemo {
            values: vec![UNKNOWN; bound],
            index,
            known: 0,
        }
    }

    #[inline]
    fn at<P>(&self, position: &P) -> usize
    where
        F: Fn(&P) -> usize,
    {
        let i = (self.index)(position);
        assert!(
            i < self.values.len(),
            "a position's index {} is not below the memo's bound {}",
            i,
            self.values.len()
        );
        i
    }
}

impl<P, F: Fn(&P) -> usize> Memo<P> for DenseMemo<F> {
    #[inline]
    fn slot(&self, position: &P) -> Slot {
        let v = self.values[self.at(position)];
        // One comparison on the hot path: a known value.
        if v <= MAX_VALUE {
            Slot::Known(v)
        } else if v == IN_PROGRESS {
            Slot::InProgress
        } else {
            Slot::Unknown
        }
    }

    #[inline]
    fn start(&mut self, position: &P) {
        let i = self.at(position);
        self.values[i] = IN_PROGRESS;
    }

    #[inline]
    fn finish(&mut self, position: &P, value: u32) {
        let i = self.at(position);
        self.values[i] = checked(value);
        self.known += 1;
    }

    fn known(&self) -> usize {
        self.known
    }
}

/// How a search turns the values of an option's components and of all the
/// options into a position's value: XOR and mex for Grundy values, min or
/// max and the parity rules for [`every_sg`](crate::every_sg).
///
/// A position's options are folded into a small `State` kept on the search
/// path (so a position can wait for an unknown component and resume);
/// whatever does not fit in it goes on the fold's own stack.
pub(crate) trait Fold {
    /// What is known of the options folded so far.
    type State: Copy;
    /// The value of an option of two or more components (an option of none
    /// has value 0, of one the component's).
    fn combine(a: u32, b: u32) -> u32;
    /// The state of a position with no option folded yet.
    fn start(&mut self) -> Self::State;
    /// Folds an option's value.
    fn add(&mut self, state: &mut Self::State, option: u32);
    /// The position's value from the options folded.
    fn take(&mut self, state: Self::State) -> u32;
}

/// Grundy values: XOR of the components, mex of the options. Values below
/// 64 (nearly all) go in one word of the state, larger ones on a stack.
#[derive(Default)]
pub(crate) struct MexFold {
    high: Vec<u32>,
    set: MexSet,
}

/// The options' values below 64 as bits, and where this position's larger
/// values start on [`MexFold`]'s stack.
#[derive(Clone, Copy)]
pub(crate) struct MexState {
    low: u64,
    high: usize,
}

impl Fold for MexFold {
    type State = MexState;
    #[inline]
    fn combine(a: u32, b: u32) -> u32 {
        a ^ b
    }
    #[inline]
    fn start(&mut self) -> MexState {
        MexState {
            low: 0,
            high: self.high.len(),
        }
    }
    #[inline]
    fn add(&mut self, state: &mut MexState, option: u32) {
        if option < 64 {
            state.low |= 1 << option;
        } else {
            self.high.push(option);
        }
    }
    #[inline]
    fn take(&mut self, state: MexState) -> u32 {
        if state.low != u64::MAX && self.high.len() == state.high {
            // No value of 64 or more folded: the mex is in the word.
            return mex_mask(state.low);
        }
        self.take_high(state)
    }
}

impl MexFold {
    /// [`Fold::take`] when values of 64 or more were folded.
    #[cold]
    #[inline(never)]
    fn take_high(&mut self, state: MexState) -> u32 {
        let mex = if state.low != u64::MAX {
            mex_mask(state.low)
        } else {
            let set = &mut self.set;
            for v in 0..64 {
                set.insert(v);
            }
            for &v in &self.high[state.high..] {
                set.insert(v as usize);
            }
            set.take_mex() as u32
        };
        self.high.truncate(state.high);
        mex
    }
}

const CYCLE: &str = "the game has a cycle: a position is reachable from itself \
                     (Grundy values need a finite acyclic game; see retrograde)";

/// A position on the search path: how many of its options are folded.
pub(crate) struct Frame<P, S> {
    position: P,
    done: usize,
    state: S,
    /// The options of a game that gives them as vectors, kept while the
    /// position waits (within [`KEEP_OPTIONS`] on the whole path).
    options: Option<Vec<Vec<P>>>,
}

/// How many options of vector-form games ([`Game::PUSHES`] false) the path
/// may keep, so that a position waiting for a component is not asked for
/// its options again: about 1 MB; beyond it they are asked for again.
const KEEP_OPTIONS: usize = 1 << 14;

/// The value of `position` by a depth-first search with an explicit stack
/// (the path of positions being evaluated), storing every value in `memo`.
///
/// A position's options are asked for with [`Game::for_each_option`]; the
/// components' values are looked up and each option's value folded into the
/// position's state, in order. At the first unknown component the scan
/// stops (the callback cannot be interrupted, so it passes over the
/// remaining options), the component goes on the path, and once it is known
/// the position is scanned again, passing over the options already folded
/// without a lookup. So each component is looked up once, plus once for
/// each time it was unknown; a position is scanned once, plus once for each
/// component that was unknown when met (at most twice as many scans as
/// positions in all). The path holds no option list, except those a
/// vector-form game returned, kept (within [`KEEP_OPTIONS`]) so that it is
/// asked for them once.
pub(crate) fn search<G, M, A>(
    game: &G,
    memo: &mut M,
    fold: &mut A,
    path: &mut Vec<Frame<G::Position, A::State>>,
    position: &G::Position,
) -> u32
where
    G: Game,
    M: Memo<G::Position>,
    A: Fold,
{
    match memo.slot(position) {
        Slot::Known(v) => return v,
        Slot::InProgress => panic!("{}", CYCLE),
        Slot::Unknown => {}
    }
    memo.start(position);
    path.clear();
    path.push(Frame {
        position: position.clone(),
        done: 0,
        state: fold.start(),
        options: None,
    });
    let mut value = 0;
    // Options kept on the path (vector-form games only).
    let mut kept = 0;
    while let Some(top) = path.last_mut() {
        // The first component met that is not known, with its slot.
        let mut blocked: Option<(G::Position, Slot)> = None;
        {
            let Frame {
                position,
                done,
                state,
                options,
            } = top;
            // Options still to pass over: the ones folded in an earlier
            // scan, then (once a component is unknown) all the rest.
            let mut skip = *done;
            // The options folded or passed over before this one.
            let mut k = *done;
            let memo: &M = memo;
            let fold = &mut *fold;
            let blocked = &mut blocked;
            // The state in a local while the options are folded.
            let mut folded = *state;
            let mut visit = |option: &[G::Position]| {
                if skip != 0 {
                    skip -= 1;
                    return;
                }
                let mut x = 0;
                for (i, c) in option.iter().enumerate() {
                    match memo.slot(c) {
                        Slot::Known(v) => x = if i == 0 { v } else { A::combine(x, v) },
                        slot => {
                            *blocked = Some((c.clone(), slot));
                            *done = k;
                            skip = usize::MAX;
                            return;
                        }
                    }
                }
                k += 1;
                fold.add(&mut folded, x);
            };
            if let Some(list) = options {
                list.iter().for_each(|option| visit(option));
            } else if G::PUSHES {
                game.for_each_option(position, &mut visit);
            } else {
                let list = game.options(position);
                list.iter().for_each(|option| visit(option));
                if blocked.is_some() && kept + list.len() <= KEEP_OPTIONS {
                    kept += list.len();
                    *options = Some(list);
                }
            }
            *state = folded;
        }
        let unknown = match blocked {
            Some((_, Slot::InProgress)) => panic!("{}", CYCLE),
            Some((c, _)) => Some(c),
            None => None,
        };
        match unknown {
            Some(c) => {
                memo.start(&c);
                let state = fold.start();
                path.push(Frame {
                    position: c,
                    done: 0,
                    state,
                    options: None,
                });
            }
            None => {
                let frame = path.pop().expect("the path is not empty");
                kept -= frame.options.as_ref().map_or(0, |list| list.len());
                value = fold.take(frame.state);
                memo.finish(&frame.position, value);
            }
        }
    }
    value
}

/// The Grundy values of a [`Game`], memoised: in a hash map
/// ([`Grundy::new`]) or in an array for positions with a natural index
/// ([`Grundy::dense`]).
///
/// Values are computed on demand with an explicit stack (no recursion: the
/// depth of the game is limited by memory, not by the call stack), and every
/// position met is remembered. The search keeps the path of positions being
/// evaluated and little else (see the [module documentation](self)).
///
/// # Example
/// ```
/// use grundy::game::{game_fn, Grundy};
/// // A chain: from n the only move is to n - 1. 10^6 moves deep.
/// let mut chain = Grundy::new(game_fn(|&n: &u32| if n == 0 { vec![] } else { vec![vec![n - 1]] }));
/// assert_eq!(chain.value(&1_000_000), 0); // an even number of moves
/// assert_eq!(chain.value(&999_999), 1);
/// ```
pub struct Grundy<G: Game, M = HashMemo<<G as Game>::Position>> {
    game: G,
    memo: M,
    fold: MexFold,
    path: Vec<Frame<G::Position, MexState>>,
}

impl<G: Game> Grundy<G> {
    /// An empty memo for `game`, a hash map of positions.
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
            memo: HashMemo::new(),
            fold: MexFold::default(),
            path: Vec::new(),
        }
    }
}

impl<G: Game, F> Grundy<G, DenseMemo<F>> {
    /// An empty memo for `game` whose positions have a natural index: an
    /// array of `bound` values indexed by `index(&position) < bound` (see
    /// [`DenseMemo`]), which no hash map matches for speed or size.
    ///
    /// # Panics
    /// When a value is asked for, if a position met has an index of `bound`
    /// or more.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_push, Grundy};
    /// // Positions are bitmasks below 2^10; a move clears a set bit i, or
    /// // moves it to i - 1 if that bit is clear.
    /// let game = game_push(|&m: &u32, push| {
    ///     for i in (0..10).filter(|&i| m >> i & 1 == 1) {
    ///         push(&[m & !(1 << i)]);
    ///         if i > 0 && m >> (i - 1) & 1 == 0 {
    ///             push(&[m & !(1 << i) | 1 << (i - 1)]);
    ///         }
    ///     }
    /// });
    /// let mut g = Grundy::dense(game, 1 << 10, |&m: &u32| m as usize);
    /// // {bit 0}: one move, to 0: value 1. {bit 1}: to 0 or to {bit 0}: mex{0, 1} = 2.
    /// assert_eq!((g.value(&0b1), g.value(&0b10)), (1, 2));
    /// ```
    pub fn dense(game: G, bound: usize, index: F) -> Self
    where
        F: Fn(&G::Position) -> usize,
    {
        Grundy {
            game,
            memo: DenseMemo::new(bound, index),
            fold: MexFold::default(),
            path: Vec::new(),
        }
    }

    /// Every index's value, in index order: the value of `position(i)` for
    /// each `i` below the bound, where `position` is the inverse of the
    /// memo's index (`index(&position(i)) == i`). The whole table a
    /// contestant's array DP fills, from the game's rule.
    ///
    /// The indexes are taken in increasing order. A position whose
    /// components are all known (every option of a smaller index, as in
    /// most indexed games) is valued with one scan of its options and no
    /// search; one that meets a component not yet known (an option of a
    /// larger index) is valued by the search of [`value`](Self::value),
    /// so any game is right, whatever the order of its indexes, and a cycle
    /// is reported by the same panic. Values already known are kept.
    ///
    /// # Panics
    /// If `index(&position(i)) != i`, if a position met has an index of the
    /// bound or more, or if the game has a cycle (as
    /// [`value`](Self::value)).
    ///
    /// # Complexity
    /// One scan of each position's options when every option has a smaller
    /// index (one lookup per component), as an array DP; otherwise, for a
    /// position that waits, the cost of [`value`](Self::value).
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_push, Grundy};
    /// // Subtraction game {1, 3, 4} (BOJ 9660): 0 1 0 1 2 3 2, period 7.
    /// let game = game_push(|&n: &u64, push| {
    ///     for k in [1, 3, 4].into_iter().filter(|&k| k <= n) {
    ///         push(&[n - k]);
    ///     }
    /// });
    /// let mut g = Grundy::dense(game, 7, |&n: &u64| n as usize);
    /// assert_eq!(g.fill(|i| i as u64), &[0, 1, 0, 1, 2, 3, 2]);
    /// ```
    pub fn fill(&mut self, position: impl Fn(usize) -> G::Position) -> &[u32]
    where
        F: Fn(&G::Position) -> usize,
    {
        for i in 0..self.memo.values.len() {
            if self.memo.values[i] <= MAX_VALUE {
                continue;
            }
            let p = position(i);
            let at = (self.memo.index)(&p);
            assert!(
                at == i,
                "fill: the position of index {} has index {}, not {}",
                i,
                at,
                i
            );
            let mut state = self.fold.start();
            let blocked;
            {
                let values: &[u32] = &self.memo.values;
                let index = &self.memo.index;
                let fold = &mut self.fold;
                // The state and the flag in locals while the options pass.
                let mut folded = state;
                let mut unknown = false;
                self.game.for_each_option(&p, &mut |option| {
                    // The option's value, and the OR of its components'
                    // cells: below 64 iff every component is known and
                    // below 64 (nearly always), one test for both.
                    let mut x = 0;
                    let mut all = 0;
                    for c in option {
                        let v = values.get(index(c)).map_or(UNKNOWN, |&v| v);
                        x ^= v;
                        all |= v;
                    }
                    if all < 64 {
                        folded.low |= 1 << x;
                    } else if option
                        .iter()
                        .all(|c| values.get(index(c)).map_or(false, |&v| v <= MAX_VALUE))
                    {
                        fold.add(&mut folded, x);
                    } else {
                        // An index out of bound or not known: the search.
                        // The scan goes on (a callback cannot stop), its
                        // result unused.
                        unknown = true;
                    }
                });
                state = folded;
                blocked = unknown;
            }
            // Take the mex even when blocked: it clears the fold's stack.
            let value = self.fold.take(state);
            if blocked {
                self.value(&p);
            } else {
                self.memo.values[i] = checked(value);
                self.memo.known += 1;
            }
        }
        &self.memo.values
    }
}

impl<G: Game, M: Memo<G::Position>> Grundy<G, M> {
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
        self.memo.known()
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
    /// Each position reached and not yet known is evaluated once: its options
    /// are scanned once, plus once more for each of its components that was
    /// not yet known when met (at most twice as many scans as positions in
    /// all), with one memo lookup per component (plus one per wait). Memory:
    /// the memo, plus the path of positions being evaluated (a position and
    /// a few words each, and for a vector-form game at most 2^14 options).
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
        u64::from(search(
            &self.game,
            &mut self.memo,
            &mut self.fold,
            &mut self.path,
            position,
        ))
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
}

/// The Grundy values of a game given as a graph: node `v`'s options are the
/// nodes `succ[v]` (duplicates allowed), for nodes `0..n`.
///
/// A depth-first search with an explicit stack of (node, next edge), so it
/// scans each edge once, holds `n` values and the stack, and needs no
/// recursion; the values come out in node order.
///
/// # Panics
/// If `succ.len() != n`, if an edge leads to a node of `n` or more, or if
/// the graph has a cycle (Grundy values need an acyclic game; for games with
/// cycles see [`retrograde`](crate::retrograde)).
///
/// # Complexity
/// O(n + E) time for E edges; `n` values and the stack (at most `n` pairs) of
/// memory.
///
/// # Example
/// ```
/// use grundy::game::dag_values;
/// // 0 has no move; 1 -> 0; 2 -> 0, 1; 3 -> 1.
/// let succ = vec![vec![], vec![0], vec![0, 1], vec![1]];
/// assert_eq!(dag_values(4, &succ), vec![0, 1, 2, 0]);
/// ```
pub fn dag_values<S: AsRef<[usize]>>(n: usize, succ: &[S]) -> Vec<u32> {
    assert_eq!(
        succ.len(),
        n,
        "dag_values needs one adjacency list per node: {} lists for {} nodes",
        succ.len(),
        n
    );
    let mut value = vec![UNKNOWN; n];
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let mut set = MexSet::new();
    for root in 0..n {
        if value[root] != UNKNOWN {
            continue;
        }
        value[root] = IN_PROGRESS;
        stack.push((root, 0));
        while let Some(top) = stack.last_mut() {
            let v = top.0;
            let edges = succ[v].as_ref();
            let mut next = None;
            while top.1 < edges.len() {
                let w = edges[top.1];
                assert!(w < n, "an edge {} -> {} leaves the {} nodes", v, w, n);
                match value[w] {
                    UNKNOWN => {
                        next = Some(w);
                        break;
                    }
                    IN_PROGRESS => panic!(
                        "the graph has a cycle through node {} \
                         (Grundy values need an acyclic game; see retrograde)",
                        w
                    ),
                    _ => top.1 += 1,
                }
            }
            match next {
                Some(w) => {
                    value[w] = IN_PROGRESS;
                    stack.push((w, 0));
                }
                None => {
                    for &w in edges {
                        set.insert(value[w] as usize);
                    }
                    value[v] = set.take_mex() as u32;
                    stack.pop();
                }
            }
        }
    }
    value
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

    /// The divisor-set game of the benches on bits 0..bits: bit i stands
    /// for the number i + 1; a move removes a number and may add all its
    /// proper divisors.
    fn divisors(bits: usize) -> Vec<u32> {
        (0..bits)
            .map(|i| {
                (0..i)
                    .filter(|&j| (i + 1) % (j + 1) == 0)
                    .fold(0, |m, j| m | 1 << j)
            })
            .collect()
    }

    fn divisor_game(bits: usize) -> impl Game<Position = u32> {
        let divs = divisors(bits);
        game_push(move |&m: &u32, push| {
            for i in (0..bits).filter(|&i| m >> i & 1 == 1) {
                let base = m & !(1 << i);
                push(&[base]);
                push(&[base | divs[i]]);
            }
        })
    }

    /// The plain array DP over the masks in increasing order (every option
    /// is a smaller mask).
    fn divisor_dp(bits: usize) -> Vec<u8> {
        let divs = divisors(bits);
        let mut g = vec![0u8; 1 << bits];
        for m in 1..1usize << bits {
            let mut seen = 0u64;
            for i in (0..bits).filter(|&i| m >> i & 1 == 1) {
                let base = m & !(1 << i);
                seen |= 1 << g[base];
                seen |= 1 << g[base | divs[i] as usize];
            }
            g[m] = (!seen).trailing_zeros() as u8;
        }
        g
    }

    #[test]
    fn hash_and_dense_memos_agree_with_the_array_dp() {
        let bits = 13;
        let want = divisor_dp(bits);
        // From the top (a deep search), and position by position.
        let mut hash = Grundy::new(divisor_game(bits));
        let mut dense = Grundy::dense(divisor_game(bits), 1 << bits, |&m: &u32| m as usize);
        let top = (1u32 << bits) - 1;
        assert_eq!(hash.value(&top), u64::from(want[top as usize]));
        assert_eq!(dense.value(&top), u64::from(want[top as usize]));
        for (m, &w) in want.iter().enumerate() {
            assert_eq!(hash.value(&(m as u32)), u64::from(w), "hash, mask {m:#b}");
            assert_eq!(dense.value(&(m as u32)), u64::from(w), "dense, mask {m:#b}");
        }
        assert_eq!((hash.memo_len(), dense.memo_len()), (1 << bits, 1 << bits));
        // The sum machinery works on the dense memo too.
        let sum = [5u32, 6, 7];
        let total = sum.iter().fold(0, |x, &m| x ^ u64::from(want[m as usize]));
        assert_eq!(dense.value_of_sum(&sum), total);
        assert_eq!(dense.winning_moves(&sum).is_empty(), total == 0);
    }

    #[test]
    fn values_of_64_and_more() {
        // Nim heaps (value n) from the top, in both forms and both memos:
        // the mex passes the one-word fast path at 64.
        let push = || game_push(|&n: &u32, push| (0..n).rev().for_each(|m| push(&[m])));
        let mut hash = Grundy::new(push());
        let mut dense = Grundy::dense(push(), 301, |&n: &u32| n as usize);
        let mut vec = Grundy::new(game_fn(|&n: &u32| (0..n).map(|m| vec![m]).collect()));
        assert_eq!(
            (hash.value(&300), dense.value(&300), vec.value(&300)),
            (300, 300, 300)
        );
        assert!(
            (0..=300).all(|n| hash.value(&n) == u64::from(n) && dense.value(&n) == u64::from(n))
        );
        // Two heaps of 70 and 100 as one option: 70 ^ 100 = 34.
        let mut g = Grundy::new(game_fn(|&n: &u32| match n {
            1000 => vec![vec![70, 100]],
            n => (0..n).map(|m| vec![m]).collect(),
        }));
        assert_eq!(g.options_with_values(&1000), vec![(vec![70, 100], 34)]);
    }

    #[test]
    fn fill_agrees_with_the_array_dp_and_the_search() {
        // Every option a smaller mask: one scan a position.
        let bits = 13;
        let want = divisor_dp(bits);
        let mut dense = Grundy::dense(divisor_game(bits), 1 << bits, |&m: &u32| m as usize);
        let got = dense.fill(|i| i as u32).to_vec();
        assert_eq!(got.len(), want.len());
        for (m, (&g, &w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g, u32::from(w), "mask {m:#b}");
        }
        assert_eq!(dense.memo_len(), 1 << bits);
        // Values of 64 and more (Nim heaps, value n), and options of two
        // components (Lasker's Nim against heap_table).
        let mut nim = Grundy::dense(
            game_push(|&n: &u32, push| (0..n).rev().for_each(|m| push(&[m]))),
            301,
            |&n: &u32| n as usize,
        );
        assert_eq!(nim.fill(|i| i as u32), (0..=300).collect::<Vec<u32>>());
        let lasker = |n: usize, push: &mut dyn FnMut(&[usize])| {
            for k in 1..=n {
                push(&[n - k]);
            }
            for a in 1..=n / 2 {
                push(&[a, n - a]);
            }
        };
        let table = heap_table(201, lasker);
        let mut g = Grundy::dense(heap_game(lasker), 201, |&n: &usize| n);
        assert_eq!(g.fill(|i| i), table);
    }

    /// A random DAG on `n` nodes: `succ[v]` has up to 5 options of node
    /// `v`, each a smaller node; and a random permutation `label` of the
    /// nodes (node `v` is given the label `label[v]`).
    fn shuffled_dag(rng: &mut StdRng, n: usize) -> (Vec<usize>, Vec<Vec<usize>>) {
        let mut label: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.random_range(0..=i));
        }
        let mut succ = vec![Vec::new(); n];
        for (v, options) in succ.iter_mut().enumerate().skip(1) {
            for _ in 0..rng.random_range(0..=5) {
                options.push(rng.random_range(0..v));
            }
        }
        (label, succ)
    }

    #[test]
    fn fill_with_options_of_larger_indexes_falls_back_to_the_search() {
        // Random DAGs where an edge goes to a smaller node, with the nodes
        // then given shuffled indexes: many options have a larger index.
        // The brute force: the nodes in their own order, mex by the rules.
        let mut rng = StdRng::seed_from_u64(2027);
        for case in 0..100 {
            let n = rng.random_range(1..=80);
            let (label, succ) = shuffled_dag(&mut rng, n);
            let mut want = vec![0u32; n];
            for v in 0..n {
                let mut set = MexSet::new();
                for &w in &succ[v] {
                    set.insert(want[w] as usize);
                }
                want[v] = set.take_mex() as u32;
            }
            // The game on indexes: index label[v] is node v.
            let mut node = vec![0; n];
            for (v, &l) in label.iter().enumerate() {
                node[l] = v;
            }
            let (graph, labels) = (succ.clone(), label.clone());
            let game = game_push(move |&l: &usize, push| {
                for &w in &graph[node[l]] {
                    push(&[labels[w]]);
                }
            });
            let mut g = Grundy::dense(game, n, |&l: &usize| l);
            // Some values known before the fill are kept.
            let first = label[n - 1];
            assert_eq!(g.value(&first), u64::from(want[n - 1]), "case {case}");
            let got = g.fill(|l| l).to_vec();
            for v in 0..n {
                assert_eq!(got[label[v]], want[v], "case {case}, node {v}");
            }
            assert_eq!(g.memo_len(), n, "case {case}");
        }
        // Every option larger: heap n has index 99 - n.
        let mut g = Grundy::dense(
            game_push(|&n: &u32, push| (0..n).for_each(|m| push(&[m]))),
            100,
            |&n: &u32| 99 - n as usize,
        );
        assert_eq!(
            g.fill(|i| 99 - i as u32),
            (0..100).rev().collect::<Vec<u32>>()
        );
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn fill_reports_a_cycle() {
        // 0 -> 1, 1 -> 2 and 2 -> 1: the fill meets 1 (larger) from 0.
        let game = game_fn(|&n: &u8| match n {
            0 => vec![vec![1]],
            1 => vec![vec![2]],
            _ => vec![vec![1]],
        });
        Grundy::dense(game, 3, |&n: &u8| n as usize).fill(|i| i as u8);
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn fill_reports_a_position_that_is_its_own_option() {
        let game = game_fn(|&n: &u8| vec![vec![n]]);
        Grundy::dense(game, 3, |&n: &u8| n as usize).fill(|i| i as u8);
    }

    #[test]
    #[should_panic(expected = "is not below the memo's bound 4")]
    fn fill_reports_an_option_out_of_bound() {
        // Heap 3 may add one: heap 4 has no index below 4.
        let game = game_fn(|&n: &u32| vec![vec![n + 1]; usize::from(n == 3)]);
        Grundy::dense(game, 4, |&n: &u32| n as usize).fill(|i| i as u32);
    }

    #[test]
    #[should_panic(expected = "fill: the position of index 1 has index 2, not 1")]
    fn fill_reports_a_position_of_another_index() {
        let game = game_fn(|_: &u32| vec![]);
        Grundy::dense(game, 4, |&n: &u32| n as usize).fill(|i| 2 * i as u32);
    }

    #[test]
    #[should_panic(expected = "is not below the memo's bound 8")]
    fn a_dense_index_out_of_bound_is_reported() {
        let mut g = Grundy::dense(
            game_fn(|&n: &u32| (0..n).map(|m| vec![m]).collect()),
            8,
            |&n: &u32| n as usize,
        );
        g.value(&8);
    }

    #[test]
    fn dag_values_agree_with_the_memo_on_random_graphs() {
        let mut rng = StdRng::seed_from_u64(2000);
        for case in 0..100 {
            let n = rng.random_range(1..=60);
            // The graph on the shuffled labels, so the search meets nodes
            // out of order.
            let (label, nodes) = shuffled_dag(&mut rng, n);
            let mut succ = vec![Vec::new(); n];
            for (v, options) in nodes.iter().enumerate() {
                succ[label[v]] = options.iter().map(|&w| label[w]).collect();
            }
            let graph = succ.clone();
            let mut g = Grundy::new(game_fn(move |&v: &usize| {
                graph[v].iter().map(|&w| vec![w]).collect()
            }));
            let got = dag_values(n, &succ);
            for (v, &value) in got.iter().enumerate() {
                assert_eq!(u64::from(value), g.value(&v), "case {case}, node {v}");
            }
        }
        // The complete DAG: node i has every j < i as an option, value i.
        let succ: Vec<Vec<usize>> = (0..300).map(|i| (0..i).collect()).collect();
        assert_eq!(dag_values(300, &succ), (0..300).collect::<Vec<u32>>());
    }

    #[test]
    #[should_panic(expected = "the graph has a cycle through node")]
    fn dag_values_reports_a_cycle() {
        dag_values(4, &[vec![], vec![2], vec![3], vec![1]]);
    }

    #[test]
    #[should_panic(expected = "an edge 1 -> 5 leaves the 3 nodes")]
    fn dag_values_reports_an_edge_out_of_range() {
        dag_values(3, &[vec![], vec![5], vec![]]);
    }

    type Coin = (usize, usize);

    /// A coin-turning game on a `side x side` board, by the rules: a
    /// position is the mask of heads (coin (x, y) is bit x * side + y); a
    /// move turns a heads coin c to tails together with one of `flips(c)`
    /// (coins of smaller index, each turned either way). Returns the Grundy
    /// value of every mask.
    fn coins_by_the_rules(side: usize, flips: &dyn Fn(Coin) -> Vec<Vec<Coin>>) -> Vec<u32> {
        let bit = |(x, y): (usize, usize)| 1usize << (x * side + y);
        let mut g = vec![0u32; 1 << (side * side)];
        for m in 1..g.len() {
            let mut set = MexSet::new();
            for c in (0..side * side).filter(|&i| m >> i & 1 == 1) {
                for option in flips((c / side, c % side)) {
                    let after = option.iter().fold(m ^ 1 << c, |a, &o| a ^ bit(o));
                    assert!(after < m, "every flip is of a smaller coin");
                    set.insert(g[after] as usize);
                }
            }
            g[m] = set.take_mex() as u32;
        }
        g
    }

    /// Checks a product game on every position of its board: the value of a
    /// set of heads is the XOR of single coins' values, and the winning
    /// moves, applied with cancelling flips, are exactly the moves to a
    /// position of value 0.
    fn check_coins(
        side: usize,
        flips: impl Fn((usize, usize)) -> Vec<Vec<(usize, usize)>> + Clone + 'static,
    ) {
        let brute = coins_by_the_rules(side, &flips);
        let rule = flips.clone();
        let mut g = Grundy::new(game_fn(move |&c: &(usize, usize)| rule(c)));
        let mask_of =
            |heads: &[(usize, usize)]| heads.iter().fold(0, |m, &(x, y)| m | 1 << (x * side + y));
        for (m, &want) in brute.iter().enumerate() {
            let heads: Vec<(usize, usize)> = (0..side * side)
                .filter(|&i| m >> i & 1 == 1)
                .map(|i| (i / side, i % side))
                .collect();
            assert_eq!(g.value_of_sum(&heads), u64::from(want), "heads {heads:?}");
            let mut winning = Vec::new();
            for (i, &c) in heads.iter().enumerate() {
                for (j, option) in flips(c).into_iter().enumerate() {
                    let after = option
                        .iter()
                        .fold(m ^ mask_of(&[c]), |a, &o| a ^ mask_of(&[o]));
                    if brute[after] == 0 {
                        winning.push((i, j, after));
                    }
                }
            }
            let got: Vec<(usize, usize, usize)> = g
                .winning_moves(&heads)
                .into_iter()
                .map(|mv| {
                    let after = mv.apply_cancelling(&heads);
                    // A set of distinct coins, the same as cancelling pairs
                    // in what the plain apply leaves.
                    let mut sorted = after.clone();
                    sorted.sort();
                    assert_eq!(sorted, cancel_pairs(&mv.apply(&heads)));
                    (mv.component, mv.option, mask_of(&after))
                })
                .collect();
            assert_eq!(got, winning, "heads {heads:?}");
        }
    }

    #[test]
    fn turning_corners_values_are_xors_of_single_coins() {
        // Turning Corners: the corners (a, y), (x, b), (a, b) of a rectangle
        // with (x, y) as its far corner, a < x, b < y.
        check_coins(4, |(x, y)| {
            let mut options = Vec::new();
            for a in 0..x {
                for b in 0..y {
                    options.push(vec![(a, y), (x, b), (a, b)]);
                }
            }
            options
        });
    }

    #[test]
    fn ruler_times_ruler_values_are_xors_of_single_coins() {
        // Ruler on coins 1..=4 (index + 1): turn a run of coins ending at the
        // one turned down. The product turns a run of rows times a run of
        // columns, with (x, y) as its far corner.
        check_coins(4, |(x, y)| {
            let mut options = Vec::new();
            for a in 0..=x {
                for b in 0..=y {
                    let mut others = Vec::new();
                    for i in a..=x {
                        for j in b..=y {
                            if (i, j) != (x, y) {
                                others.push((i, j));
                            }
                        }
                    }
                    options.push(others);
                }
            }
            options
        });
    }
}
