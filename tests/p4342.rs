//! p4342 (Euclid's game, one game per line until `0 0`) as a process on
//! seeded random inputs, and its stored answers, against a win/lose table
//! searched from the rule, or, for numbers beyond the table, the golden-ratio
//! criterion of Cole and Davie, itself checked against the table. Nothing
//! here uses the crate's game logic.
mod brute;
mod common;

use rand::{rngs::StdRng, Rng, SeedableRng};

/// `win[a][b]` for `0 <= a, b <= max`, by the rule: a position holding a 0 is
/// lost for the player to move (his opponent just made the 0); otherwise he
/// wins iff subtracting some positive multiple of the smaller number from the
/// larger (leaving it >= 0) leaves a lost position. Moves lower `a + b`.
fn wins_table(max: usize) -> Vec<Vec<bool>> {
    let mut win = vec![vec![false; max + 1]; max + 1];
    for sum in 2..=2 * max {
        for a in sum.saturating_sub(max).max(1)..=(sum - 1).min(max) {
            let b = sum - a;
            let (big, small) = (a.max(b), a.min(b));
            win[a][b] = (1..=big / small).any(|k| {
                let rest = big - k * small;
                let next = if a >= b { (rest, b) } else { (a, rest) };
                !win[next.0][next.1]
            });
        }
    }
    win
}

/// Cole and Davie (1969): with `a >= b >= 1`, the player to move wins iff
/// `a == b` or `a / b` exceeds the golden ratio (1 + sqrt 5) / 2, that is
/// `(2a - b)^2 > 5 b^2` (never equal: the ratio is irrational).
fn golden_ratio_rule(a: u64, b: u64) -> bool {
    let (big, small) = (u128::from(a.max(b)), u128::from(a.min(b)));
    big == small || (2 * big - small).pow(2) > 5 * small * small
}

fn answers(games: &[(u64, u64)], wins: impl Fn(u64, u64) -> bool) -> String {
    games
        .iter()
        .map(|&(a, b)| if wins(a, b) { "A wins\n" } else { "B wins\n" })
        .collect()
}

fn input_of(games: &[(u64, u64)]) -> String {
    let mut s: String = games.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
    s += "0 0\n";
    s
}

#[test]
fn golden_ratio_rule_matches_the_table() {
    let win = wins_table(300);
    for (a, row) in win.iter().enumerate().skip(1) {
        for (b, &w) in row.iter().enumerate().skip(1) {
            assert_eq!(golden_ratio_rule(a as u64, b as u64), w, "({a}, {b})");
        }
    }
}

#[test]
fn p4342_matches_the_table_on_random_inputs() {
    let win = wins_table(60);
    let mut rng = StdRng::seed_from_u64(4342);
    for case in 0..150 {
        let lines = rng.random_range(1..=20);
        let games: Vec<(u64, u64)> = (0..lines)
            .map(|_| (rng.random_range(1..=60), rng.random_range(1..=60)))
            .collect();
        let input = input_of(&games);
        let want = answers(&games, |a, b| win[a as usize][b as usize]);
        assert_eq!(
            brute::stdout_of("p4342", &input),
            want,
            "case {case}, input {input:?}"
        );
    }
}

#[test]
fn p4342_answers_200000_games_near_the_bound() {
    let mut rng = StdRng::seed_from_u64(43420);
    let max = (1u64 << 31) - 1;
    let games: Vec<(u64, u64)> = (0..200_000)
        .map(|_| {
            let b = rng.random_range(1..=max / 2);
            (b + rng.random_range(0..=b), b)
        })
        .collect();
    let input = input_of(&games);
    let got = brute::stdout_of("p4342", &input);
    assert!(
        got == answers(&games, golden_ratio_rule),
        "200,000 games from seed 43420"
    );
}

#[test]
fn stored_answers_match_the_table_or_the_golden_ratio() {
    let win = wins_table(300);
    let tally = brute::check_stored_answers("p4342", |input| {
        let t = brute::numbers(input);
        assert!(t.len() % 2 == 0 && t.ends_with(&[0, 0]), "pairs ending 0 0");
        let games: Vec<(u64, u64)> = t[..t.len() - 2].chunks(2).map(|p| (p[0], p[1])).collect();
        if games.iter().all(|&(a, b)| a <= 300 && b <= 300) {
            let want = answers(&games, |a, b| win[a as usize][b as usize]);
            Some((want, "win/lose table"))
        } else {
            Some((answers(&games, golden_ratio_rule), "golden ratio"))
        }
    });
    assert!(tally["win/lose table"] >= 3, "{tally:?}");
}
