//! `grundy sequence segment`: segments with typed ends against the whole
//! strip played by its rules (a vector of cells, every empty cell and symbol
//! tried, the ends as fixed neighbours, memoised by the whole strip),
//! independent of the tool's split into two segments; Dawson's Kayles as
//! the one-symbol game; the proven period; --check and bad input.
#[path = "../../../tests/common/mod.rs"]
mod common;

use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

use common::grundy;

fn stdout_of(args: &[&str]) -> String {
    let out = grundy(args);
    assert!(
        out.status.success(),
        "grundy {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The whole strip: `cells[i]` is 0 (empty) or a symbol 1..=k; the ends
/// `a`, `b` are 0 (a wall) or a symbol. A move writes `c` in an empty cell
/// whose two neighbours (a cell or an end) may both touch `c`.
struct Strip<'a> {
    forbid: &'a dyn Fn(u8, u8) -> bool,
    k: u8,
    memo: HashMap<Vec<u8>, u32>,
}

impl Strip<'_> {
    fn value(&mut self, s: &[u8]) -> u32 {
        if let Some(&v) = self.memo.get(s) {
            return v;
        }
        let mut seen = Vec::new();
        for i in 1..s.len() - 1 {
            if s[i] != 0 {
                continue;
            }
            for c in 1..=self.k {
                let ok = |x: u8| x == 0 || !(self.forbid)(c, x);
                if ok(s[i - 1]) && ok(s[i + 1]) {
                    let mut t = s.to_vec();
                    t[i] = c;
                    seen.push(self.value(&t));
                }
            }
        }
        let v = (0..).find(|v| !seen.contains(v)).unwrap();
        self.memo.insert(s.to_vec(), v);
        v
    }
}

/// The rows the tool prints, `(a, b) -> values`, ends named by letter.
fn rows(stdout: &str) -> HashMap<(char, char), Vec<u32>> {
    stdout
        .lines()
        .skip(1)
        .filter_map(|line| {
            let (ends, values) = line.split_once(": ")?;
            let e: Vec<char> = ends.chars().collect();
            if e.len() != 5 || e[2] != 'n' {
                return None;
            }
            let v = values.split(' ').map(|x| x.parse().unwrap()).collect();
            Some(((e[0], e[4]), v))
        })
        .collect()
}

/// The tool's rows against the strip played whole, for n < `len`.
fn compare(symbols: &str, pairs: &[(char, char)], len: usize) {
    let sym: Vec<char> = symbols.chars().collect();
    let id = |c: char| sym.iter().position(|&s| s == c).unwrap() as u8 + 1;
    let table: Vec<(u8, u8)> = pairs.iter().map(|&(x, y)| (id(x), id(y))).collect();
    let forbid = |c: u8, d: u8| table.contains(&(c, d)) || table.contains(&(d, c));
    let forbid_text: Vec<String> = pairs.iter().map(|&(x, y)| format!("{x}{y}")).collect();
    let out = stdout_of(&[
        "sequence",
        "segment",
        symbols,
        "--forbid",
        &forbid_text.join(","),
        "--len",
        &len.to_string(),
    ]);
    let printed = rows(&out);
    let mut strip = Strip {
        forbid: &forbid,
        k: sym.len() as u8,
        memo: HashMap::new(),
    };
    let ends: Vec<char> = std::iter::once('|').chain(sym.iter().copied()).collect();
    let mut count = 0;
    for (i, &a) in ends.iter().enumerate() {
        for &b in &ends[i..] {
            let row = printed
                .get(&(a, b))
                .unwrap_or_else(|| panic!("no row {a} n {b} in\n{out}"));
            let code = |e: char| if e == '|' { 0 } else { id(e) };
            for n in 0..len {
                let mut s = vec![0u8; n + 2];
                s[0] = code(a);
                s[n + 1] = code(b);
                assert_eq!(
                    row[n],
                    strip.value(&s),
                    "{symbols} --forbid {forbid_text:?}: ({a} n {b}) at n = {n}"
                );
            }
            count += 1;
        }
    }
    assert_eq!(count, printed.len(), "{out}");
}

#[test]
fn segments_equal_the_whole_strip_played_by_its_rules() {
    // Write S or O, never next to an equal letter.
    compare("SO", &[('S', 'S'), ('O', 'O')], 10);
    // Never next to a different letter.
    compare("SO", &[('S', 'O')], 10);
    // One symbol that may not touch itself, and one with no rule.
    compare("X", &[('X', 'X')], 12);
    compare("X", &[], 8);
    // Three symbols, forbidden pairs drawn at random (seeded).
    let mut rng = StdRng::seed_from_u64(26);
    for _ in 0..4 {
        let all = [
            ('A', 'A'),
            ('A', 'B'),
            ('A', 'C'),
            ('B', 'B'),
            ('B', 'C'),
            ('C', 'C'),
        ];
        let pairs: Vec<(char, char)> = all
            .iter()
            .copied()
            .filter(|_| rng.random_bool(0.5))
            .collect();
        compare("ABC", &pairs, 6);
    }
}

#[test]
fn one_symbol_that_may_not_touch_itself_is_dawsons_kayles_with_a_proven_period() {
    // Writing X takes a cell and makes its neighbours unusable: Node Kayles
    // on a path, Dawson's Kayles 0.137 (Winning Ways, ch. 4), its period
    // 34 from n = 52 on; an X end takes one cell more.
    let out = stdout_of(&["sequence", "segment", "X", "--forbid", "XX", "--len", "200"]);
    let printed = rows(&out);
    let dawson = grundy::octal::OctalGame::parse("0.137").unwrap().table(200);
    for n in 0..200 {
        let printed = |ends| u64::from(printed[&ends][n]);
        assert_eq!(printed(('|', '|')), dawson[n], "| n | at {n}");
        if n >= 1 {
            assert_eq!(printed(('|', 'X')), dawson[n - 1], "| n X at {n}");
        }
        if n >= 2 {
            assert_eq!(printed(('X', 'X')), dawson[n - 2], "X n X at {n}");
        }
    }
    let out = stdout_of(&[
        "sequence", "segment", "X", "--forbid", "XX", "--period", "-q",
    ]);
    assert!(
        out.contains("period: (pre-period, period) = (54, 34) for every pair of ends, proven from"),
        "{out}"
    );
    // Too few values: observed, not proven.
    let out = stdout_of(&[
        "sequence", "segment", "X", "--forbid", "XX", "--period", "-q", "--len", "150",
    ]);
    assert!(
        out.contains("= (54, 34) for every pair of ends, observed in the 150"),
        "{out}"
    );
}

#[test]
fn check_and_guess_read_n_and_the_ends() {
    // The rows of S or O, never next to an equal letter, as the whole strip
    // gives them (the first test compares the rows with it): | n | is
    // n % 2, | n S is n, S n S is 1 from n = 1 on, S n O is 0. `n` differs
    // from them at 28 + 0 + 0 + 28 + 29 + 28 values.
    let out = stdout_of(&[
        "sequence",
        "segment",
        "SO",
        "--forbid",
        "SS,OO",
        "-q",
        "--len",
        "30",
        "--check",
        "a == 0 ? (b == 0 ? n % 2 : n) : (a == b ? n != 0 : 0)",
    ]);
    assert!(out.contains("check: 0 differences in 180 values"), "{out}");
    let out = stdout_of(&[
        "sequence", "segment", "SO", "--forbid", "SS,OO", "-q", "--len", "30", "--check", "n",
    ]);
    assert!(
        out.contains("check: 113 differences in 180 values"),
        "{out}"
    );
    let out = stdout_of(&[
        "sequence", "segment", "SO", "--forbid", "SS,OO", "-q", "--len", "30", "--guess",
        "--budget", "0.3",
    ]);
    assert!(out.contains("| n S:\n  guess: `n` (size 1"), "{out}");
}

#[test]
fn bad_segments_are_refused_with_one_line() {
    for (args, says) in [
        (vec!["sequence", "segment", "S1"], "not a letter"),
        (vec!["sequence", "segment", "SS"], "given twice"),
        (
            vec!["sequence", "segment", "SO", "--forbid", "SQ"],
            "not in SO",
        ),
        (
            vec!["sequence", "segment", "SO", "--forbid", "SOS"],
            "not a pair",
        ),
        (vec!["sequence", "segment", "ABCDEFGHI"], "1 to 8 letters"),
        (
            vec!["sequence", "segment", "SO", "--len", "100000"],
            "at most --len",
        ),
        (
            vec!["sequence", "segment", "SO", "--raw"],
            "one row per pair",
        ),
        (
            vec!["sequence", "segment", "SO", "--param", "k=1..3"],
            "constant of a rule",
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

/// R18: a segment game's proven period is the periodicity theorem of
/// segments (typed ends), and the guess's proof cites that theorem, not
/// the Guy-Smith theorem of octal games. One symbol, nothing forbidden:
/// every move leaves `i + (n - 1 - i)` cells, so `g(n) = n mod 2` (each
/// move takes one cell; parity decides), period 2.
#[test]
fn a_segment_period_cites_the_theorem_of_segments() {
    let out = stdout_of(&[
        "sequence", "segment", "S", "--len", "20", "--period", "--guess", "-q",
    ]);
    assert!(
        out.contains("period: (pre-period, period) = (0, 2) for every pair of ends, proven"),
        "{out}"
    );
    assert!(!out.contains("Guy-Smith"), "{out}");
    assert!(
        out.contains("by the periodicity theorem of segments"),
        "{out}"
    );
}
