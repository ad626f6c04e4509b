//! Games on a finite graph that may have cycles: every position is a win, a
//! loss or a draw (endless play) for the player to move.
//!
//! Positions are `0..n`; a move goes from a position to one of its successors.
//! Play alternates, so a position is
//! - [`Outcome::Win`] if some move leads to a `Lose` position;
//! - [`Outcome::Lose`] if every move leads to a `Win` position (in particular
//!   if there is no move, unless the rules say otherwise);
//! - [`Outcome::Loop`] otherwise: the player to move can avoid losing but
//!   cannot force a win, and prefers endless play to a loss.
//!
//! The caller may fix the outcome of *terminal* positions, where the game is
//! over and the moves, if any, are ignored: in Berzerk (Codeforces 787C) the
//! player who moves the monster into the black hole wins, so the position
//! "monster in the hole, opponent to move" is a terminal `Lose`.
//!
//! [`retrograde`] labels every position by retrograde analysis: start from
//! the decided positions and walk the moves backwards, counting for each
//! position how many of its moves still lead to an undecided or winning
//! position. Whatever is never reached is `Loop`. No recursion, so chains of
//! any length are fine.

use std::collections::VecDeque;

/// The value of a position for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win, whatever the player to move does.
    Lose,
    /// Neither player can force a win: with best play the game never ends.
    Loop,
}

impl Outcome {
    /// The word used by Codeforces 787C: `"Win"`, `"Lose"` or `"Loop"`.
    ///
    /// # Example
    /// ```
    /// use grundy::retrograde::Outcome;
    /// assert_eq!(Outcome::Loop.word(), "Loop");
    /// ```
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Win => "Win",
            Outcome::Lose => "Lose",
            Outcome::Loop => "Loop",
        }
    }
}

/// Labels every position `0..out_degree.len()` of a game graph given by its
/// out-degrees and a function listing predecessors.
///
/// - `out_degree[v]` is the number of moves from `v`, each parallel move
///   counted (it must agree with what `predecessors` lists).
/// - `terminal` lists `(position, outcome)` pairs fixed by the rules; those
///   positions' moves are ignored. A position with no move that is not listed
///   is `Lose`.
/// - `predecessors(v)` yields every `u` with a move `u -> v`, once per move
///   (it may include terminal positions; they are skipped). It is called at
///   most once per position, so the total work is the number of moves.
///
/// # Panics
/// If a terminal position is `>= out_degree.len()`, or if `predecessors`
/// yields a position out of range.
///
/// # Complexity
/// O(n + m) for n positions and m moves (plus the cost of `predecessors`),
/// O(n) memory beyond the caller's graph.
///
/// # Example
/// ```
/// use grundy::retrograde::{retrograde, Outcome::*};
/// // 0 -> 1 -> 2 (no move from 2), and 3 <-> 4 forever, and 4 -> 0.
/// let degree = vec![1, 1, 0, 1, 2];
/// let into: Vec<Vec<usize>> = vec![vec![4], vec![0], vec![1], vec![4], vec![3]];
/// let pred = |v: usize| into[v].iter().copied();
/// // 2 cannot move: Lose; 1 moves to it: Win; 0 must move to 1: Lose;
/// // 4 moves to 0: Win; 3 must move to 4: Lose.
/// assert_eq!(retrograde(degree.clone(), &[], &pred), vec![Lose, Win, Lose, Lose, Win]);
/// // If reaching 2 ended the game as a win for the player to move there,
/// // 1 must move into it and loses, 0 wins, and 4 prefers looping via 3.
/// assert_eq!(retrograde(degree, &[(2, Win)], &pred), vec![Win, Lose, Win, Loop, Loop]);
/// ```
pub fn retrograde<F, I>(
    out_degree: Vec<usize>,
    terminal: &[(usize, Outcome)],
    mut predecessors: F,
) -> Vec<Outcome>
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = usize>,
{
    const UNDECIDED: u8 = 0;
    const WIN: u8 = 1;
    const LOSE: u8 = 2;
    const LOOP: u8 = 3;
    let n = out_degree.len();
    let mut remaining = out_degree;
    let mut state = vec![UNDECIDED; n];
    let mut queue = VecDeque::new();
    for &(v, outcome) in terminal {
        assert!(v < n, "terminal position {} is not below {}", v, n);
        state[v] = match outcome {
            Outcome::Win => WIN,
            Outcome::Lose => LOSE,
            Outcome::Loop => LOOP,
        };
    }
    for v in 0..n {
        if state[v] == UNDECIDED && remaining[v] == 0 {
            state[v] = LOSE;
        }
        if state[v] == WIN || state[v] == LOSE {
            queue.push_back(v);
        }
    }
    while let Some(v) = queue.pop_front() {
        let lost = state[v] == LOSE;
        for u in predecessors(v) {
            if state[u] != UNDECIDED {
                continue;
            }
            if lost {
                state[u] = WIN;
                queue.push_back(u);
            } else {
                remaining[u] -= 1;
                if remaining[u] == 0 {
                    state[u] = LOSE;
                    queue.push_back(u);
                }
            }
        }
    }
    state
        .into_iter()
        .map(|s| match s {
            WIN => Outcome::Win,
            LOSE => Outcome::Lose,
            _ => Outcome::Loop,
        })
        .collect()
}

/// [`retrograde`] on a graph given as a list of moves `(from, to)` on
/// positions `0..n`; the reverse adjacency is built as flat (CSR) arrays.
///
/// # Panics
/// If a move or a terminal position names a position `>= n`; with the
/// [memory](crate::judge::memory) message (`"retrograde_edges: ..."`) when the `n`
/// positions do not fit in memory (`n` near `2^40` or beyond).
///
/// # Complexity
/// O(n + m) time and memory for m moves.
///
/// # Example
/// ```
/// use grundy::retrograde::{retrograde_edges, Outcome::*};
/// // A 3-cycle 0 -> 1 -> 2 -> 0 with an exit 2 -> 3 (3 has no move).
/// let moves = [(0, 1), (1, 2), (2, 0), (2, 3)];
/// // 3: no move, Lose; 2 -> 3: Win; 1 must move to 2: Lose; 0 -> 1: Win.
/// assert_eq!(retrograde_edges(4, &moves, &[]), vec![Win, Lose, Win, Lose]);
/// // Without the exit nobody ever wins.
/// assert_eq!(retrograde_edges(3, &moves[..3], &[]), vec![Loop, Loop, Loop]);
/// ```
pub fn retrograde_edges(
    n: usize,
    moves: &[(usize, usize)],
    terminal: &[(usize, Outcome)],
) -> Vec<Outcome> {
    let mut out_degree = crate::judge::memory::filled("retrograde_edges", n, 0usize);
    // start[v + 1] counts the moves into v, then becomes the end of v's slice.
    let len = crate::judge::memory::count_through("retrograde_edges", n);
    let mut start = crate::judge::memory::filled("retrograde_edges", len, 0usize);
    for &(u, v) in moves {
        assert!(u < n && v < n, "move ({}, {}) leaves 0..{}", u, v, n);
        out_degree[u] += 1;
        start[v + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut from = vec![0usize; moves.len()];
    for &(u, v) in moves {
        from[fill[v]] = u;
        fill[v] += 1;
    }
    retrograde(out_degree, terminal, |v| {
        from[start[v]..start[v + 1]].iter().copied()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The definition as a fixpoint: repeat until nothing changes, deciding a
    /// position Win if some move reaches a Lose, Lose if every move reaches a
    /// Win; what stays undecided is Loop.
    fn outcomes_naive(
        n: usize,
        moves: &[(usize, usize)],
        terminal: &[(usize, Outcome)],
    ) -> Vec<Outcome> {
        let mut label: Vec<Option<Outcome>> = vec![None; n];
        let mut fixed = vec![false; n];
        for &(v, o) in terminal {
            label[v] = Some(o);
            fixed[v] = true;
        }
        loop {
            let mut changed = false;
            for v in 0..n {
                if label[v].is_some() {
                    continue;
                }
                let succ: Vec<Option<Outcome>> = moves
                    .iter()
                    .filter(|m| m.0 == v)
                    .map(|m| label[m.1])
                    .collect();
                if succ.contains(&Some(Outcome::Lose)) {
                    label[v] = Some(Outcome::Win);
                    changed = true;
                } else if succ.iter().all(|&s| s == Some(Outcome::Win)) {
                    label[v] = Some(Outcome::Lose);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        label
            .into_iter()
            .map(|l| l.unwrap_or(Outcome::Loop))
            .collect()
    }

    #[test]
    fn empty_and_single_positions() {
        assert_eq!(retrograde_edges(0, &[], &[]), vec![]);
        assert_eq!(retrograde_edges(1, &[], &[]), vec![Outcome::Lose]);
        assert_eq!(retrograde_edges(1, &[(0, 0)], &[]), vec![Outcome::Loop]);
        assert_eq!(
            retrograde_edges(1, &[(0, 0)], &[(0, Outcome::Win)]),
            vec![Outcome::Win]
        );
        assert_eq!(
            retrograde_edges(2, &[(0, 1)], &[(1, Outcome::Loop)]),
            vec![Outcome::Loop, Outcome::Loop]
        );
    }

    #[test]
    fn random_graphs_match_the_fixpoint() {
        let mut rng = StdRng::seed_from_u64(787);
        for round in 0..3000 {
            let n = rng.random_range(1..=9);
            let m = rng.random_range(0..=3 * n);
            let moves: Vec<(usize, usize)> = (0..m)
                .map(|_| (rng.random_range(0..n), rng.random_range(0..n)))
                .collect();
            let mut terminal = Vec::new();
            for v in 0..n {
                if rng.random_range(0..6) == 0 {
                    let o = [Outcome::Win, Outcome::Lose, Outcome::Loop][rng.random_range(0..3)];
                    terminal.push((v, o));
                }
            }
            assert_eq!(
                retrograde_edges(n, &moves, &terminal),
                outcomes_naive(n, &moves, &terminal),
                "round {round}: n = {n}, moves {moves:?}, terminal {terminal:?}"
            );
        }
    }

    #[test]
    fn long_chain_needs_no_recursion() {
        // 0 -> 1 -> ... -> n-1 (no move): position v is Lose iff n-1-v is even.
        let n = 200_000;
        let moves: Vec<(usize, usize)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        let got = retrograde_edges(n, &moves, &[]);
        for (v, &o) in got.iter().enumerate() {
            let want = if (n - 1 - v) % 2 == 0 {
                Outcome::Lose
            } else {
                Outcome::Win
            };
            assert_eq!(o, want, "position {v}");
        }
    }

    #[test]
    #[should_panic(expected = "move (0, 3) leaves 0..3")]
    fn rejects_a_move_out_of_range() {
        retrograde_edges(3, &[(0, 3)], &[]);
    }
}
