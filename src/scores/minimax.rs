//! A minimax memo for scoring games: two players alternately move, each
//! move gains the mover some points (any `i64`, negative too), and both
//! play to maximise their own total minus the other's. The memo gives the
//! optimal difference and a best move for any finite acyclic game defined
//! once by its moves, as [`Grundy`](crate::impartial::game::Grundy) does for
//! Grundy values: options by callback, an explicit stack (a game 10^6 moves
//! deep is a test), positions hashed or densely indexed.
//!
//! # The value
//!
//! For a position `p` with options `(q_1, g_1), ..., (q_m, g_m)` (the
//! position a move leaves and the points it gains), the value is the
//! **negamax**
//!
//! `v(p) = max over i of (g_i - v(q_i))`, and `v(p) = t(p)` when `m = 0`,
//!
//! the mover's points minus the other player's from `p` to the end, both
//! playing optimally; `t(p)` is the terminal value, 0 unless the game says
//! otherwise ([`ScoreGame::terminal`], from the point of view of the player
//! who cannot move: a penalty for being stuck is a negative `t`). By
//! induction on the (finite) game this is the minimax value of the
//! zero-sum game whose payoff is the difference (Zermelo, von Neumann; the
//! theorem behind every "both play optimally, print X - Y" problem). The
//! mover's own total, when the points of the whole play add to a known
//! `T`, is `(T + v) / 2`.
//!
//! A move leaves one position (scoring games do not add: the value of a
//! sum is not a function of its components' values), so an option is a
//! position and its gain, not a list of components.
//!
//! # Overflow and cycles
//!
//! A value is an `i64` of magnitude at most [`MAX_SCORE`] (`2^63 - 2`: the
//! two values below are the memo's markers). A position whose value
//! leaves that range (its best option's gain minus that option's value is
//! above `MAX_SCORE`, or every option's is below `-MAX_SCORE`), or a
//! terminal value outside it, is a **panic naming the position**, never a
//! wrong value; an option whose candidate is below the range while another
//! is in it is simply not the best. The game must be finite and acyclic;
//! a position reached again while it is being evaluated is a **panic**
//! (`"the game has a cycle"`), never a hang. For games with cycles see
//! [`retrograde`](crate::loopy::retrograde).
//!
//! # Example: a DAG with weights
//! ```
//! use grundy::minimax::{score_fn, Minimax};
//! // A token on vertex 0..=5 moves to a vertex 1 or 2 higher, gaining that
//! // vertex's weight; at 5 the game ends. Print the first player's total
//! // minus the second's.
//! let w = [0i64, 4, -2, 7, 1, 3];
//! let game = score_fn(|&v: &usize, push| {
//!     for next in v + 1..=(v + 2).min(5) {
//!         push(&next, w[next]);
//!     }
//! });
//! let mut m = Minimax::new(game);
//! // v(5) = 0, v(4) = 3, v(3) = max(1 - 3, 3 - 0) = 3, v(2) = max(7 - 3, 1 - 3) = 4,
//! // v(1) = max(-2 - 4, 7 - 3) = 4, v(0) = max(4 - 4, -2 - 4) = 0.
//! assert_eq!(m.value(&0), 0);
//! assert_eq!(m.best_move(&0), Some((1, 4))); // to vertex 1, gaining 4
//! ```

use crate::judge::fxhash::FxHashMap;
use std::fmt::Debug;
use std::hash::Hash;
use std::marker::PhantomData;

/// The largest magnitude of a value: `i64::MAX - 1`. Values are in
/// `-MAX_SCORE..=MAX_SCORE`; `i64::MIN` and `i64::MIN + 1` mark positions
/// not known and being evaluated.
///
/// # Example
/// ```
/// assert_eq!(grundy::minimax::MAX_SCORE, 9_223_372_036_854_775_806);
/// ```
pub const MAX_SCORE: i64 = i64::MAX - 1;

const UNKNOWN: i64 = i64::MIN;
const IN_PROGRESS: i64 = i64::MIN + 1;

/// A finite acyclic scoring game: its positions and their options, each
/// with the points the move gains the mover.
///
/// # Example
/// ```
/// use grundy::minimax::{Minimax, ScoreGame};
/// // Take 1 or 2 coins from a pile of n, scoring what you take, and the
/// // player left without a move loses 10 points.
/// struct Coins;
/// impl ScoreGame for Coins {
///     type Position = u32;
///     fn for_each_option(&self, &n: &u32, push: &mut dyn FnMut(&u32, i64)) {
///         for k in 1..=n.min(2) {
///             push(&(n - k), k as i64);
///         }
///     }
///     fn terminal(&self, _: &u32) -> i64 {
///         -10
///     }
/// }
/// // 1 coin: take it (1), the opponent is stuck (-10 for them): 1 + 10.
/// assert_eq!(Minimax::new(Coins).value(&1), 11);
/// ```
pub trait ScoreGame {
    /// A position; cloned into the memo, hashed by [`Minimax::new`], and
    /// printed in the panics that name it.
    type Position: Clone + Eq + Hash + Debug;

    /// Calls `push(option, gain)` once for each option of `position`: the
    /// position the move leaves and the points it gains the mover. The
    /// options must come in the same order every time (the memo may ask
    /// twice). Every sequence of moves must end.
    fn for_each_option(
        &self,
        position: &Self::Position,
        push: &mut dyn FnMut(&Self::Position, i64),
    );

    /// The value of a position with no option, for the player to move
    /// there (who cannot): 0 unless overridden.
    fn terminal(&self, position: &Self::Position) -> i64 {
        let _ = position;
        0
    }
}

/// A [`ScoreGame`] from closures: see [`score_fn`] and
/// [`score_fn_with_terminal`].
///
/// # Example
/// ```
/// use grundy::minimax::{score_fn, ScoreGame};
/// let g = score_fn(|&n: &u8, push| if n > 0 { push(&(n - 1), 1) });
/// let mut seen = Vec::new();
/// g.for_each_option(&3, &mut |&q, gain| seen.push((q, gain)));
/// assert_eq!(seen, vec![(2, 1)]);
/// ```
pub struct ScoreFn<P, F, T> {
    options: F,
    terminal: T,
    position: PhantomData<fn(&P)>,
}

/// The scoring game whose options are pushed by `options(position, push)`,
/// `push(&option, gain)` once per move; terminal value 0.
///
/// # Example
/// ```
/// use grundy::minimax::{score_fn, Minimax};
/// // Take 1 or 2 coins, scoring what you take.
/// let mut m = Minimax::new(score_fn(|&n: &u32, push| {
///     for k in 1..=n.min(2) {
///         push(&(n - k), k as i64);
///     }
/// }));
/// assert_eq!(m.value(&3), 1); // take 2, the opponent takes 1
/// ```
pub fn score_fn<P, F>(options: F) -> ScoreFn<P, F, fn(&P) -> i64>
where
    P: Clone + Eq + Hash + Debug,
    F: Fn(&P, &mut dyn FnMut(&P, i64)),
{
    ScoreFn {
        options,
        terminal: |_| 0,
        position: PhantomData,
    }
}

/// [`score_fn`] with the terminal values `terminal(position)` (the value
/// for the player to move at a position with no option).
///
/// # Example
/// ```
/// use grundy::minimax::{score_fn_with_terminal, Minimax};
/// // A chain n -> n - 1 gaining nothing; whoever is stuck at 0 pays 5.
/// let g = score_fn_with_terminal(|&n: &u32, push| if n > 0 { push(&(n - 1), 0) }, |_| -5);
/// let mut m = Minimax::new(g);
/// assert_eq!((m.value(&0), m.value(&1), m.value(&2)), (-5, 5, -5));
/// ```
pub fn score_fn_with_terminal<P, F, T>(options: F, terminal: T) -> ScoreFn<P, F, T>
where
    P: Clone + Eq + Hash + Debug,
    F: Fn(&P, &mut dyn FnMut(&P, i64)),
    T: Fn(&P) -> i64,
{
    ScoreFn {
        options,
        terminal,
        position: PhantomData,
    }
}

impl<P, F, T> ScoreGame for ScoreFn<P, F, T>
where
    P: Clone + Eq + Hash + Debug,
    F: Fn(&P, &mut dyn FnMut(&P, i64)),
    T: Fn(&P) -> i64,
{
    type Position = P;

    #[inline]
    fn for_each_option(&self, position: &P, push: &mut dyn FnMut(&P, i64)) {
        (self.options)(position, push)
    }

    fn terminal(&self, position: &P) -> i64 {
        (self.terminal)(position)
    }
}

/// Where a [`Minimax`] keeps its values: [`HashScores`] (any position) or
/// [`DenseScores`] (positions with a natural index). A cell is a value in
/// `-MAX_SCORE..=MAX_SCORE`, or `i64::MIN` (not known) or `i64::MIN + 1`
/// (being evaluated).
///
/// # Example
/// ```
/// use grundy::minimax::{HashScores, ScoreMemo};
/// let mut memo = HashScores::new();
/// assert_eq!(memo.cell(&7u32), i64::MIN);
/// memo.set(&7, -3);
/// assert_eq!(memo.cell(&7), -3);
/// ```
pub trait ScoreMemo<P> {
    /// The cell of `position`.
    fn cell(&self, position: &P) -> i64;
    /// Sets the cell of `position`.
    fn set(&mut self, position: &P, value: i64);
}

/// A [`ScoreMemo`] in a hash map (std's, with the crate's
/// [`fxhash`](crate::judge::fxhash)).
///
/// # Example
/// ```
/// use grundy::minimax::{HashScores, ScoreMemo};
/// let memo: HashScores<(u8, u8)> = HashScores::new();
/// assert_eq!(memo.cell(&(1, 2)), i64::MIN);
/// ```
pub struct HashScores<P> {
    map: FxHashMap<P, i64>,
}

impl<P: Eq + Hash> HashScores<P> {
    /// An empty memo.
    ///
    /// # Example
    /// ```
    /// use grundy::minimax::{HashScores, ScoreMemo};
    /// assert_eq!(HashScores::<u64>::new().cell(&0), i64::MIN);
    /// ```
    pub fn new() -> Self {
        HashScores {
            map: FxHashMap::default(),
        }
    }
}

impl<P: Eq + Hash> Default for HashScores<P> {
    fn default() -> Self {
        Self::new()
    }
}

impl<P: Clone + Eq + Hash> ScoreMemo<P> for HashScores<P> {
    #[inline]
    fn cell(&self, position: &P) -> i64 {
        self.map.get(position).map_or(UNKNOWN, |&v| v)
    }
    #[inline]
    fn set(&mut self, position: &P, value: i64) {
        if let Some(v) = self.map.get_mut(position) {
            *v = value;
        } else {
            self.map.insert(position.clone(), value);
        }
    }
}

/// A [`ScoreMemo`] in an array of `bound` cells (8 bytes each) indexed by
/// `index(&position) < bound`, allocated whole at the start.
///
/// # Panics
/// In its methods, if `index` gives `bound` or more; in `new`, with the
/// [memory](crate::judge::memory) message when the array does not fit.
///
/// # Example
/// ```
/// use grundy::minimax::{DenseScores, ScoreMemo};
/// let mut memo = DenseScores::new(100, |&(r, c): &(usize, usize)| 10 * r + c);
/// memo.set(&(3, 4), 9);
/// assert_eq!((memo.cell(&(3, 4)), memo.cell(&(4, 3))), (9, i64::MIN));
/// ```
pub struct DenseScores<F> {
    values: Vec<i64>,
    index: F,
}

impl<F> DenseScores<F> {
    /// An empty memo for positions of index below `bound`.
    ///
    /// # Example
    /// ```
    /// use grundy::minimax::{DenseScores, ScoreMemo};
    /// let memo = DenseScores::new(10, |&i: &u32| i as usize);
    /// assert_eq!(memo.cell(&9), i64::MIN);
    /// ```
    pub fn new<P>(bound: usize, index: F) -> Self
    where
        F: Fn(&P) -> usize,
    {
        DenseScores {
            values: crate::judge::memory::filled("DenseScores", bound, UNKNOWN),
            index,
        }
    }
}

/// An index at or above the bound.
#[cold]
#[inline(never)]
fn out_of_bound(i: usize, bound: usize) -> ! {
    panic!(
        "minimax: a position's index {} is not below the memo's bound {}",
        i, bound
    )
}

impl<P, F: Fn(&P) -> usize> ScoreMemo<P> for DenseScores<F> {
    #[inline]
    fn cell(&self, position: &P) -> i64 {
        let i = (self.index)(position);
        match self.values.get(i) {
            Some(&v) => v,
            None => out_of_bound(i, self.values.len()),
        }
    }
    #[inline]
    fn set(&mut self, position: &P, value: i64) {
        let i = (self.index)(position);
        let bound = self.values.len();
        match self.values.get_mut(i) {
            Some(v) => *v = value,
            None => out_of_bound(i, bound),
        }
    }
}

/// A cycle met at `position`.
#[cold]
#[inline(never)]
fn cycle<P: Debug>(position: &P) -> ! {
    panic!(
        "minimax: the game has a cycle: position {:?} is reachable from itself (scores need a finite acyclic game; see retrograde)",
        position
    )
}

/// A score out of range at `position`.
#[cold]
#[inline(never)]
fn overflow<P: Debug>(position: &P) -> ! {
    panic!(
        "minimax: the score of position {:?} overflows (its magnitude is above 2^63 - 2)",
        position
    )
}

/// `gain - value`: the candidate if it is a score (magnitude at most
/// [`MAX_SCORE`]), [`LOW`] if it is below `-MAX_SCORE` (it cannot be the
/// maximum unless every candidate is), [`HIGH`] if above `MAX_SCORE` (the
/// position's value is at least that: an overflow).
#[inline]
fn minus(gain: i64, value: i64) -> i64 {
    match gain.checked_sub(value) {
        Some(x) if x > IN_PROGRESS => x,
        Some(_) => LOW,
        None if gain < 0 => LOW,
        None => HIGH,
    }
}

/// [`minus`] below every score.
const LOW: i64 = i64::MIN;
/// [`minus`] above every score.
const HIGH: i64 = i64::MAX;

/// The best of the candidates folded so far: `NONE` before any, `LOW`
/// while every one was below the range.
const NONE: i64 = i64::MIN + 1;

/// The optimal score differences of a [`ScoreGame`], memoised: in a hash
/// map ([`Minimax::new`]) or an array ([`Minimax::dense`]); see the
/// [module documentation](self) for the value.
///
/// # Example
/// ```
/// use grundy::minimax::{score_fn, Minimax};
/// // A chain 10^6 moves deep, each move gaining 1: the mover makes half.
/// let mut m = Minimax::new(score_fn(|&n: &u32, push| if n > 0 { push(&(n - 1), 1) }));
/// assert_eq!(m.value(&1_000_000), 0); // 500000 each
/// assert_eq!(m.value(&999_999), 1);
/// ```
pub struct Minimax<G: ScoreGame, M = HashScores<<G as ScoreGame>::Position>> {
    game: G,
    memo: M,
    stack: Vec<G::Position>,
}

impl<G: ScoreGame> Minimax<G> {
    /// An empty memo for `game`, a hash map of positions.
    ///
    /// # Example
    /// ```
    /// use grundy::minimax::{score_fn, Minimax};
    /// let mut m = Minimax::new(score_fn(|_: &u8, _| {}));
    /// assert_eq!(m.value(&0), 0); // no move: the terminal value
    /// ```
    pub fn new(game: G) -> Self {
        Minimax {
            game,
            memo: HashScores::new(),
            stack: Vec::new(),
        }
    }
}

impl<G: ScoreGame, F: Fn(&G::Position) -> usize> Minimax<G, DenseScores<F>> {
    /// An empty memo for `game` whose positions have a natural index: an
    /// array of `bound` values indexed by `index(&position) < bound`.
    ///
    /// # Panics
    /// When a value is asked for, if a position met has an index of `bound`
    /// or more; here, with the [memory](crate::judge::memory) message when
    /// the array does not fit.
    ///
    /// # Example
    /// ```
    /// use grundy::minimax::{score_fn, Minimax};
    /// let game = score_fn(|&n: &u32, push| {
    ///     for k in 1..=n.min(2) {
    ///         push(&(n - k), k as i64);
    ///     }
    /// });
    /// let mut m = Minimax::dense(game, 100, |&n: &u32| n as usize);
    /// assert_eq!(m.value(&3), 1);
    /// ```
    pub fn dense(game: G, bound: usize, index: F) -> Self {
        Minimax {
            game,
            memo: DenseScores::new(bound, index),
            stack: Vec::new(),
        }
    }

    /// Every index's value, in index order: the value of `position(i)` for
    /// each `i` below the bound, where `index(&position(i)) == i`; the
    /// array DP a contestant writes by hand. Indexes are taken in
    /// increasing order; a position whose options are all known (as when a
    /// move lowers the index) is valued with one scan of its options, one
    /// that meets an option not known by the search of
    /// [`value`](Self::value), so any acyclic game is right. Values already
    /// known are kept.
    ///
    /// # Panics
    /// If `index(&position(i)) != i`, an index is out of bound, a score
    /// overflows, or the game has a cycle (module docs).
    ///
    /// # Complexity
    /// One scan of each position's options when every option has a smaller
    /// index; `O(bound)` memory.
    ///
    /// # Example
    /// ```
    /// use grundy::minimax::{score_fn, Minimax};
    /// let game = score_fn(|&n: &u32, push| {
    ///     for k in 1..=n.min(2) {
    ///         push(&(n - k), k as i64);
    ///     }
    /// });
    /// let mut m = Minimax::dense(game, 6, |&n: &u32| n as usize);
    /// // v(3) = max(1 - v(2), 2 - v(1)) = 1, v(4) = max(1 - 1, 2 - 2) = 0.
    /// assert_eq!(m.fill(|i| i as u32), &[0, 1, 2, 1, 0, 1]);
    /// ```
    pub fn fill(&mut self, position: impl Fn(usize) -> G::Position) -> &[i64] {
        for i in 0..self.memo.values.len() {
            if self.memo.values[i] > IN_PROGRESS {
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
            let mut best = NONE;
            let mut blocked = false;
            {
                let values: &[i64] = &self.memo.values;
                let index = &self.memo.index;
                self.game.for_each_option(&p, &mut |q, gain| {
                    let j = index(q);
                    let v = match values.get(j) {
                        Some(&v) => v,
                        None => out_of_bound(j, values.len()),
                    };
                    if v <= IN_PROGRESS {
                        blocked = true;
                    } else {
                        let x = minus(gain, v);
                        if x > best || best == NONE {
                            best = x;
                        }
                    }
                });
            }
            if blocked {
                self.value(&p);
            } else {
                self.memo.values[i] = self.settle(&p, best);
            }
        }
        &self.memo.values
    }
}

impl<G: ScoreGame, M: ScoreMemo<G::Position>> Minimax<G, M> {
    /// The value of `p` from the best candidate folded ([`NONE`]: no
    /// option, the terminal value), checked.
    #[inline]
    fn settle(&self, p: &G::Position, best: i64) -> i64 {
        let v = if best == NONE {
            self.game.terminal(p)
        } else {
            best
        };
        if v <= IN_PROGRESS || v == HIGH {
            overflow(p)
        }
        v
    }

    /// The value of `position`: the mover's optimal score minus the
    /// other's (module docs), by a depth-first search with an explicit
    /// stack that stores every value it meets.
    ///
    /// # Panics
    /// If a score overflows or the game has a cycle (the message names the
    /// position), or a dense memo's index is out of bound.
    ///
    /// # Complexity
    /// The positions reachable from `position` and not known yet, each
    /// with its options scanned once, or twice if some were not known when
    /// first met. No recursion.
    ///
    /// # Example
    /// ```
    /// use grundy::minimax::{score_fn, Minimax};
    /// // Split-with-scores: cut a stick of n >= 2 into a + b, gaining a * b,
    /// // then play on the longer part (the shorter is thrown away).
    /// let mut m = Minimax::new(score_fn(|&n: &u64, push| {
    ///     for a in 1..=n / 2 {
    ///         push(&(n - a), (a * (n - a)) as i64);
    ///     }
    /// }));
    /// // v(1) = 0, v(2) = 1, v(3) = 2 - v(2) = 1, v(4) = max(3 - 1, 4 - 1) = 3.
    /// assert_eq!(m.value(&4), 3);
    /// ```
    pub fn value(&mut self, position: &G::Position) -> i64 {
        match self.memo.cell(position) {
            UNKNOWN => {}
            IN_PROGRESS => cycle(position),
            v => return v,
        }
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        stack.push(position.clone());
        while let Some(top) = stack.last() {
            let state = self.memo.cell(top);
            if state > IN_PROGRESS {
                stack.pop(); // a copy of a position valued since it was pushed
                continue;
            }
            let from = stack.len();
            let mut best = NONE;
            let mut missing = false;
            let mut looped = false;
            {
                let memo = &self.memo;
                let top = top.clone();
                let stack = &mut stack;
                self.game
                    .for_each_option(&top, &mut |q, gain| match memo.cell(q) {
                        UNKNOWN => {
                            missing = true;
                            stack.push(q.clone());
                        }
                        IN_PROGRESS => looped = true,
                        v => {
                            let x = minus(gain, v);
                            if x > best || best == NONE {
                                best = x;
                            }
                        }
                    });
            }
            let top = stack[from - 1].clone();
            if looped {
                cycle(&top)
            }
            if missing {
                // Its options not known are above it now; it is scanned
                // again once they are valued.
                self.memo.set(&top, IN_PROGRESS);
                continue;
            }
            let v = self.settle(&top, best);
            self.memo.set(&top, v);
            stack.pop();
        }
        self.stack = stack;
        self.memo.cell(position)
    }

    /// A best move from `position`: the first option, in the game's order,
    /// whose gain minus its value is [`value`](Self::value), as `(option,
    /// gain)`; `None` if the position has no option.
    ///
    /// # Panics
    /// As [`value`](Self::value).
    ///
    /// # Example
    /// ```
    /// use grundy::minimax::{score_fn, Minimax};
    /// let mut m = Minimax::new(score_fn(|&n: &u32, push| {
    ///     for k in 1..=n.min(2) {
    ///         push(&(n - k), k as i64);
    ///     }
    /// }));
    /// assert_eq!(m.best_move(&3), Some((1, 2))); // take 2, leaving 1
    /// assert_eq!(m.best_move(&0), None);
    /// ```
    pub fn best_move(&mut self, position: &G::Position) -> Option<(G::Position, i64)> {
        let want = self.value(position);
        let mut options = Vec::new();
        self.game
            .for_each_option(position, &mut |q, gain| options.push((q.clone(), gain)));
        options
            .into_iter()
            .find(|(q, gain)| minus(*gain, self.memo.cell(q)) == want)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// A random game on nodes 0..n: node i moves to nodes below it, each
    /// move with a random gain; random terminal values.
    struct Random {
        edges: Vec<Vec<(usize, i64)>>,
        terminal: Vec<i64>,
    }

    fn random(rng: &mut StdRng, n: usize, big: bool) -> Random {
        let gain = |rng: &mut StdRng| {
            if big {
                rng.random_range(-(1i64 << 62)..=1 << 62)
            } else {
                rng.random_range(-5..=5)
            }
        };
        let mut edges = Vec::new();
        for i in 0..n {
            let mut e = Vec::new();
            for j in 0..i {
                if rng.random_range(0..3) == 0 {
                    let g = gain(rng);
                    e.push((j, g));
                }
            }
            edges.push(e);
        }
        let terminal = (0..n).map(|_| rng.random_range(-3..=3)).collect();
        Random { edges, terminal }
    }

    /// The game tree searched from the rules: plain recursion, no memo.
    fn brute(g: &Random, p: usize) -> i128 {
        if g.edges[p].is_empty() {
            return g.terminal[p] as i128;
        }
        g.edges[p]
            .iter()
            .map(|&(q, gain)| gain as i128 - brute(g, q))
            .max()
            .unwrap()
    }

    fn game(g: &Random) -> impl ScoreGame<Position = usize> + '_ {
        score_fn_with_terminal(
            move |&p: &usize, push| {
                for &(q, gain) in &g.edges[p] {
                    push(&q, gain);
                }
            },
            move |&p: &usize| g.terminal[p],
        )
    }

    #[test]
    fn random_games_match_the_game_tree() {
        let mut rng = StdRng::seed_from_u64(39);
        for trial in 0..400 {
            let n = rng.random_range(1..=13);
            let g = random(&mut rng, n, false);
            let want: Vec<i64> = (0..n).map(|p| brute(&g, p) as i64).collect();
            // Hashed, asked from a random position first, then every one.
            let mut m = Minimax::new(game(&g));
            let start = rng.random_range(0..n);
            assert_eq!(m.value(&start), want[start], "trial {trial}");
            for (p, &w) in want.iter().enumerate() {
                assert_eq!(m.value(&p), w, "trial {trial}, node {p}");
                match m.best_move(&p) {
                    None => assert!(g.edges[p].is_empty()),
                    Some((q, gain)) => {
                        assert!(g.edges[p].contains(&(q, gain)));
                        assert_eq!(gain as i128 - brute(&g, q), w as i128);
                    }
                }
            }
            // Dense, filled.
            let mut d = Minimax::dense(game(&g), n, |&p: &usize| p);
            assert_eq!(d.fill(|i| i), &want[..], "trial {trial}");
        }
    }

    /// Nodes numbered the other way (moves go to larger indexes): `fill`
    /// falls back to the search and is still right.
    #[test]
    fn fill_is_right_when_moves_raise_the_index() {
        let mut rng = StdRng::seed_from_u64(3939);
        for _ in 0..100 {
            let n = rng.random_range(1..=12);
            let g = random(&mut rng, n, false);
            let flipped = score_fn_with_terminal(
                |&p: &usize, push| {
                    for &(q, gain) in &g.edges[n - 1 - p] {
                        push(&(n - 1 - q), gain);
                    }
                },
                |&p: &usize| g.terminal[n - 1 - p],
            );
            let mut d = Minimax::dense(flipped, n, |&p: &usize| p);
            let want: Vec<i64> = (0..n).map(|p| brute(&g, n - 1 - p) as i64).collect();
            assert_eq!(d.fill(|i| i), &want[..]);
        }
    }

    /// Gains up to 2^62: values overflow i64 in some games. Where the true
    /// value (in i128) fits, it is returned; where some position's does
    /// not, the search panics naming a position, never a wrong value.
    #[test]
    fn large_scores_are_exact_or_panic() {
        let mut rng = StdRng::seed_from_u64(7);
        let (mut exact, mut panicked) = (0, 0);
        for _ in 0..1000 {
            let n = rng.random_range(2..=12);
            let g = random(&mut rng, n, true);
            let fits = (0..n).all(|p| brute(&g, p).unsigned_abs() <= MAX_SCORE as u128);
            let got = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let mut m = Minimax::new(game(&g));
                (0..n).map(|p| m.value(&p)).collect::<Vec<i64>>()
            }));
            match got {
                Ok(values) => {
                    exact += 1;
                    assert!(fits, "values where one does not fit");
                    for (p, &v) in values.iter().enumerate() {
                        assert_eq!(v as i128, brute(&g, p));
                    }
                }
                Err(_) => {
                    panicked += 1;
                    assert!(!fits, "a panic where every value fits");
                }
            }
        }
        assert!(
            exact > 10 && panicked > 10,
            "{exact} exact, {panicked} panics"
        );
    }

    #[test]
    #[should_panic(expected = "the score of position 1 overflows")]
    fn an_overflow_panics_naming_the_position() {
        // 1 -> 0 gaining i64::MAX; 0 is terminal with value -1.
        let g = score_fn_with_terminal(
            |&p: &u8, push| {
                if p == 1 {
                    push(&0, i64::MAX);
                }
            },
            |_| -1,
        );
        Minimax::new(g).value(&1);
    }

    #[test]
    #[should_panic(expected = "the score of position 1 overflows")]
    fn an_overflow_panics_in_fill_too() {
        let g = score_fn(|&p: &u8, push| {
            if p > 0 {
                push(&(p - 1), i64::MIN + 1);
            }
        });
        // v(0) = 0, v(1) = i64::MIN + 1: below -MAX_SCORE.
        Minimax::dense(g, 3, |&p: &u8| p as usize).fill(|i| i as u8);
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn a_cycle_panics() {
        let g = score_fn(|&p: &u8, push| push(&((p + 1) % 3), 1));
        Minimax::new(g).value(&0);
    }

    #[test]
    #[should_panic(expected = "not below the memo's bound 5")]
    fn an_index_out_of_bound_panics() {
        let g = score_fn(|&p: &u8, push| push(&(p + 1), 1));
        Minimax::dense(g, 5, |&p: &u8| p as usize).value(&0);
    }

    #[test]
    fn a_game_a_million_moves_deep_has_no_recursion() {
        let g = score_fn(|&n: &u32, push| {
            if n > 0 {
                push(&(n - 1), if n % 2 == 0 { 3 } else { -1 });
            }
        });
        let mut m = Minimax::new(g);
        // Pairs (even n: +3, then the opponent -1): v(2k) = 3 + 1 ... by
        // the chain: v(n) = g(n) - v(n - 1), v(0) = 0.
        let mut v = 0i64;
        for n in 1..=1_000_000i64 {
            v = (if n % 2 == 0 { 3 } else { -1 }) - v;
        }
        assert_eq!(m.value(&1_000_000), v);
    }
}
