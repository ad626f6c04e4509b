//! `grundy table rule N RULE`: two-parameter games written in the
//! explorer's syntax against the same games written here as Rust closures
//! and valued by a memoised mex (independent of the tool), a theorem
//! (Fibonacci Nim's lost starts are the Fibonacci numbers), `--moves`,
//! `--guess`, and bad rules (cycles, components off the table, the bound).
// Cells are indexed by their coordinates, as in the rules.
#![allow(clippy::needless_range_loop)]
#[path = "../../../tests/common/mod.rs"]
mod common;

use std::collections::HashMap;
use std::process::Output;

fn grundy(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = std::process::Command::new(common::bin_path("grundy"));
    command.args(args).envs(env.iter().copied());
    command.output().unwrap()
}

/// The printed `n x n` table: the rows after the title and the header.
fn table(rule: &str, n: usize) -> Vec<Vec<u32>> {
    let out = common::grundy_stdout(&["table", "rule", &n.to_string(), rule]);
    out.lines()
        .skip(2)
        .take(n)
        .map(|line| {
            line.split_whitespace()
                .skip(1)
                .map(|v| v.parse().unwrap())
                .collect()
        })
        .collect()
}

/// The Grundy value of `(x, y)` where `options` lists each option's
/// positions (a sum): a memoised mex, by recursion (small tables only).
fn brute(
    cell: (usize, usize),
    options: &dyn Fn(usize, usize) -> Vec<Vec<(usize, usize)>>,
    memo: &mut HashMap<(usize, usize), u32>,
) -> u32 {
    if let Some(&v) = memo.get(&cell) {
        return v;
    }
    let mut seen = Vec::new();
    for option in options(cell.0, cell.1) {
        let v = option
            .iter()
            .fold(0, |acc, &c| acc ^ brute(c, options, memo));
        seen.push(v);
    }
    let v = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(cell, v);
    v
}

type Options = Box<dyn Fn(usize, usize) -> Vec<Vec<(usize, usize)>>>;

#[test]
fn rules_match_closures_written_from_the_games() {
    let games: Vec<(&str, Options)> = vec![
        // E&D: eat one pile, split the other into two non-empty piles.
        (
            "for a in 1..y: (a, y - a) if x > 0; for a in 1..x: (a, x - a) if y > 0",
            Box::new(|x, y| {
                let mut o = Vec::new();
                if x > 0 {
                    o.extend((1..y).map(|a| vec![(a, y - a)]));
                }
                if y > 0 {
                    o.extend((1..x).map(|a| vec![(a, x - a)]));
                }
                o
            }),
        ),
        // Cut an x-by-y chocolate bar in two along a grid line.
        (
            "for a in 1..x: (a, y), (x - a, y); for b in 1..y: (x, b), (x, y - b)",
            Box::new(|x, y| {
                let mut o: Vec<Vec<(usize, usize)>> =
                    (1..x).map(|a| vec![(a, y), (x - a, y)]).collect();
                o.extend((1..y).map(|b| vec![(x, b), (x, y - b)]));
                o
            }),
        ),
        // Take one from either pile, or one from each.
        (
            "(x - 1, y); (x, y - 1); (x - 1, y - 1)",
            Box::new(|x, y| {
                let mut o = Vec::new();
                if x > 0 {
                    o.push(vec![(x - 1, y)]);
                }
                if y > 0 {
                    o.push(vec![(x, y - 1)]);
                }
                if x > 0 && y > 0 {
                    o.push(vec![(x - 1, y - 1)]);
                }
                o
            }),
        ),
    ];
    for (rule, options) in games {
        let n = 14;
        let t = table(rule, n);
        let mut memo = HashMap::new();
        for x in 0..n {
            for y in 0..n {
                assert_eq!(
                    t[x][y],
                    brute((x, y), &*options, &mut memo),
                    "{rule} at ({x}, {y})"
                );
            }
        }
    }
}

#[test]
fn fibonacci_nim_loses_exactly_from_the_fibonacci_numbers() {
    // x stones, take at most y (at least 1), then the other may take up to
    // twice that. The first player, from n stones and any take but all
    // (n, n - 1), loses exactly when n is a Fibonacci number (Whinihan,
    // "Fibonacci Nim", Fibonacci Quarterly 1, 1963).
    let n = 40;
    let t = table("for t in 1..min(x, y)+1: (x - t, min(2*t, x - t))", n);
    let fibonacci = [1, 2, 3, 5, 8, 13, 21, 34];
    for stones in 1..n {
        assert_eq!(
            t[stones][stones - 1] == 0,
            fibonacci.contains(&stones),
            "({stones}, {})",
            stones - 1
        );
    }
}

#[test]
fn moves_checks_and_guesses_on_a_rule() {
    // The 2 x 3 bar: cut into 1 x 3 + 1 x 3 (value 0: equal halves), or
    // 2 x 1 + 2 x 2 and 2 x 2 + 2 x 1 (the same sum). By hand: 1 x 3 has
    // options 1x1 + 1x2 (values 0 ^ 1 = 1), so it is 0; 2 x 1 is 1
    // (to 1 x 1 + 1 x 1 = 0); 2 x 2 is 1 (both cuts give equal halves,
    // value 0), so 2 x 1 + 2 x 2 is 0.
    let rule = "for a in 1..x: (a, y), (x - a, y); for b in 1..y: (x, b), (x, y - b)";
    let out = common::grundy_stdout(&["table", "rule", "6", rule, "--moves", "2,3"]);
    assert!(
        out.contains("  to (1, 3) + (1, 3)  value 0  winning\n"),
        "{out}"
    );
    assert!(
        out.contains("  to (2, 1) + (2, 2)  value 0  winning\n"),
        "{out}"
    );
    assert!(out.contains("winning moves: 2 of 2"), "{out}");
    // E&D's closed form (Ho and Nhan): trailing ones of (x - 1) | (y - 1).
    let ed = "for a in 1..y: (a, y - a) if x > 0; for a in 1..x: (a, x - a) if y > 0";
    let form = "x == 0 || y == 0 ? 0 : cto((x - 1) | (y - 1))";
    let out = common::grundy_stdout(&["table", "rule", "64", ed, "-q", "--check", form]);
    assert!(out.contains("check: 0 of 4096 cells differ"), "{out}");
    // (The guess of this form is tested in the guesser's own tests.)
}

/// Requires exit `code`, nothing on stdout and one stderr line with `says`.
fn refused(args: &[&str], env: &[(&str, &str)], code: i32, says: &str) {
    let out = grundy(args, env);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.contains(says), "{args:?}: {stderr}");
}

#[test]
fn bad_rules_fail_in_one_line() {
    // The position among its own options, and a two-step cycle.
    refused(
        &["table", "rule", "5", "(x, y)"],
        &[],
        1,
        "the game has a cycle",
    );
    refused(
        &["table", "rule", "5", "(y, x) if x != y"],
        &[],
        1,
        "lead back to",
    );
    refused(
        &["table", "rule", "5", "(x + 1, y - 1)"],
        &[],
        1,
        "off the 5 x 5 table",
    );
    refused(&["table", "rule", "5", "(x - 1)"], &[], 2, "expected `,`");
    refused(&["table", "rule", "5", "0..x"], &[], 2, "expected `(`");
    refused(&["table", "rule", "5"], &[], 2, "needs its rule");
    refused(
        &["table", "rook", "5", "(x - 1, y)"],
        &[],
        2,
        "not for a piece",
    );
    refused(
        &["table", "rule", "5", "(x / (y - 2), y - 1)"],
        &[],
        1,
        "divides by zero",
    );
    // Deep nesting and a huge constant.
    let deep = format!("({}x{}, y - 1)", "(".repeat(500), ")".repeat(500));
    refused(&["table", "rule", "5", &deep], &[], 2, "nested more than");
    refused(
        &["table", "rule", "5", "(x - 99999999999999999999, y)"],
        &[],
        2,
        "does not fit in i64",
    );
    // The work bound (lowered for the test) stops a rule that runs long.
    refused(
        &[
            "table",
            "rule",
            "300",
            "for a in 0..x: for b in 0..y: (a, b)",
        ],
        &[("GRUNDY_WORK_BOUND", "1000000")],
        2,
        "take a smaller N",
    );
}

/// R16: `n` is no variable of a table rule, so `--param n=..` sweeps it
/// (it was refused as "name taken"); a loop variable of the rule is
/// refused as such, naming the rule as written (it quoted the rewritten
/// `for (1) in 1..n`).
#[test]
fn param_sweeps_n_in_a_table_rule_and_refuses_a_loop_variable() {
    // Take exactly n from one heap: one heap's value is floor(h / n) mod 2
    // (n stones make a move, and moves alternate), the table the XOR.
    let out = grundy(
        &[
            "table",
            "rule",
            "6",
            "(x - n, y); (x, y - n)",
            "--param",
            "n=1..=3",
        ],
        &[],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for n in 1..=3usize {
        let block = stdout
            .split_once(&format!("n = {n}:\n"))
            .unwrap_or_else(|| panic!("{stdout}"))
            .1;
        let rows: Vec<Vec<usize>> = block
            .lines()
            .skip(2)
            .take(6)
            .map(|l| {
                l.split_whitespace()
                    .skip(1)
                    .map(|v| v.parse().unwrap())
                    .collect()
            })
            .collect();
        for x in 0..6 {
            for y in 0..6 {
                assert_eq!(
                    rows[x][y],
                    ((x / n) % 2) ^ ((y / n) % 2),
                    "n {n} at ({x}, {y})"
                );
            }
        }
    }
    for args in [
        vec![
            "sequence",
            "heap",
            "for i in 1..n: n - i",
            "--param",
            "i=1..3",
        ],
        vec![
            "table",
            "rule",
            "4",
            "for i in 1..x: (x - i, y)",
            "--param",
            "i=1..3",
        ],
    ] {
        let out = grundy(&args, &[]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty());
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.contains("`i` is a loop variable of the rule `for i in 1.."),
            "{stderr}"
        );
        assert!(!stderr.contains("(1)"), "{stderr}");
    }
    // The rule's own variables stay taken.
    for args in [
        vec!["table", "rule", "4", "(x - 1, y)", "--param", "x=1..3"],
        vec!["sequence", "heap", "n - 1", "--param", "n=1..3"],
    ] {
        let out = grundy(&args, &[]);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("a variable of the rule"));
    }
}

/// R20: a loop of more turns than the work bound stops at once (it ran to
/// the bound, 10 s in release), and the advice fits: no smaller N helps a
/// cell whose own options take more than the bound (it said "take a
/// smaller N"). The same for a heap rule, at n = 1 and further on.
#[test]
fn a_loop_longer_than_the_bound_stops_at_once_with_advice_that_helps() {
    let start = std::time::Instant::now();
    refused(
        &[
            "table",
            "rule",
            "3",
            "for i in 1..9223372036854775807: (x - 1, y)",
        ],
        &[],
        2,
        "the table rule's options of the cell (0, 0) alone take more than 1,000,000,000 steps",
    );
    let out = grundy(
        &[
            "table",
            "rule",
            "3",
            "for i in 1..9223372036854775807: (x - 1, y)",
        ],
        &[],
    );
    assert!(!String::from_utf8_lossy(&out.stderr).contains("smaller N"));
    refused(
        &[
            "table",
            "rule",
            "6",
            "for i in 0..(x + y > 3 ? 9223372036854775807 : 1): (x - 1, y)",
        ],
        &[],
        2,
        "options of the cell (",
    );
    refused(
        &[
            "sequence",
            "heap",
            "for i in -9223372036854775807..9223372036854775807: n - 1",
        ],
        &[],
        2,
        "the heap rule's options of n = 1 alone take more than",
    );
    refused(
        &[
            "sequence",
            "heap",
            "for i in 1..(n > 5 ? 9223372036854775807 : 1): n - 1",
            "--len",
            "10",
        ],
        &[],
        2,
        "options of n = 6 alone take more than 1,000,000,000 steps (expression steps, loop turns and heaps), so at most --len 6",
    );
    // Each of these ran to the bound, seconds each even in release and
    // minutes in the test's debug build; the bound is the tools' hostile
    // input bar (a wall clock: a loaded machine may take a few seconds).
    assert!(start.elapsed() < common::LIMIT, "{:?}", start.elapsed());
}
