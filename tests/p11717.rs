//! p11717 (Wall Making Game) as a process against the wall-building rules
//! read literally, on seeded random small boards; and the stored cases
//! against the same rules (small boards or few empty cells), the empty-board
//! size table, or else the rectangle decomposition checked against the rules.
mod brute;
mod common;

use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

/// The wall cells, bit `r * w + c` of a 448-bit set (boards up to 20 x 20).
type Walls = [u64; 7];

fn is_wall(walls: &Walls, i: usize) -> bool {
    walls[i / 64] >> (i % 64) & 1 == 1
}

/// Grundy value by the rules: the state is the set of wall cells; a move
/// picks a cell neither marked nor a wall and walls from it in the four
/// directions until a wall or the border. Memo on the walls; recursion at
/// most one level per empty cell.
fn grundy_by_rules(rows: &[Vec<bool>], walls: Walls, memo: &mut HashMap<Walls, u64>) -> u64 {
    if let Some(&v) = memo.get(&walls) {
        return v;
    }
    let (h, w) = (rows.len() as i64, rows[0].len() as i64);
    let wall = |y: i64, x: i64| is_wall(&walls, (y * w + x) as usize);
    let mut options = Vec::new();
    for r in 0..h {
        for c in 0..w {
            if rows[r as usize][c as usize] || wall(r, c) {
                continue;
            }
            let mut next = walls;
            let mut build = |y: i64, x: i64| {
                let i = (y * w + x) as usize;
                next[i / 64] |= 1 << (i % 64);
            };
            build(r, c);
            for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                let (mut y, mut x) = (r + dr, c + dc);
                while (0..h).contains(&y) && (0..w).contains(&x) && !wall(y, x) {
                    build(y, x);
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

/// Grundy value by splitting into rectangles (the approach of problems.md,
/// written here independently of the crate): a move walls the picked cell's
/// row and column inside its region, so from a board without walls every
/// region is a rectangle bounded by walls or the border, a move in one
/// leaves four smaller rectangles that no later move connects, and
/// G(rectangle) = mex over its unmarked cells of the XOR of the four parts.
/// Checked against `grundy_by_rules` in `rectangles_match_the_rules`.
fn grundy_by_rectangles(rows: &[Vec<bool>]) -> u64 {
    let (h, w) = (rows.len(), rows[0].len());
    // g[((r0 * (h + 1) + r1) * (w + 1) + c0) * (w + 1) + c1]: the rectangle
    // of rows r0..r1 and columns c0..c1 (half-open); empty ones are 0.
    let at = |r0: usize, r1: usize, c0: usize, c1: usize| {
        ((r0 * (h + 1) + r1) * (w + 1) + c0) * (w + 1) + c1
    };
    let mut g = vec![0u64; (h + 1) * (h + 1) * (w + 1) * (w + 1)];
    // Every part has fewer rows than its rectangle: fill by height.
    for height in 1..=h {
        for r0 in 0..=h - height {
            let r1 = r0 + height;
            for c0 in 0..w {
                for c1 in c0 + 1..=w {
                    let mut seen = vec![false; height * (c1 - c0) + 1];
                    for r in r0..r1 {
                        for c in c0..c1 {
                            if rows[r][c] {
                                continue;
                            }
                            let v = g[at(r0, r, c0, c)]
                                ^ g[at(r0, r, c + 1, c1)]
                                ^ g[at(r + 1, r1, c0, c)]
                                ^ g[at(r + 1, r1, c + 1, c1)];
                            if let Some(s) = seen.get_mut(v as usize) {
                                *s = true;
                            }
                        }
                    }
                    g[at(r0, r1, c0, c1)] = seen.iter().position(|&s| !s).unwrap() as u64;
                }
            }
        }
    }
    g[at(0, h, 0, w)]
}

fn random_board(rng: &mut StdRng) -> Vec<Vec<bool>> {
    let h = rng.random_range(1..=4);
    let w = rng.random_range(1..=5);
    let density = rng.random_range(0..=5);
    (0..h)
        .map(|_| (0..w).map(|_| rng.random_range(0..10) < density).collect())
        .collect()
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
        let rows = random_board(&mut rng);
        let (h, w) = (rows.len(), rows[0].len());
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
        let want = answer(grundy_by_rules(&rows, [0; 7], &mut HashMap::new()));
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            want,
            "round {round}: input {input:?}"
        );
    }
}

/// On an empty board every rectangle's value depends only on its size:
/// e[h][w] = mex over cells (i, j) of the XOR of the four parts' sizes.
fn empty_board_table() -> [[u64; 21]; 21] {
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
    e
}

#[test]
fn stored_answers_match_the_rules_or_the_size_table() {
    let e = empty_board_table();
    let mut by_rules = 0;
    let mut by_size = 0;
    let tally = brute::check_stored_answers("p11717", |input| {
        let rows = parse(input);
        let (h, w) = (rows.len(), rows[0].len());
        let empty = rows.iter().flatten().filter(|&&m| !m).count();
        if h * w <= 25 || empty <= 8 {
            by_rules += 1;
            let g = grundy_by_rules(&rows, [0; 7], &mut HashMap::new());
            Some((answer(g).to_string(), "rules"))
        } else if empty == h * w {
            by_size += 1;
            Some((answer(e[h][w]).to_string(), "empty-board size table"))
        } else {
            Some((
                answer(grundy_by_rectangles(&rows)).to_string(),
                "rectangles",
            ))
        }
    });
    assert!(
        by_rules >= 6 && by_size >= 1,
        "{by_rules} by rules, {by_size} by size: {tally:?}"
    );
}

#[test]
fn rectangles_match_the_rules() {
    let mut rng = StdRng::seed_from_u64(0x11717 + 1);
    for round in 0..300 {
        let rows = random_board(&mut rng);
        assert_eq!(
            grundy_by_rectangles(&rows),
            grundy_by_rules(&rows, [0; 7], &mut HashMap::new()),
            "round {round}: board {rows:?}"
        );
    }
    // And the empty 20 x 20 board, whose value the size table also gives.
    let rows = vec![vec![false; 20]; 20];
    let e = empty_board_table();
    assert_eq!(grundy_by_rectangles(&rows), e[20][20]);
}
