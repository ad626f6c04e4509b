//! BOJ 13034 (polygon game) as a process, against two brute forces: the game
//! played on the polygon itself (chords as vertex pairs) for small N, and the
//! recurrence of problems.md for every N the problem allows.
mod common;

use std::collections::HashMap;

/// Does the player to move win, with `chords` already drawn on an `n`-gon?
/// A new chord joins two unused vertices and crosses no drawn chord (chords
/// with four distinct ends cross iff exactly one end of one lies strictly
/// between the ends of the other). Depth is at most n / 2.
fn polygon_wins(
    n: usize,
    chords: &mut Vec<(usize, usize)>,
    memo: &mut HashMap<u128, bool>,
) -> bool {
    // Chord (a, b), a < b < n <= 12, as bit b * (b - 1) / 2 + a (< 66).
    let key = chords
        .iter()
        .fold(0u128, |k, &(a, b)| k | 1 << (b * (b - 1) / 2 + a));
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let used = |v: usize, chords: &[(usize, usize)]| chords.iter().any(|&(a, b)| a == v || b == v);
    let mut wins = false;
    'search: for u in 0..n {
        for v in u + 1..n {
            if used(u, chords) || used(v, chords) {
                continue;
            }
            let crosses = chords
                .iter()
                .any(|&(a, b)| (a < u && u < b) != (a < v && v < b));
            if crosses {
                continue;
            }
            chords.push((u, v));
            let opponent_wins = polygon_wins(n, chords, memo);
            chords.pop();
            if !opponent_wins {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(key, wins);
    wins
}

/// problems.md: G(n) = mex{ G(i) xor G(n-2-i) : 0 <= i <= n-2 }, G(0) = G(1) = 0.
fn recurrence(len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = vec![0, 0];
    for n in 2..len {
        let options: Vec<u32> = (0..=n - 2).map(|i| g[i] ^ g[n - 2 - i]).collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

fn answer(exe: &std::path::Path, n: usize) -> String {
    let output = common::run(exe, format!("{n}\n").as_bytes());
    assert!(output.status.success(), "N = {n}: {output:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn small_polygons_played_out() {
    let exe = common::bin_path("p13034");
    let mut seen = [0; 2];
    for n in 3..=12 {
        let wins = polygon_wins(n, &mut Vec::new(), &mut HashMap::new());
        seen[wins as usize] += 1;
        let want = if wins { "1\n" } else { "2\n" };
        assert_eq!(answer(&exe, n), want, "N = {n}");
    }
    assert!(seen[0] > 0 && seen[1] > 0, "losing/winning counts {seen:?}");
}

#[test]
fn every_n_matches_the_recurrence() {
    let exe = common::bin_path("p13034");
    let g = recurrence(1001);
    for (n, &value) in g.iter().enumerate().skip(3) {
        let want = if value != 0 { "1\n" } else { "2\n" };
        assert_eq!(answer(&exe, n), want, "N = {n}, G = {value}");
    }
}
