//! p11717 (Wall Making Game) as a process against the wall-building rules
//! read literally, on seeded random small boards; and the stored cases
//! against the same rules (small boards) or the empty-board size table.
mod common;

use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

/// Grundy value by the rules: the state is the set of wall cells (bit
/// `r * w + c`); a move picks a cell neither marked nor a wall and walls from
/// it in the four directions until a wall or the border. Memo on the walls;
/// recursion at most one level per cell.
fn grundy_by_rules(rows: &[Vec<bool>], walls: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    if let Some(&v) = memo.get(&walls) {
        return v;
    }
    let (h, w) = (rows.len() as i64, rows[0].len() as i64);
    let wall = |y: i64, x: i64| walls >> (y * w + x) & 1 == 1;
    let mut options = Vec::new();
    for r in 0..h {
        for c in 0..w {
            if rows[r as usize][c as usize] || wall(r, c) {
                continue;
            }
            let mut next = walls | 1 << (r * w + c);
            for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                let (mut y, mut x) = (r + dr, c + dc);
                while (0..h).contains(&y) && (0..w).contains(&x) && !wall(y, x) {
                    next |= 1 << (y * w + x);
                    y += dr;
                    x += dc;
                }
            }
            options.push(grundy_by_rules(rows, next, memo));
        }
    }
    let v = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(walls, v);
    v
}

fn answer(g: u64) -> &'static str {
    if g != 0 {
        "First\n"
    } else {
        "Second\n"
    }
}

fn parse(input: &str) -> Vec<Vec<bool>> {
    let t: Vec<&str> = input.split_whitespace().collect();
    let h: usize = t[0].parse().unwrap();
    t[2..2 + h]
        .iter()
        .map(|r| r.chars().map(|c| c == 'X').collect())
        .collect()
}

#[test]
fn random_small_boards_match_the_rules() {
    let exe = common::bin_path("p11717");
    let mut rng = StdRng::seed_from_u64(0x11717);
    for round in 0..200 {
        let h = rng.random_range(1..=4);
        let w = rng.random_range(1..=5);
        let density = rng.random_range(0..=5);
        let rows: Vec<Vec<bool>> = (0..h)
            .map(|_| (0..w).map(|_| rng.random_range(0..10) < density).collect())
            .collect();
        let mut input = format!("{h} {w}\n");
        for row in &rows {
            input.extend(row.iter().map(|&m| if m { 'X' } else { '.' }));
            input.push('\n');
        }
        let out = common::run(&exe, input.as_bytes());
        assert!(
            out.status.success(),
            "round {round}: input {input:?} failed"
        );
        let want = answer(grundy_by_rules(&rows, 0, &mut HashMap::new()));
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            want,
            "round {round}: input {input:?}"
        );
    }
}

#[test]
fn stored_answers_match_the_rules_or_the_size_table() {
    // On an empty board every rectangle's value depends only on its size:
    // e[h][w] = mex over cells (i, j) of the XOR of the four parts' sizes.
    let mut e = [[0u64; 21]; 21];
    for h in 1..=20 {
        for w in 1..=20 {
            let mut options = Vec::new();
            for i in 0..h {
                for j in 0..w {
                    options.push(
                        e[i][j] ^ e[i][w - 1 - j] ^ e[h - 1 - i][j] ^ e[h - 1 - i][w - 1 - j],
                    );
                }
            }
            e[h][w] = (0..).find(|v| !options.contains(v)).unwrap();
        }
    }
    let mut by_rules = 0;
    let mut by_size = 0;
    for case in common::cases("p11717") {
        if let common::Expect::Output(want) = &case.expect {
            let rows = parse(&String::from_utf8_lossy(&case.input));
            let (h, w) = (rows.len(), rows[0].len());
            if h * w <= 25 {
                let g = grundy_by_rules(&rows, 0, &mut HashMap::new());
                assert_eq!(answer(g), want, "{}", case.label);
                by_rules += 1;
            } else if rows.iter().flatten().all(|&m| !m) {
                assert_eq!(answer(e[h][w]), want, "{}", case.label);
                by_size += 1;
            }
        }
    }
    assert!(
        by_rules >= 6 && by_size >= 1,
        "{by_rules} by rules, {by_size} by size"
    );
}
