//! Every-SG and its short twin: sums in which each turn moves *every*
//! component, decided by remoteness and suspense numbers instead of Grundy
//! values.
//!
//! # The two compounds (Smith 1966; *Winning Ways* ch. 9; ONAG ch. 14)
//!
//! In the *conjunctive compound* of games a move is a move in every component
//! at once. Two ending rules give two games, both played normally (a player
//! who cannot move loses):
//!
//! - the **short rule** (*Winning Ways*' "join", ONAG's conjunctive
//!   compound): play ends as soon as any component has ended;
//! - the **long rule** (the "slow join", ONAG's continued conjunctive
//!   compound, known to contestants as **Every-SG**): each turn moves every
//!   component that can still move, and play ends when none can.
//!
//! In both, the winner of the compound is the winner of the component that
//! decides its length (the shortest, or the longest). So what matters in a
//! single game is not its Grundy value but *how long* play lasts when the
//! player who is winning it and the player who is losing it pull in
//! opposite directions.
//!
//! **Remoteness** (Steinhaus): the winner hurries, the loser delays.
//! - `R(G) = 0` if `G` has no options;
//! - else `R(G) = 1 + min R(G')` over the options with *even* `R(G')`, if
//!   there is one;
//! - else (every option odd) `R(G) = 1 + max R(G')`.
//!
//! **Suspense**: the winner delays, the loser hurries.
//! - `S(G) = 0` if `G` has no options;
//! - else `S(G) = 1 + max S(G')` over the options with *even* `S(G')`, if
//!   there is one;
//! - else (every option odd) `S(G) = 1 + min S(G')`.
//!
//! Both are odd exactly at the positions won by the player to move (an
//! induction: a position is won iff it has an option of even number, i.e. a
//! lost one), and count the moves of the game under that play.
//!
//! **Theorem** (Smith; *Winning Ways* ch. 9). The remoteness of a short-rule
//! compound is the *least* remoteness of its components, and the suspense of
//! a long-rule compound the *largest* suspense of its components. Hence the
//! first player wins a short-rule compound iff the least remoteness is odd,
//! and wins **Every-SG iff the largest suspense is odd**
//! ([`EverySg::first_player_wins`]).
//!
//! # Options of several components
//!
//! A [`Game`] option is a list of components (a split leaves two). Under
//! each rule they stay in the compound: each is moved every turn. So an
//! option of components `a, b` counts as their compound: suspense
//! `max(S(a), S(b))`, remoteness `min(R(a), R(b))`; an option of no
//! components counts as a game that has ended (0; under the short rule it
//! ends the whole compound). The tests compare both numbers and both
//! winners with a brute force that plays the whole compound, splits
//! included.
//!
//! # Example
//!
//! Take 1 or 2 tokens from a heap, every heap at once. Suspense: S(0) = 0,
//! S(1) = 1 (the option 0 is even), S(2) = 1 + max{S(0)} = 1, S(3) = 1 +
//! min{S(2), S(1)} = 2 (both odd), S(4) = 1 + S(3) = 3, S(5) = 1 +
//! max{S(3)} = 3, S(6) = 1 + min{S(5), S(4)} = 4.
//!
//! ```
//! use grundy::every_sg::EverySg;
//! use grundy::game::game_push;
//! let take = game_push(|&n: &u32, push| (1..=2.min(n)).for_each(|k| push(&[n - k])));
//! let mut e = EverySg::new(take);
//! assert_eq!((0..7).map(|n| e.suspense(&n)).collect::<Vec<_>>(), vec![0, 1, 1, 2, 3, 3, 4]);
//! assert!(e.first_player_wins(&[3, 4])); // max(2, 3) = 3, odd
//! assert!(!e.first_player_wins(&[3, 6])); // max(2, 4) = 4, even
//! ```

use crate::impartial::game::{fill_dense, search, DenseMemo, Fold, Game, HashMemo, Memo, Path};

/// Remoteness: min over an option's components; over the options, whether
/// there is one, the least even one and the largest.
struct RemotenessFold;

#[derive(Clone, Copy)]
struct RemotenessState {
    any: bool,
    min_even: Option<u32>,
    max_all: u32,
}

impl Fold for RemotenessFold {
    type State = RemotenessState;
    fn combine(a: u32, b: u32) -> u32 {
        a.min(b)
    }
    fn start(&mut self) -> RemotenessState {
        RemotenessState {
            any: false,
            min_even: None,
            max_all: 0,
        }
    }
    fn add(&mut self, s: &mut RemotenessState, option: u32) {
        s.any = true;
        if option % 2 == 0 {
            s.min_even = Some(s.min_even.map_or(option, |m| m.min(option)));
        }
        s.max_all = s.max_all.max(option);
    }
    fn take(&mut self, s: RemotenessState) -> u32 {
        match (s.any, s.min_even) {
            (false, _) => 0,
            (true, Some(m)) => 1 + m,
            (true, None) => 1 + s.max_all,
        }
    }
}

/// Suspense: max over an option's components; over the options, whether
/// there is one, the largest even one and the least.
struct SuspenseFold;

#[derive(Clone, Copy)]
struct SuspenseState {
    any: bool,
    max_even: Option<u32>,
    min_all: u32,
}

impl Fold for SuspenseFold {
    type State = SuspenseState;
    fn combine(a: u32, b: u32) -> u32 {
        a.max(b)
    }
    fn start(&mut self) -> SuspenseState {
        SuspenseState {
            any: false,
            max_even: None,
            min_all: u32::MAX,
        }
    }
    fn add(&mut self, s: &mut SuspenseState, option: u32) {
        s.any = true;
        if option % 2 == 0 {
            s.max_even = Some(s.max_even.map_or(option, |m| m.max(option)));
        }
        s.min_all = s.min_all.min(option);
    }
    fn take(&mut self, s: SuspenseState) -> u32 {
        match (s.any, s.max_even) {
            (false, _) => 0,
            (true, Some(m)) => 1 + m,
            (true, None) => 1 + s.min_all,
        }
    }
}

/// Remoteness and suspense numbers of a [`Game`], memoised (two hash memos
/// beside the game, [`EverySg::new`], or two arrays for positions with a
/// natural index, [`EverySg::dense`]), computed as [`Grundy`](crate::impartial::game::Grundy) computes
/// values: an explicit stack, no recursion, no option list kept.
///
/// See the [module documentation](self) for the definitions and theorems.
///
/// # Example
/// ```
/// use grundy::every_sg::EverySg;
/// use grundy::game::game_fn;
/// // A chain 0 <- 1 <- 2 <- ...: one move each turn, n of them in all.
/// let mut e = EverySg::new(game_fn(|&n: &u32| if n == 0 { vec![] } else { vec![vec![n - 1]] }));
/// assert_eq!((e.remoteness(&1_000_000), e.suspense(&7)), (1_000_000, 7));
/// ```
pub struct EverySg<G: Game, M = HashMemo<<G as Game>::Position>> {
    game: G,
    remoteness: M,
    suspense: M,
    remoteness_path: Path<G::Position, RemotenessState>,
    suspense_path: Path<G::Position, SuspenseState>,
}

impl<G: Game> EverySg<G> {
    /// Empty memos for `game`.
    ///
    /// # Example
    /// ```
    /// use grundy::every_sg::EverySg;
    /// use grundy::game::{game_fn, Game};
    /// let e = EverySg::new(game_fn(|_: &u8| vec![]));
    /// assert!(e.game().options(&0).is_empty());
    /// ```
    pub fn new(game: G) -> Self {
        EverySg {
            game,
            remoteness: HashMemo::new(),
            suspense: HashMemo::new(),
            remoteness_path: Path::new(),
            suspense_path: Path::new(),
        }
    }
}

impl<G: Game, F> EverySg<G, DenseMemo<F>>
where
    F: Fn(&G::Position) -> usize + Clone,
{
    /// Empty memos for `game` whose positions have a natural index: two
    /// arrays of `bound` numbers indexed by `index(&position) < bound`, as
    /// [`Grundy::dense`](crate::impartial::game::Grundy::dense) (no hashing, a few
    /// bytes a position).
    ///
    /// # Panics
    /// When a number is asked for, if a position met has an index of
    /// `bound` or more.
    ///
    /// # Example
    /// ```
    /// use grundy::every_sg::EverySg;
    /// use grundy::game::game_push;
    /// // Take 1 or 2 (the module example): suspenses 0 1 1 2 3 3 4.
    /// let take = game_push(|&n: &u32, push| (1..=2.min(n)).for_each(|k| push(&[n - k])));
    /// let mut e = EverySg::dense(take, 7, |&n: &u32| n as usize);
    /// assert_eq!((0..7).map(|n| e.suspense(&n)).collect::<Vec<_>>(), vec![0, 1, 1, 2, 3, 3, 4]);
    /// ```
    pub fn dense(game: G, bound: usize, index: F) -> Self {
        EverySg {
            game,
            remoteness: DenseMemo::new(bound, index.clone()),
            suspense: DenseMemo::new(bound, index),
            remoteness_path: Path::new(),
            suspense_path: Path::new(),
        }
    }

    /// Every index's suspense number, in index order: the suspense of
    /// `position(i)` for each `i` below the bound (`position` is the inverse
    /// of the index). The array DP a contestant writes by hand: indexes in
    /// increasing order, one scan of a position's options when they are
    /// all known, the search of [`suspense`](EverySg::suspense) otherwise
    /// (so any acyclic game is right). Numbers already known are kept.
    ///
    /// # Panics
    /// If `index(&position(i)) != i`, if a position met has an index of the
    /// bound or more, or if the game has a cycle.
    ///
    /// # Example
    /// ```
    /// use grundy::every_sg::EverySg;
    /// use grundy::game::game_push;
    /// let take = game_push(|&n: &u32, push| (1..=2.min(n)).for_each(|k| push(&[n - k])));
    /// let mut e = EverySg::dense(take, 7, |&n: &u32| n as usize);
    /// assert_eq!(e.fill_suspense(|i| i as u32), &[0, 1, 1, 2, 3, 3, 4]);
    /// ```
    pub fn fill_suspense(&mut self, position: impl Fn(usize) -> G::Position) -> &[u32] {
        fill_dense(
            &self.game,
            &mut self.suspense,
            &mut SuspenseFold,
            &mut self.suspense_path,
            position,
        );
        self.suspense.values()
    }

    /// Every index's remoteness, in index order, as
    /// [`fill_suspense`](Self::fill_suspense).
    ///
    /// # Panics
    /// As [`fill_suspense`](Self::fill_suspense).
    ///
    /// # Example
    /// ```
    /// use grundy::every_sg::EverySg;
    /// use grundy::game::game_push;
    /// // Take 1 or 2: remotenesses 0 1 1 2 3 3 4 (see `remoteness`).
    /// let take = game_push(|&n: &u32, push| (1..=2.min(n)).for_each(|k| push(&[n - k])));
    /// let mut e = EverySg::dense(take, 7, |&n: &u32| n as usize);
    /// assert_eq!(e.fill_remoteness(|i| i as u32), &[0, 1, 1, 2, 3, 3, 4]);
    /// ```
    pub fn fill_remoteness(&mut self, position: impl Fn(usize) -> G::Position) -> &[u32] {
        fill_dense(
            &self.game,
            &mut self.remoteness,
            &mut RemotenessFold,
            &mut self.remoteness_path,
            position,
        );
        self.remoteness.values()
    }
}

impl<G: Game, M: Memo<G::Position>> EverySg<G, M> {
    /// The game.
    ///
    /// # Example
    /// ```
    /// use grundy::every_sg::EverySg;
    /// use grundy::game::{game_fn, Game};
    /// let e = EverySg::new(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()));
    /// assert_eq!(e.game().options(&1), vec![vec![0]]);
    /// ```
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The remoteness of `position`: odd iff the player to move wins, and
    /// then the number of moves when the winner hurries and the loser delays.
    ///
    /// # Panics
    /// If the game has a cycle among the positions reached from `position`.
    ///
    /// # Complexity
    /// As [`Grundy::value`](crate::impartial::game::Grundy::value).
    ///
    /// # Example
    /// ```
    /// use grundy::every_sg::EverySg;
    /// use grundy::game::game_push;
    /// // Take 1 or 2: R(3) = 1 + max{R(2), R(1)} = 1 + max{1, 1} = 2 (both odd);
    /// // R(4) = 1 + R(3) = 3, the even option 3 taken over the odd 2.
    /// let mut e = EverySg::new(game_push(|&n: &u32, push| (1..=2.min(n)).for_each(|k| push(&[n - k]))));
    /// assert_eq!((0..7).map(|n| e.remoteness(&n)).collect::<Vec<_>>(), vec![0, 1, 1, 2, 3, 3, 4]);
    /// ```
    pub fn remoteness(&mut self, position: &G::Position) -> u64 {
        u64::from(search(
            &self.game,
            &mut self.remoteness,
            &mut RemotenessFold,
            &mut self.remoteness_path,
            position,
        ))
    }

    /// The suspense number of `position`: odd iff the player to move wins,
    /// and then the number of moves when the winner delays and the loser
    /// hurries.
    ///
    /// # Panics
    /// If the game has a cycle among the positions reached from `position`.
    ///
    /// # Complexity
    /// As [`Grundy::value`](crate::impartial::game::Grundy::value).
    ///
    /// # Example
    /// ```
    /// use grundy::every_sg::EverySg;
    /// use grundy::game::game_fn;
    /// // Nim heaps: from a heap of n >= 1 the only even option is heap 0
    /// // (S = 0; every smaller heap has S = 1), so S(n) = 1 + 0 = 1.
    /// let mut e = EverySg::new(game_fn(|&n: &u32| (0..n).map(|m| vec![m]).collect()));
    /// assert_eq!((0..5).map(|n| e.suspense(&n)).collect::<Vec<_>>(), vec![0, 1, 1, 1, 1]);
    /// ```
    pub fn suspense(&mut self, position: &G::Position) -> u64 {
        u64::from(search(
            &self.game,
            &mut self.suspense,
            &mut SuspenseFold,
            &mut self.suspense_path,
            position,
        ))
    }

    /// Whether the first player wins Every-SG (the long rule: each turn moves
    /// every component that can move; whoever cannot move loses) on `sum`:
    /// iff the largest suspense is odd. An empty sum is lost.
    ///
    /// # Panics
    /// As [`suspense`](Self::suspense).
    ///
    /// # Example
    /// ```
    /// use grundy::every_sg::EverySg;
    /// use grundy::game::game_push;
    /// let mut e = EverySg::new(game_push(|&n: &u32, push| (1..=2.min(n)).for_each(|k| push(&[n - k]))));
    /// // Suspenses 2 (heap 3) and 1 (heap 1): the heap of 3 is lost and lasts longest.
    /// assert!(!e.first_player_wins(&[3, 1]));
    /// assert!(!e.first_player_wins(&[]));
    /// ```
    pub fn first_player_wins(&mut self, sum: &[G::Position]) -> bool {
        let max = sum.iter().map(|p| self.suspense(p)).max().unwrap_or(0);
        max % 2 == 1
    }

    /// Whether the first player wins the short-rule compound (each turn moves
    /// every component; play ends as soon as one has ended) on `sum`: iff
    /// the least remoteness is odd. An empty sum is lost.
    ///
    /// # Panics
    /// As [`remoteness`](Self::remoteness).
    ///
    /// # Example
    /// ```
    /// use grundy::every_sg::EverySg;
    /// use grundy::game::game_push;
    /// let mut e = EverySg::new(game_push(|&n: &u32, push| (1..=2.min(n)).for_each(|k| push(&[n - k]))));
    /// // Remotenesses 3 (heap 4) and 2 (heap 3): the heap of 3 ends first, lost.
    /// assert!(!e.short_rule_first_player_wins(&[4, 3]));
    /// assert!(e.short_rule_first_player_wins(&[4, 5])); // 3 and 3
    /// ```
    pub fn short_rule_first_player_wins(&mut self, sum: &[G::Position]) -> bool {
        let min = sum.iter().map(|p| self.remoteness(p)).min().unwrap_or(0);
        min % 2 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::game::game_fn;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use std::collections::HashMap;

    /// A random game on positions 0..n: each option of p is 0 to 2
    /// components, all below p.
    fn random_game(rng: &mut StdRng, n: u32) -> Vec<Vec<Vec<u32>>> {
        (0..n)
            .map(|p| {
                if p == 0 {
                    return vec![];
                }
                let count = rng.random_range(0..=3);
                (0..count)
                    .map(|_| {
                        let parts = rng.random_range(0..=2);
                        (0..parts).map(|_| rng.random_range(0..p)).collect()
                    })
                    .collect()
            })
            .collect()
    }

    /// Every move of a compound: one option for each component, the parts
    /// of all of them together (None when some option leaves nothing).
    fn compound_moves(rules: &[Vec<Vec<u32>>], sum: &[u32]) -> Vec<(Vec<u32>, bool)> {
        let mut moves: Vec<(Vec<u32>, bool)> = vec![(vec![], false)];
        for &p in sum {
            let mut next = Vec::new();
            for (parts, emptied) in &moves {
                for option in &rules[p as usize] {
                    let mut after = parts.clone();
                    after.extend(option.iter().copied());
                    next.push((after, *emptied || option.is_empty()));
                }
            }
            moves = next;
        }
        for m in &mut moves {
            m.0.sort();
        }
        moves
    }

    /// The long rule played on the whole compound: (first player wins,
    /// suspense of the compound by the definition on compound moves).
    /// Components with no options never move again: they are dropped.
    fn long_rule(rules: &[Vec<Vec<u32>>], sum: &[u32], memo: &mut HashMap<Vec<u32>, u32>) -> u32 {
        let sum: Vec<u32> = sum
            .iter()
            .copied()
            .filter(|&p| !rules[p as usize].is_empty())
            .collect();
        if let Some(&s) = memo.get(&sum) {
            return s;
        }
        let s = if sum.is_empty() {
            0
        } else {
            let options: Vec<u32> = compound_moves(rules, &sum)
                .into_iter()
                .map(|(after, _)| long_rule(rules, &after, memo))
                .collect();
            match options.iter().filter(|&&s| s % 2 == 0).max() {
                Some(&m) => 1 + m,
                None => 1 + options.iter().min().unwrap(),
            }
        };
        memo.insert(sum, s);
        s
    }

    /// The short rule played on the whole compound: its remoteness by the
    /// definition on compound moves. `None` is a compound that has ended
    /// because a component moved to nothing.
    fn short_rule(
        rules: &[Vec<Vec<u32>>],
        sum: Option<&[u32]>,
        memo: &mut HashMap<Vec<u32>, u32>,
    ) -> u32 {
        let sum = match sum {
            None => return 0,
            Some(s) => s,
        };
        if sum.is_empty() || sum.iter().any(|&p| rules[p as usize].is_empty()) {
            return 0;
        }
        if let Some(&r) = memo.get(sum) {
            return r;
        }
        let options: Vec<u32> = compound_moves(rules, sum)
            .into_iter()
            .map(|(after, emptied)| {
                short_rule(rules, if emptied { None } else { Some(&after) }, memo)
            })
            .collect();
        let r = match options.iter().filter(|&&r| r % 2 == 0).min() {
            Some(&m) => 1 + m,
            None => 1 + options.iter().max().unwrap(),
        };
        memo.insert(sum.to_vec(), r);
        r
    }

    #[test]
    fn compounds_played_whole_agree_with_the_theorem() {
        let mut rng = StdRng::seed_from_u64(919);
        for case in 0..60 {
            let rules = random_game(&mut rng, 9);
            let game = {
                let rules = rules.clone();
                game_fn(move |&p: &u32| rules[p as usize].clone())
            };
            let mut e = EverySg::new(game);
            let mut long = HashMap::new();
            let mut short = HashMap::new();
            for _ in 0..40 {
                let k = rng.random_range(0..=3);
                let sum: Vec<u32> = (0..k).map(|_| rng.random_range(0..9)).collect();
                let s = long_rule(&rules, &sum, &mut long);
                let max = sum.iter().map(|p| e.suspense(p)).max().unwrap_or(0);
                assert_eq!(
                    u64::from(s),
                    max,
                    "case {case}, long rule, {sum:?}, {rules:?}"
                );
                assert_eq!(
                    e.first_player_wins(&sum),
                    s % 2 == 1,
                    "case {case}, {sum:?}"
                );
                let r = short_rule(&rules, Some(&sum), &mut short);
                let min = sum.iter().map(|p| e.remoteness(p)).min().unwrap_or(0);
                assert_eq!(
                    u64::from(r),
                    min,
                    "case {case}, short rule, {sum:?}, {rules:?}"
                );
                assert_eq!(
                    e.short_rule_first_player_wins(&sum),
                    r % 2 == 1,
                    "case {case}, {sum:?}"
                );
            }
        }
    }

    #[test]
    fn one_component_is_won_iff_its_numbers_are_odd() {
        // Odd remoteness and odd suspense both mean a won position: compare
        // with win/lose by the rules (some option lost) on random games
        // whose options are single positions.
        let mut rng = StdRng::seed_from_u64(31);
        for case in 0..50 {
            let n = 40;
            let rules: Vec<Vec<u32>> = (0..n)
                .map(|p| {
                    (0..rng.random_range(0..=4).min(p))
                        .map(|_| rng.random_range(0..p))
                        .collect()
                })
                .collect();
            let mut won = vec![false; n as usize];
            for p in 0..n as usize {
                won[p] = rules[p].iter().any(|&q| !won[q as usize]);
            }
            let r2 = rules.clone();
            let mut e = EverySg::new(game_fn(move |&p: &u32| {
                r2[p as usize].iter().map(|&q| vec![q]).collect()
            }));
            for p in 0..n {
                assert_eq!(
                    e.remoteness(&p) % 2 == 1,
                    won[p as usize],
                    "case {case}, {p}"
                );
                assert_eq!(e.suspense(&p) % 2 == 1, won[p as usize], "case {case}, {p}");
            }
        }
    }

    #[test]
    fn dense_fills_agree_with_the_compounds_played_whole() {
        // Positions indexed as they are and in reverse (so that fill meets
        // options of larger indexes and falls back to the search), and the
        // dense memo asked one position at a time.
        let mut rng = StdRng::seed_from_u64(920);
        for case in 0..40 {
            let n = 9u32;
            let rules = random_game(&mut rng, n);
            let mut long = HashMap::new();
            let mut short = HashMap::new();
            let s: Vec<u32> = (0..n).map(|p| long_rule(&rules, &[p], &mut long)).collect();
            let r: Vec<u32> = (0..n)
                .map(|p| short_rule(&rules, Some(&[p]), &mut short))
                .collect();
            for reverse in [false, true] {
                let game = {
                    let rules = rules.clone();
                    game_fn(move |&p: &u32| rules[p as usize].clone())
                };
                let index = move |&p: &u32| {
                    if reverse {
                        (n - 1 - p) as usize
                    } else {
                        p as usize
                    }
                };
                let at = move |i: usize| if reverse { n - 1 - i as u32 } else { i as u32 };
                let mut e = EverySg::dense(game, n as usize, index);
                let fs = e.fill_suspense(at).to_vec();
                let fr = e.fill_remoteness(at).to_vec();
                for i in 0..n as usize {
                    let p = at(i);
                    let msg = format!("case {case}, reverse {reverse}, position {p}, {rules:?}");
                    assert_eq!(fs[i], s[p as usize], "suspense, {msg}");
                    assert_eq!(fr[i], r[p as usize], "remoteness, {msg}");
                }
                let game = {
                    let rules = rules.clone();
                    game_fn(move |&p: &u32| rules[p as usize].clone())
                };
                let mut e = EverySg::dense(game, n as usize, index);
                for p in (0..n).rev() {
                    assert_eq!(e.suspense(&p), u64::from(s[p as usize]), "case {case}, {p}");
                    assert_eq!(
                        e.remoteness(&p),
                        u64::from(r[p as usize]),
                        "case {case}, {p}"
                    );
                }
            }
        }
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn a_cycle_is_reported() {
        let mut e = EverySg::new(game_fn(|&n: &u8| vec![vec![(n + 1) % 4]]));
        e.suspense(&0);
    }
}
