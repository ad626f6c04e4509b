//! p9660 (take 1, 3 or 4 stones, the last stone wins, N up to 10^12) as a
//! process on seeded random N, small and huge, and its stored answers,
//! against a win/lose table written from the rule, carried beyond the table
//! by a repeated window of 4 outcomes. Nothing here uses the crate's game
//! logic.
mod brute;
mod common;

use brute::stones::{by_period, single_n, sk_cy, window_period, wins};
use rand::{rngs::StdRng, Rng, SeedableRng};

const MOVES: [u64; 3] = [1, 3, 4];

fn table_and_period() -> (Vec<bool>, (usize, usize)) {
    let win = wins(&MOVES, 1000, false);
    let period = window_period(&win, 4).expect("a repeated window");
    (win, period)
}

#[test]
fn the_window_repeats_with_period_7() {
    // 0 lost, 1 win, 2 lost (leave 1), 3 and 4 won (take all), 5 (leave 2)
    // and 6 (leave 2) won, 7 lost: 1, 3, 4 leave 6, 4, 3.
    let (win, period) = table_and_period();
    assert_eq!(
        &win[..8],
        [false, true, false, true, true, true, true, false]
    );
    assert_eq!(period, (0, 7));
}

#[test]
fn p9660_matches_the_rule_on_random_n() {
    let (win, period) = table_and_period();
    let mut rng = StdRng::seed_from_u64(9660);
    for case in 0..200 {
        let n: u64 = if case % 2 == 0 {
            rng.random_range(1..=1000)
        } else {
            rng.random_range(1..=1_000_000_000_000)
        };
        let got = brute::stdout_of("p9660", &format!("{n}\n"));
        assert_eq!(
            got,
            sk_cy(by_period(&win, period, n)),
            "case {case}, N = {n}"
        );
    }
}

#[test]
fn stored_answers_match_the_table_or_its_period() {
    let (win, period) = table_and_period();
    let tally = brute::check_stored_answers("p9660", |input| {
        let n = single_n(input);
        let how = if n < win.len() as u64 {
            "table"
        } else {
            "repeated window"
        };
        Some((sk_cy(by_period(&win, period, n)), how))
    });
    assert!(
        tally["table"] >= 5 && tally["repeated window"] >= 2,
        "{tally:?}"
    );
}
