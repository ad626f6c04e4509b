//! p9658 (take 1, 3 or 4 stones; whoever takes the last stone LOSES) as a
//! process for every N the problem allows, and its stored answers, against a
//! misère win/lose table written from the rule. Nothing here uses the crate's
//! game logic.
mod brute;
mod common;

use brute::stones::{single_n, sk_cy, wins};

#[test]
fn table_matches_hand_worked_values() {
    // 0: a win (the opponent took the last). 1: a loss. 2: leave 1. 3: leave
    // 2 or 0, wins for the opponent. 4: leave 1. 5: leave 1 (take 4).
    assert_eq!(
        wins(&[1, 3, 4], 5, true),
        [true, false, true, false, true, true]
    );
}

#[test]
fn every_n_matches_the_rule() {
    let win = wins(&[1, 3, 4], 1000, true);
    for (n, &w) in win.iter().enumerate().skip(1) {
        let got = brute::stdout_of("p9658", &format!("{n}\n"));
        assert_eq!(got, sk_cy(w), "N = {n}");
    }
}

#[test]
fn stored_answers_match_the_rule() {
    let win = wins(&[1, 3, 4], 1000, true);
    brute::check_stored_answers("p9658", |input| {
        let n = single_n(input) as usize;
        win.get(n).map(|&w| (sk_cy(w), "misère table"))
    });
}
