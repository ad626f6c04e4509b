//! p16880 as a process against a brute force written here from the rules of
//! problems.md: Grundy tables by definition on a 64 x 64 board (a set per
//! cell, cells by increasing x + y), independent of the library's builder and
//! of the closed forms.
mod common;

use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::{BTreeSet, HashMap};

const N: usize = 64;
const LETTERS: [char; 5] = ['R', 'B', 'K', 'N', 'P'];

/// The cells one move away from (x, y), straight from the statement.
fn moves_naive(c: char, x: usize, y: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    if c == 'R' || c == 'P' {
        out.extend((0..y).map(|i| (x, i)));
        out.extend((0..x).map(|i| (i, y)));
    }
    if c == 'B' {
        out.extend((1..=x.min(y)).map(|i| (x - i, y - i)));
    }
    if c == 'K' {
        for (dx, dy) in [(0, 1), (1, 0), (1, 1)] {
            if x >= dx && y >= dy {
                out.push((x - dx, y - dy));
            }
        }
    }
    if c == 'N' {
        for (dx, dy) in [(1, 2), (2, 1)] {
            if x >= dx && y >= dy {
                out.push((x - dx, y - dy));
            }
        }
    }
    if c == 'P' && x > 0 && y > 0 {
        out.push((x - 1, y - 1));
    }
    out
}

/// Grundy values by definition for every letter, cells by increasing x + y.
fn tables_naive() -> HashMap<char, Vec<Vec<usize>>> {
    let mut tables = HashMap::new();
    for c in LETTERS {
        let mut t = vec![vec![usize::MAX; N]; N];
        for s in 0..2 * N - 1 {
            for x in s.saturating_sub(N - 1)..=s.min(N - 1) {
                let y = s - x;
                let options: BTreeSet<usize> =
                    moves_naive(c, x, y).iter().map(|&(a, b)| t[a][b]).collect();
                t[x][y] = (0..).find(|v| !options.contains(v)).unwrap();
            }
        }
        tables.insert(c, t);
    }
    tables
}

#[test]
fn random_boards_match_the_definition() {
    let tables = tables_naive();
    let exe = common::bin_path("p16880");
    let mut rng = StdRng::seed_from_u64(16880);
    let mut seen = [0; 2];
    for case in 0..300 {
        let mut lines = Vec::new();
        let mut xor = 0;
        for _ in 0..rng.random_range(1..=8) {
            let c = LETTERS[rng.random_range(0..5)];
            // Small boards often, so that shared cells and edges come up.
            let side = if rng.random_range(0..2) == 0 { 4 } else { N };
            let (x, y) = (rng.random_range(0..side), rng.random_range(0..side));
            xor ^= tables[&c][x][y];
            lines.push(format!("{x} {y} {c}"));
        }
        // Half the time, one more piece whose value is the XOR so far, found in
        // the naive tables: the answer becomes `cubelover`.
        if rng.random_range(0..2) == 0 {
            let c = LETTERS[rng.random_range(0..5)];
            let cells: Vec<(usize, usize)> = (0..N)
                .flat_map(|x| (0..N).map(move |y| (x, y)))
                .filter(|&(x, y)| tables[&c][x][y] == xor)
                .collect();
            if !cells.is_empty() {
                let (x, y) = cells[rng.random_range(0..cells.len())];
                xor = 0;
                lines.push(format!("{x} {y} {c}"));
            }
        }
        // Twins far out cancel: they must not change the answer.
        for _ in 0..rng.random_range(0..=2) {
            let c = LETTERS[rng.random_range(0..5)];
            let x: u64 = rng.random_range(0..=999_999_999);
            let y: u64 = rng.random_range(0..=999_999_999);
            lines.push(format!("{x} {y} {c}"));
            let at = rng.random_range(0..=lines.len());
            lines.insert(at, format!("{x} {y} {c}"));
        }
        let input = format!("{}\n{}\n", lines.len(), lines.join("\n"));
        let want = if xor != 0 { "koosaga\n" } else { "cubelover\n" };
        seen[usize::from(xor != 0)] += 1;
        let output = common::run(&exe, input.as_bytes());
        assert!(output.status.success(), "case {case}, input:\n{input}");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            want,
            "case {case}, input:\n{input}"
        );
    }
    assert!(
        seen[0] > 30 && seen[1] > 30,
        "both answers tested: {seen:?}"
    );
}

#[test]
fn naive_tables_match_hand_worked_values() {
    let t = tables_naive();
    // The king's 3 x 3 corner, by hand (see the board module's example).
    let king: Vec<Vec<usize>> = t[&'K'][..3].iter().map(|r| r[..3].to_vec()).collect();
    assert_eq!(king, vec![vec![0, 1, 0], vec![1, 2, 3], vec![0, 3, 0]]);
    // The rook is two Nim piles.
    assert_eq!(t[&'R'][5][3], 6);
    // A knight on the diagonal: (1, 1) has no move; (2, 2) reaches (1, 0), (0, 1).
    assert_eq!((t[&'N'][1][1], t[&'N'][2][2]), (0, 1));
}
