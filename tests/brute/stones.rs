//! Brute forces for the take-away games (p9656 to p9662): win/lose tables
//! searched from the rule, and the repeated-window argument that carries a
//! table to piles far beyond it. Nothing here uses the crate's game logic.

use std::collections::HashMap;

/// `win[n]` for `0 <= n <= max`: does the player to move win with `n` stones,
/// if a move takes `s` stones for some `s` in `moves` (at most `n`)? He wins
/// iff some move leaves a lost pile. A pile with no move (0 stones at least)
/// is lost under normal play and won under misère play, where whoever takes
/// the last stone loses (so the player left with none has won).
pub fn wins(moves: &[u64], max: usize, misere: bool) -> Vec<bool> {
    let mut win: Vec<bool> = Vec::with_capacity(max + 1);
    for n in 0..=max {
        let options: Vec<usize> = moves
            .iter()
            .filter(|&&s| s >= 1 && s as usize <= n)
            .map(|&s| n - s as usize)
            .collect();
        let w = if options.is_empty() {
            misere
        } else {
            options.iter().any(|&o| !win[o])
        };
        win.push(w);
    }
    win
}

/// `(e, p)` from the first window of `width` outcomes that occurs twice, at
/// `e` and `e + p`. For a move set whose largest move is `width`, the outcome
/// of pile `n >= width` is a fixed function of the `width` outcomes below it,
/// so equal windows are followed by equal outcomes forever:
/// `win[n + p] == win[n]` for every `n >= e`.
pub fn window_period(win: &[bool], width: usize) -> Option<(usize, usize)> {
    let mut first: HashMap<&[bool], usize> = HashMap::new();
    for i in 0..=win.len().checked_sub(width)? {
        if let Some(&e) = first.get(&win[i..i + width]) {
            return Some((e, i - e));
        }
        first.insert(&win[i..i + width], i);
    }
    None
}

/// The outcome of pile `n` from a table and a period `(e, p)` proven by
/// [`window_period`].
pub fn by_period(win: &[bool], (e, p): (usize, usize), n: u64) -> bool {
    if n < win.len() as u64 {
        win[n as usize]
    } else {
        win[e + ((n - e as u64) % p as u64) as usize]
    }
}

/// `SK\n` if the first player (상근) wins, else `CY\n`.
pub fn sk_cy(first_wins: bool) -> String {
    if first_wins { "SK\n" } else { "CY\n" }.to_string()
}

/// The single number of a stored `.in` (p9656 to p9661).
pub fn single_n(input: &str) -> u64 {
    let t = super::numbers(input);
    assert_eq!(t.len(), 1, "one number");
    t[0]
}
