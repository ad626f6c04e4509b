//! p16895 (the number of winning first moves in normal Nim) as a process on
//! seeded random small inputs, and its stored answers, against every move
//! tried and judged by the game tree of `brute`, or, for piles too large for
//! the tree, by the pairs-cancel construction. Nothing here uses the crate's
//! game logic.
mod brute;
mod common;

use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The winning first moves counted by trying every move (pile `v` cut to
/// `q < v`; equal piles give equal results, so each distinct size is tried
/// once and counted by its multiplicity) and judging what is left by the
/// unpaired piles alone (`normal_nim_wins_from_extras`): the move wins iff the
/// opponent then loses. `None` if some position left cannot be judged.
fn count_by_pairs(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> Option<u64> {
    let mut multiplicity: BTreeMap<u64, u64> = BTreeMap::new();
    for &p in piles {
        *multiplicity.entry(p).or_default() += 1;
    }
    let extras: BTreeSet<u64> = brute::unpaired(piles).into_iter().collect();
    let toggle = |set: &mut BTreeSet<u64>, p: u64| {
        if p > 0 && !set.remove(&p) {
            set.insert(p);
        }
    };
    let mut count = 0;
    for (&v, &m) in &multiplicity {
        for q in 0..v {
            let mut after = extras.clone();
            toggle(&mut after, v);
            toggle(&mut after, q);
            let after: Vec<u64> = after.into_iter().collect();
            if !brute::normal_nim_wins_from_extras(&after, memo)? {
                count += m;
            }
        }
    }
    Some(count)
}

#[test]
fn p16895_matches_move_enumeration() {
    let mut memo = HashMap::new();
    brute::compare_on_random_piles(
        "p16895",
        16895,
        |_, _| {},
        |piles| format!("{}\n", brute::count_winning_moves(piles, &mut memo)),
    );
}

/// The construction used for large stored cases, against plain move
/// enumeration on the game tree, on every position of up to 5 piles of 1 to
/// 5 stones.
#[test]
fn counting_by_pairs_matches_the_game_tree() {
    let mut memo = HashMap::new();
    for piles in brute::multisets(5, 1, 5) {
        let want = brute::count_winning_moves(&piles, &mut memo) as u64;
        assert_eq!(
            count_by_pairs(&piles, &mut memo),
            Some(want),
            "piles {piles:?}"
        );
    }
}

#[test]
fn stored_answers_match_move_enumeration() {
    let mut memo = HashMap::new();
    brute::check_stored_answers("p16895", |input| {
        let t = brute::numbers(input);
        let piles = &t[1..];
        assert_eq!(piles.len() as u64, t[0], "N and the piles");
        if brute::tree_is_small(piles) {
            let count = brute::count_winning_moves(piles, &mut memo);
            Some((format!("{count}\n"), "game tree"))
        } else {
            count_by_pairs(piles, &mut memo).map(|c| (format!("{c}\n"), "pairs cancel"))
        }
    });
}
