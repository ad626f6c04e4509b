//! The bridges game (BOJ 18937) played by its real rules, with retrograde
//! analysis, against `grundy::games::bridges` and the `p18937` binary.
//!
//! A state is the cells of both stones on every bridge plus whose turn it is.
//! The white king moves a white stone to any other cell left of the black
//! stone of its bridge; the black king moves a black stone to any other cell
//! right of the white one. Stones can move back and forth, so the state graph
//! has cycles: states are labelled Win / Lose by naive fixpoint iteration
//! (Win if some move reaches a Lose state, Lose if every move reaches a Win
//! state, including when there is no move) and whatever stays unlabelled is a
//! Draw. The stored answers are checked against the same analysis, or for
//! long bridges a pairing strategy that is itself checked against it.
//! Nothing here uses the crate's game logic.
mod brute;
mod common;

use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Label {
    Win,
    Lose,
    Draw,
}

/// Every state of the game on bridges of `lengths` cells, labelled for the
/// player to move.
struct Solved {
    lengths: Vec<usize>,
    /// `pairs[i]`: every (white cell, black cell) of bridge i, white < black.
    pairs: Vec<Vec<(usize, usize)>>,
    /// Indexed by `encode(stones) * 2 + turn` (turn 0 = white king to move).
    label: Vec<Label>,
}

impl Solved {
    fn encode(&self, stones: &[(usize, usize)]) -> usize {
        let mut code = 0;
        for (i, &pair) in stones.iter().enumerate() {
            let k = self.pairs[i].iter().position(|&p| p == pair).unwrap();
            code = code * self.pairs[i].len() + k;
        }
        code
    }

    fn decode(&self, mut code: usize) -> Vec<(usize, usize)> {
        let mut stones = vec![(0, 0); self.lengths.len()];
        for i in (0..self.lengths.len()).rev() {
            stones[i] = self.pairs[i][code % self.pairs[i].len()];
            code /= self.pairs[i].len();
        }
        stones
    }

    /// The states one move away from `stones` with `turn` to move.
    fn moves(&self, stones: &[(usize, usize)], turn: usize) -> Vec<Vec<(usize, usize)>> {
        let mut out = Vec::new();
        for (i, &(w, b)) in stones.iter().enumerate() {
            let targets: Vec<(usize, usize)> = if turn == 0 {
                (0..b).filter(|&c| c != w).map(|c| (c, b)).collect()
            } else {
                (w + 1..self.lengths[i])
                    .filter(|&c| c != b)
                    .map(|c| (w, c))
                    .collect()
            };
            for t in targets {
                let mut next = stones.to_vec();
                next[i] = t;
                out.push(next);
            }
        }
        out
    }

    fn solve(lengths: &[usize]) -> Solved {
        let pairs: Vec<Vec<(usize, usize)>> = lengths
            .iter()
            .map(|&a| {
                let mut v = Vec::new();
                for w in 0..a {
                    for b in w + 1..a {
                        v.push((w, b));
                    }
                }
                v
            })
            .collect();
        let count: usize = pairs.iter().map(Vec::len).product();
        let mut solved = Solved {
            lengths: lengths.to_vec(),
            pairs,
            label: vec![Label::Draw; count * 2],
        };
        // Successor lists, once.
        let mut succ: Vec<Vec<usize>> = Vec::with_capacity(count * 2);
        for code in 0..count {
            let stones = solved.decode(code);
            for turn in 0..2 {
                let list = solved
                    .moves(&stones, turn)
                    .iter()
                    .map(|next| solved.encode(next) * 2 + (1 - turn))
                    .collect();
                succ.push(list);
            }
        }
        loop {
            let mut changed = false;
            for (s, next) in succ.iter().enumerate() {
                if solved.label[s] != Label::Draw {
                    continue;
                }
                if next.iter().any(|&t| solved.label[t] == Label::Lose) {
                    solved.label[s] = Label::Win;
                    changed = true;
                } else if next.iter().all(|&t| solved.label[t] == Label::Win) {
                    solved.label[s] = Label::Lose;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        solved
    }

    /// The label of the starting state (stones at both ends of every bridge).
    fn start(&self, white_first: bool) -> Label {
        let stones: Vec<(usize, usize)> = self.lengths.iter().map(|&a| (0, a - 1)).collect();
        self.label[self.encode(&stones) * 2 + usize::from(!white_first)]
    }
}

/// Every multiset of 1 to `max_count` lengths from `lo..=hi`, sorted.
fn length_sets(max_count: usize, lo: usize, hi: usize) -> Vec<Vec<usize>> {
    brute::multisets(max_count, lo as u64, hi as u64)
        .into_iter()
        .filter(|set| !set.is_empty())
        .map(|set| set.into_iter().map(|a| a as usize).collect())
        .collect()
}

#[test]
fn no_draws_and_the_gap_xor_decides_every_state() {
    let mut checked = 0;
    for lengths in length_sets(3, 2, 6) {
        let solved = Solved::solve(&lengths);
        for s in 0..solved.label.len() {
            let stones = solved.decode(s / 2);
            let gap_xor = stones.iter().fold(0, |x, &(w, b)| x ^ (b - w - 1));
            let label = solved.label[s];
            assert_ne!(
                label,
                Label::Draw,
                "draw at {stones:?}, turn {}, lengths {lengths:?}",
                s % 2
            );
            let want = if gap_xor != 0 {
                Label::Win
            } else {
                Label::Lose
            };
            assert_eq!(
                label,
                want,
                "state {stones:?}, turn {}, lengths {lengths:?}",
                s % 2
            );
            checked += 1;
        }
        for white_first in [true, false] {
            let lib = grundy::games::bridges::first_player_wins(
                &lengths.iter().map(|&a| a as u64).collect::<Vec<_>>(),
            );
            assert_eq!(
                lib,
                solved.start(white_first) == Label::Win,
                "lengths {lengths:?}, white first: {white_first}"
            );
        }
    }
    println!("{checked} states checked");
}

#[test]
fn p18937_matches_retrograde_analysis() {
    let exe = common::bin_path("p18937");
    let mut rng = StdRng::seed_from_u64(18937);
    let mut cache: HashMap<Vec<usize>, Solved> = HashMap::new();
    for case in 0..150 {
        let n = rng.random_range(1..=3);
        let lengths: Vec<usize> = (0..n).map(|_| rng.random_range(2..=6)).collect();
        let white_first = rng.random_range(0..2) == 0;
        let mut key = lengths.clone();
        key.sort_unstable();
        let solved = cache
            .entry(key.clone())
            .or_insert_with(|| Solved::solve(&key));
        let (first, second) = if white_first {
            ("Whiteking", "Blackking")
        } else {
            ("Blackking", "Whiteking")
        };
        let winner = match solved.start(white_first) {
            Label::Win => first,
            Label::Lose => second,
            Label::Draw => panic!("draw at the start of {lengths:?}"),
        };
        let lengths_text: Vec<String> = lengths.iter().map(|a| a.to_string()).collect();
        let input = format!("{n}\n{}\n{first}\n", lengths_text.join(" "));
        let output = common::run(&exe, input.as_bytes());
        assert!(output.status.success(), "case {case}, input {input:?}");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            format!("{winner}\n"),
            "case {case}, input {input:?}"
        );
    }
}

/// The king who wins, by the pairing strategy, when the bridges other than
/// pairs of equal length are `extras`; `None` for two or more extras.
///
/// The strategy, for the king who faces no extra bridge or who has just
/// closed the gap of the only one (moved his stone next to the other): keep
/// the gaps of the paired bridges equal and the extra bridge's gap at zero.
/// When the opponent shortens a gap, shorten its twin's gap by as much with
/// your own stone; when he moves away (lengthens a gap), follow him on the
/// same bridge back to the same gap. The opponent never leaves you without a
/// reply; the sum of the gaps never grows and drops with every shortening,
/// and between shortenings each retreat moves his stone towards the end of
/// its bridge, so the game ends, with him unable to move. So no extra bridge:
/// the starter loses; one extra of length A: the starter wins iff A > 2
/// (there is a gap to close).
fn winner_by_pairs(extras: &[usize], white_first: bool) -> Option<bool> {
    let starter_wins = match extras {
        [] => false,
        [a] => *a > 2,
        _ => return None,
    };
    // true: the white king wins.
    Some(starter_wins == white_first)
}

/// The pairing strategy of `winner_by_pairs`, against retrograde analysis on
/// small bridges: pairs added to no bridge or one bridge, and lone bridges.
#[test]
fn pairing_strategy_matches_retrograde_analysis() {
    let mut checked = 0;
    let mut cases: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
    for extra in [vec![], vec![2], vec![3], vec![5], vec![6]] {
        for pairs in length_sets(2, 2, 4) {
            let mut lengths = extra.clone();
            for &p in &pairs {
                lengths.extend([p, p]);
            }
            if lengths.len() <= 4 {
                cases.push((extra.clone(), lengths));
            }
        }
    }
    for a in 2..=12 {
        cases.push((vec![a], vec![a]));
    }
    for (extra, lengths) in cases {
        let solved = Solved::solve(&lengths);
        for white_first in [true, false] {
            let white_wins = match solved.start(white_first) {
                Label::Win => white_first,
                Label::Lose => !white_first,
                Label::Draw => panic!("draw at the start of {lengths:?}"),
            };
            assert_eq!(
                winner_by_pairs(&extra, white_first),
                Some(white_wins),
                "lengths {lengths:?}, white first: {white_first}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 60, "{checked} starts checked");
}

#[test]
fn stored_answers_match_retrograde_analysis_or_pairs() {
    let tally = brute::check_stored_answers("p18937", |input| {
        let t: Vec<&str> = input.split_whitespace().collect();
        let n: usize = t[0].parse().unwrap();
        assert_eq!(t.len(), n + 2, "N, the lengths and a name");
        let lengths: Vec<usize> = t[1..=n].iter().map(|a| a.parse().unwrap()).collect();
        let white_first = match t[n + 1] {
            "Whiteking" => true,
            "Blackking" => false,
            other => panic!("unknown king {other:?}"),
        };
        let name = |white: bool| if white { "Whiteking\n" } else { "Blackking\n" };
        let states: f64 = lengths.iter().map(|&a| (a * (a - 1) / 2) as f64).product();
        if states <= 5000.0 {
            let white_wins = match Solved::solve(&lengths).start(white_first) {
                Label::Win => white_first,
                Label::Lose => !white_first,
                Label::Draw => panic!("draw at the start of {lengths:?}"),
            };
            return Some((name(white_wins).to_string(), "retrograde analysis"));
        }
        let extras = brute::unpaired(&lengths);
        winner_by_pairs(&extras, white_first).map(|w| (name(w).to_string(), "pairs cancel"))
    });
    assert!(tally["retrograde analysis"] >= 4, "{tally:?}");
}
