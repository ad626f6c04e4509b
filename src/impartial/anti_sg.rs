//! Anti-SG: a sum of impartial games under *misère* play (the player who
//! cannot move wins; whoever makes the last move loses), decided from the
//! components' Grundy values when the SJ theorem applies, and by a search of
//! the whole sum when it may not.
//!
//! Misère sums are not XORs in general: misère Nim is the classic case where
//! the answer still comes from the values
//! ([`nim::first_player_wins_misere`](crate::classics::nim::first_player_wins_misere)),
//! and the SJ theorem says when any game behaves like it.
//!
//! # The SJ theorem
//! Jia Zhihao (贾志豪), *组合游戏略述——浅谈SG游戏的若干拓展及变形* (A brief
//! survey of combinatorial games: some extensions and variants of SG games),
//! Chinese national team training paper, 2009. For an anti-SG game (a sum
//! of impartial games, misère play), *if the game is declared over, won by
//! the player to move, as soon as every component has Grundy value 0*, the
//! first player wins iff
//! - the XOR of the components' values is nonzero and some component has
//!   value greater than 1, or
//! - the XOR is 0 and no component has value greater than 1.
//!
//! ([`first_player_wins_anti_sg`]). The theorem's games are sums in which a
//! move changes one component into one component (no move splits a game in
//! two), and its hypothesis is a rule about the sums where every component
//! has value 0: the real misère game ends only when no move is left. So,
//! exactly: **for sums of games whose moves do not split, the formula gives
//! the real misère outcome of every sum of up to `k` components from a set
//! of positions closed under moves iff every such sum whose components all
//! have value 0 is a misère win for the player to move.** If so, the
//! theorem's induction goes through (those sums are the only place it uses
//! the rule, and a move keeps the number of components); if one of them is
//! a misère loss, the formula (XOR 0, nothing above 1: "win") is wrong
//! there. A sufficient condition: every position of value 0 is terminal (it
//! has no move), as in Nim; every subtraction game the tests try satisfies
//! it too, though their value-0 piles have moves.
//!
//! Where it fails, by the tests:
//! - a position of value 0 with a move that is a misère loss: `X -> Y`,
//!   `Y -> {Z, V}`, `V -> Z`, `Z` terminal. `V` has value 1, `Y` value 2, `X`
//!   value 0; under misère play `V` is lost (forced to make the last move),
//!   so `Y` is won (move to `V`) and `X` lost (its only move reaches `Y`),
//!   while the formula says `X` wins;
//! - games whose moves split: in Kayles (knock down 1 or 2 adjacent pins of
//!   a row, which may split it) only the empty row has value 0, yet the row
//!   of 8 pins (value 1) is a misère win where the formula says loss: the
//!   theorem's step "a move from a sum with a component above 1 and XOR 0
//!   keeps a component above 1" fails when a move splits a component into
//!   small ones.
//!
//! [`MisereSearch::anti_sg_counterexample`] looks for such a sum in your
//! own game, and returns a smallest one.
//!
//! # Choose the components with care
//!
//! The theorem is about the components the sum is *made of*, and a game
//! can often be cut into components in more than one way; the values of
//! coarser components can be right while the formula over them is wrong.
//! Misère Green Hackenbush on rooted trees is the classic trap: the
//! published route "value each tree, then this formula" fails on a root
//! with two stalks of 2 edges (one tree of value `2 ⊕ 2 = 0`: the formula
//! says the player to move wins; it is misère Nim on 2 and 2, a loss). A
//! tree can be worth 0 and still have moves, which breaks the hypothesis.
//! Cut it at the ground instead: each edge at a root with everything above
//! it is one component, worth at least 1 while it stands, so the only
//! value-0 component is the empty one and the theorem holds
//! ([`hackenbush::misere_first_player_wins`](crate::classics::hackenbush::misere_first_player_wins),
//! checked against a search of the positions on every forest of up to 8
//! edges). In general: pick components whose value-0 positions are
//! terminal (or check the hypothesis with [`MisereSearch`]), never a
//! grouping that merely adds up to the right normal-play value.
//!
//! # The check by search
//! [`MisereSearch`] decides the misère outcome of a whole sum by a memoised
//! search of sums (a sum is the sorted list of its components with the
//! terminal ones dropped), with an explicit stack; the number of sums grows
//! fast with their size, so it is for small instances: testing whether the
//! theorem applies, or a game too irregular for it.
//! [`MisereSearch::anti_sg_counterexample`] compares the formula with the
//! search on every sum of up to `k` components from a list of positions.

use crate::impartial::game::Game;
use std::collections::{HashMap, HashSet};

/// A sum on the search path: its key, its children, the next child to look at.
type Frame<P> = (Vec<P>, Vec<Vec<P>>, usize);

/// Whether the first player wins an anti-SG game (a misère sum) whose
/// components have the Grundy values `values`, by the SJ theorem: iff (some
/// value is above 1 and the XOR is nonzero) or (no value is above 1 and the
/// XOR is 0). Valid only under the theorem's hypotheses (module docs): no
/// move splits a component, and every sum of value-0 components is a misère
/// win for the player to move (true when every value-0 position is
/// terminal); [`MisereSearch::anti_sg_counterexample`] checks a game.
///
/// With Nim heaps as values this is misère Nim (Bouton).
///
/// # Complexity
/// O(number of components).
///
/// # Example
/// ```
/// use grundy::anti_sg::first_player_wins_anti_sg;
/// assert!(!first_player_wins_anti_sg(&[1])); // must make the last move
/// assert!(first_player_wins_anti_sg(&[1, 1])); // XOR 0, nothing above 1
/// assert!(first_player_wins_anti_sg(&[3])); // move to 1: the opponent takes it
/// assert!(!first_player_wins_anti_sg(&[2, 2]));
/// assert!(first_player_wins_anti_sg(&[])); // no move: the opponent moved last
/// ```
pub fn first_player_wins_anti_sg(values: &[u64]) -> bool {
    let xor = values.iter().fold(0, |s, &v| s ^ v);
    if values.iter().any(|&v| v > 1) {
        xor != 0
    } else {
        xor == 0
    }
}

/// The misère outcome of sums of a [`Game`]'s positions by search: whether
/// the player to move wins when the player who cannot move wins. Memoised
/// over sums (sorted, terminal components dropped) with an explicit stack,
/// so deep games do not overflow; exponential in the number of components,
/// so for small instances.
///
/// # Example
/// ```
/// use grundy::anti_sg::MisereSearch;
/// use grundy::game::game_fn;
/// // Nim heaps.
/// let mut s = MisereSearch::new(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()));
/// assert!(!s.first_player_wins(&[1])); // take the last stone and lose
/// assert!(s.first_player_wins(&[1, 1, 0]));
/// assert!(!s.first_player_wins(&[2, 2]));
/// ```
pub struct MisereSearch<G: Game> {
    game: G,
    options: HashMap<G::Position, Vec<Vec<G::Position>>>,
    /// `Some(win)` when known, `None` while the sum is on the search path.
    outcomes: HashMap<Vec<G::Position>, Option<bool>>,
    values: HashMap<G::Position, u64>,
}

impl<G: Game> MisereSearch<G>
where
    G::Position: Ord,
{
    /// A search over `game`, with empty memos.
    ///
    /// # Example
    /// ```
    /// use grundy::anti_sg::MisereSearch;
    /// use grundy::game::game_fn;
    /// let mut s = MisereSearch::new(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()));
    /// assert!(s.first_player_wins(&[])); // the opponent made the last move
    /// ```
    pub fn new(game: G) -> Self {
        MisereSearch {
            game,
            options: HashMap::new(),
            outcomes: HashMap::new(),
            values: HashMap::new(),
        }
    }

    fn options_of(&mut self, p: &G::Position) -> &Vec<Vec<G::Position>> {
        if !self.options.contains_key(p) {
            let o = self.game.options(p);
            self.options.insert(p.clone(), o);
        }
        &self.options[p]
    }

    /// The sum as a key: sorted, terminal components dropped.
    fn key(&mut self, parts: Vec<G::Position>) -> Vec<G::Position> {
        let mut key: Vec<G::Position> = parts
            .into_iter()
            .filter(|p| !self.options_of(p).is_empty())
            .collect();
        key.sort();
        key
    }

    /// The sums one move away from the sum `key`.
    fn children(&mut self, key: &[G::Position]) -> Vec<Vec<G::Position>> {
        let mut children = Vec::new();
        for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue; // the same component again: the same children
            }
            let options = self.options_of(&key[i]).clone();
            for option in options {
                let mut parts: Vec<G::Position> = key[..i].to_vec();
                parts.extend_from_slice(&key[i + 1..]);
                parts.extend(option);
                children.push(self.key(parts));
            }
        }
        children
    }

    /// Whether the player to move wins the sum `sum` under misère play (the
    /// player who cannot move wins).
    ///
    /// # Panics
    /// If the game has a cycle (a sum reached again while it is searched).
    ///
    /// # Complexity
    /// The number of sums reachable from `sum`, times their options.
    ///
    /// # Example
    /// ```
    /// use grundy::anti_sg::MisereSearch;
    /// use grundy::game::game_fn;
    /// // Take 1 or 2 stones from a pile.
    /// let game = game_fn(|&n: &u8| (1..=2.min(n)).map(|k| vec![n - k]).collect());
    /// let mut s = MisereSearch::new(game);
    /// assert!(!s.first_player_wins(&[1])); // forced to take the last stone
    /// assert!(s.first_player_wins(&[2])); // take 1
    /// assert!(!s.first_player_wins(&[4])); // 4 -> 3 or 2, both won for the opponent
    /// ```
    pub fn first_player_wins(&mut self, sum: &[G::Position]) -> bool {
        let root = self.key(sum.to_vec());
        if let Some(&Some(win)) = self.outcomes.get(&root) {
            return win;
        }
        // Each frame: a sum, its children, and the next child to look at.
        let mut stack: Vec<Frame<G::Position>> = Vec::new();
        let children = self.children(&root);
        self.outcomes.insert(root.clone(), None);
        stack.push((root.clone(), children, 0));
        while let Some(top) = stack.last_mut() {
            let mut result = None;
            if top.1.is_empty() {
                result = Some(true); // no move: the player to move wins
            }
            let mut descend = None;
            while result.is_none() {
                if top.2 == top.1.len() {
                    result = Some(false); // every move reaches a win for the opponent
                    break;
                }
                let child = &top.1[top.2];
                match self.outcomes.get(child) {
                    Some(Some(false)) => result = Some(true),
                    Some(Some(true)) => top.2 += 1,
                    Some(None) => {
                        panic!("the game has a cycle: a sum is reached again while it is searched")
                    }
                    None => {
                        descend = Some(child.clone());
                        break;
                    }
                }
            }
            if let Some(win) = result {
                let (key, _, _) = stack.pop().expect("a frame");
                self.outcomes.insert(key, Some(win));
            } else if let Some(child) = descend {
                let children = self.children(&child);
                self.outcomes.insert(child.clone(), None);
                stack.push((child, children, 0));
            }
        }
        self.outcomes[&root].expect("searched")
    }

    /// The Grundy value of one position (normal play), by the mex over its
    /// options with an explicit stack; what [`first_player_wins_anti_sg`]
    /// reads.
    ///
    /// # Example
    /// ```
    /// use grundy::anti_sg::MisereSearch;
    /// use grundy::game::game_fn;
    /// let game = game_fn(|&n: &u8| (1..=2.min(n)).map(|k| vec![n - k]).collect());
    /// let mut s = MisereSearch::new(game);
    /// assert_eq!(s.value(&5), 2); // take 1 or 2: n mod 3
    /// ```
    pub fn value(&mut self, position: &G::Position) -> u64 {
        let mut stack = vec![position.clone()];
        while let Some(p) = stack.last().cloned() {
            if self.values.contains_key(&p) {
                stack.pop();
                continue;
            }
            let options = self.options_of(&p).clone();
            let missing: Vec<G::Position> = options
                .iter()
                .flatten()
                .filter(|c| !self.values.contains_key(*c))
                .cloned()
                .collect();
            if missing.is_empty() {
                let mut seen: Vec<u64> = options
                    .iter()
                    .map(|o| o.iter().fold(0, |s, c| s ^ self.values[c]))
                    .collect();
                seen.sort_unstable();
                seen.dedup();
                let mex = seen
                    .iter()
                    .enumerate()
                    .find(|&(i, &v)| i as u64 != v)
                    .map_or(seen.len(), |(i, _)| i);
                self.values.insert(p, mex as u64);
                stack.pop();
            } else {
                assert!(
                    stack.len() <= 1 << 24,
                    "the game has a cycle (or a path of 2^24 positions)"
                );
                stack.extend(missing);
            }
        }
        self.values[position]
    }

    /// A smallest sum where the SJ formula ([`first_player_wins_anti_sg`] of
    /// the components' values) and the misère search disagree, among every
    /// multiset of up to `max_components` positions from `positions`; `None`
    /// if they agree on all. `None` for the positions a contest uses, and
    /// their options, is the evidence that the theorem applies (module docs:
    /// it fails exactly at a sum of value-0 components that is a misère
    /// loss, so include the value-0 positions and enough components).
    ///
    /// **Smallest** means, in this order: the fewest components (as listed:
    /// a terminal component counts, but a sum with it is met only after
    /// the same sum without it); then the smallest total *size*, the size
    /// of a position being the number of distinct positions reachable from
    /// it by zero or more moves (itself included; the components of every
    /// option count); then the first in the order of `positions` (the
    /// indexes, sorted, compared as words). So the answer does not depend
    /// on the order `positions` are listed in, except between sums of equal
    /// size.
    ///
    /// # Complexity
    /// `C(|positions| + k, k)` sums, each searched (memoised across them),
    /// plus the positions reachable from each listed position; the sums of
    /// one number of components are held at once to be sorted by size.
    ///
    /// # Example
    /// ```
    /// use grundy::anti_sg::MisereSearch;
    /// use grundy::game::game_fn;
    /// // Nim: every value-0 position is terminal, so the theorem applies.
    /// let mut nim = MisereSearch::new(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()));
    /// assert_eq!(nim.anti_sg_counterexample(&[0, 1, 2, 3, 4], 4), None);
    /// // 0 terminal, 1 -> 0, 2 -> {0, 1}, 3 -> 2, 4 -> 3, 5 -> 4: 3 and 5 have
    /// // value 0 yet are misère losses, 4 value 1 yet a win. The smallest
    /// // failing sum is [3] (4 positions reachable), wherever it is listed.
    /// let g = game_fn(|&n: &u8| match n {
    ///     0 => vec![],
    ///     2 => vec![vec![0], vec![1]],
    ///     n => vec![vec![n - 1]],
    /// });
    /// let mut s = MisereSearch::new(g);
    /// assert_eq!(s.anti_sg_counterexample(&[5, 4, 3, 2, 1, 0], 2), Some(vec![3]));
    /// ```
    pub fn anti_sg_counterexample(
        &mut self,
        positions: &[G::Position],
        max_components: usize,
    ) -> Option<Vec<G::Position>> {
        let sizes: Vec<usize> = positions.iter().map(|p| self.size(p)).collect();
        for k in 0..=max_components {
            if k > 0 && positions.is_empty() {
                break;
            }
            // Every multiset of k indexes (non-decreasing), with its total size.
            let mut sums: Vec<(usize, Vec<usize>)> = Vec::new();
            let mut sum: Vec<usize> = vec![0; k];
            loop {
                sums.push((sum.iter().map(|&i| sizes[i]).sum(), sum.clone()));
                // The next multiset: bump the last index that can grow, and
                // set the ones after it equal to it.
                match (0..k).rev().find(|&j| sum[j] + 1 < positions.len()) {
                    None => break,
                    Some(j) => {
                        let next = sum[j] + 1;
                        for x in &mut sum[j..] {
                            *x = next;
                        }
                    }
                }
            }
            sums.sort();
            for (_, sum) in sums {
                let parts: Vec<G::Position> = sum.iter().map(|&i| positions[i].clone()).collect();
                let values: Vec<u64> = parts.iter().map(|p| self.value(p)).collect();
                if first_player_wins_anti_sg(&values) != self.first_player_wins(&parts) {
                    return Some(parts);
                }
            }
        }
        None
    }

    /// The number of distinct positions reachable from `position` by zero
    /// or more moves (the components of every option), with an explicit
    /// stack.
    fn size(&mut self, position: &G::Position) -> usize {
        let mut seen: HashSet<G::Position> = HashSet::new();
        seen.insert(position.clone());
        let mut stack = vec![position.clone()];
        while let Some(p) = stack.pop() {
            let next: Vec<G::Position> = self.options_of(&p).iter().flatten().cloned().collect();
            for c in next {
                if seen.insert(c.clone()) {
                    stack.push(c);
                }
            }
        }
        seen.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classics::nim::first_player_wins_misere;
    use crate::impartial::game::game_fn;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    fn subtraction(moves: &'static [u8]) -> impl Game<Position = u8> {
        game_fn(move |&n: &u8| {
            moves
                .iter()
                .filter(|&&k| k <= n)
                .map(|&k| vec![n - k])
                .collect()
        })
    }

    /// Every multiset of up to `k` values in `0..=max`, as sorted vectors.
    fn multisets(max: u8, k: usize) -> Vec<Vec<u8>> {
        let mut all = vec![vec![]];
        let mut frontier = vec![vec![]];
        for _ in 0..k {
            let mut next = Vec::new();
            for s in &frontier {
                let from = *s.last().unwrap_or(&0);
                for v in from..=max {
                    let mut t: Vec<u8> = s.clone();
                    t.push(v);
                    next.push(t);
                }
            }
            all.extend(next.iter().cloned());
            frontier = next;
        }
        all
    }

    /// The misère outcome of a sum of subtraction-game piles by a plain
    /// recursion-free table over sorted tuples (independent of
    /// `MisereSearch`): sums in order of their total, each a win iff it has
    /// no move or a move to a loss.
    fn misere_naive(moves: &[u8], max: u8, k: usize) -> HashMap<Vec<u8>, bool> {
        let mut sums = multisets(max, k);
        sums.sort_by_key(|s| s.iter().map(|&x| x as u32).sum::<u32>());
        let mut win: HashMap<Vec<u8>, bool> = HashMap::new();
        for s in sums {
            let mut any_move = false;
            let mut wins = false;
            for i in 0..s.len() {
                for &m in moves.iter().filter(|&&m| m <= s[i]) {
                    any_move = true;
                    let mut t = s.clone();
                    t[i] -= m;
                    t.sort_unstable();
                    wins |= !win[&t];
                }
            }
            win.insert(s, !any_move || wins);
        }
        win
    }

    #[test]
    fn search_matches_an_independent_table_of_misere_sums() {
        for moves in [&[1u8, 2][..], &[2], &[1, 3, 4], &[2, 3]] {
            let naive = misere_naive(moves, 9, 3);
            let mut search = MisereSearch::new(subtraction(moves));
            for (sum, &w) in &naive {
                assert_eq!(
                    search.first_player_wins(sum),
                    w,
                    "moves {moves:?}, sum {sum:?}"
                );
            }
        }
    }

    #[test]
    fn nim_heaps_follow_the_theorem_and_misere_nim() {
        let mut search = MisereSearch::new(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()));
        for sum in multisets(7, 4) {
            let values: Vec<u64> = sum.iter().map(|&n| n as u64).collect();
            let w = search.first_player_wins(&sum);
            assert_eq!(first_player_wins_anti_sg(&values), w, "sum {sum:?}");
            assert_eq!(first_player_wins_misere(&values), w, "sum {sum:?}");
        }
    }

    /// Subtraction games (their value-0 piles have moves, yet the
    /// hypothesis holds): the formula matches the search on every sum of up
    /// to 4 piles below 12.
    #[test]
    fn the_formula_holds_on_subtraction_games() {
        for moves in [
            &[1u8, 2][..],
            &[2],
            &[2, 3],
            &[1, 4],
            &[3, 4],
            &[2, 4, 7],
            &[1, 3, 4],
        ] {
            let mut search = MisereSearch::new(subtraction(moves));
            let piles: Vec<u8> = (0..12).collect();
            assert!(
                piles.iter().any(|&n| n > 0 && search.value(&n) == 0),
                "moves {moves:?}: a nonterminal value-0 pile"
            );
            assert_eq!(
                search.anti_sg_counterexample(&piles, 4),
                None,
                "moves {moves:?}"
            );
        }
    }

    /// A random game without splits: node `i` has options among the nodes
    /// below it (node 0 is terminal).
    fn random_dag(rng: &mut StdRng, n: u8) -> Vec<Vec<u8>> {
        (0..n)
            .map(|i| {
                let mut o: Vec<u8> = (0..i).filter(|_| rng.random_range(0..3) == 0).collect();
                if i > 0 && o.is_empty() && rng.random_range(0..2) == 0 {
                    o.push(rng.random_range(0..i));
                }
                o
            })
            .collect()
    }

    /// The theorem's exact condition, on random games without splits: the
    /// formula agrees with the search on every sum of up to 3 positions iff
    /// every sum of up to 3 value-0 positions is a misère win.
    #[test]
    fn the_formula_holds_iff_value_zero_sums_are_misere_wins() {
        let mut rng = StdRng::seed_from_u64(26);
        let (mut held, mut failed) = (0, 0);
        for trial in 0..300 {
            let dag = random_dag(&mut rng, 8);
            let edges = dag.clone();
            let mut search = MisereSearch::new(game_fn(move |&v: &u8| {
                edges[v as usize].iter().map(|&w| vec![w]).collect()
            }));
            let nodes: Vec<u8> = (0..8).collect();
            let zeros: Vec<u8> = nodes
                .iter()
                .copied()
                .filter(|&v| search.value(&v) == 0)
                .collect();
            let hypothesis = multisets(7, 3)
                .into_iter()
                .filter(|s| s.iter().all(|v| zeros.contains(v)))
                .all(|s| search.first_player_wins(&s));
            let formula = search.anti_sg_counterexample(&nodes, 3).is_none();
            assert_eq!(hypothesis, formula, "trial {trial}, game {dag:?}");
            if hypothesis {
                held += 1;
            } else {
                failed += 1;
            }
        }
        // Both kinds occur, so the equivalence was tested both ways.
        assert!(held > 10 && failed > 10, "held {held}, failed {failed}");
    }

    #[test]
    fn a_value_zero_misere_loss_breaks_the_formula() {
        // Z = 0 terminal, V = 1 -> Z, Y = 2 -> {Z, V}, X = 3 -> Y (module docs).
        let game = game_fn(|&n: &u8| match n {
            0 => vec![],
            1 => vec![vec![0]],
            2 => vec![vec![0], vec![1]],
            _ => vec![vec![2]],
        });
        let mut search = MisereSearch::new(game);
        assert_eq!(
            (0..4).map(|n| search.value(&n)).collect::<Vec<_>>(),
            vec![0, 1, 2, 0]
        );
        assert!(!search.first_player_wins(&[3]), "X is a misère loss");
        assert!(first_player_wins_anti_sg(&[0]), "the formula says win");
        // One component before two: [X], not [Z, X] (the same sum, Z has
        // no move), which a search in the order [], [Z], [Z, Z], [Z, V], ...
        // meets first.
        assert_eq!(
            search.anti_sg_counterexample(&[0, 1, 2, 3], 2),
            Some(vec![3])
        );
    }

    /// The order of `anti_sg_counterexample`, by brute force: every
    /// multiset of up to `k` of `positions`, the failing ones, the least by
    /// (components, total size, indexes), with sizes from `reach`.
    fn smallest_failing(
        search: &mut MisereSearch<impl Game<Position = u8>>,
        positions: &[u8],
        reach: &dyn Fn(u8) -> usize,
        k: usize,
    ) -> Option<Vec<u8>> {
        // (components, total size, indexes), and the sum.
        type Ranked = ((usize, usize, Vec<usize>), Vec<u8>);
        let mut best: Option<Ranked> = None;
        let n = positions.len() as u8;
        for idx in multisets(n.saturating_sub(1), k) {
            if n == 0 && !idx.is_empty() {
                continue;
            }
            let idx: Vec<usize> = idx.iter().map(|&i| i as usize).collect();
            let parts: Vec<u8> = idx.iter().map(|&i| positions[i]).collect();
            let values: Vec<u64> = parts.iter().map(|&p| search.value(&p)).collect();
            if first_player_wins_anti_sg(&values) == search.first_player_wins(&parts) {
                continue;
            }
            let key = (
                idx.len(),
                parts.iter().map(|&p| reach(p)).sum::<usize>(),
                idx.clone(),
            );
            if best.as_ref().map_or(true, |(b, _)| key < *b) {
                best = Some((key, parts));
            }
        }
        best.map(|(_, parts)| parts)
    }

    /// The positions reachable from `v` in a DAG of single-component moves,
    /// counted by a plain closure over the edges.
    fn reach_count(dag: &[Vec<u8>], v: u8) -> usize {
        let mut seen = vec![false; dag.len()];
        seen[v as usize] = true;
        for u in (0..dag.len()).rev() {
            if seen[u] {
                for &w in &dag[u] {
                    seen[w as usize] = true;
                }
            }
        }
        seen.iter().filter(|&&s| s).count()
    }

    #[test]
    fn the_counterexample_is_a_smallest_failing_sum() {
        // The chain 5 -> 4 -> 3 -> 2 -> {1, 0}, 1 -> 0: 3 and 5 (value 0)
        // are misère losses, 4 (value 1) a win; listed largest first, the
        // first failing sum met is [5], the smallest [3].
        let chain: Vec<Vec<u8>> = vec![vec![], vec![0], vec![0, 1], vec![2], vec![3], vec![4]];
        let edges = chain.clone();
        let mut search = MisereSearch::new(game_fn(move |&v: &u8| {
            edges[v as usize].iter().map(|&w| vec![w]).collect()
        }));
        assert_eq!(
            search.anti_sg_counterexample(&[5, 4, 3, 2, 1, 0], 3),
            Some(vec![3])
        );
        // Random games: the same as the least failing sum by brute force.
        let mut rng = StdRng::seed_from_u64(39);
        let mut found = 0;
        for trial in 0..200 {
            let dag = random_dag(&mut rng, 7);
            let edges = dag.clone();
            let mut search = MisereSearch::new(game_fn(move |&v: &u8| {
                edges[v as usize].iter().map(|&w| vec![w]).collect()
            }));
            // A random order of the nodes: the answer must not be the first met.
            let mut nodes: Vec<u8> = (0..7).collect();
            for i in (1..nodes.len()).rev() {
                nodes.swap(i, rng.random_range(0..=i));
            }
            let reach = |v: u8| reach_count(&dag, v);
            let want = smallest_failing(&mut search, &nodes, &reach, 3);
            found += want.is_some() as usize;
            assert_eq!(
                search.anti_sg_counterexample(&nodes, 3),
                want,
                "trial {trial}, game {dag:?}, order {nodes:?}"
            );
        }
        assert!(found > 20, "{found} games with a failing sum");
    }

    /// Every route of docs/toolkit.md's "Which classic is this?" that ends
    /// in a misère formula is checked here against `MisereSearch` on the
    /// game it names; a new misère row must be added to `CHECKED`.
    #[test]
    fn every_misere_route_of_the_toolkit_is_checked_by_the_search() {
        const CHECKED: &[&str] = &[
            "nim::first_player_wins_misere",
            "anti_sg::first_player_wins_anti_sg",
            "hackenbush::misere_first_player_wins",
        ];
        let page = include_str!("../../docs/toolkit.md");
        let table = page
            .split("## Which classic is this?")
            .nth(1)
            .and_then(|t| t.split("\n## ").next())
            .expect("the section");
        let mut rows = 0;
        for row in table.lines().filter(|l| l.starts_with("| ")) {
            let lower = row.to_lowercase();
            if lower.contains("misère") || lower.contains("*wins*") || lower.contains("*loses*") {
                rows += 1;
                assert!(
                    CHECKED.iter().any(|c| row.contains(c)),
                    "a misère route not checked by the search: {row}"
                );
            }
        }
        assert!(rows >= 3, "{rows} misère rows");

        // Misère Nim: heaps as a game.
        let mut nim = MisereSearch::new(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()));
        for sum in multisets(6, 4) {
            let piles: Vec<u64> = sum.iter().map(|&n| n as u64).collect();
            let w = nim.first_player_wins(&sum);
            assert_eq!(first_player_wins_misere(&piles), w, "nim {sum:?}");
            assert_eq!(first_player_wins_anti_sg(&piles), w, "nim {sum:?}");
        }
        // Anti-SG on a game where the hypothesis holds (take 1, 3 or 4).
        let mut sub = MisereSearch::new(subtraction(&[1, 3, 4]));
        for sum in multisets(9, 3) {
            let values: Vec<u64> = sum.iter().map(|p| sub.value(p)).collect();
            assert_eq!(
                first_player_wins_anti_sg(&values),
                sub.first_player_wins(&sum),
                "{sum:?}"
            );
        }
        // Misère Hackenbush on forests: the whole forest as one component of
        // the search (its position: the standing edges, bit v for v's edge
        // to its parent), against the branch rule.
        use crate::classics::hackenbush::misere_first_player_wins;
        let mut rng = StdRng::seed_from_u64(1339);
        for trial in 0..300 {
            let n = rng.random_range(1..=10);
            let parent: Vec<usize> = (0..n)
                .map(|v| {
                    if v == 0 || rng.random_range(0..4) == 0 {
                        v
                    } else {
                        rng.random_range(0..v)
                    }
                })
                .collect();
            let mut sub = vec![0u16; n];
            for v in (0..n).rev() {
                if parent[v] != v {
                    sub[v] |= 1 << v;
                    let s = sub[v];
                    sub[parent[v]] |= s;
                }
            }
            let full = (0..n)
                .filter(|&v| parent[v] != v)
                .fold(0u16, |m, v| m | 1 << v);
            let cuts = sub.clone();
            let mut forest = MisereSearch::new(game_fn(move |&m: &u16| {
                (0..n)
                    .filter(|&v| m >> v & 1 == 1)
                    .map(|v| vec![m & !cuts[v]])
                    .collect()
            }));
            assert_eq!(
                misere_first_player_wins(&parent),
                forest.first_player_wins(&[full]),
                "trial {trial}, forest {parent:?}"
            );
        }
    }

    #[test]
    fn kayles_splits_break_the_formula() {
        // Knock down 1 or 2 adjacent pins of a row: the rest is two rows.
        let kayles = game_fn(|&n: &u8| {
            let mut o = Vec::new();
            for take in 1..=2u8.min(n) {
                for a in 0..=(n - take) / 2 {
                    o.push(vec![a, n - take - a]);
                }
            }
            o
        });
        let mut search = MisereSearch::new(kayles);
        // Kayles values 0, 1, 2, 3, 1, 4, 3, 2, 1 (WW ch. 4): only 0 has value 0.
        let values: Vec<u64> = (0..9).map(|n| search.value(&n)).collect();
        assert_eq!(values, vec![0, 1, 2, 3, 1, 4, 3, 2, 1]);
        // The row of 8 has value 1: the formula says loss, the search a win.
        assert!(!first_player_wins_anti_sg(&[1]));
        assert!(
            search.first_player_wins(&[8]),
            "misère Kayles: 8 pins is a first-player win"
        );
        let piles: Vec<u8> = (0..9).collect();
        assert!(search.anti_sg_counterexample(&piles, 1).is_some());
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn a_cycle_panics() {
        let mut search = MisereSearch::new(game_fn(|&n: &u8| vec![vec![1 - n]]));
        search.first_player_wins(&[0]);
    }
}
