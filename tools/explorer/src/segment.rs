//! `grundy sequence segment SYMBOLS --forbid PAIRS`: segments with typed
//! ends. A position is a row of `n` empty cells between two ends, each a
//! wall (`|`) or a written symbol; a move writes a symbol into an empty cell,
//! never next to a symbol it may not touch (a forbidden pair, in either
//! order). Players who write S or O and may not write next to an equal
//! letter play `segment SO --forbid SS,OO`.
//!
//! # The values
//! Writing `c` into cell `i` of `(a, n, b)` leaves two segments,
//! `(a, i, c)` and `(c, n - 1 - i, b)`, independent (an empty cell
//! constrains nothing, only written neighbours do): by the Sprague-Grundy
//! theorem the option's value is `g(a, i, c) ^ g(c, n - 1 - i, b)`, and
//! `g(a, n, b)` is the mex of them. The move is legal unless `i = 0` and
//! `c` may not touch `a`, or `i = n - 1` and `c` may not touch `b`.
//!
//! # The period, proven (the periodicity theorem of segments)
//! If for every pair of ends `(a, b)`, `g(a, n + p, b) = g(a, n, b)` for
//! `n0 <= n <= 2 n0 + p` with `n0 >= 1`, it holds for every `n >= n0`. As
//! in the Guy-Smith theorem for octal games (Winning Ways, ch. 4; Siegel,
//! *Combinatorial Game Theory*, IV.2), by induction on `n > 2 n0 + p`: an
//! option of `(a, n + p, b)` is `(a, i, c) + (c, j, b)` with
//! `i + j = n + p - 1 >= 2 n0 + 2 p`, so one part, say `j`, is at least
//! `n0 + p`; then `(a, i, c) + (c, j - p, b)` is the option of `(a, n, b)`
//! that writes `c` in the same cell (legal alike: `j` and `j - p >= n0` are
//! both at least 1, so the right neighbour is a cell in both) and
//! `g(c, j - p, b) = g(c, j, b)` by induction. Conversely an option of
//! `(a, n, b)` has `i + j = n - 1 >= 2 n0 + p`, one part at least `n0`, and
//! adding `p` to it gives an option of `(a, n + p, b)` of the same value. So
//! both have the same set of option values. The check needs the values to
//! `2 n0 + 2 p`; the period and its proof are common to every pair of ends.
//!
//! The values are the library's [`grundy::segments::Segments`] (whose module
//! docs prove the same theorem); this command reads the rules, also reports
//! a period seen twice but not yet proven, and prints.

use crate::cli::{Game, DEFAULT_LEN};
use crate::failure::{eval_at, parse_expr, Failure};
use crate::text;
use crate::text::{first_few, grouped, SHOWN_DIFFERENCES};
use grundy::period::{least_period_where, Evidence, Period, Theorem};
use std::fmt::Write as _;

/// The most symbols.
pub const MAX_SYMBOLS: usize = 8;
/// Steps (a cell, a symbol, two ends) a run may take.
const WORK: u64 = 200_000_000;
/// Values computed by `--period` without `--len`, at most.
const PERIOD_LEN: usize = 4096;

/// The rules: the symbols, and which pairs may not be next to each other.
pub struct Segments {
    symbols: Vec<char>,
    /// `forbid[c][d]` for symbols `c`, `d` (0-based).
    forbid: Vec<Vec<bool>>,
    /// The library's values of these rules.
    game: grundy::segments::Segments,
}

impl Segments {
    /// Reads `SYMBOLS` (distinct letters) and `--forbid` (`PAIRS` of two
    /// symbols each, comma-separated).
    pub fn parse(symbols: &str, forbid: &str) -> Result<Segments, String> {
        let symbols: Vec<char> = symbols.chars().collect();
        if symbols.is_empty() || symbols.len() > MAX_SYMBOLS {
            return Err(format!(
                "the symbols are 1 to {} letters, such as SO",
                MAX_SYMBOLS
            ));
        }
        for (i, &c) in symbols.iter().enumerate() {
            if !c.is_ascii_alphabetic() {
                return Err(format!(
                    "the symbol `{}` is not a letter",
                    text::quote(&c.to_string())
                ));
            }
            if symbols[..i].contains(&c) {
                return Err(format!("the symbol {} is given twice", c));
            }
        }
        let k = symbols.len();
        let mut table = vec![vec![false; k]; k];
        for pair in forbid.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let chars: Vec<char> = pair.chars().collect();
            let index = |c: char| symbols.iter().position(|&s| s == c);
            match chars[..] {
                [x, y] => match (index(x), index(y)) {
                    (Some(i), Some(j)) => {
                        table[i][j] = true;
                        table[j][i] = true;
                    }
                    _ => {
                        return Err(format!(
                            "--forbid: `{}` names a symbol not in {}",
                            text::quote(pair),
                            symbols.iter().collect::<String>()
                        ))
                    }
                },
                _ => {
                    return Err(format!(
                        "--forbid: `{}` is not a pair of two symbols, such as SS",
                        text::quote(pair)
                    ))
                }
            }
        }
        // A wall (0) is beside anything; symbols x, y (from 1) unless forbidden.
        let game = grundy::segments::Segments::new(k as u8, |x, y| {
            x == 0 || y == 0 || !table[usize::from(x) - 1][usize::from(y) - 1]
        });
        Ok(Segments {
            symbols,
            forbid: table,
            game,
        })
    }

    /// The end types: 0 a wall, `i + 1` the symbol `i`.
    fn ends(&self) -> usize {
        self.symbols.len() + 1
    }

    fn end_name(&self, e: usize) -> char {
        if e == 0 {
            '|'
        } else {
            self.symbols[e - 1]
        }
    }

    /// The steps to compute `len` values of every pair of ends.
    fn work(&self, len: usize) -> u64 {
        let e = self.ends() as u64;
        (len as u64)
            .saturating_mul(len as u64)
            .saturating_mul(e * e * self.symbols.len() as u64)
            / 2
    }

    /// `g[a][b][n]` for every pair of ends and `n < len`, by the library's
    /// [`grundy::segments::Segments`] (the symbol `i` is its symbol `i + 1`,
    /// a wall its end type 0), extended from the lengths already computed.
    pub fn values(&mut self, len: usize) -> Vec<Vec<Vec<u32>>> {
        self.game.extend(len);
        let e = self.ends() as u8;
        (0..e)
            .map(|a| {
                (0..e)
                    .map(|b| {
                        let mut row = self.game.table(a, b);
                        row.truncate(len);
                        // u32 as the explorer's other tables: a value is at
                        // most the number of a segment's moves.
                        row.into_iter()
                            .map(|v| u32::try_from(v).expect("a value below 2^32"))
                            .collect()
                    })
                    .collect()
            })
            .collect()
    }
}

/// The period common to every pair of ends: the least `p` (then the least
/// pre-period `s`) with `g(n + p) = g(n)` for every `n >= s` computed and
/// every pair, seen at least twice; proven when the values reach
/// `2 max(s, 1) + 2 p` (the module's theorem).
fn period(g: &[Vec<Vec<u32>>]) -> Option<Period> {
    let len = g[0][0].len();
    let rows: Vec<&Vec<u32>> = g.iter().flatten().collect();
    // The values of every pair of ends, by length.
    let by_len: Vec<Vec<u32>> = (0..len)
        .map(|n| rows.iter().map(|r| r[n]).collect())
        .collect();
    let (pre, p) = least_period_where(&by_len, |pre, p| pre + 2 * p <= len)?;
    let proven = 2 * pre.max(1) + 2 * p < len;
    Some(Period {
        pre,
        period: p,
        saltus: 0,
        evidence: if proven {
            Evidence::Proven(Theorem::Segments)
        } else {
            Evidence::Observed { up_to: len }
        },
    })
}

/// `grundy sequence segment`.
pub fn sequence(game: &Game) -> Result<String, Failure> {
    let Game::Segment {
        symbols,
        forbid,
        options,
    } = game
    else {
        return Err(Failure::Usage("not a segment game".to_string()));
    };
    let mut rules = Segments::parse(symbols, forbid).map_err(Failure::Usage)?;
    if options.raw {
        return Err(Failure::Usage(
            "--raw prints one sequence; a segment game prints one row per pair of ends".to_string(),
        ));
    }
    let vars = ["n", "a", "b"];
    let check = match &options.check {
        Some(t) => Some(parse_expr("--check", t, &vars)?),
        None => None,
    };
    let check_lost = match &options.check_lost {
        Some(t) => Some(parse_expr("--check-lost", t, &vars)?),
        None => None,
    };
    let most = (1..=PERIOD_LEN)
        .rev()
        .find(|&l| rules.work(l) <= WORK)
        .unwrap_or(1);
    let fixed = options.len.map(|l| l as usize);
    if let Some(len) = fixed {
        if len > most {
            return Err(Failure::Usage(format!(
                "--len {} would take about {} steps with {} symbols, above the bound of {}: at \
                 most --len {}",
                len,
                grouped(rules.work(len)),
                rules.symbols.len(),
                grouped(WORK),
                most
            )));
        }
    }
    let (g, found) = match fixed {
        Some(len) => {
            let g = rules.values(len);
            let p = period(&g);
            (g, p)
        }
        None if options.period || options.guess || options.guess_lost => {
            let mut len = 64.min(most);
            loop {
                let g = rules.values(len);
                let p = period(&g);
                if p.is_some_and(|p| p.is_proven()) || len == most {
                    break (g, p);
                }
                len = (2 * len).min(most);
            }
        }
        None => (rules.values(DEFAULT_LEN.min(most)), None),
    };
    let len = g[0][0].len();
    let e = rules.ends();
    let names: String = rules.symbols.iter().collect();
    let pairs: Vec<String> = (0..rules.symbols.len())
        .flat_map(|i| (i..rules.symbols.len()).map(move |j| (i, j)))
        .filter(|&(i, j)| rules.forbid[i][j])
        .map(|(i, j)| format!("{}{}", rules.symbols[i], rules.symbols[j]))
        .collect();
    let mut out = format!(
        "segments of {}, forbidden next to each other: {}; g(a, n, b) is the Grundy value of n \
         empty cells between ends a and b (| a wall), n = 0..={}\n",
        names,
        if pairs.is_empty() {
            "none".to_string()
        } else {
            pairs.join(", ")
        },
        len - 1
    );
    // The pairs of ends, each once (a row and its mirror are equal).
    let shown: Vec<(usize, usize)> = (0..e).flat_map(|a| (a..e).map(move |b| (a, b))).collect();
    if !options.quiet {
        for &(a, b) in &shown {
            let row: Vec<String> = g[a][b].iter().map(u32::to_string).collect();
            let _ = writeln!(
                out,
                "{} n {}: {}",
                rules.end_name(a),
                rules.end_name(b),
                row.join(" ")
            );
        }
    }
    if options.period {
        out += &match &found {
            Some(p) if p.is_proven() => format!(
                "period: (pre-period, period) = ({}, {}) for every pair of ends, proven from the \
                 {} values computed by the periodicity theorem of segments: they repeat for \
                 n = {}..={}, which implies every n >= {}\n",
                p.pre,
                p.period,
                len,
                p.pre.max(1),
                2 * p.pre.max(1) + p.period,
                p.pre.max(1)
            ),
            Some(p) => format!(
                "period: (pre-period, period) = ({}, {}) for every pair of ends, observed in the \
                 {} values computed, not proven (the proof needs them to n = {})\n",
                p.pre,
                p.period,
                len,
                2 * p.pre.max(1) + 2 * p.period
            ),
            None => format!("period: none seen twice in the {} values computed\n", len),
        };
    }
    let mut stack = Vec::new();
    for (expr, lost) in [(&check, false), (&check_lost, true)] {
        let Some(expr) = expr else { continue };
        let flag = if lost { "--check-lost" } else { "--check" };
        let mut wrong = Vec::new();
        let mut count = 0usize;
        for &(a, b) in &shown {
            for (n, &value) in g[a][b].iter().enumerate() {
                let at = [n as i64, a as i64, b as i64];
                let v = eval_at(flag, expr, &mut stack, &vars, &at)?;
                let differs = if lost {
                    (v != 0) != (value == 0)
                } else {
                    v != i64::from(value)
                };
                if differs {
                    count += 1;
                    if wrong.len() < SHOWN_DIFFERENCES {
                        wrong.push(format!(
                            "  ({} n {}) n = {}: g = {}, {} = {}\n",
                            rules.end_name(a),
                            rules.end_name(b),
                            n,
                            value,
                            if lost { "EXPR != 0" } else { "EXPR" },
                            if lost { i64::from(v != 0) } else { v }
                        ));
                    }
                }
            }
        }
        let _ = write!(
            out,
            "{}: {} differences in {} values (a, b: 0 a wall, i the i-th symbol){}",
            flag.trim_start_matches('-'),
            count,
            len * shown.len(),
            if count == 0 {
                "\n".to_string()
            } else {
                first_few(count)
            }
        );
        out.extend(wrong);
    }
    if options.guess || options.guess_lost {
        return crate::guessing::append(out, options, |ask| {
            let mut text = String::new();
            let mut found_all = true;
            for &(a, b) in &shown {
                let report = grundy_guess::sequence(&g[a][b], found.as_ref(), ask);
                found_all &= report.found;
                let _ = writeln!(text, "{} n {}:", rules.end_name(a), rules.end_name(b));
                for line in report.text.lines() {
                    let _ = writeln!(text, "  {}", line);
                }
            }
            grundy_guess::Report {
                text,
                found: found_all,
            }
        });
    }
    Ok(out)
}
