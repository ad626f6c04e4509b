//! p11694 (misère Nim: who takes the last stone loses) as a process on seeded
//! random small inputs, and its stored answers, against the game tree
//! searched from the rule in `brute`, or, for piles too large for the tree,
//! three strategy arguments that are themselves checked against the tree on
//! every small position. Nothing here uses the crate's game logic.
mod brute;
mod common;

use std::collections::HashMap;

fn answer(first_wins: bool) -> String {
    if first_wins {
        "koosaga\n"
    } else {
        "cubelover\n"
    }
    .to_string()
}

/// Misère Nim decided by a strategy instead of a search, or `None`:
/// 1. Exactly one pile of 2 or more: the player to move wins. He cuts it to
///    0 or 1 so that an odd number of 1-piles is left; then every move takes
///    a whole 1-pile, and whoever faces an odd number of them takes the last.
/// 2. Only pairs of equal piles, one of them 2 or more: the player to move
///    loses. His opponent repeats each move on the twin pile, which keeps
///    "pairs, one of them 2 or more" (so the opponent never takes the last
///    stone), until a move leaves exactly one pile of 2 or more: then the
///    opponent wins by rule 1.
/// 3. Such pairs plus one more pile: the player to move wins by removing
///    that pile, which leaves rule 2 to his opponent.
fn misere_by_strategy(piles: &[u64]) -> Option<(bool, &'static str)> {
    let big = piles.iter().filter(|&&p| p >= 2).count();
    if big == 1 {
        return Some((true, "one big pile"));
    }
    let extras = brute::unpaired(piles);
    let mut paired = piles.to_vec();
    for e in &extras {
        let at = paired.iter().position(|p| p == e).unwrap();
        paired.remove(at);
    }
    if !paired.iter().any(|&p| p >= 2) {
        return None;
    }
    match extras.len() {
        0 => Some((false, "pairs mirror")),
        1 => Some((true, "pairs plus one pile")),
        _ => None,
    }
}

#[test]
fn p11694_matches_the_game_tree() {
    let mut memo = HashMap::new();
    // Half the cases all ones, where misère differs from normal play.
    let all_ones_if_even = |case: usize, piles: &mut Vec<u64>| {
        if case % 2 == 0 {
            piles.iter_mut().for_each(|p| *p = 1);
        }
    };
    brute::compare_on_random_piles("p11694", 11694, all_ones_if_even, |piles| {
        answer(brute::wins(piles, true, &mut memo))
    });
}

/// Every rule of `misere_by_strategy`, on every position of up to 6 piles of
/// 1 to 4 stones, agrees with the game tree, and each rule is exercised.
#[test]
fn strategies_match_the_game_tree() {
    let mut memo = HashMap::new();
    let mut fired: HashMap<&str, usize> = HashMap::new();
    for piles in brute::multisets(6, 1, 4) {
        if let Some((w, rule)) = misere_by_strategy(&piles) {
            assert_eq!(
                w,
                brute::wins(&piles, true, &mut memo),
                "rule {rule:?} on {piles:?}"
            );
            *fired.entry(rule).or_default() += 1;
        }
    }
    for rule in ["one big pile", "pairs mirror", "pairs plus one pile"] {
        assert!(fired.get(rule).copied().unwrap_or(0) >= 10, "{fired:?}");
    }
}

#[test]
fn stored_answers_match_the_game_tree_or_a_strategy() {
    let mut memo = HashMap::new();
    brute::check_stored_answers("p11694", |input| {
        let t = brute::numbers(input);
        let piles = &t[1..];
        assert_eq!(piles.len() as u64, t[0], "N and the piles");
        if brute::tree_is_small(piles) {
            Some((answer(brute::wins(piles, true, &mut memo)), "game tree"))
        } else {
            misere_by_strategy(piles).map(|(w, rule)| (answer(w), rule))
        }
    });
}
