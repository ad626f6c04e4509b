//! Berzerk (Codeforces 787C): a monster on a circle of `n` objects, object 0
//! (object 1 in the statement) a black hole. Rick moves with a set `s1` of
//! steps, Morty with `s2`; a move takes a step `x` from the mover's own set and
//! moves the monster `x` objects clockwise, from object `o` to `(o + x) mod n`.
//! Whoever moves the monster into the black hole wins.
//!
//! A position is (object, player to move); the game graph has cycles, so each
//! position is `Win`, `Lose` or `Loop` ([`crate::retrograde::Outcome`]).
//! "Monster in the hole, player to move" is terminal and lost: the previous
//! mover won.

use crate::retrograde::{retrograde, Outcome};

/// The outcome of every start for both first players: `r[p][o]` is the
/// outcome for player `p` (0 = Rick with `s1`, 1 = Morty with `s2`) moving
/// first with the monster at object `o` (0-based, `o = 0` the black hole).
///
/// `r[p][0]` is `Lose` (the game is over there); the statement's answer for
/// objects 2..=n is `r[p][1..]`. Duplicate steps change nothing; a player with
/// no step cannot move and loses.
///
/// The predecessors of a position are computed on the fly (the monster came
/// from `o - x mod n`), so the up to 10^8 moves are never stored.
///
/// # Panics
/// If `n == 0` or a step is outside `1..n`.
///
/// # Complexity
/// O(n (|s1| + |s2|)) time, O(n) memory: about 10^8 simple steps for
/// n = 7000 with every step allowed.
///
/// # Example
/// ```
/// use grundy::berzerk::berzerk;
/// use grundy::retrograde::Outcome::*;
/// // Official sample 1 of Codeforces 787C.
/// let r = berzerk(5, &[3, 2], &[1, 2, 3]);
/// assert_eq!(r[0][1..], [Lose, Win, Win, Loop]);
/// assert_eq!(r[1][1..], [Loop, Win, Win, Win]);
/// ```
pub fn berzerk(n: usize, s1: &[usize], s2: &[usize]) -> [Vec<Outcome>; 2] {
    assert!(n >= 1, "a circle of 0 objects");
    for &x in s1.iter().chain(s2) {
        assert!(x >= 1 && x < n, "step {} is outside 1..{}", x, n);
    }
    let sets = [s1, s2];
    // Position p * n + o: player p to move, monster at object o.
    let mut out_degree = vec![s1.len(); n];
    out_degree.resize(2 * n, s2.len());
    let terminal = [(0, Outcome::Lose), (n, Outcome::Lose)];
    let all = retrograde(out_degree, &terminal, move |v| {
        let (p, o) = (v / n, v % n);
        let q = 1 - p;
        sets[q]
            .iter()
            .map(move |&x| q * n + if o >= x { o - x } else { o + n - x })
    });
    let morty = all[n..].to_vec();
    let mut rick = all;
    rick.truncate(n);
    [rick, morty]
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use Outcome::*;

    /// The rules as a fixpoint over (object, player to move): a move into
    /// the hole wins outright; otherwise Win if some move reaches a Lose,
    /// Lose if every move reaches a Win; undecided at the end is Loop.
    fn berzerk_naive(n: usize, s1: &[usize], s2: &[usize]) -> [Vec<Outcome>; 2] {
        let sets = [s1, s2];
        let mut label: [Vec<Option<Outcome>>; 2] = [vec![None; n], vec![None; n]];
        label[0][0] = Some(Lose);
        label[1][0] = Some(Lose);
        loop {
            let mut changed = false;
            for p in 0..2 {
                for o in 1..n {
                    if label[p][o].is_some() {
                        continue;
                    }
                    let mut any_lose = false;
                    let mut all_win = true;
                    for &x in sets[p] {
                        let to = (o + x) % n;
                        if to == 0 {
                            any_lose = true; // the mover wins at once
                        }
                        match label[1 - p][to] {
                            Some(Lose) => any_lose = true,
                            Some(Win) => {}
                            _ => all_win = false,
                        }
                    }
                    if any_lose {
                        label[p][o] = Some(Win);
                        changed = true;
                    } else if all_win {
                        label[p][o] = Some(Lose);
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        label.map(|l| l.into_iter().map(|x| x.unwrap_or(Loop)).collect())
    }

    #[test]
    fn official_samples() {
        let r = berzerk(5, &[3, 2], &[1, 2, 3]);
        assert_eq!(r[0][1..], [Lose, Win, Win, Loop]);
        assert_eq!(r[1][1..], [Loop, Win, Win, Win]);
        let r = berzerk(8, &[6, 2, 3, 4], &[3, 6]);
        assert_eq!(r[0][1..], [Win; 7]);
        assert_eq!(r[1][1..], [Lose, Win, Lose, Lose, Win, Lose, Lose]);
    }

    #[test]
    fn smallest_circle() {
        assert_eq!(berzerk(2, &[1], &[1]), [vec![Lose, Win], vec![Lose, Win]]);
    }

    #[test]
    fn matches_the_rules_on_random_circles() {
        let mut rng = StdRng::seed_from_u64(7872);
        for round in 0..1500 {
            let n = rng.random_range(2..=12);
            let pick = |rng: &mut StdRng| {
                let mut steps: Vec<usize> =
                    (1..n).filter(|_| rng.random_range(0..3) == 0).collect();
                if steps.is_empty() || rng.random_range(0..4) == 0 {
                    // Sometimes a repeated step: it must change nothing.
                    steps.push(rng.random_range(1..n));
                }
                steps
            };
            let s1 = pick(&mut rng);
            let s2 = pick(&mut rng);
            assert_eq!(
                berzerk(n, &s1, &s2),
                berzerk_naive(n, &s1, &s2),
                "round {round}: n = {n}, s1 = {s1:?}, s2 = {s2:?}"
            );
        }
    }

    #[test]
    #[should_panic(expected = "step 5 is outside 1..5")]
    fn rejects_a_step_of_n() {
        berzerk(5, &[1], &[5]);
    }
}
