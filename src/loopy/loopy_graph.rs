//! One game graph with cycles, many questions: the reverse graph is built
//! once, then each query (a set of end positions with their outcomes) is
//! answered by retrograde analysis in time proportional to what it decides.
//! Every position gets Win / Lose / Loop (draw), its **remoteness** and a
//! best move; and the generalised Sprague-Grundy values of Smith give the
//! outcome of a **sum** of such games.
//!
//! # The rules
//!
//! Positions are `0..n`, moves are arrows `u -> v` (self-loops and parallel
//! moves allowed), the players alternate, and a player who cannot move
//! loses. A query may also fix *end* positions: the game stops on reaching
//! one and the player to move there has the outcome given (`Lose`: say the
//! statement makes a vertex a sink; `Win`; or `Loop`, a draw); an end's own
//! moves are ignored. Then (C. A. B. Smith, *Graphs and composite games*,
//! J. Combin. Theory 1 (1966); Winning Ways ch. 9 and 11-12 for remoteness
//! and loopy play; Siegel, *Combinatorial Game Theory*, ch. IV):
//!
//! - a position is **Win** if some move reaches a Lose position, **Lose** if
//!   every move reaches a Win position (in particular if there is none), and
//!   **Loop** (a draw: play goes on forever with best play) otherwise;
//! - its **remoteness** (Smith's rule) is the number of moves the game lasts
//!   when the winner hurries and the loser delays: 0 at an end or a position
//!   with no move, `1 + min` over the Lose options at a Win position, `1 +
//!   max` over the options at a Lose position. No remoteness at a draw.
//!
//! A self-loop `u -> u` is a legal move that hands the same position to the
//! opponent: it makes `u` at least a draw (`u` is never Lose unless it is an
//! end), which is what the definition above gives; nothing is rejected.
//!
//! # The algorithm
//!
//! Retrograde analysis, breadth first: the ends and the positions with no
//! move are decided with remoteness 0; a Lose position makes every
//! undecided predecessor Win; a Win position counts down each undecided
//! predecessor's moves and makes it Lose at zero. The queue is in
//! non-decreasing remoteness, so the first Lose option to reach a position
//! is its nearest and the last Win option its farthest: the remoteness
//! comes out of the same pass (by induction on the remoteness: every
//! position of remoteness `r` is queued before any of remoteness `r + 1`).
//! Nothing reached is Loop.
//!
//! [`LoopyGraph::new`] builds the reverse graph once, as flat (CSR) arrays
//! of `u32`. A query ([`LoopyGraph::solve`]) keeps a byte a position (its
//! outcome) and a `u32` (its remoteness, or the count of its moves not yet
//! known to reach a Win) and undoes only what the previous query changed
//! (all at once, sequentially, when that was more than 1/32 of the
//! positions: O(n), at most 32 times what it undoes), so it costs O(k +
//! the moves into the k positions it touches), not O(n): a query that
//! decides little is cheap. Its answers are read one position at a time
//! ([`outcome`](LoopyGraph::outcome), [`remoteness`](LoopyGraph::remoteness),
//! [`best_move`](LoopyGraph::best_move)), or all at once
//! ([`outcomes`](LoopyGraph::outcomes), O(n)). No recursion.
//!
//! Start positions need nothing special: every position is answered, and a
//! query cannot stop early at its start positions, since a draw is known
//! only when nothing more can be decided.
//!
//! # Sums: the generalised Sprague-Grundy function
//!
//! Under normal play (a position with no move loses, no ends), Smith's
//! generalised Sprague-Grundy function `gamma` ([`LoopyGraph::gamma`])
//! gives each position a value that is a number `k` or `inf(K)`, with `K`
//! the set of the numbers among its options' values (Smith 1966; the
//! algorithm of A. S. Fraenkel and Y. Yesha, *The generalized
//! Sprague-Grundy function and its invariance under certain mappings*,
//! J. Combin. Theory A 43 (1986); Siegel ch. IV). A position is Lose
//! iff `gamma = 0`, Win iff `gamma` is a nonzero number or `inf(K)` with `0`
//! in `K`, and Loop otherwise. For a sum of games (each turn, move in
//! exactly one component; whoever cannot move in any loses) the values add
//! as `a xor b` for numbers, `inf(K) + a = inf(K xor a)`, `inf(K) + inf(L)
//! = inf({})` (Smith's sum theorem), so [`sum_outcome`] tells the outcome of
//! any sum from its components' values: with one infinite component the
//! sum is Win iff the numbers' XOR is in its `K`, with two or more it is a
//! draw. What is *not* given: the remoteness of a sum (it is not a function
//! of the components' values), and a value for positions under a query's
//! ends (a Win end is no normal-play game; a Lose end is, as a position
//! with no move: build the graph without its moves).
//!
//! # A contest problem
//!
//! *A city has N squares and M one-way streets. A token starts on square
//! `s`; the two players move it along a street in turn; whoever cannot move
//! loses, and if play goes on forever it is a draw. Q days: on day i square
//! `x_i` is closed (a player who must move from there loses). For each day
//! print who wins from `s`, and in how many moves with best play (the
//! winner hurrying, the loser delaying), or `Draw`.* (N up to 10^5, M and
//! Q up to 5*10^5 in all: one reverse graph, one query a day.)
//!
//! ```
//! use grundy::loopy_graph::LoopyGraph;
//! use grundy::retrograde::Outcome;
//!
//! // Streets 0->1, 1->2, 2->0 (a circle), 2->3, 3->4; the token starts on 0.
//! let streets = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)];
//! let mut city = LoopyGraph::new(5, streets.iter().copied());
//! let mut answers = Vec::new();
//! for closed in [4, 3, 2, 1] {
//!     city.solve(&[(closed, Outcome::Lose)]);
//!     answers.push(match city.outcome(0) {
//!         Outcome::Loop => "Draw".to_string(),
//!         o => format!("{} {}", o.word(), city.remoteness(0).unwrap()),
//!     });
//! }
//! // 4 closed (it has no move anyway): 3 is Win, so 2 keeps to the circle.
//! // 3 closed: 2 -> 3 wins, 1 must go to 2 and loses, 0 -> 1 wins in 3.
//! // 2 closed: 1 -> 2 wins, 0 loses in 2; 1 closed: 0 -> 1 wins at once.
//! assert_eq!(answers, ["Draw", "Win 3", "Lose 2", "Win 1"]);
//! ```
//!
//! Each query here is O(N + M) at worst and usually far less;
//! [`retrograde_edges`](crate::loopy::retrograde::retrograde_edges) would
//! rebuild the reverse graph every day.

use crate::judge::memory::filled;
use crate::loopy::retrograde::Outcome;

/// A position's state in a query: undecided and untouched, then Win,
/// Lose, Loop, and undecided with its count changed.
const CLEAN: u8 = 0;
const WIN: u8 = 1;
const LOSE: u8 = 2;
const LOOP: u8 = 3;
const DIRTY: u8 = 4;

/// The most positions a [`LoopyGraph`] takes: `2^32 - 1` (they are indexed
/// by `u32`).
pub const MAX_POSITIONS: usize = u32::MAX as usize;

/// The most moves in all: `2^32 - 1` (they are indexed by `u32`).
pub const MAX_MOVES: usize = u32::MAX as usize;

/// A game graph with its reverse built once, answering many queries: see
/// the [module documentation](self).
#[derive(Clone, Debug)]
pub struct LoopyGraph {
    /// Reverse graph: the moves into `v` come from
    /// `into_from[into_start[v]..into_start[v + 1]]`.
    into_start: Vec<u32>,
    into_from: Vec<u32>,
    /// Moves out of each position, parallel ones counted.
    degree: Vec<u32>,
    /// The positions with no move.
    sinks: Vec<u32>,
    /// Per position: its state in the last query.
    state: Vec<u8>,
    /// Per position: its remoteness if decided, else its moves not yet known
    /// to reach a Win (its degree while `CLEAN`).
    count: Vec<u32>,
    /// `order[..decided]`: the positions the last query decided Win or Lose,
    /// in the order it did (room for all `n`).
    order: Vec<u32>,
    decided: usize,
    /// The other positions the last query changed (counts, Loop ends).
    /// (`dirty[..dirty_len]`, room for all `n`; kept only while `tracked`).
    dirty: Vec<u32>,
    dirty_len: usize,
    /// Whether the last query kept `dirty`: one that touches more than 1/32
    /// of the positions is undone all at once, and then the next saves the
    /// bookkeeping.
    tracked: bool,
    /// Whether a query has been solved (and not interrupted since).
    solved: bool,
    /// Whether a query panicked half way.
    interrupted: bool,
    /// The forward graph, built by the first call that needs it.
    forward: Option<(Vec<u32>, Vec<u32>)>,
}

/// A value of Smith's generalised Sprague-Grundy function ([`LoopyGraph::gamma`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Gamma {
    /// A number: the position behaves as a Nim heap of this size in sums.
    Finite(u32),
    /// `inf(K)`: `K` (increasing, no repeats) holds the numbers among the
    /// options' values.
    Infinite(Vec<u32>),
}

impl LoopyGraph {
    /// Builds the reverse graph of `moves` (arrows `(from, to)`) on positions
    /// `0..n`; `moves` is walked twice.
    ///
    /// # Panics
    /// If a move names a position `>= n`
    /// (`"LoopyGraph::new: move (0, 7) leaves 0..5"`); if `n` exceeds
    /// [`MAX_POSITIONS`] or there are more than [`MAX_MOVES`] moves (each
    /// message names the count and the limit); with the [memory](crate::judge::memory) message when the tables
    /// do not fit.
    ///
    /// # Complexity
    /// O(n + m) time, 21n + 4m bytes (and 4n + 4m more for the forward graph
    /// once [`best_move`](Self::best_move) or [`gamma`](Self::gamma) is used).
    ///
    /// # Example
    /// ```
    /// use grundy::loopy_graph::LoopyGraph;
    /// let g = LoopyGraph::new(3, [(0, 1), (1, 2), (1, 2), (2, 2)]);
    /// assert_eq!((g.positions(), g.moves()), (3, 4));
    /// assert!(std::panic::catch_unwind(|| LoopyGraph::new(2, [(0, 2)])).is_err());
    /// ```
    pub fn new<I>(n: usize, moves: I) -> LoopyGraph
    where
        I: IntoIterator<Item = (usize, usize)>,
        I::IntoIter: Clone,
    {
        const WHAT: &str = "LoopyGraph::new";
        assert!(
            n <= MAX_POSITIONS,
            "{}: {} positions, more than the {} it takes",
            WHAT,
            n,
            MAX_POSITIONS
        );
        let moves = moves.into_iter();
        let mut degree = filled(WHAT, n, 0u32);
        // into_start[v] counts the moves into v, then (prefix sums) becomes
        // the end of v's slice, and (filled backwards) its start.
        let mut into_start = filled(WHAT, n + 1, 0u32);
        let mut m = 0usize;
        for (u, v) in moves.clone() {
            assert!(
                u < n && v < n,
                "{}: move ({}, {}) leaves 0..{}",
                WHAT,
                u,
                v,
                n
            );
            assert!(m < MAX_MOVES, "{}: more than {} moves", WHAT, MAX_MOVES);
            degree[u] += 1;
            into_start[v] += 1;
            m += 1;
        }
        let mut total = 0u32;
        for s in into_start.iter_mut() {
            total += *s;
            *s = total;
        }
        let mut into_from = filled(WHAT, m, 0u32);
        for (u, v) in moves {
            into_start[v] -= 1;
            into_from[into_start[v] as usize] = u as u32;
        }
        let sinks = (0..n as u32).filter(|&v| degree[v as usize] == 0).collect();
        let state = filled(WHAT, n, CLEAN);
        let count = degree.clone();
        LoopyGraph {
            into_start,
            into_from,
            degree,
            sinks,
            state,
            count,
            order: filled(WHAT, n, 0u32),
            decided: 0,
            dirty: filled(WHAT, n, 0u32),
            dirty_len: 0,
            tracked: true,
            solved: false,
            interrupted: false,
            forward: None,
        }
    }

    /// The number of positions.
    ///
    /// # Example
    /// ```
    /// use grundy::loopy_graph::LoopyGraph;
    /// assert_eq!(LoopyGraph::new(0, []).positions(), 0);
    /// ```
    pub fn positions(&self) -> usize {
        self.degree.len()
    }

    /// The number of moves, parallel ones counted.
    ///
    /// # Example
    /// ```
    /// use grundy::loopy_graph::LoopyGraph;
    /// assert_eq!(LoopyGraph::new(1, [(0, 0), (0, 0)]).moves(), 2);
    /// ```
    pub fn moves(&self) -> usize {
        self.into_from.len()
    }

    /// Solves one query: `ends` lists end positions with the outcome of the
    /// player to move there (their moves are ignored); every other position
    /// with no move is Lose. The answers replace the previous query's.
    ///
    /// # Panics
    /// If an end is `>= n` (`"LoopyGraph::solve: end position 9 is not below
    /// 5"`), or one position is listed with two different outcomes.
    ///
    /// # Complexity
    /// O(e + s + k + the moves into the k decided positions), for `e` ends,
    /// `s` positions with no move, and what the previous query changed.
    ///
    /// # Example
    /// ```
    /// use grundy::loopy_graph::LoopyGraph;
    /// use grundy::retrograde::Outcome::*;
    /// // 0 <-> 1, and 1 -> 2.
    /// let mut g = LoopyGraph::new(3, [(0, 1), (1, 0), (1, 2)]);
    /// g.solve(&[]);
    /// assert_eq!(g.outcomes(), [Lose, Win, Lose]);
    /// g.solve(&[(2, Win)]); // reaching 2 wins for the player to move there
    /// assert_eq!(g.outcomes(), [Loop, Loop, Win]);
    /// ```
    pub fn solve(&mut self, ends: &[(usize, Outcome)]) {
        // Until the end: no answers, and a panic below (a bad end) leaves
        // positions the lists do not name, so the next query resets them all.
        let interrupted = std::mem::replace(&mut self.interrupted, true);
        self.solved = false;
        let n = self.state.len();
        let LoopyGraph {
            into_start,
            into_from,
            degree,
            sinks,
            state,
            count,
            order,
            decided,
            dirty,
            dirty_len,
            tracked,
            ..
        } = self;
        // Undo the last query: position by position, or all at once when it
        // touched more than 1/32 of them (a sequential write costs far less
        // than a scattered one).
        let touched = *decided + *dirty_len;
        if interrupted || !*tracked || touched > n / 32 {
            state.fill(CLEAN);
            count.copy_from_slice(degree);
        } else {
            for &v in order[..*decided].iter().chain(dirty[..*dirty_len].iter()) {
                state[v as usize] = CLEAN;
                count[v as usize] = degree[v as usize];
            }
        }
        // This query keeps the list of its changes unless the last one
        // touched much: then it likely does too, and is undone all at once.
        let track = touched <= n / 32;
        *tracked = track;
        let (mut tail, mut dirtied) = (0, 0);
        for &(v, outcome) in ends {
            assert!(
                v < n,
                "LoopyGraph::solve: end position {} is not below {}",
                v,
                n
            );
            let want = match outcome {
                Outcome::Win => WIN,
                Outcome::Lose => LOSE,
                Outcome::Loop => LOOP,
            };
            let had = state[v];
            if had != CLEAN {
                assert!(
                    had == want,
                    "LoopyGraph::solve: end position {} is listed as {:?} and as {:?}",
                    v,
                    state_outcome(had),
                    outcome
                );
                continue;
            }
            state[v] = want;
            count[v] = 0;
            if want == LOOP {
                dirty[dirtied] = v as u32;
                dirtied += 1;
            } else {
                order[tail] = v as u32;
                tail += 1;
            }
        }
        for &v in sinks.iter() {
            if state[v as usize] == CLEAN {
                state[v as usize] = LOSE;
                order[tail] = v;
                tail += 1;
            }
        }
        // Slices, so that no length or pointer is reloaded through `self`.
        let (into_start, into_from): (&[u32], &[u32]) = (into_start, into_from);
        let (state, count): (&mut [u8], &mut [u32]) = (state, count);
        let (order, dirty): (&mut [u32], &mut [u32]) = (order, dirty);
        // The hot loop reads and writes without bounds checks. SAFETY: every
        // entry of `into_from` is below n (`new` checks each move), `state`
        // and `count` have n entries, and `order` and `dirty` have n entries
        // and take each position at most once in a query (a position enters
        // `order` when it leaves the undecided states, `dirty` when it goes
        // from CLEAN to DIRTY, or as a Loop end, which is never undecided).
        debug_assert!(into_from.iter().all(|&u| (u as usize) < n));
        debug_assert!(count.len() == n && order.len() == n && dirty.len() == n);
        let mut head = 0;
        while head < tail {
            let v = order[head] as usize;
            head += 1;
            let next = count[v] + 1;
            let from = &into_from[into_start[v] as usize..into_start[v + 1] as usize];
            if state[v] == LOSE {
                for &u in from {
                    let u = u as usize;
                    unsafe {
                        if *state.get_unchecked(u) & 3 == 0 {
                            *state.get_unchecked_mut(u) = WIN;
                            *count.get_unchecked_mut(u) = next;
                            *order.get_unchecked_mut(tail) = u as u32;
                            tail += 1;
                        }
                    }
                }
            } else {
                for &u in from {
                    let u = u as usize;
                    unsafe {
                        let s = *state.get_unchecked(u);
                        if s & 3 == 0 {
                            if s == CLEAN && track {
                                *state.get_unchecked_mut(u) = DIRTY;
                                *dirty.get_unchecked_mut(dirtied) = u as u32;
                                dirtied += 1;
                            }
                            let c = count.get_unchecked_mut(u);
                            *c -= 1;
                            if *c == 0 {
                                *c = next;
                                *state.get_unchecked_mut(u) = LOSE;
                                *order.get_unchecked_mut(tail) = u as u32;
                                tail += 1;
                            }
                        }
                    }
                }
            }
        }
        *decided = tail;
        *dirty_len = dirtied;
        self.solved = true;
        self.interrupted = false;
    }

    /// The state and count of `v`, checked.
    fn at(&self, v: usize, what: &str) -> (u8, u32) {
        assert!(
            self.solved,
            "LoopyGraph::{}: no query solved yet (call solve first)",
            what
        );
        assert!(
            v < self.state.len(),
            "LoopyGraph::{}: position {} is not below {}",
            what,
            v,
            self.state.len()
        );
        (self.state[v] & 3, self.count[v])
    }

    /// The outcome of position `v` for the player to move, in the last query.
    ///
    /// # Panics
    /// If `v >= n` (`"LoopyGraph::outcome: position 9 is not below 5"`), or
    /// before the first [`solve`](Self::solve).
    ///
    /// # Example
    /// ```
    /// use grundy::loopy_graph::LoopyGraph;
    /// use grundy::retrograde::Outcome;
    /// let mut g = LoopyGraph::new(2, [(0, 1), (0, 0)]); // 0 may stay at 0
    /// g.solve(&[]);
    /// assert_eq!((g.outcome(0), g.outcome(1)), (Outcome::Win, Outcome::Lose));
    /// g.solve(&[(1, Outcome::Win)]);
    /// assert_eq!(g.outcome(0), Outcome::Loop);
    /// ```
    pub fn outcome(&self, v: usize) -> Outcome {
        state_outcome(self.at(v, "outcome").0)
    }

    /// The remoteness of position `v` in the last query (moves to the end
    /// with the winner hurrying and the loser delaying), `None` at a draw.
    ///
    /// # Panics
    /// As [`outcome`](Self::outcome).
    ///
    /// # Example
    /// ```
    /// use grundy::loopy_graph::LoopyGraph;
    /// // 0 -> 1 -> 2, and 0 -> 2: the winner at 0 moves to 2 at once.
    /// let mut g = LoopyGraph::new(3, [(0, 1), (1, 2), (0, 2)]);
    /// g.solve(&[]);
    /// assert_eq!([g.remoteness(0), g.remoteness(1), g.remoteness(2)], [Some(1), Some(1), Some(0)]);
    /// ```
    pub fn remoteness(&self, v: usize) -> Option<usize> {
        match self.at(v, "remoteness") {
            (WIN, r) | (LOSE, r) => Some(r as usize),
            _ => None,
        }
    }

    /// A best move from `v` in the last query: at a Win position, to a Lose
    /// position of the least remoteness; at a Lose position, to one of the
    /// largest; at a draw, to a draw. `None` at an end or a position with no
    /// move. The first such move in the order of the targets.
    ///
    /// # Panics
    /// As [`outcome`](Self::outcome).
    ///
    /// # Complexity
    /// O(moves out of `v`); the first call builds the forward graph, O(n + m).
    ///
    /// # Example
    /// ```
    /// use grundy::loopy_graph::LoopyGraph;
    /// // 0 -> 1 -> 2 -> 3, 0 -> 3, and 1 <-> 4.
    /// let mut g = LoopyGraph::new(5, [(0, 1), (1, 2), (2, 3), (0, 3), (1, 4), (4, 1)]);
    /// g.solve(&[]);
    /// assert_eq!(g.best_move(0), Some(3)); // 3 has no move: win at once
    /// assert_eq!(g.best_move(1), Some(4)); // 1 -> 2 loses: 1 prefers the draw
    /// assert_eq!(g.best_move(3), None);
    /// ```
    pub fn best_move(&mut self, v: usize) -> Option<usize> {
        let (state, r) = self.at(v, "best_move");
        if state == LOOP || (state != CLEAN && r == 0) {
            return None;
        }
        self.forward_graph();
        let (out_start, out_to) = self.forward.as_ref().unwrap();
        let to = &out_to[out_start[v] as usize..out_start[v + 1] as usize];
        let (states, count) = (&self.state, &self.count);
        let good = |w: u32| {
            let (s, d) = (states[w as usize] & 3, count[w as usize]);
            match state {
                CLEAN => s == CLEAN || s == LOOP,
                WIN => s == LOSE && d == r - 1,
                _ => d == r - 1,
            }
        };
        to.iter().copied().find(|&w| good(w)).map(|w| w as usize)
    }

    /// Every position's outcome in the last query, O(n).
    ///
    /// # Panics
    /// Before the first [`solve`](Self::solve).
    ///
    /// # Example
    /// ```
    /// use grundy::loopy_graph::LoopyGraph;
    /// use grundy::retrograde::Outcome::*;
    /// let mut g = LoopyGraph::new(3, [(0, 0), (1, 2)]);
    /// g.solve(&[]);
    /// assert_eq!(g.outcomes(), [Loop, Win, Lose]);
    /// ```
    pub fn outcomes(&self) -> Vec<Outcome> {
        assert!(
            self.solved,
            "LoopyGraph::outcomes: no query solved yet (call solve first)"
        );
        self.state.iter().map(|&s| state_outcome(s & 3)).collect()
    }

    /// The positions the last query decided Win or Lose (ends included), in
    /// non-decreasing remoteness; every other position is a draw. O(1): a
    /// way to go over a query's answers without O(n).
    ///
    /// # Example
    /// ```
    /// use grundy::loopy_graph::LoopyGraph;
    /// use grundy::retrograde::Outcome;
    /// // 0 <-> 1, 2 -> 0, and 3 <-> 4.
    /// let mut g = LoopyGraph::new(5, [(0, 1), (1, 0), (2, 0), (3, 4), (4, 3)]);
    /// g.solve(&[(1, Outcome::Lose)]);
    /// // 1 ends, 0 -> 1 wins, 2 must go to 0 and loses; 3 and 4 draw.
    /// assert_eq!(g.decided(), [1, 0, 2]);
    /// assert_eq!(g.outcome(3), Outcome::Loop);
    /// ```
    pub fn decided(&self) -> &[u32] {
        &self.order[..self.decided]
    }

    /// Smith's generalised Sprague-Grundy value of every position under
    /// normal play (no ends: a position with no move is lost), by the
    /// algorithm of Fraenkel and Yesha: for `i = 0, 1, ...`, label `i` every
    /// unlabelled position with no option labelled `i` whose unlabelled or
    /// infinite options each have an option labelled `i`, as long as there
    /// is one; then label infinite the unlabelled positions with no option
    /// labelled `i`. A position is Lose iff its value is `Finite(0)`;
    /// [`sum_outcome`] gives the outcome of a sum. Independent of the
    /// queries.
    ///
    /// # Complexity
    /// O((g + 2)(n + m)) for the largest number `g` among the values
    /// (`g(g + 1) / 2 <= m`), plus sorting each `K`.
    ///
    /// # Example
    /// ```
    /// use grundy::loopy_graph::{LoopyGraph, Gamma::*};
    /// // 0 has no move, 1 -> 0, 2 -> 2 and 2 -> 0 (it may pass forever).
    /// let mut g = LoopyGraph::new(3, [(1, 0), (2, 2), (2, 0)]);
    /// assert_eq!(g.gamma(), [Finite(0), Finite(1), Infinite(vec![0])]);
    /// ```
    pub fn gamma(&mut self) -> Vec<Gamma> {
        const UNLABELLED: u32 = u32::MAX;
        const INFINITE: u32 = u32::MAX - 1;
        let n = self.positions();
        self.forward_graph();
        let (out_start, out_to) = self.forward.as_ref().unwrap();
        let (into_start, into_from) = (&self.into_start, &self.into_from);
        let out = |u: usize| &out_to[out_start[u] as usize..out_start[u + 1] as usize];
        let into = |u: usize| &into_from[into_start[u] as usize..into_start[u + 1] as usize];
        let mut label = vec![UNLABELLED; n];
        // has[v]: v has an option labelled i (this round).
        let mut has = vec![false; n];
        // count[u]: u's moves to unlabelled or infinite positions without
        // an option labelled i.
        let mut count = vec![0u32; n];
        let mut stack = Vec::new();
        let mut unlabelled = n;
        let mut i = 0u32;
        while unlabelled > 0 {
            has.iter_mut().for_each(|h| *h = false);
            for u in 0..n {
                if label[u] == UNLABELLED {
                    count[u] = out(u)
                        .iter()
                        .filter(|&&w| label[w as usize] >= INFINITE)
                        .count() as u32;
                    if count[u] == 0 {
                        stack.push(u);
                    }
                }
            }
            while let Some(u) = stack.pop() {
                if label[u] != UNLABELLED || has[u] {
                    continue;
                }
                label[u] = i;
                unlabelled -= 1;
                for &p in into(u) {
                    let p = p as usize;
                    if has[p] {
                        continue;
                    }
                    has[p] = true;
                    if label[p] >= INFINITE {
                        for &w in into(p) {
                            let w = w as usize;
                            if label[w] == UNLABELLED {
                                count[w] -= 1;
                                if count[w] == 0 && !has[w] {
                                    stack.push(w);
                                }
                            }
                        }
                    }
                }
            }
            for u in 0..n {
                if label[u] == UNLABELLED && !has[u] {
                    label[u] = INFINITE;
                    unlabelled -= 1;
                }
            }
            i += 1;
        }
        (0..n)
            .map(|u| {
                if label[u] != INFINITE {
                    return Gamma::Finite(label[u]);
                }
                let mut k: Vec<u32> = out(u)
                    .iter()
                    .map(|&w| label[w as usize])
                    .filter(|&x| x < INFINITE)
                    .collect();
                k.sort_unstable();
                k.dedup();
                Gamma::Infinite(k)
            })
            .collect()
    }

    /// Builds the forward graph from the reverse one on first use.
    fn forward_graph(&mut self) {
        if self.forward.is_none() {
            const WHAT: &str = "LoopyGraph::best_move";
            let n = self.degree.len();
            let mut out_start = filled(WHAT, n + 1, 0u32);
            let mut total = 0u32;
            for (s, &d) in out_start.iter_mut().zip(self.degree.iter()) {
                total += d;
                *s = total;
            }
            out_start[n] = total;
            let mut out_to = filled(WHAT, self.into_from.len(), 0u32);
            for v in (0..n).rev() {
                let from =
                    &self.into_from[self.into_start[v] as usize..self.into_start[v + 1] as usize];
                for &u in from {
                    out_start[u as usize] -= 1;
                    out_to[out_start[u as usize] as usize] = v as u32;
                }
            }
            self.forward = Some((out_start, out_to));
        }
    }
}

/// The outcome of a sum of games under normal play from its components'
/// [`Gamma`] values (Smith's sum theorem): numbers only, Lose iff their XOR
/// is 0; one `inf(K)` and numbers of XOR `x`, Win iff `x` is in `K`, else a
/// draw; two infinite components or more, a draw.
///
/// # Example
/// ```
/// use grundy::loopy_graph::{sum_outcome, Gamma::*};
/// use grundy::retrograde::Outcome::*;
/// assert_eq!(sum_outcome(&[Finite(3), Finite(3)]), Lose);
/// assert_eq!(sum_outcome(&[Infinite(vec![0, 2]), Finite(2)]), Win);
/// assert_eq!(sum_outcome(&[Infinite(vec![0, 2]), Finite(1)]), Loop);
/// assert_eq!(sum_outcome(&[Infinite(vec![0]), Infinite(vec![0])]), Loop);
/// ```
pub fn sum_outcome(components: &[Gamma]) -> Outcome {
    let mut x = 0u32;
    let mut infinite: Option<&[u32]> = None;
    for g in components {
        match g {
            Gamma::Finite(a) => x ^= a,
            Gamma::Infinite(k) => {
                if infinite.is_some() {
                    return Outcome::Loop;
                }
                infinite = Some(k);
            }
        }
    }
    match infinite {
        None if x == 0 => Outcome::Lose,
        None => Outcome::Win,
        Some(k) if k.contains(&x) => Outcome::Win,
        Some(_) => Outcome::Loop,
    }
}

fn state_outcome(state: u8) -> Outcome {
    match state {
        WIN => Outcome::Win,
        LOSE => Outcome::Lose,
        _ => Outcome::Loop,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopy::retrograde::retrograde_edges;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use Outcome::*;

    /// The rules as a depth-bounded minimax: `win[v]` after round `d` says
    /// the player to move at `v` can force a win within `d` moves, `lose[v]`
    /// that they lose within `d` moves whatever they do. A position's
    /// remoteness is the first `d` where one holds; what never holds (up
    /// to `d = n + 1`, and round `n + 1` changes nothing) is a draw.
    fn brute(
        n: usize,
        moves: &[(usize, usize)],
        ends: &[(usize, Outcome)],
    ) -> Vec<(Outcome, Option<usize>)> {
        let mut end = vec![None; n];
        for &(v, o) in ends {
            end[v] = Some(o);
        }
        let mut win = vec![false; n];
        let mut lose = vec![false; n];
        let mut result = vec![(Loop, None); n];
        for d in 0..=n + 1 {
            let (mut w, mut l) = (win.clone(), lose.clone());
            for v in 0..n {
                match end[v] {
                    Some(Win) => w[v] = true,
                    Some(Lose) => l[v] = true,
                    Some(Loop) => {}
                    None => {
                        let options: Vec<usize> =
                            moves.iter().filter(|m| m.0 == v).map(|m| m.1).collect();
                        if d == 0 {
                            l[v] = options.is_empty();
                        } else {
                            w[v] |= options.iter().any(|&c| lose[c]);
                            l[v] |= options.iter().all(|&c| win[c]);
                        }
                    }
                }
                assert!(!(w[v] && l[v]));
                if result[v].1.is_none() && (w[v] || l[v]) {
                    assert!(d <= n, "a remoteness of {d} with {n} positions");
                    result[v] = (if w[v] { Win } else { Lose }, Some(d));
                }
            }
            win = w;
            lose = l;
        }
        result
    }

    /// Every answer of `g` (which has just solved `ends`) against the brute
    /// force, its best moves against the rules, and `decided` and
    /// `outcomes` against the answers.
    fn check(
        g: &mut LoopyGraph,
        n: usize,
        moves: &[(usize, usize)],
        ends: &[(usize, Outcome)],
        what: &str,
    ) {
        let want = brute(n, moves, ends);
        let outcomes: Vec<Outcome> = want.iter().map(|w| w.0).collect();
        assert_eq!(g.outcomes(), outcomes, "{what}");
        assert_eq!(retrograde_edges(n, moves, ends), outcomes, "{what}");
        for v in 0..n {
            assert_eq!(
                (g.outcome(v), g.remoteness(v)),
                want[v],
                "{what}: position {v}"
            );
            let is_end = ends.iter().any(|e| e.0 == v);
            let has_moves = moves.iter().any(|m| m.0 == v);
            let best = g.best_move(v);
            if is_end || !has_moves {
                assert_eq!(best, None, "{what}: position {v}");
                continue;
            }
            let w = best.unwrap_or_else(|| panic!("{what}: no best move from {v}"));
            assert!(moves.contains(&(v, w)), "{what}: {v} -> {w} is no move");
            let target = match want[v] {
                (Win, Some(r)) => (Lose, Some(r - 1)),
                (Lose, Some(r)) => (Win, Some(r - 1)),
                _ => (Loop, None),
            };
            assert_eq!(want[w], target, "{what}: best move {v} -> {w}");
        }
        let mut decided: Vec<usize> = g.decided().iter().map(|&v| v as usize).collect();
        let remote: Vec<usize> = decided.iter().map(|&v| want[v].1.unwrap()).collect();
        assert!(remote.windows(2).all(|p| p[0] <= p[1]), "{what}");
        decided.sort_unstable();
        let wl: Vec<usize> = (0..n).filter(|&v| want[v].1.is_some()).collect();
        assert_eq!(decided, wl, "{what}");
    }

    fn random_graph(rng: &mut StdRng, max_n: usize) -> (usize, Vec<(usize, usize)>) {
        let n = rng.random_range(1..=max_n);
        let m = rng.random_range(0..=3 * n);
        let mut moves: Vec<(usize, usize)> = (0..m)
            .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
            .collect();
        // Some self-loops and parallel moves for sure.
        for _ in 0..rng.random_range(0..3) {
            let v = rng.random_range(0..n);
            moves.push((v, v));
        }
        if !moves.is_empty() {
            for _ in 0..rng.random_range(0..3) {
                let k = rng.random_range(0..moves.len());
                moves.push(moves[k]);
            }
        }
        (n, moves)
    }

    fn random_ends(rng: &mut StdRng, n: usize) -> Vec<(usize, Outcome)> {
        let mut ends = Vec::new();
        for v in 0..n {
            if rng.random_range(0..5) == 0 {
                ends.push((v, [Win, Lose, Loop][rng.random_range(0..3)]));
            }
        }
        if let Some(&e) = ends.first() {
            ends.push(e); // listed twice, the same outcome: allowed
        }
        ends
    }

    /// The moves of graph number `mask` on `n` positions: bit `u * n + v`.
    fn graph(n: usize, mask: usize) -> Vec<(usize, usize)> {
        (0..n * n)
            .filter(|b| mask >> b & 1 == 1)
            .map(|b| (b / n, b % n))
            .collect()
    }

    #[test]
    fn every_graph_on_three_positions_every_end_set() {
        for n in 0..=3 {
            for mask in 0..1usize << (n * n) {
                let moves = graph(n, mask);
                let mut g = LoopyGraph::new(n, moves.iter().copied());
                // Each position: no end, or an end Win, Lose or Loop.
                for code in 0..4usize.pow(n as u32) {
                    let ends: Vec<(usize, Outcome)> = (0..n)
                        .filter_map(|v| match code / 4usize.pow(v as u32) % 4 {
                            0 => None,
                            1 => Some((v, Win)),
                            2 => Some((v, Lose)),
                            _ => Some((v, Loop)),
                        })
                        .collect();
                    g.solve(&ends);
                    check(
                        &mut g,
                        n,
                        &moves,
                        &ends,
                        &format!("{moves:?}, ends {ends:?}"),
                    );
                }
            }
        }
    }

    #[test]
    fn every_graph_on_four_positions() {
        let n = 4;
        for mask in 0..1usize << 16 {
            let moves = graph(n, mask);
            let mut g = LoopyGraph::new(n, moves.iter().copied());
            let end = (mask % 4, [Win, Lose, Loop][mask / 4 % 3]);
            for ends in [vec![], vec![end]] {
                g.solve(&ends);
                check(
                    &mut g,
                    n,
                    &moves,
                    &ends,
                    &format!("{moves:?}, ends {ends:?}"),
                );
            }
        }
    }

    #[test]
    fn many_queries_on_one_graph_match_a_fresh_solve_each() {
        let mut rng = StdRng::seed_from_u64(39);
        for round in 0..400 {
            let (n, moves) = random_graph(&mut rng, 12);
            let mut g = LoopyGraph::new(n, moves.iter().copied());
            for query in 0..20 {
                let ends = random_ends(&mut rng, n);
                g.solve(&ends);
                let what = format!("round {round} query {query}: n {n}, {moves:?}, ends {ends:?}");
                check(&mut g, n, &moves, &ends, &what);
                let mut fresh = LoopyGraph::new(n, moves.iter().copied());
                fresh.solve(&ends);
                for v in 0..n {
                    assert_eq!(
                        (fresh.outcome(v), fresh.remoteness(v), fresh.best_move(v)),
                        (g.outcome(v), g.remoteness(v), g.best_move(v)),
                        "{what}"
                    );
                }
            }
        }
    }

    #[test]
    fn small_queries_on_a_large_graph_undo_only_what_they_touched() {
        // 200 random graphs of up to 10 positions side by side: a query with
        // ends in one of them touches less than 1/32 of the positions,
        // so the next query undoes it position by position. Against a fresh
        // graph each time (checked against the rules by the tests above).
        let mut rng = StdRng::seed_from_u64(3939);
        for round in 0..8 {
            let mut moves = Vec::new();
            let mut blocks = Vec::new();
            let mut n = 0;
            for _ in 0..200 {
                let (k, block) = random_graph(&mut rng, 10);
                moves.extend(block.iter().map(|&(u, v)| (n + u, n + v)));
                // Every position a move, so that no block is decided by
                // its sinks in every query.
                moves.extend((0..k).map(|u| (n + u, n + (u + 1) % k)));
                blocks.push((n, k));
                n += k;
            }
            let mut g = LoopyGraph::new(n, moves.iter().copied());
            for query in 0..40 {
                let (at, k) = blocks[rng.random_range(0..blocks.len())];
                let ends: Vec<(usize, Outcome)> = random_ends(&mut rng, k)
                    .into_iter()
                    .map(|(v, o)| (at + v, o))
                    .collect();
                g.solve(&ends);
                let mut fresh = LoopyGraph::new(n, moves.iter().copied());
                fresh.solve(&ends);
                let what = format!("round {round} query {query}");
                assert_eq!(g.outcomes(), retrograde_edges(n, &moves, &ends), "{what}");
                for v in 0..n {
                    assert_eq!(
                        (g.outcome(v), g.remoteness(v), g.best_move(v)),
                        (fresh.outcome(v), fresh.remoteness(v), fresh.best_move(v)),
                        "{what}: position {v}"
                    );
                }
            }
        }
    }

    #[test]
    fn long_chains_need_no_recursion() {
        // 0 -> 1 -> ... -> n-1 -> n-1: no sink, all draws; with n-1 an
        // end Lose, remoteness n-1-v, Lose iff it is even.
        let n = 200_000;
        let mut g = LoopyGraph::new(n, (0..n).map(|v| (v, (v + 1).min(n - 1))));
        g.solve(&[]);
        assert_eq!((g.outcome(0), g.decided().len()), (Loop, 0));
        g.solve(&[(n - 1, Lose)]);
        for v in (0..n).step_by(997) {
            let r = n - 1 - v;
            let o = if r % 2 == 0 { Lose } else { Win };
            assert_eq!((g.outcome(v), g.remoteness(v)), (o, Some(r)));
        }
        assert_eq!(g.best_move(0), Some(1));
        // Closing position 1000: only 0..=1000 are decided, the rest draw,
        // and everything the last query changed was put back.
        g.solve(&[(1000, Lose)]);
        assert_eq!(g.decided().len(), 1001);
        assert_eq!((g.outcome(0), g.remoteness(0)), (Lose, Some(1000)));
        assert_eq!((g.outcome(1001), g.outcome(n - 1)), (Loop, Loop));
        g.solve(&[(n - 1, Lose)]);
        assert_eq!(g.remoteness(0), Some(n - 1));
    }

    /// Grundy values of an acyclic graph, by the mex rule in order of the
    /// positions (every move goes to a smaller one).
    fn mex_values(n: usize, moves: &[(usize, usize)]) -> Vec<u32> {
        let mut g = vec![0u32; n];
        for v in 0..n {
            let seen: Vec<u32> = moves.iter().filter(|m| m.0 == v).map(|m| g[m.1]).collect();
            g[v] = (0..).find(|x| !seen.contains(x)).unwrap();
        }
        g
    }

    #[test]
    fn gamma_is_the_grundy_value_on_acyclic_graphs() {
        let mut rng = StdRng::seed_from_u64(1966);
        for _ in 0..500 {
            let n = rng.random_range(1..=12);
            let moves: Vec<(usize, usize)> = (0..rng.random_range(0..=4 * n))
                .filter_map(|_| {
                    let (u, v) = (rng.random_range(0..n), rng.random_range(0..n));
                    (v < u).then_some((u, v))
                })
                .collect();
            let want: Vec<Gamma> = mex_values(n, &moves)
                .into_iter()
                .map(Gamma::Finite)
                .collect();
            assert_eq!(
                LoopyGraph::new(n, moves.iter().copied()).gamma(),
                want,
                "{moves:?}"
            );
        }
    }

    /// The outcomes of the sum of two or three graphs, by the brute force
    /// on their product (a move moves one component), against
    /// `sum_outcome` of the components' values; and each graph alone.
    fn check_sum(parts: &[(usize, Vec<(usize, usize)>)]) {
        let gammas: Vec<Vec<Gamma>> = parts
            .iter()
            .map(|(n, moves)| LoopyGraph::new(*n, moves.iter().copied()).gamma())
            .collect();
        for ((n, moves), gamma) in parts.iter().zip(&gammas) {
            let alone = brute(*n, moves, &[]);
            for v in 0..*n {
                assert_eq!(
                    sum_outcome(&[gamma[v].clone()]),
                    alone[v].0,
                    "{moves:?} at {v}"
                );
            }
        }
        // Position of the sum: mixed radix, component 0 first.
        let total: usize = parts.iter().map(|p| p.0).product();
        let mut moves = Vec::new();
        for s in 0..total {
            let mut scale = 1;
            for (n, component) in parts {
                let at = s / scale % n;
                for &(u, v) in component {
                    if u == at {
                        moves.push((s, s - at * scale + v * scale));
                    }
                }
                scale *= n;
            }
        }
        let want = brute(total, &moves, &[]);
        for s in 0..total {
            let mut scale = 1;
            let values: Vec<Gamma> = parts
                .iter()
                .zip(&gammas)
                .map(|((n, _), gamma)| {
                    let g = gamma[s / scale % n].clone();
                    scale *= n;
                    g
                })
                .collect();
            assert_eq!(
                sum_outcome(&values),
                want[s].0,
                "sum of {parts:?} at {s}: values {values:?}"
            );
        }
    }

    #[test]
    fn gamma_gives_the_outcome_of_every_small_sum() {
        // Every graph on at most 2 positions with every one, and each graph
        // on 3 positions alone.
        let mut small = Vec::new();
        for n in 1..=2 {
            for mask in 0..1usize << (n * n) {
                small.push((n, graph(n, mask)));
            }
        }
        for a in &small {
            for b in &small {
                check_sum(&[a.clone(), b.clone()]);
            }
        }
        for mask in 0..1usize << 9 {
            check_sum(&[(3, graph(3, mask))]);
        }
        // Random pairs and triples, with loops and parallel moves.
        let mut rng = StdRng::seed_from_u64(1986);
        for _ in 0..1500 {
            let a = random_graph(&mut rng, 5);
            let b = random_graph(&mut rng, 5);
            check_sum(&[a, b]);
        }
        for _ in 0..300 {
            let parts: Vec<_> = (0..3).map(|_| random_graph(&mut rng, 3)).collect();
            check_sum(&parts);
        }
    }

    #[test]
    fn empty_graphs_and_bad_input() {
        let mut g = LoopyGraph::new(0, []);
        g.solve(&[]);
        assert!(g.outcomes().is_empty() && g.decided().is_empty() && g.gamma().is_empty());
        let caught = |f: &mut dyn FnMut()| {
            let e = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_err();
            match e.downcast::<String>() {
                Ok(s) => *s,
                Err(e) => e.downcast::<&str>().unwrap().to_string(),
            }
        };
        assert_eq!(
            caught(&mut || drop(LoopyGraph::new(5, [(0, 7)]))),
            "LoopyGraph::new: move (0, 7) leaves 0..5"
        );
        assert_eq!(
            caught(&mut || drop(LoopyGraph::new(MAX_POSITIONS + 1, []))),
            "LoopyGraph::new: 4294967296 positions, more than the 4294967295 it takes"
        );
        assert!(caught(&mut || drop(LoopyGraph::new(usize::MAX, []))).contains("more than"));
        let mut g = LoopyGraph::new(5, [(0, 1)]);
        assert_eq!(
            caught(&mut || {
                let _ = g.outcome(0);
            }),
            "LoopyGraph::outcome: no query solved yet (call solve first)"
        );
        assert_eq!(
            caught(&mut || g.solve(&[(9, Lose)])),
            "LoopyGraph::solve: end position 9 is not below 5"
        );
        assert_eq!(
            caught(&mut || g.solve(&[(1, Win), (1, Lose)])),
            "LoopyGraph::solve: end position 1 is listed as Win and as Lose"
        );
        assert_eq!(
            caught(&mut || {
                let _ = g.outcome(0);
            }),
            "LoopyGraph::outcome: no query solved yet (call solve first)"
        );
        // The half-done query is undone: 1 is no end any more.
        g.solve(&[]);
        assert_eq!(g.outcomes(), [Win, Lose, Lose, Lose, Lose]);
        assert_eq!(
            caught(&mut || {
                let _ = g.outcome(5);
            }),
            "LoopyGraph::outcome: position 5 is not below 5"
        );
        assert_eq!(
            caught(&mut || {
                let _ = g.best_move(7);
            }),
            "LoopyGraph::best_move: position 7 is not below 5"
        );
    }
}
