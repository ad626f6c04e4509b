//! The guesser against brute forces written here from the games' rules (a
//! mex over the options, memoised in a vector), independent of the library:
//! a formula guessed from the first values must hold on many more, the
//! right answer on random values is "no formula", and a fit on the sample
//! that fails elsewhere is never reported.
// Cells are indexed by their coordinates, as in the rules.
#![allow(clippy::needless_range_loop)]

use super::term::{Arena, Bin, Node};
use super::*;
use crate::builtin::Builtin;
use crate::expr::Expr;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn mex(options: &[u32]) -> u32 {
    let mut seen = vec![false; options.len() + 1];
    for &v in options {
        if let Some(s) = seen.get_mut(v as usize) {
            *s = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap() as u32
}

/// g(0..len) of the heap game whose options from `n` are the lists of
/// heaps `options(n)` (a sum: the XOR of their values).
fn heap_brute(len: usize, options: impl Fn(usize) -> Vec<Vec<usize>>) -> Vec<u32> {
    let mut g = Vec::with_capacity(len);
    for n in 0..len {
        let values: Vec<u32> = options(n)
            .iter()
            .map(|heaps| heaps.iter().fold(0, |x, &h| x ^ g[h]))
            .collect();
        g.push(mex(&values));
    }
    g
}

/// The table of a piece whose moves from (x, y) are `moves(x, y)`.
fn table_brute(n: usize, moves: impl Fn(usize, usize) -> Vec<(usize, usize)>) -> Vec<Vec<u32>> {
    let mut t = vec![vec![0u32; n]; n];
    for s in 0..2 * n {
        for x in 0..n {
            if s < x || s - x >= n {
                continue;
            }
            let y = s - x;
            let values: Vec<u32> = moves(x, y).iter().map(|&(a, b)| t[a][b]).collect();
            t[x][y] = mex(&values);
        }
    }
    t
}

/// A budget of `budget` seconds and no candidate cap: for the answers
/// that are "no formula" whatever the machine's speed.
fn ask(lost: bool, budget: f64) -> Ask {
    Ask {
        budget,
        lost,
        start: grundy_shared::clock::CpuInstant::now(),
        candidates: u64::MAX,
    }
}

/// A budget of candidates (the same search on any machine), with a time
/// only as a safety net.
fn ask_tries(lost: bool, candidates: u64) -> Ask {
    Ask {
        budget: 60.0,
        lost,
        start: grundy_shared::clock::CpuInstant::now(),
        candidates,
    }
}

/// The first formula of a report, read back by the `--check` parser.
fn first_formula(report: &Report, vars: &[&str]) -> Expr {
    assert!(report.found, "{}", report.text);
    let line = report.text.lines().next().unwrap();
    let start = line.find('`').unwrap() + 1;
    let end = start + line[start..].find('`').unwrap();
    Expr::parse(&line[start..end], vars).unwrap()
}

#[test]
fn sequence_guesses_hold_far_beyond_the_values_given() {
    // (name, the rule, the formula expected by hand where one is short)
    type Rule = Box<dyn Fn(usize) -> Vec<Vec<usize>>>;
    let games: Vec<(&str, Rule, Option<&str>)> = vec![
        (
            "nim",
            Box::new(|n| (0..n).map(|k| vec![k]).collect()),
            Some("n"),
        ),
        (
            "take 1 or 2",
            Box::new(|n| (1..=2.min(n)).map(|k| vec![n - k]).collect()),
            Some("n % 3"),
        ),
        (
            "take 2 or 3",
            Box::new(|n| (2..=3).filter(|&k| k <= n).map(|k| vec![n - k]).collect()),
            None,
        ),
        (
            "Lasker's Nim: take any, or split in two",
            Box::new(|n| {
                let mut o: Vec<Vec<usize>> = (0..n).map(|k| vec![k]).collect();
                o.extend((1..=n / 2).map(|a| vec![a, n - a]));
                o
            }),
            None,
        ),
        (
            "take an even number, not all",
            Box::new(|n| {
                (1..n)
                    .filter(|k| 2 * k < n)
                    .map(|k| vec![n - 2 * k])
                    .collect()
            }),
            Some("(n - 1) / 2"),
        ),
        (
            "take a power of two",
            Box::new(|n| {
                (0..12)
                    .map(|s| 1usize << s)
                    .filter(|&p| p <= n)
                    .map(|p| vec![n - p])
                    .collect()
            }),
            Some("n % 3"),
        ),
    ];
    for (name, rule, want) in games {
        let g = heap_brute(200, &rule);
        let report = sequence(&g, None, &ask_tries(false, 50_000));
        let expr = first_formula(&report, &["n"]);
        if let Some(want) = want {
            assert!(
                report.text.starts_with(&format!("guess: `{}`", want)),
                "{name}: {}",
                report.text
            );
        }
        assert!(
            report
                .text
                .contains("fits all 200 computed values (n = 0..=199); not a proof"),
            "{name}"
        );
        // The guess from 200 values, on 1000.
        let far = heap_brute(1000, &rule);
        for (n, &v) in far.iter().enumerate() {
            assert_eq!(
                expr.eval(&[n as i64]),
                Ok(i64::from(v)),
                "{name}: {expr} at n = {n}"
            );
        }
    }
}

#[test]
fn a_proven_period_labels_the_formula_proven_and_only_then() {
    // Take 1, 3 or 4: period 7 from n = 0 (Winning Ways: 0 1 0 1 2 3 2).
    let g = heap_brute(100, |n| {
        [1, 3, 4]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| vec![n - k])
            .collect()
    });
    assert_eq!(&g[..7], &[0, 1, 0, 1, 2, 3, 2]);
    let period = grundy::period::window_period(&g, 4).unwrap();
    let report = sequence(&g, Some(&period), &ask_tries(false, 50_000));
    assert!(
        report
            .text
            .contains("  proven: the values have the period (pre-period 0, period 7)"),
        "{}",
        report.text
    );
    // Without the theorem, the same formula is only a fit.
    let report = sequence(&g, None, &ask_tries(false, 50_000));
    assert!(!report.text.contains("proven"), "{}", report.text);
    assert!(report.text.contains("not a proof"), "{}", report.text);
}

#[test]
fn lost_positions_by_residues_and_by_fibonacci_numbers() {
    // Take 3 to 7: lost exactly where n % 10 < 3 (by hand: 0, 1, 2 lost;
    // 3..=9 reach one of them; 10, 11, 12 reach only 3..=9).
    let g = heap_brute(300, |n| {
        (3..=7).filter(|&k| k <= n).map(|k| vec![n - k]).collect()
    });
    let report = sequence(&g, None, &ask_tries(true, 50_000));
    let expr = first_formula(&report, &["n"]);
    for n in 0..3000i64 {
        assert_eq!(expr.eval(&[n]).unwrap() != 0, n % 10 < 3, "{expr} at {n}");
    }
    // A target: 0 exactly at the Fibonacci numbers (listed by adding).
    let mut fibs = vec![0u64, 1];
    while fibs[fibs.len() - 1] < 5000 {
        fibs.push(fibs[fibs.len() - 1] + fibs[fibs.len() - 2]);
    }
    let g: Vec<u32> = (0..3000u64)
        .map(|n| u32::from(!fibs.contains(&n)))
        .collect();
    let report = sequence(&g, None, &ask_tries(true, 50_000));
    assert!(
        report.text.starts_with("guess-lost: `is_fib(n)`"),
        "{}",
        report.text
    );
}

#[test]
fn table_guesses_hold_on_larger_tables() {
    // Rook: any number of steps left or up.
    fn rook(x: usize, y: usize) -> Vec<(usize, usize)> {
        let mut m: Vec<(usize, usize)> = (0..x).map(|a| (a, y)).collect();
        m.extend((0..y).map(|b| (x, b)));
        m
    }
    // Palace: the rook's moves and one diagonal step.
    let palace = |x: usize, y: usize| {
        let mut m = rook(x, y);
        if x > 0 && y > 0 {
            m.push((x - 1, y - 1));
        }
        m
    };
    // One step up, or one or two left: a sum of two games.
    let custom = |x: usize, y: usize| {
        let mut m = Vec::new();
        if x >= 1 {
            m.push((x - 1, y));
        }
        for d in 1..=2 {
            if y >= d {
                m.push((x, y - d));
            }
        }
        m
    };
    type Moves = Box<dyn Fn(usize, usize) -> Vec<(usize, usize)>>;
    let pieces: Vec<(&str, Moves, Option<&str>)> = vec![
        ("rook", Box::new(rook), Some("x ^ y")),
        ("palace", Box::new(palace), None),
        ("custom", Box::new(custom), Some("(x & 1) ^ (y % 3)")),
    ];
    for (name, moves, want) in pieces {
        let t = table_brute(18, &moves);
        let report = table(&t, &ask_tries(false, 50_000));
        let expr = first_formula(&report, &["x", "y"]);
        if let Some(want) = want {
            assert!(
                report.text.starts_with(&format!("guess: `{}`", want)),
                "{name}: {}",
                report.text
            );
        }
        let far = table_brute(60, &moves);
        for x in 0..60 {
            for y in 0..60 {
                assert_eq!(
                    expr.eval(&[x as i64, y as i64]),
                    Ok(i64::from(far[x][y])),
                    "{name}: {expr} at ({x}, {y})"
                );
            }
        }
    }
}

#[test]
fn e_and_d_is_guessed_from_its_rules() {
    // E&D (eat one pile, split the other in two non-empty piles), by a mex
    // over its rule; its closed form (Ho and Nhan) is the number of
    // trailing ones of (x - 1) | (y - 1), 0 on the empty border.
    let n = 20;
    let mut t = vec![vec![0u32; n]; n];
    for s in 0..2 * n {
        for x in 0..n {
            if s < x || s - x >= n {
                continue;
            }
            let y = s - x;
            let mut values = Vec::new();
            if x > 0 {
                values.extend((1..y).map(|a| t[a][y - a]));
            }
            if y > 0 {
                values.extend((1..x).map(|a| t[a][x - a]));
            }
            t[x][y] = mex(&values);
        }
    }
    let report = table(&t, &ask_tries(false, 50_000));
    assert!(
        report
            .text
            .starts_with("guess: `x == 0 || y == 0 ? 0 : cto((x - 1) | (y - 1))`"),
        "{}",
        report.text
    );
}

#[test]
fn mock_turtles_are_twice_n_plus_a_guessed_part() {
    // Mock Turtles from coin 0, by a mex over the coin sets a move turns
    // (none, one or two coins below n); Winning Ways: the odious numbers.
    // 520 values: n = 255 and 511 (eight and nine 1 bits) among them, where
    // a guess from fewer values went wrong.
    // The values the moves from n reach only grow with n (the coin sets
    // below n - 1 stay), so one set collects them as n grows.
    let len = 520;
    let mut g: Vec<u32> = Vec::new();
    let mut seen = vec![false; 2048];
    seen[0] = true; // turning coin n alone
    for n in 0..len {
        if n > 0 {
            let last = g[n - 1];
            seen[last as usize] = true;
            for a in 0..n - 1 {
                seen[(g[a] ^ last) as usize] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    let report = sequence(&g, None, &ask_tries(false, 200_000));
    assert!(
        report.text.contains("2 n plus a bounded part"),
        "{}",
        report.text
    );
    let expr = first_formula(&report, &["n"]);
    // The odious numbers, by their definition, far beyond the values given.
    let odious = (0..).filter(|v: &i64| v.count_ones() % 2 == 1);
    for (n, v) in odious.take(3000).enumerate() {
        assert_eq!(expr.eval(&[n as i64]), Ok(v), "{expr} at {n}");
    }
}

#[test]
fn wythoff_pairs_are_found_from_the_queen_rule() {
    // The queen (Wythoff's game): any number of steps left, up or both.
    let queen = |x: usize, y: usize| {
        let mut m: Vec<(usize, usize)> = (0..x).map(|a| (a, y)).collect();
        m.extend((0..y).map(|b| (x, b)));
        m.extend((1..=x.min(y)).map(|k| (x - k, y - k)));
        m
    };
    let t = table_brute(24, queen);
    let report = table(&t, &ask_tries(true, 50_000));
    let expr = first_formula(&report, &["x", "y"]);
    // Wythoff (1907): the lost cells are the pairs (floor(k phi),
    // floor(k phi^2)) and their mirrors; here from the rules, on 90 x 90.
    let far = table_brute(90, queen);
    for x in 0..90 {
        for y in 0..90 {
            assert_eq!(
                expr.eval(&[x as i64, y as i64]).unwrap() != 0,
                far[x][y] == 0,
                "{expr} at ({x}, {y})"
            );
        }
    }
}

#[test]
fn random_values_have_no_formula_within_the_budget() {
    let mut rng = StdRng::seed_from_u64(27);
    let g: Vec<u32> = (0..400).map(|_| rng.random_range(0..8)).collect();
    let report = sequence(&g, None, &ask(false, 0.3));
    assert!(!report.found, "{:?}: {}", &g[..20], report.text);
    assert!(
        report
            .text
            .starts_with("guess: no formula within the budget (size <= "),
        "{}",
        report.text
    );
    let t: Vec<Vec<u32>> = (0..12)
        .map(|_| (0..12).map(|_| rng.random_range(0..6)).collect())
        .collect();
    let report = table(&t, &ask(false, 0.3));
    assert!(!report.found, "{}", report.text);
    let report = table(&t, &ask(true, 0.3));
    assert!(
        report
            .text
            .starts_with("guess-lost: no formula within the budget"),
        "{}",
        report.text
    );
}

#[test]
fn a_fit_on_the_sample_that_fails_elsewhere_is_never_reported() {
    // n % 3, but one value changed at a point the sample skips.
    let mut g: Vec<u32> = (0..1000).map(|n| n % 3).collect();
    let sample = search::sample_points(g.len());
    let off = (100..1000).find(|i| !sample.contains(i)).unwrap();
    g[off] = 7;
    let report = sequence(&g, None, &ask(false, 0.3));
    for line in report.text.lines().filter(|l| l.starts_with("guess: `")) {
        let start = line.find('`').unwrap() + 1;
        let end = start + line[start..].find('`').unwrap();
        let expr = Expr::parse(&line[start..end], &["n"]).unwrap();
        assert_eq!(expr.eval(&[off as i64]), Ok(7), "{line}");
    }
}

/// A random tree of at most `size` nodes over `vars` variables.
fn random_tree(arena: &mut Arena, rng: &mut StdRng, size: usize, vars: u8) -> u32 {
    const OPS: [Bin; 18] = [
        Bin::Or,
        Bin::And,
        Bin::BitOr,
        Bin::Xor,
        Bin::BitAnd,
        Bin::Eq,
        Bin::Ne,
        Bin::Lt,
        Bin::Le,
        Bin::Shl,
        Bin::Shr,
        Bin::Add,
        Bin::Sub,
        Bin::Mul,
        Bin::Div,
        Bin::Rem,
        Bin::Min,
        Bin::Max,
    ];
    if size <= 1 || rng.random_range(0..4) == 0 {
        return if rng.random_bool(0.5) {
            arena.push(Node::Var(rng.random_range(0..vars)))
        } else {
            arena.push(Node::Const(rng.random_range(-3..12)))
        };
    }
    match rng.random_range(0..6) {
        0 => {
            let a = random_tree(arena, rng, size - 1, vars);
            let b = crate::builtin::BUILTINS[rng.random_range(0..13)];
            let b = if b.arity() == 2 { Builtin::Popcount } else { b };
            arena.push(Node::Call(b, a))
        }
        1 => {
            let c = random_tree(arena, rng, size / 3, vars);
            let a = random_tree(arena, rng, size / 3, vars);
            let b = random_tree(arena, rng, size / 3, vars);
            arena.push(Node::Cond(c, a, b))
        }
        _ => {
            let a = random_tree(arena, rng, size / 2, vars);
            let b = random_tree(arena, rng, size / 2, vars);
            arena.push(Node::Bin(OPS[rng.random_range(0..OPS.len())], a, b))
        }
    }
}

#[test]
fn printed_formulas_read_back_to_the_same_values() {
    // The --check text of random trees, parsed by expr.rs, evaluates as the
    // tree does (C's precedence, the parentheses the printer chose).
    let mut rng = StdRng::seed_from_u64(2027);
    for round in 0..3000 {
        let mut arena = Arena::default();
        let root = random_tree(&mut arena, &mut rng, 14, 2);
        let text = arena.check_text(root, &["x", "y"]);
        let expr = Expr::parse(&text, &["x", "y"])
            .unwrap_or_else(|e| panic!("round {round}: `{text}` does not parse: {e:?}"));
        for x in -3..6i64 {
            for y in -3..6i64 {
                let tree = arena.eval(root, &[x, y]);
                let read = expr.eval(&[x, y]).ok();
                assert_eq!(tree, read, "round {round}: `{text}` at ({x}, {y})");
            }
        }
    }
}

/// The rows of a sweep of `k` over `ks`: `len` values of the heap game
/// whose options from `n` are `options(n, k)`, each with the period a
/// repeated window of `window(k)` values proves (the library's
/// `window_period`, a theorem for rules that reach back a fixed window).
fn sweep(
    ks: std::ops::RangeInclusive<i64>,
    len: usize,
    options: impl Fn(usize, usize) -> Vec<Vec<usize>>,
    window: impl Fn(usize) -> usize,
) -> Vec<joint::Row> {
    ks.map(|k| {
        let values = heap_brute(len, |n| options(n, k as usize));
        let proven = grundy::period::window_period(&values, window(k as usize));
        joint::Row { k, values, proven }
    })
    .collect()
}

/// The joint formula of `rows` read back, then checked on the rule's brute
/// force far beyond the sweep, where `closed(n, k)` (the theorem) holds.
fn joint_formula_holds(report: &Report, options: impl Fn(usize, usize) -> Vec<Vec<usize>>) {
    let expr = first_formula(report, &["n", "k"]);
    for k in 1..=30usize {
        let g = heap_brute(300, |n| options(n, k));
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(
                expr.eval(&[n as i64, k as i64]).ok(),
                Some(i64::from(v)),
                "{expr} at n = {n}, k = {k}:\n{}",
                report.text
            );
        }
    }
}

#[test]
fn the_joint_guess_of_take_1_to_k_is_n_mod_k_plus_1() {
    // Take 1..k (Bash's game): g(n) = n % (k + 1), src/classics/take_range.rs.
    let take = |n: usize, k: usize| (n.saturating_sub(k)..n).map(|y| vec![y]).collect();
    let rows = sweep(1..=12, 200, take, |k| k);
    let report = joint::joint("k", &rows, &ask_tries(false, 3_000_000));
    assert!(
        report
            .text
            .starts_with("guess in n and k: `n % (k + 1)` (size 5"),
        "{}",
        report.text
    );
    assert!(
        report.text.contains("proven for each k = 1..=12"),
        "{}",
        report.text
    );
    joint_formula_holds(&report, take);
    // Without the proofs of the rows, the same formula, labelled a fit.
    let unproven: Vec<joint::Row> = rows
        .into_iter()
        .map(|r| joint::Row { proven: None, ..r })
        .collect();
    let report = joint::joint("k", &unproven, &ask_tries(false, 3_000_000));
    assert!(
        report.text.contains(
            "fits all 2,400 computed values (n = 0..=199 for each k = 1..=12); not a proof"
        ),
        "{}",
        report.text
    );
}

#[test]
fn the_joint_guess_of_take_2_to_k_halves_n_mod_k_plus_2() {
    // One range l..r with l = 2, r = k: floor((n mod (l + r)) / l)
    // (src/classics/take_range.rs), for k >= 2.
    let take = |n: usize, k: usize| {
        let k = k.max(2);
        (n.saturating_sub(k)..n.saturating_sub(1))
            .map(|y| vec![y])
            .collect()
    };
    let rows = sweep(2..=12, 200, take, |k| k);
    let report = joint::joint("k", &rows, &ask_tries(false, 3_000_000));
    let expr = first_formula(&report, &["n", "k"]);
    for k in 2..=30i64 {
        for n in 0..300i64 {
            assert_eq!(
                expr.eval(&[n, k]).ok(),
                Some(n % (k + 2) / 2),
                "{expr} at {n}, {k}"
            );
        }
    }
    assert!(
        report.text.contains("proven for each k = 2..=12"),
        "{}",
        report.text
    );
}

#[test]
fn the_joint_guess_of_subtraction_1_k_sets_the_last_residue_apart() {
    // Subtraction {1, k}: n % 2 for odd k; for even k a period k + 1, the
    // residue k of value 2 (Berlekamp, Conway, Guy, Winning Ways, ch. 4).
    let sub = |n: usize, k: usize| {
        let mut o = vec![];
        if n >= 1 {
            o.push(vec![n - 1]);
        }
        if n >= k {
            o.push(vec![n - k]);
        }
        o
    };
    let rows = sweep(1..=12, 200, sub, |k| k);
    let report = joint::joint("k", &rows, &ask_tries(false, 60_000));
    assert!(
        report.text.contains("the last residue apart"),
        "{}",
        report.text
    );
    assert!(
        report.text.contains("proven for each k = 1..=12"),
        "{}",
        report.text
    );
    joint_formula_holds(&report, sub);
}

#[test]
fn random_rows_have_no_joint_formula_within_the_budget() {
    let mut rng = StdRng::seed_from_u64(2727);
    let rows: Vec<joint::Row> = (1..=8)
        .map(|k| joint::Row {
            k,
            values: (0..120).map(|_| rng.random_range(0..6)).collect(),
            proven: None,
        })
        .collect();
    let report = joint::joint("k", &rows, &ask_tries(false, 100_000));
    assert!(!report.found, "{}", report.text);
    assert!(
        report
            .text
            .starts_with("guess in n and k: no formula within the budget (size <= "),
        "{}",
        report.text
    );
    // Periodic rows whose period is no formula of k in the budget: the
    // period form is tried and fails, and so does the search.
    let periods = [3usize, 7, 2, 11, 5, 13, 4, 9];
    let rows: Vec<joint::Row> = periods
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let cycle: Vec<u32> = (0..p).map(|_| rng.random_range(0..6)).collect();
            joint::Row {
                k: i as i64 + 1,
                values: (0..120).map(|n| cycle[n % p]).collect(),
                proven: None,
            }
        })
        .collect();
    let report = joint::joint("k", &rows, &ask_tries(false, 100_000));
    assert!(!report.found, "{}", report.text);
}
