//! `grundy sequence`: the values of a one-pile game, its period (proven by a
//! theorem where one applies, else observed), `--check` and `--check-lost`.

use crate::cli::{self, Game, DEFAULT_LEN};
use crate::expr::Expr;
use crate::rule::{Rule, RuleError};
use crate::{eval_at, first_few, grouped, parse_expr, parse_failure, text, Failure};
use crate::{SHOWN_DIFFERENCES, WORK_BOUND};
use grundy::heap::{heap_table, outcomes, Play};
use grundy::octal::certify::GuySmithWatch;
use grundy::octal::sparse::OctalValues;
use grundy::octal::{guy_smith_period, OctalGame};
use grundy::period::{observed_period, window_period, Evidence, Period, Theorem};
use grundy::subtraction::{fibonacci_table, subtraction_period_within, subtraction_table};
use itertools::Itertools;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// Without --len, at most this many values are printed.
const PRINT_CAP: usize = 1000;

/// The work an octal game's period search may take (`--period` without
/// `--len`), in [`OctalValues::work`] steps (an option inserted, by the
/// sparse space or the direct loop): about a minute in release here,
/// enough for the proofs of 0.376 and 0.354 (about 1.4 * 10^10 and 10^10).
const OCTAL_PERIOD_WORK: u64 = 20_000_000_000;
/// At most this many values of an octal game's period search: 2 bytes each
/// while computed (0.354's proof needs 20,126,195).
const OCTAL_PERIOD_LEN: usize = 1 << 26;

/// Steps to compute `len` values of `game`, from the library's documented
/// complexity; a split (two loads, an XOR and an insertion, about len² / 4
/// of them per splitting digit) counts as two steps, as measured against a
/// move of the rook's table.
fn sequence_work(game: &Game, len: u64) -> u64 {
    match game {
        Game::Subtraction { moves, .. } => len.saturating_mul(moves.0.len() as u64),
        // About log_phi(len) Fibonacci numbers below each pile.
        Game::Fibonacci { .. } => len.saturating_mul(45),
        Game::Octal { code, .. } => {
            let t = code.max_removal() as u64;
            let splitting = (0..=code.max_removal())
                .filter(|&k| code.digit(k) & 4 != 0)
                .count() as u64;
            len.saturating_mul(t + 1)
                .saturating_add(splitting.saturating_mul(len.saturating_mul(len) / 2))
        }
        // Counted while the rule runs (see heap_values).
        Game::Heap { .. } => 0,
    }
}

/// What one more value of `game` costs, in words, for the refusal message.
fn work_per_value(game: &Game) -> String {
    match game {
        Game::Subtraction { moves, .. } => format!("{} steps a value", moves.0.len()),
        Game::Fibonacci { .. } => "about 45 steps a value".to_string(),
        Game::Octal { code, .. } => {
            let splitting = (0..=code.max_removal())
                .filter(|&k| code.digit(k) & 4 != 0)
                .count();
            if splitting == 0 {
                format!(
                    "{} steps a value, one per digit of the code",
                    code.max_removal() + 1
                )
            } else {
                format!(
                    "{} digits a value, and n / 2 splits of a heap of n, two steps each, \
                     for each of its {} splitting digits",
                    code.max_removal() + 1,
                    splitting
                )
            }
        }
        Game::Heap { .. } => "the steps of the rule".to_string(),
    }
}

/// Whether `len` values of `game` fit in [`WORK_BOUND`], and so do the
/// checks, `check_cost` steps a value (each part bounded on its own).
fn fits(game: &Game, len: u64, check_cost: u64) -> bool {
    sequence_work(game, len) <= WORK_BOUND && len.saturating_mul(check_cost) <= WORK_BOUND
}

/// The most values of `game` within [`WORK_BOUND`] (and [`cli::LEN_CAP`]).
fn max_len(game: &Game, check_cost: u64) -> u64 {
    let (mut lo, mut hi) = (1u64, cli::LEN_CAP as u64);
    if fits(game, hi, check_cost) {
        return hi;
    }
    // The work of lo is within the bound or lo == 1; that of hi is not.
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if fits(game, mid, check_cost) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

/// The steps a heap rule may take: [`WORK_BOUND`], or less where the
/// environment variable `GRUNDY_WORK_BOUND` says so (the tests reach the
/// bound in a short time that way; it cannot be raised).
fn heap_bound() -> u64 {
    std::env::var("GRUNDY_WORK_BOUND")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .map_or(WORK_BOUND, |v| v.min(WORK_BOUND))
}

/// What a heap game adds to the others: its parsed rule and the play.
pub struct Heap<'a> {
    rule: &'a Rule,
    misere: bool,
}

pub fn sequence(game: &Game) -> Result<String, Failure> {
    let options = game.options();
    let rule = match game {
        Game::Heap { rule, .. } => {
            Some(Rule::parse(rule).map_err(|e| parse_failure("heap rule", rule, &e))?)
        }
        _ => None,
    };
    let heap = match (game, &rule) {
        (Game::Heap { misere, .. }, Some(rule)) => Some(Heap {
            rule,
            misere: *misere,
        }),
        _ => None,
    };
    // Read the expressions before the work, so that a typo fails at once.
    let check = match &options.check {
        Some(text) => Some(parse_expr("--check", text, &["n"])?),
        None => None,
    };
    let check_lost = match &options.check_lost {
        Some(text) => Some(parse_expr("--check-lost", text, &["n"])?),
        None => None,
    };
    let check_cost = check
        .iter()
        .chain(&check_lost)
        .map(Expr::cost)
        .fold(0u64, u64::saturating_add);
    let cap = max_len(game, check_cost) as usize;
    if let Some(len) = options.len {
        if len as usize > cap {
            let (work, per_value) = if sequence_work(game, len) > WORK_BOUND {
                (sequence_work(game, len), work_per_value(game))
            } else {
                (
                    len.saturating_mul(check_cost),
                    format!(
                        "{} steps a value for the expressions of the checks",
                        grouped(check_cost)
                    ),
                )
            };
            return Err(Failure::Usage(format!(
                "--len {} would take about {} steps ({}), above the bound of {} \
                 (a few seconds): at most --len {}",
                len,
                grouped(work),
                per_value,
                grouped(WORK_BOUND),
                cap
            )));
        }
    }
    let bound = heap_bound();
    let len = options.len.map(|len| len as usize);
    let (g, proven) = match (options.period, len) {
        (true, None) => values_until_proven(game, heap.as_ref(), cap, bound)?,
        (period, len) => {
            let g = values(
                game,
                heap.as_ref(),
                len.unwrap_or(DEFAULT_LEN).min(cap),
                bound,
            )?;
            let proven = if period {
                prove(game, heap.as_ref(), &g)
            } else {
                None
            };
            (g, proven)
        }
    };
    if options.raw {
        return Ok(g.iter().map(|v| format!("{}\n", v)).collect());
    }
    let title = match game {
        Game::Subtraction { moves, .. } => format!(
            "subtraction game {{{}}}: g(n) is the Grundy value of a pile of n stones",
            moves.0.iter().join(", ")
        ),
        Game::Fibonacci { .. } => "Fibonacci game (remove 1, 2, 3, 5, 8, ... stones): g(n) is \
             the Grundy value of a pile of n stones"
            .to_string(),
        Game::Octal { code, .. } => format!(
            "octal game {}: g(n) is the Grundy value of one heap of n tokens",
            code
        ),
        Game::Heap { rule, misere, .. } => {
            if *misere {
                format!(
                    "heap rule `{}` under misère play (the last move loses): g(n) is 1 if the \
                     player to move wins a heap of n, 0 if they lose",
                    text::quote(rule)
                )
            } else {
                format!(
                    "heap rule `{}`: g(n) is the Grundy value of one heap of n",
                    text::quote(rule)
                )
            }
        }
    };
    // Values the period search computed beyond what anyone reads are not
    // printed; --len prints any number.
    let shown = if len.is_none() {
        g.len().min(PRINT_CAP)
    } else {
        g.len()
    };
    let mut out = format!("{}, n = 0..={}\n", title, shown - 1);
    if !options.quiet {
        out += &text::sequence(&g[..shown], options.cols as usize);
    }
    if shown < g.len() && !options.quiet {
        let _ = writeln!(
            out,
            "(the first {} of the {} values computed; --len {} prints them all)",
            shown,
            g.len(),
            g.len()
        );
    }
    if options.period {
        out += &period_report(game, &g, proven, len.is_some());
    }
    let mut stack = Vec::new();
    if let Some(expr) = check {
        out += &check_sequence(&g, &expr, &mut stack)?;
    }
    if let Some(expr) = check_lost {
        out += &check_lost_sequence(&g, &expr, &mut stack)?;
    }
    Ok(out)
}

/// `g(0..len)` of `game`; a heap rule's within `bound` steps.
fn values(game: &Game, heap: Option<&Heap>, len: usize, bound: u64) -> Result<Vec<u32>, Failure> {
    Ok(match game {
        Game::Subtraction { moves, .. } => widen(&subtraction_table(&moves.0, len - 1)),
        Game::Fibonacci { .. } => widen(&fibonacci_table(len - 1)),
        Game::Octal { code, .. } => {
            let mut values = OctalValues::new(code);
            values.extend_to(len);
            widen16(values.values())
        }
        Game::Heap { .. } => {
            let heap = heap.expect("a heap game has its rule");
            heap_values(heap, len, bound).map_err(|e| match e {
                RuleError::Bound { n } => Failure::Usage(format!(
                    "the heap rule took more than {} steps (expression steps, loop turns and \
                     heaps) by n = {}: {}",
                    grouped(bound),
                    n,
                    if n <= 1 {
                        "even n = 1 is too much".to_string()
                    } else {
                        format!("at most --len {}", n)
                    }
                )),
                RuleError::Message(m) => Failure::Run(m),
            })?
        }
    })
}

/// The values of a heap rule for `n < len` (misère: 1 for a won heap, 0 for
/// a lost one), by the library's builders, within `bound` steps.
fn heap_values(heap: &Heap, len: usize, bound: u64) -> Result<Vec<u32>, RuleError> {
    let mut work = 0;
    let mut failed: Option<RuleError> = None;
    let misere = heap.misere;
    let rule = |n: usize, push: &mut dyn FnMut(&[usize])| {
        if failed.is_some() {
            return; // the rest is not read
        }
        let mut split: Option<Vec<usize>> = None;
        let result = heap.rule.options(n, &mut work, bound, &mut |heaps| {
            if misere && heaps.len() > 1 {
                split.get_or_insert_with(|| heaps.to_vec());
            } else {
                push(heaps);
            }
        });
        failed = match (result, split) {
            (Err(e), _) => Some(e),
            (Ok(()), Some(heaps)) => Some(RuleError::Message(format!(
                "--misere takes rules without splits (a sum's misère outcome is not a \
                 function of its heaps'), but at n = {} an option leaves the heaps {}",
                n,
                heaps.iter().join(", ")
            ))),
            (Ok(()), None) => None,
        };
    };
    let g = if misere {
        outcomes(len, Play::Misere, rule)
            .into_iter()
            .map(u32::from)
            .collect()
    } else {
        heap_table(len, rule)
    };
    match failed {
        Some(e) => Err(e),
        None => Ok(g),
    }
}

/// The period that the values `g` prove for `game`, if a theorem applies:
/// a subtraction game's values are a recurrence on a window of its largest
/// move; an octal game has the Guy-Smith theorem; the Fibonacci game has
/// neither (its move set is infinite).
fn prove(game: &Game, heap: Option<&Heap>, g: &[u32]) -> Option<Period> {
    match game {
        Game::Subtraction { moves, .. } => {
            window_period(g, moves.0.iter().copied().max().unwrap_or(0))
        }
        Game::Fibonacci { .. } => None,
        Game::Octal { code, .. } => guy_smith_period(code, g),
        Game::Heap { .. } => window_period(g, heap?.rule.window()?),
    }
}

/// As many values as the proof of a period needs, within `cap`: the
/// subtraction game by the library's own search, the others 64 values, then
/// twice as many, until a period is proven or `cap` values prove none. A
/// heap rule with no fixed window gets [`PRINT_CAP`] values to observe, and
/// any heap rule stops where its work bound stops it.
fn values_until_proven(
    game: &Game,
    heap: Option<&Heap>,
    cap: usize,
    bound: u64,
) -> Result<(Vec<u32>, Option<Period>), Failure> {
    Ok(match game {
        Game::Subtraction { moves, .. } => match subtraction_period_within(&moves.0, cap) {
            Some((g, period)) => (widen(&g), Some(period)),
            None => (values(game, heap, cap, bound)?, None),
        },
        Game::Fibonacci { .. } => (values(game, heap, DEFAULT_LEN.min(cap), bound)?, None),
        Game::Octal { code, .. } => {
            let (g, proven) = octal_until_proven(code);
            (widen16(&g), proven)
        }
        Game::Heap { .. } => {
            let heap = heap.expect("a heap game has its rule");
            let last = if heap.rule.window().is_some() {
                cap
            } else {
                PRINT_CAP.min(cap)
            };
            let mut len = 64.min(last);
            loop {
                let (g, stopped) = match heap_values(heap, len, bound) {
                    Ok(g) => (g, false),
                    // The values before n took less than the bound.
                    Err(RuleError::Bound { n }) if n > 1 => {
                        (values(game, Some(heap), n, bound)?, true)
                    }
                    Err(_) => return values(game, Some(heap), len, bound).map(|g| (g, None)),
                };
                let proven = prove(game, Some(heap), &g);
                if proven.is_some() || len == last || stopped {
                    return Ok((g, proven));
                }
                len = (2 * len).min(last);
            }
        }
    })
}

/// An octal game's values until they prove a period by the Guy-Smith theorem
/// (checked as each value comes: the first length that proves one, see
/// [`GuySmithWatch`]), or until [`OCTAL_PERIOD_WORK`] steps or
/// [`OCTAL_PERIOD_LEN`] values, whatever `--len`'s bound says: the sparse
/// space makes most values far cheaper than the direct loop's estimate. A
/// search longer than a second shows its progress on stderr (drawn on a
/// terminal only), erased at the end.
fn octal_until_proven(code: &OctalGame) -> (Vec<u16>, Option<Period>) {
    let mut values = OctalValues::new(code);
    let mut watch = GuySmithWatch::new(code);
    let start = Instant::now();
    let mut bar: Option<indicatif::ProgressBar> = None;
    let mut proven = None;
    while values.values().len() < OCTAL_PERIOD_LEN && values.work() <= OCTAL_PERIOD_WORK {
        values.push();
        if let Some(period) = watch.observe(values.values()) {
            proven = Some(period);
            break;
        }
        if values.values().len().is_multiple_of(4096) {
            progress(&mut bar, start, values.values().len(), values.work());
        }
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    (values.into_values(), proven)
}

/// Draws (from a second on) or updates the progress line of
/// [`octal_until_proven`].
fn progress(bar: &mut Option<indicatif::ProgressBar>, start: Instant, len: usize, work: u64) {
    if bar.is_none() {
        if start.elapsed() < Duration::from_secs(1) {
            return;
        }
        let b = indicatif::ProgressBar::with_draw_target(
            Some(OCTAL_PERIOD_WORK),
            indicatif::ProgressDrawTarget::stderr_with_hz(4),
        );
        if let Ok(style) = indicatif::ProgressStyle::with_template(
            "{elapsed:>4} [{bar:30}] {percent:>3}% of the work bound: {msg}",
        ) {
            b.set_style(style.progress_chars("=> "));
        }
        *bar = Some(b);
    }
    if let Some(b) = bar {
        b.set_position(work.min(OCTAL_PERIOD_WORK));
        b.set_message(format!(
            "{} values, no period proven yet",
            grouped(len as u64)
        ));
    }
}

/// The `--period` line(s): the proven period and its theorem, or that none is
/// proven and what the values show (observed, with saltus where there is one).
fn period_report(game: &Game, g: &[u32], proven: Option<Period>, len_given: bool) -> String {
    let len = g.len();
    if let Some(p) = proven {
        let why = match p.evidence {
            Evidence::Proven(Theorem::GuySmith) => {
                "by the Guy-Smith theorem (octal games)".to_string()
            }
            Evidence::Proven(Theorem::Segments) => {
                "by the Guy-Smith theorem for rows with typed ends".to_string()
            }
            Evidence::Proven(Theorem::RepeatedWindow { window }) => format!(
                "by a repeated window: each g(n) is a function of the {} values before it \
                 ({}), and the {} values from n = {} recur {} later",
                window,
                if let Game::Heap { .. } = game {
                    "every option of the rule is one heap n - c or a range n - c..n, c <= the window"
                } else {
                    "the largest move"
                },
                window,
                p.pre,
                p.period
            ),
            Evidence::Observed { .. } => unreachable!("prove() returns proven periods only"),
        };
        return format!(
            "period: (pre-period, period) = ({}, {}): g(n + {}) = g(n) for every n >= {}, \
             proven from the {} values computed {}\n",
            p.pre, p.period, p.period, p.pre, len, why
        );
    }
    let mut out = match game {
        Game::Fibonacci { .. } => "period: none proven; the move set (every Fibonacci number) \
             is infinite, so no periodicity theorem applies\n"
            .to_string(),
        Game::Heap { rule, .. } if Rule::parse(rule).map_or(true, |r| r.window().is_none()) => {
            format!(
                "period: none proven; a custom rule has no periodicity theorem here (only a \
                 rule whose options are all one heap n - c or a range n - c..n is proven, \
                 by its window), so the period is observed in the {} values computed\n",
                len
            )
        }
        _ => format!(
            "period: none proven within the {} values computed{}\n",
            len,
            if len_given {
                " (a larger --len may prove one)"
            } else {
                " (the most that the time bound allows)"
            }
        ),
    };
    match observed_period(g) {
        Some(p) => {
            let plus = if p.saltus == 0 {
                String::new()
            } else {
                format!(
                    " {} {}",
                    if p.saltus > 0 { '+' } else { '-' },
                    p.saltus.abs()
                )
            };
            let _ = writeln!(
                out,
                "observed: g(n + {p}) = g(n){plus} for {e} <= n < {end} (pre-period {e}, \
                 period {p}, saltus {s}): seen in these {len} values only, not proven",
                p = p.period,
                plus = plus,
                e = p.pre,
                end = len - p.period,
                s = p.saltus,
                len = len
            );
        }
        None => out += "observed: no period shows in these values\n",
    }
    out
}

/// The `--check 'EXPR'` report of a sequence.
fn check_sequence(g: &[u32], expr: &Expr, stack: &mut Vec<i64>) -> Result<String, Failure> {
    let mut count = 0;
    let mut shown = String::new();
    for (n, &v) in g.iter().enumerate() {
        let want = eval_at("--check", expr, stack, &["n"], &[n as i64])?;
        if want != i64::from(v) {
            if count < SHOWN_DIFFERENCES {
                let _ = writeln!(shown, "  n = {}: g(n) = {}, expression {}", n, v, want);
            }
            count += 1;
        }
    }
    Ok(format!(
        "check: {} of {} values differ from `{}`{}{}",
        count,
        g.len(),
        expr,
        first_few(count),
        shown
    ))
}

/// The `--check-lost 'EXPR'` report of a sequence: where EXPR (true when
/// not 0) is not exactly `g(n) == 0`.
fn check_lost_sequence(g: &[u32], expr: &Expr, stack: &mut Vec<i64>) -> Result<String, Failure> {
    let mut count = 0;
    let mut shown = String::new();
    for (n, &v) in g.iter().enumerate() {
        let says_lost = eval_at("--check-lost", expr, stack, &["n"], &[n as i64])? != 0;
        if says_lost != (v == 0) {
            if count < SHOWN_DIFFERENCES {
                let _ = writeln!(
                    shown,
                    "  n = {}: g(n) = {} ({}), expression {}",
                    n,
                    v,
                    if v == 0 { "lost" } else { "won" },
                    if says_lost { "true" } else { "false" }
                );
            }
            count += 1;
        }
    }
    Ok(format!(
        "check-lost: {} of {} values differ from `{}` being true exactly where g(n) = 0 \
         (the lost positions){}{}",
        count,
        g.len(),
        expr,
        first_few(count),
        shown
    ))
}

fn widen16(values: &[u16]) -> Vec<u32> {
    values.iter().map(|&v| u32::from(v)).collect()
}

fn widen(values: &[u8]) -> Vec<u32> {
    values.iter().map(|&v| u32::from(v)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fibonacci() -> Game {
        Game::Fibonacci {
            options: cli::SequenceOptions {
                len: None,
                period: true,
                cols: 10,
                quiet: false,
                check: None,
                check_lost: None,
                raw: false,
            },
        }
    }

    #[test]
    fn an_observed_period_reports_its_saltus() {
        // Lasker's Nim's values, by hand: 0 1 2 4 3 5 6 8 7 ..., so
        // g(n + 4) = g(n) + 4 from n = 1.
        let g: Vec<u32> = (0..40)
            .map(|n| match n % 4 {
                _ if n == 0 => 0,
                0 => n - 1,
                3 => n + 1,
                _ => n,
            })
            .collect();
        assert_eq!(&g[..9], &[0, 1, 2, 4, 3, 5, 6, 8, 7]);
        let report = period_report(&fibonacci(), &g, None, true);
        assert!(
            report.contains("observed: g(n + 4) = g(n) + 4 for 1 <= n < 36"),
            "{report}"
        );
        assert!(report.contains("saltus 4"), "{report}");
        assert!(report.contains("not proven"), "{report}");
    }

    #[test]
    fn grouped_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(1_331_833_500), "1,331,833,500");
    }
}
