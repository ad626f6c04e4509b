//! p9656 (take 1 or 3 stones; whoever takes the last stone LOSES) as a
//! process for every N the problem allows, and its stored answers, against a
//! misère win/lose table written from the rule. Nothing here uses the crate's
//! game logic.
mod brute;
mod common;

use brute::stones::{single_n, sk_cy, wins};

#[test]
fn table_matches_hand_worked_values() {
    // 0: the opponent took the last stone, a win. 1: must take it, a loss.
    // 2: take 1, the opponent must take the last. 3: leave 2 or 0, both
    // wins for the opponent. 4: take 1, leaving 3.
    assert_eq!(wins(&[1, 3], 4, true), [true, false, true, false, true]);
}

#[test]
fn every_n_matches_the_rule() {
    let win = wins(&[1, 3], 1000, true);
    for (n, &w) in win.iter().enumerate().skip(1) {
        let got = brute::stdout_of("p9656", &format!("{n}\n"));
        assert_eq!(got, sk_cy(w), "N = {n}");
    }
}

#[test]
fn stored_answers_match_the_rule() {
    let win = wins(&[1, 3], 1000, true);
    brute::check_stored_answers("p9656", |input| {
        let n = single_n(input) as usize;
        win.get(n).map(|&w| (sk_cy(w), "misère table"))
    });
}
