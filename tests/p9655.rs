//! p9655 (take 1 or 3 stones; who takes the last stone wins) as a process
//! for every N the problem allows, and its stored answers, against a win/lose
//! table written from the rule. Nothing here uses the crate's game logic.
mod brute;
mod common;

/// `wins[n]`: does the player to move win with `n` stones left? With none
/// left he has no move (his opponent took the last stone): a loss. Otherwise
/// he wins iff taking 1 or 3 leaves a loss.
fn wins_table(max: usize) -> Vec<bool> {
    let mut wins = vec![false; max + 1];
    for n in 1..=max {
        wins[n] = [1, 3].iter().any(|&take| take <= n && !wins[n - take]);
    }
    wins
}

fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "SK\n"
    } else {
        "CY\n"
    }
}

#[test]
fn table_matches_hand_worked_values() {
    // 1: take it. 2: forced to take 1, the opponent takes the last. 3: take
    // all. 4: 1 or 3 leaves 3 or 1, both won by the opponent. 5: the sample.
    let wins = wins_table(5);
    assert_eq!(wins, [false, true, false, true, false, true]);
}

#[test]
fn every_n_matches_the_rule() {
    let exe = common::bin_path("p9655");
    let wins = wins_table(1000);
    let mut seen = [0; 2];
    for (n, &w) in wins.iter().enumerate().skip(1) {
        let output = common::run(&exe, format!("{n}\n").as_bytes());
        assert!(output.status.success(), "N = {n}: {output:?}");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            answer(w),
            "N = {n}"
        );
        seen[usize::from(w)] += 1;
    }
    assert_eq!(seen, [500, 500], "losing/winning counts for N = 1..=1000");
}

#[test]
fn stored_answers_match_the_rule() {
    let wins = wins_table(1000);
    brute::check_stored_answers("p9655", |input| {
        let t = brute::numbers(input);
        assert_eq!(t.len(), 1, "one number");
        let n = usize::try_from(t[0]).unwrap();
        wins.get(n)
            .map(|&w| (answer(w).to_string(), "win/lose table"))
    });
}
