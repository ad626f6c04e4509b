//! `grundy sequence heap RULE`: the values of rules written in the explorer's
//! syntax against the library's `heap_table` (and `outcomes` for misère) on
//! the same rules written independently as Rust closures; move ranges,
//! `--raw` and `--check-lost`.
#[path = "../../../tests/common/mod.rs"]
mod common;
#[cfg(unix)]
mod cpu;

use grundy::anti_sg::MisereSearch;
use grundy::game::game_fn;
use grundy::heap::{heap_table, outcomes, Play};
use rand::{rngs::StdRng, Rng, SeedableRng};

use common::grundy;

/// The values `--raw` prints: one number a line, nothing else.
fn raw(args: &[&str]) -> Vec<u32> {
    let out = grundy(args);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "grundy {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "{args:?} wrote stderr");
    assert!(stdout.ends_with('\n'), "{args:?}: {stdout:?}");
    stdout
        .lines()
        .map(|line| {
            line.parse()
                .unwrap_or_else(|_| panic!("{args:?}: `{line}` is not a value"))
        })
        .collect()
}

fn heap_values(rule: &str, len: usize) -> Vec<u32> {
    raw(&["sequence", "heap", rule, "--len", &len.to_string(), "--raw"])
}

/// Printed values as the library's `u64` ones, to compare with `heap_table`.
fn wide(values: Vec<u32>) -> Vec<u64> {
    values.into_iter().map(u64::from).collect()
}

type Closure = Box<dyn Fn(usize, &mut dyn FnMut(&[usize]))>;

/// The floor of the k-th root by counting up: the largest r with r^k <= x.
fn slow_root(x: usize, k: u32) -> usize {
    let mut r = 0usize;
    while (r + 1).pow(k) <= x {
        r += 1;
    }
    r
}

/// Rules in the explorer's syntax and the same rules as closures.
fn fixed_rules() -> Vec<(&'static str, Closure)> {
    vec![
        // Nim: any smaller heap.
        (
            "0..n",
            Box::new(|n, push| {
                for y in 0..n {
                    push(&[y]);
                }
            }),
        ),
        // Lasker's Nim: take any, or split into two non-empty heaps.
        (
            "0..n; for a in 1..n/2+1: a, n-a",
            Box::new(|n, push| {
                for y in 0..n {
                    push(&[y]);
                }
                for a in 1..=n / 2 {
                    push(&[a, n - a]);
                }
            }),
        ),
        // Take 1, 3 or 4.
        (
            "n-1; n-3; n-4",
            Box::new(|n, push| {
                for s in [1, 3, 4] {
                    if s <= n {
                        push(&[n - s]);
                    }
                }
            }),
        ),
        // Split a heap into k equal parts (k >= 2 dividing n).
        (
            "for k in 2..n+1: n/k if n % k == 0 && k % 2 == 1; for k in 2..n+1: 0 if n % k == 0 && k % 2 == 0",
            Box::new(|n, push| {
                for k in 2..=n {
                    if n % k == 0 {
                        push(&vec![n / k; k]);
                    }
                }
            }),
        ),
        // Halve an even heap into two, or take 1.
        (
            "n/2, n/2 if n % 2 == 0; n - 1",
            Box::new(|n, push| {
                if n % 2 == 0 {
                    push(&[n / 2, n / 2]);
                }
                push(&[n - 1]);
            }),
        ),
        // Take an even number, but not all.
        (
            "for k in 1..n: n - 2*k if 2*k < n",
            Box::new(|n, push| {
                let mut t = 2;
                while t < n {
                    push(&[n - t]);
                    t += 2;
                }
            }),
        ),
        // Move to any y with fourth root <= y <= square root (and y < n).
        (
            "root(n, 4)..sqrt(n)+1",
            Box::new(|n, push| {
                let (lo, hi) = (slow_root(n, 4), slow_root(n, 2));
                for y in lo..=hi {
                    if y < n {
                        push(&[y]);
                    }
                }
            }),
        ),
        // Kayles: take 1 or 2 from a row, maybe splitting what is left.
        (
            "for a in 0..n: a, n-1-a; for a in 0..n-1: a, n-2-a",
            Box::new(|n, push| {
                for take in [1, 2] {
                    if take <= n {
                        for a in 0..=n - take {
                            push(&[a, n - take - a]);
                        }
                    }
                }
            }),
        ),
        // Split into three non-empty heaps (nested loops), or take 1.
        (
            "n-1; for a in 1..n: for b in 1..n-a: a, b, n-a-b",
            Box::new(|n, push| {
                if n >= 1 {
                    push(&[n - 1]);
                }
                for a in 1..n {
                    for b in 1..n - a {
                        push(&[a, b, n - a - b]);
                    }
                }
            }),
        ),
        // A heap below 0 is no option: take 5 only from 5 on; a conditional.
        (
            "n - 5; n - 1 - (n % 3 == 0 ? 1 : 0); n / 3 if n > 5",
            Box::new(|n, push| {
                if n >= 5 {
                    push(&[n - 5]);
                }
                let t = if n % 3 == 0 { 2 } else { 1 };
                if t <= n {
                    push(&[n - t]);
                }
                if n > 5 {
                    push(&[n / 3]);
                }
            }),
        ),
        // A range mixed with a fixed heap: leave n/2 and any heap below it.
        (
            "n/2, 0..n/2; n-1",
            Box::new(|n, push| {
                for y in 0..n / 2 {
                    push(&[n / 2, y]);
                }
                push(&[n - 1]);
            }),
        ),
    ]
}

#[test]
fn heap_rules_give_heap_tables_values() {
    let len = 80;
    for (rule, closure) in fixed_rules() {
        let want = heap_table(len, |n, push| {
            if n > 0 {
                closure(n, push)
            }
        });
        assert_eq!(wide(heap_values(rule, len)), want, "rule {rule}");
    }
}

#[test]
fn random_take_and_break_rules_match_heap_table() {
    let mut rng = StdRng::seed_from_u64(20);
    for _ in 0..25 {
        // Take s for s in a random set; for some s, also split the rest
        // into two non-empty heaps; for some, halve what is left if even.
        let takes: Vec<usize> = (1..=9).filter(|_| rng.random_bool(0.4)).collect();
        let splits: Vec<usize> = (0..=4).filter(|_| rng.random_bool(0.3)).collect();
        let halves: Vec<usize> = (0..=3).filter(|_| rng.random_bool(0.2)).collect();
        let mut options: Vec<String> = takes.iter().map(|s| format!("n - {s}")).collect();
        options.extend(
            splits
                .iter()
                .map(|s| format!("for a in 1..(n-{s})/2+1: a, n-{s}-a")),
        );
        options.extend(
            halves
                .iter()
                .map(|s| format!("(n-{s})/2, (n-{s})/2 if (n-{s}) % 2 == 0 && n > {s}")),
        );
        if options.is_empty() {
            continue;
        }
        let rule = options.join("; ");
        let want = heap_table(70, |n, push| {
            if n == 0 {
                return;
            }
            for &s in &takes {
                if s <= n {
                    push(&[n - s]);
                }
            }
            for &s in &splits {
                if s <= n {
                    let m = n - s;
                    for a in 1..=m / 2 {
                        push(&[a, m - a]);
                    }
                }
            }
            for &s in &halves {
                if n > s && (n - s) % 2 == 0 {
                    push(&[(n - s) / 2, (n - s) / 2]);
                }
            }
        });
        assert_eq!(wide(heap_values(&rule, 70)), want, "rule {rule}");
    }
}

#[test]
fn misere_matches_outcomes() {
    let mut rng = StdRng::seed_from_u64(9658);
    let mut rules: Vec<(String, Vec<usize>)> = vec![("n-1; n-3; n-4".to_string(), vec![1, 3, 4])];
    for _ in 0..15 {
        let takes: Vec<usize> = (1..=8).filter(|_| rng.random_bool(0.35)).collect();
        if !takes.is_empty() {
            let rule = takes.iter().map(|s| format!("n-{s}")).collect::<Vec<_>>();
            rules.push((rule.join("; "), takes));
        }
    }
    for (rule, takes) in rules {
        let want: Vec<u32> = outcomes(60, Play::Misere, |n, push| {
            for &s in &takes {
                if s <= n {
                    push(&[n - s]);
                }
            }
        })
        .into_iter()
        .map(u32::from)
        .collect();
        let got = raw(&[
            "sequence", "heap", &rule, "--misere", "--len", "60", "--raw",
        ]);
        assert_eq!(got, want, "misère {rule}");
    }
    // Any smaller heap, and the root rule: no splits.
    let sqrt_rule = |n: usize, push: &mut dyn FnMut(&[usize])| {
        for y in slow_root(n, 4)..=slow_root(n, 2) {
            if y < n {
                push(&[y]);
            }
        }
    };
    let want: Vec<u32> = outcomes(60, Play::Misere, sqrt_rule)
        .into_iter()
        .map(u32::from)
        .collect();
    let got = raw(&[
        "sequence",
        "heap",
        "root(n, 4)..sqrt(n)+1",
        "--misere",
        "--len",
        "60",
        "--raw",
    ]);
    assert_eq!(got, want);
    // By hand: misère Nim on one heap is lost only at n = 1.
    let got = raw(&[
        "sequence", "heap", "0..n", "--misere", "--len", "6", "--raw",
    ]);
    assert_eq!(got, vec![1, 0, 1, 1, 1, 1]);
}

/// `--misere` on rules that split: the explorer's search of sums against
/// the library's `anti_sg::MisereSearch` (itself tested against a table of
/// misère sums) on the same rules written as closures.
#[test]
fn misere_with_splits_matches_a_search_of_sums() {
    type Options = fn(usize) -> Vec<Vec<usize>>;
    let rules: [(&str, Options); 3] = [
        ("n-1; for a in 1..n/2+1: a, n-a", |n| {
            let mut o = vec![vec![n - 1]];
            o.extend((1..n / 2 + 1).map(|a| vec![a, n - a]));
            o
        }),
        ("0..n; for a in 1..n/2+1: a, n-a", |n| {
            let mut o: Vec<Vec<usize>> = (0..n).map(|m| vec![m]).collect();
            o.extend((1..n / 2 + 1).map(|a| vec![a, n - a]));
            o
        }),
        ("for a in 1..n/2+1: a, n-a", |n| {
            (1..n / 2 + 1).map(|a| vec![a, n - a]).collect()
        }),
    ];
    for (rule, options) in rules {
        let game = game_fn(move |&n: &usize| {
            if n == 0 {
                return vec![];
            }
            // The explorer leaves heaps of 0 out of an option.
            options(n)
                .into_iter()
                .map(|o| o.into_iter().filter(|&h| h > 0).collect())
                .collect()
        });
        let mut search = MisereSearch::new(game);
        let want: Vec<u32> = (0..24)
            .map(|n| u32::from(search.first_player_wins(&[n])))
            .collect();
        let got = raw(&["sequence", "heap", rule, "--misere", "--len", "24", "--raw"]);
        assert_eq!(got, want, "misère {rule}");
    }
    // By hand, "split into two", misère: 0 and 1 cannot move (won); 2's only
    // move leaves (1, 1), where the opponent cannot move and wins: lost; 3's
    // only move leaves (1, 2), whose only move leaves (1, 1, 1) to its
    // mover's opponent: (1, 2) is lost, so 3 is won.
    let got = raw(&[
        "sequence",
        "heap",
        "for a in 1..n/2+1: a, n-a",
        "--misere",
        "--len",
        "4",
        "--raw",
    ]);
    assert_eq!(got, vec![1, 1, 0, 1]);
}

#[test]
fn a_window_rule_proves_its_period_and_a_custom_rule_says_observed() {
    let out = grundy(&["sequence", "heap", "n-1; n-3; n-4", "--period"]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    // Take 1, 3 or 4: 0 1 0 1 2 3 2 repeating (BOJ 9660, by hand).
    assert!(
        stdout.contains("(pre-period, period) = (0, 7)") && stdout.contains("proven"),
        "{stdout}"
    );
    let out = grundy(&[
        "sequence",
        "heap",
        "0..n; for a in 1..n/2+1: a, n-a",
        "--period",
        "--len",
        "100",
    ]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("period: none proven"), "{stdout}");
    assert!(
        stdout.contains("observed: g(n + 4) = g(n) + 4 for 1 <= n"),
        "{stdout}"
    );
    assert!(stdout.contains("not proven"), "{stdout}");
}

#[test]
fn move_ranges_are_the_listed_moves() {
    for (ranged, listed) in [
        ("3..8", "3,4,5,6,7"),
        ("1,4..7,10", "1,4,5,6,10"),
        ("2..3", "2"),
        ("5..7,1..3", "1,2,5,6"),
        (
            "1..256",
            &(1..256)
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(","),
        ),
    ] {
        let a = raw(&["sequence", "subtraction", ranged, "--len", "200", "--raw"]);
        let b = raw(&["sequence", "subtraction", listed, "--len", "200", "--raw"]);
        assert_eq!(a, b, "{ranged} against {listed}");
    }
    // By hand, {3, 4, 5, 6, 7}: g(0..3) = 0 (no move); 3..6 reach only
    // 0..3: 1; 6 reaches 3 (1) and 0..2 (0): 2, as do 7 and 8; 9 reaches
    // 6 (2), 3..5 (1) and 2 (0): 3.
    let g = raw(&["sequence", "subtraction", "3..8", "--len", "10", "--raw"]);
    assert_eq!(g, vec![0, 0, 0, 1, 1, 1, 2, 2, 2, 3]);
    for (list, says) in [
        ("5..5", "the range 5..5 is empty"),
        ("0..4", "in 1..=10000000, found 0"),
        ("1..1000", "at most 255"),
        ("1..99999999999", "found 99999999999"),
        ("1..3..5", "is not a whole number"),
    ] {
        let out = grundy(&["sequence", "subtraction", list]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{list}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{list}: {stderr}");
        assert!(stderr.contains(says), "{list}: {stderr} lacks {says}");
    }
}

#[test]
fn raw_prints_only_the_values_for_every_kind() {
    // Each by hand: {1, 3}: n mod 2; Fibonacci: 0 1 2 3 0 1 ...; 0.07
    // (Dawson's Kayles): 0 0 1 1 2 0 3 1 1 0; Nim: n.
    for (args, want) in [
        (&["subtraction", "1,3"][..], vec![0, 1, 0, 1, 0, 1]),
        (&["fibonacci"], vec![0, 1, 2, 3, 0, 1]),
        (&["octal", "0.07"], vec![0, 0, 1, 1, 2, 0]),
        (&["heap", "0..n"], vec![0, 1, 2, 3, 4, 5]),
    ] {
        let mut full = vec!["sequence"];
        full.extend_from_slice(args);
        full.extend(["--len", "6", "--raw"]);
        assert_eq!(raw(&full), want, "{args:?}");
        // Without --len: the default 60 values.
        let mut default = vec!["sequence"];
        default.extend_from_slice(args);
        default.push("--raw");
        assert_eq!(raw(&default).len(), 60, "{args:?}");
    }
    let out = grundy(&["sequence", "fibonacci", "--raw", "--period"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn check_lost_counts_the_positions_where_the_predicate_is_wrong() {
    // Take 1..=3 (3 lost-every-4): lost iff n % 4 == 0.
    let out = grundy(&[
        "sequence",
        "subtraction",
        "1..4",
        "--len",
        "40",
        "--check-lost",
        "n % 4 == 0",
    ]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("check-lost: 0 of 40 values differ"),
        "{stdout}"
    );
    let out = grundy(&[
        "sequence",
        "subtraction",
        "1..4",
        "--len",
        "40",
        "--check-lost",
        "n % 2 == 0",
    ]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    // Wrong at n = 2, 6, 10, ..., 38: 10 of them, the first shown.
    assert!(
        stdout.contains("check-lost: 10 of 40 values differ"),
        "{stdout}"
    );
    assert!(
        stdout.contains("n = 2: g(n) = 2 (won), expression true"),
        "{stdout}"
    );
    // Tables: the rook's lost cells are the diagonal.
    let out = grundy(&["table", "rook", "12", "-q", "--check-lost", "x == y"]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("check-lost: 0 of 144 cells differ"),
        "{stdout}"
    );
    let out = grundy(&["table", "rook", "3", "-q", "--check-lost", "x == 0"]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    // Wrong at (0, 1), (0, 2) (won, said lost) and (1, 1), (2, 2) (lost, said won).
    assert!(
        stdout.contains("check-lost: 4 of 9 cells differ"),
        "{stdout}"
    );
    assert!(
        stdout.contains("(1, 1): table 0 (lost), expression false"),
        "{stdout}"
    );
    // Misère: take 1 or 2, the last move loses: lost iff n % 3 == 1.
    let out = grundy(&[
        "sequence",
        "heap",
        "n-1; n-2",
        "--misere",
        "--check-lost",
        "n % 3 == 1",
    ]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("check-lost: 0 of 60 values differ"),
        "{stdout}"
    );
}

#[test]
fn the_guide_shows_what_the_tool_prints() {
    let guide = std::fs::read_to_string(common::repo_root().join("docs/explorer.md")).unwrap();
    let prefix = "cargo run --release --bin grundy -- ";
    let blocks: Vec<&str> = guide.split("```").collect();
    let mut checked = 0;
    // A ```sh block of one command followed by its ```text output.
    for pair in blocks.windows(3) {
        let (Some(command), Some(output)) =
            (pair[0].strip_prefix("sh\n"), pair[2].strip_prefix("text\n"))
        else {
            continue;
        };
        let Some(args) = command.trim().strip_prefix(prefix) else {
            continue;
        };
        if command.trim().lines().count() != 1 || !pair[1].trim().is_empty() {
            continue;
        }
        let words = common::shell_words(args);
        let refs: Vec<&str> = words.iter().map(String::as_str).collect();
        let out = grundy(&refs);
        let got = String::from_utf8(out.stdout).unwrap();
        // `...` stands for the lines left out at the end.
        match output.split_once("...\n") {
            Some((shown, _)) => assert!(got.starts_with(shown), "{args}:\n{got}"),
            None => assert_eq!(got, output, "{args}"),
        }
        checked += 1;
    }
    assert!(checked >= 6, "only {checked} commands found in the guide");
}

/// Whether the player to move wins the sum `heaps` (sorted, heaps of 0 and
/// dead heaps included as they come) under misère play, where a move
/// replaces one heap `h` by one of `options(h)`: a plain recursion with a
/// memo over the multiset, written from the definition.
fn misere_wins(
    heaps: Vec<usize>,
    options: &dyn Fn(usize) -> Vec<Vec<usize>>,
    memo: &mut std::collections::HashMap<Vec<usize>, bool>,
) -> bool {
    if let Some(&w) = memo.get(&heaps) {
        return w;
    }
    let mut any_move = false;
    let mut wins = false;
    for i in 0..heaps.len() {
        for option in options(heaps[i]) {
            any_move = true;
            let mut child: Vec<usize> = heaps[..i].to_vec();
            child.extend_from_slice(&heaps[i + 1..]);
            child.extend(option.into_iter().filter(|&h| h > 0));
            child.sort_unstable();
            if !misere_wins(child, options, memo) {
                wins = true;
            }
        }
    }
    // No move: the player to move wins (the last move loses).
    let w = !any_move || wins;
    memo.insert(heaps, w);
    w
}

#[test]
fn misere_with_splits_matches_a_search_of_the_sums() {
    type Options = Box<dyn Fn(usize) -> Vec<Vec<usize>>>;
    let rules: Vec<(&str, Options)> = vec![
        // Lasker's Nim: take any, or split in two.
        (
            "0..n; for a in 1..n/2+1: a, n-a",
            Box::new(|n| {
                let mut o: Vec<Vec<usize>> = (0..n).map(|y| vec![y]).collect();
                o.extend((1..=n / 2).map(|a| vec![a, n - a]));
                o
            }),
        ),
        // Kayles: take 1 or 2 from a row, maybe splitting it.
        (
            "for a in 0..n: a, n-1-a; for a in 0..n-1: a, n-2-a",
            Box::new(|n| {
                let mut o: Vec<Vec<usize>> = (0..n).map(|a| vec![a, n - 1 - a]).collect();
                if n >= 2 {
                    o.extend((0..n - 1).map(|a| vec![a, n - 2 - a]));
                }
                o
            }),
        ),
        // Halve an even heap into two, or take one.
        (
            "n - 1; n/2, n/2 if n % 2 == 0",
            Box::new(|n| {
                let mut o = vec![vec![n - 1]];
                if n % 2 == 0 {
                    o.push(vec![n / 2, n / 2]);
                }
                o
            }),
        ),
    ];
    for (rule, options) in rules {
        let len = 12;
        let options = |n: usize| if n == 0 { Vec::new() } else { options(n) };
        let mut memo = std::collections::HashMap::new();
        let want: Vec<u32> = (0..len)
            .map(|n| {
                u32::from(misere_wins(
                    if n > 0 { vec![n] } else { Vec::new() },
                    &options,
                    &mut memo,
                ))
            })
            .collect();
        let got = raw(&[
            "sequence",
            "heap",
            rule,
            "--misere",
            "--len",
            &len.to_string(),
            "--raw",
        ]);
        assert_eq!(got, want, "misère {rule}");
    }
}

#[test]
fn a_param_sweep_prints_one_row_per_value() {
    // Take 1 or k: a mex over the two moves, for k = 2, 3, 4.
    let out = grundy(&[
        "sequence",
        "heap",
        "n - 1; n - k",
        "--param",
        "k=2..=4",
        "--len",
        "12",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    for k in 2..=4usize {
        let mut g = [0u32; 12];
        for n in 1..12 {
            let mut seen = vec![g[n - 1]];
            if n >= k {
                seen.push(g[n - k]);
            }
            g[n] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
        let row = format!(
            "k = {k}: {}\n",
            g.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
        );
        assert!(stdout.contains(&row), "{row:?} in\n{stdout}");
    }
    // Refused: too many values, a taken name, a rule without the name, a
    // sweep of a piece.
    for (args, says) in [
        (
            vec!["sequence", "heap", "n - k", "--param", "k=0..1000"],
            "at most 100 values",
        ),
        (
            vec!["sequence", "heap", "n - 1", "--param", "n=1..3"],
            "taken",
        ),
        (
            vec!["sequence", "heap", "n - 1", "--param", "k=1..3"],
            "has no `k`",
        ),
        (
            vec!["sequence", "heap", "n - k", "--param", "k=3..1"],
            "empty",
        ),
        (
            vec!["table", "rook", "5", "--param", "k=1..3"],
            "a constant of a rule",
        ),
    ] {
        let out = grundy(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}

#[test]
fn a_param_sweep_guesses_one_formula_in_n_and_k() {
    // Take 1..k: g(n) = n % (k + 1) (Bash's game, src/classics/take_range.rs),
    // checked here on the mex over the rule before it is expected.
    for k in 1usize..=6 {
        let mut g = vec![0usize; 60];
        for n in 1usize..60 {
            let seen: Vec<usize> = (n.saturating_sub(k)..n).map(|y| g[y]).collect();
            g[n] = (0..).find(|v| !seen.contains(v)).unwrap();
            assert_eq!(g[n], n % (k + 1), "take 1..{k} at {n}");
        }
    }
    let out = grundy(&[
        "sequence", "heap", "n - k..n", "--param", "k=1..=6", "--guess", "-q", "--budget", "0.2",
    ]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{stdout}");
    let joint = stdout
        .split_once("one formula in n and k for every k = 1..=6:\n")
        .unwrap_or_else(|| panic!("{stdout}"))
        .1;
    assert!(
        joint.starts_with("guess in n and k: `n % (k + 1)` (size 5, period P(k) = k + 1"),
        "{joint}"
    );
    assert!(
        joint.contains("  rust (n, k as i64): (n % (k + 1))\n"),
        "{joint}"
    );
    assert!(joint.contains("  proven for each k = 1..=6: "), "{joint}");
}

#[test]
fn coin_turning_rules_count_coin_0() {
    // The value of a head at coin n: the mex, over the sets of other coins
    // turned (all below n), of the XOR of their values; written here from
    // the definition, sets listed by hand.
    fn coin_values(len: usize, sets: &dyn Fn(usize) -> Vec<Vec<usize>>) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for n in 0..len {
            let seen: Vec<u32> = sets(n)
                .iter()
                .map(|s| s.iter().fold(0, |x, &c| x ^ g[c]))
                .collect();
            g.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        g
    }
    // Mock Turtles: turn 1, 2 or 3 coins. Its values are the odious
    // numbers (an odd count of 1 bits), 1, 2, 4, 7, 8, 11, ... (Winning
    // Ways ch. 14).
    let mock = coin_values(40, &|n| {
        let mut s = vec![vec![]];
        for a in 0..n {
            s.push(vec![a]);
            for b in a + 1..n {
                s.push(vec![a, b]);
            }
        }
        s
    });
    let odious: Vec<u32> = (0..)
        .filter(|v: &u32| v.count_ones() % 2 == 1)
        .take(40)
        .collect();
    assert_eq!(mock, odious);
    let got = raw(&[
        "sequence",
        "heap",
        "--coins",
        "(); 0..n; for a in 0..n: for b in a+1..n: a, b",
        "--len",
        "40",
        "--raw",
    ]);
    assert_eq!(got, odious);
    // Ruler: turn any run of consecutive coins ending at n. From coin 0 on,
    // g(n) is the largest power of 2 dividing n + 1 (Winning Ways ch. 14).
    let ruler = coin_values(64, &|n| (0..=n).map(|j| (n - j..n).collect()).collect());
    let powers: Vec<u32> = (1..=64u32).map(|m| 1 << m.trailing_zeros()).collect();
    assert_eq!(ruler, powers);
    let got = raw(&[
        "sequence",
        "heap",
        "--coins",
        "for j in 0..n+1: all n-j..n",
        "--len",
        "64",
        "--raw",
    ]);
    assert_eq!(got, powers);
    // Without --coins, heap 0 has no options and a heap of 0 is no heap.
    assert_eq!(
        raw(&["sequence", "heap", "all 0..n", "--len", "4", "--raw"]),
        vec![0, 1, 0, 0]
    );
}

/// Under `--param`, `--budget` is the whole sweep's: 6 rows whose guesses
/// all miss (each search takes what it is given) plus the joint formula,
/// at `--budget 1`, end in about a second of CPU (they took 7 s and more,
/// the budget once per row); `table rule` alike (3 rows, `--guess` and
/// `--guess-lost` each). The budget and this bound count the run's CPU
/// time, so the test holds on a busy machine.
#[cfg(unix)]
#[test]
fn a_sweep_budget_bounds_the_whole_run() {
    let runs: [&[&str]; 2] = [
        &[
            "sequence",
            "heap",
            "n - 1; n / 2; n - k - n % 5",
            "--param",
            "k=1..=6",
            "--guess",
            "-q",
            "--budget",
            "1",
            "--len",
            "40",
        ],
        &[
            "table",
            "rule",
            "12",
            "(x - 1, y / 2); (x / 3, y - k); (x - k, y - x % 3) if y > 1",
            "--param",
            "k=1..=3",
            "--guess",
            "--guess-lost",
            "-q",
            "--budget",
            "1",
        ],
    ];
    for args in runs {
        let (out, took) = cpu::run_cpu(&common::bin_path("grundy"), args);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            matches!(out.status.code(), Some(0) | Some(3)),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            stdout.contains("no formula within the budget"),
            "{args:?}: the searches must miss to test the budget: {stdout}"
        );
        assert!(
            took < std::time::Duration::from_secs_f64(2.0),
            "{args:?} took {took:?} of CPU at --budget 1"
        );
    }
}
