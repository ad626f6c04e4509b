//! p11868 (normal Nim) as a process on seeded random small inputs, and its
//! stored answers, against the game tree searched from the rule (take any
//! positive number of stones from one pile; who cannot move loses) in
//! `brute`, or the pairs-cancel construction when the piles are too large.
//! Nothing here uses the crate's game logic.
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

#[test]
fn p11868_matches_the_game_tree() {
    let mut memo = HashMap::new();
    brute::compare_on_random_piles(
        "p11868",
        11868,
        |_, _| {},
        |piles| answer(brute::wins(piles, false, &mut memo)),
    );
}

/// The construction used for large stored cases, against the game tree:
/// adding pairs of equal piles never changes who wins, and the rule of
/// `normal_nim_wins_from_extras` agrees with the tree on every small position.
#[test]
fn pairs_cancel_in_small_nim() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    for rest in brute::multisets(3, 1, 5) {
        let alone = brute::wins(&rest, false, &mut memo);
        for pairs in brute::multisets(2, 1, 4) {
            let mut piles = rest.clone();
            for &p in &pairs {
                piles.extend([p, p]);
            }
            assert_eq!(
                brute::wins(&piles, false, &mut memo),
                alone,
                "piles {piles:?} vs {rest:?} without the pairs"
            );
            let extras = brute::unpaired(&piles);
            assert_eq!(
                brute::normal_nim_wins_from_extras(&extras, &mut memo),
                Some(alone),
                "piles {piles:?}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 56 * 15, "positions checked");
}

#[test]
fn stored_answers_match_the_game_tree_or_pairs() {
    let mut memo = HashMap::new();
    let tally = brute::check_stored_answers("p11868", |input| {
        let t = brute::numbers(input);
        let piles = &t[1..];
        assert_eq!(piles.len() as u64, t[0], "N and the piles");
        if brute::tree_is_small(piles) {
            Some((answer(brute::wins(piles, false, &mut memo)), "game tree"))
        } else {
            let extras = brute::unpaired(piles);
            brute::normal_nim_wins_from_extras(&extras, &mut memo)
                .map(|w| (answer(w), "pairs cancel"))
        }
    });
    // The eight official samples at least are small enough for the tree.
    assert!(tally["game tree"] >= 8, "{tally:?}");
}
