//! `grundy sequence`: the values of a one-pile game, its period (proven by a
//! theorem where one applies, else observed) and `--check`.

use crate::cli::{self, Game, DEFAULT_LEN};
use crate::expr::Expr;
use crate::{eval_at, first_few, grouped, parse_expr, text, Failure};
use crate::{SHOWN_DIFFERENCES, WORK_BOUND};
use grundy::octal::certify::GuySmithWatch;
use grundy::octal::sparse::OctalValues;
use grundy::octal::{guy_smith_period, OctalGame};
use grundy::period::{
    observed_period, subtraction_period_within, window_period, Evidence, Period, Theorem,
};
use grundy::subtraction::{fibonacci_table, subtraction_table};
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
/// At most this many values of an octal game's period search: 2 bytes each,
/// 128 MiB (0.354's proof needs 20,126,195).
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
    }
}

/// The most values of `game` within [`WORK_BOUND`] (and [`cli::LEN_CAP`]).
fn max_len(game: &Game) -> u64 {
    let (mut lo, mut hi) = (1u64, cli::LEN_CAP as u64);
    if sequence_work(game, hi) <= WORK_BOUND {
        return hi;
    }
    // sequence_work(lo) is within the bound or lo == 1; sequence_work(hi) is not.
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if sequence_work(game, mid) <= WORK_BOUND {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

pub fn sequence(game: &Game) -> Result<String, Failure> {
    let options = game.options();
    let cap = max_len(game) as usize;
    if let Some(len) = options.len {
        if len as usize > cap {
            return Err(Failure::Usage(format!(
                "--len {} would take about {} steps ({}), above the bound of {} \
                 (a few seconds): at most --len {}",
                len,
                grouped(sequence_work(game, len)),
                work_per_value(game),
                grouped(WORK_BOUND),
                cap
            )));
        }
    }
    let check = match &options.check {
        Some(text) => Some(parse_expr(text, &["n"])?),
        None => None,
    };
    let len = options.len.map(|len| len as usize);
    if let (Game::Octal { code, .. }, true, None) = (game, options.period, len) {
        let (g, proven) = octal_until_proven(code);
        if options.raw {
            return Ok(raw(&g));
        }
        let g: Vec<u32> = g.iter().map(|&v| u32::from(v)).collect();
        return report(game, &g, proven, None, check);
    }
    let (g, proven) = match (options.period, len) {
        (true, None) => values_until_proven(game, cap),
        (period, len) => {
            let g = values(game, len.unwrap_or(DEFAULT_LEN).min(cap));
            let proven = if period { prove(game, &g) } else { None };
            (g, proven)
        }
    };
    if options.raw {
        return Ok(raw(&g));
    }
    report(game, &g, proven, len, check)
}

/// The values, one a line (`--raw`).
fn raw<T: std::fmt::Display>(g: &[T]) -> String {
    let mut out = String::with_capacity(6 * g.len());
    for v in g {
        let _ = writeln!(out, "{}", v);
    }
    out
}

/// The title, the values (at most [`PRINT_CAP`] without --len) and the
/// reports asked for.
fn report(
    game: &Game,
    g: &[u32],
    proven: Option<Period>,
    len: Option<usize>,
    check: Option<Expr>,
) -> Result<String, Failure> {
    let options = game.options();
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
        out += &period_report(game, g, proven, len.is_some());
    }
    if let Some(expr) = check {
        out += &check_sequence(g, &expr)?;
    }
    Ok(out)
}

/// `g(0..len)` of `game`.
fn values(game: &Game, len: usize) -> Vec<u32> {
    match game {
        Game::Subtraction { moves, .. } => widen(&subtraction_table(&moves.0, len - 1)),
        Game::Fibonacci { .. } => widen(&fibonacci_table(len - 1)),
        Game::Octal { code, .. } => {
            let mut values = OctalValues::new(code);
            values.extend_to(len);
            values.values().iter().map(|&v| u32::from(v)).collect()
        }
    }
}

/// The period that the values `g` prove for `game`, if a theorem applies:
/// a subtraction game's values are a recurrence on a window of its largest
/// move; an octal game has the Guy-Smith theorem; the Fibonacci game has
/// neither (its move set is infinite).
fn prove(game: &Game, g: &[u32]) -> Option<Period> {
    match game {
        Game::Subtraction { moves, .. } => {
            window_period(g, moves.0.iter().copied().max().unwrap_or(0))
        }
        Game::Fibonacci { .. } => None,
        Game::Octal { code, .. } => guy_smith_period(code, g),
    }
}

/// As many values as the proof of a period needs, within `cap`: the
/// subtraction game by the library's own search, the others 64 values, then
/// twice as many, until a period is proven or `cap` values prove none.
fn values_until_proven(game: &Game, cap: usize) -> (Vec<u32>, Option<Period>) {
    match game {
        Game::Subtraction { moves, .. } => match subtraction_period_within(&moves.0, cap) {
            Some((g, period)) => (widen(&g), Some(period)),
            None => (values(game, cap), None),
        },
        Game::Fibonacci { .. } => (values(game, DEFAULT_LEN.min(cap)), None),
        Game::Octal { .. } => {
            let mut len = 64.min(cap);
            loop {
                let g = values(game, len);
                let proven = prove(game, &g);
                if proven.is_some() || len == cap {
                    return (g, proven);
                }
                len = (2 * len).min(cap);
            }
        }
    }
}

/// An octal game's values until they prove a period by the Guy-Smith theorem
/// (checked as each value comes: the first length that proves one, see
/// [`GuySmithWatch`]), or until [`OCTAL_PERIOD_WORK`] steps or
/// [`OCTAL_PERIOD_LEN`] values. A search longer than a second shows its
/// progress on stderr (a terminal only), erased at the end.
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
            Evidence::Proven(Theorem::RepeatedWindow { window }) => format!(
                "by a repeated window: each g(n) is a function of the {} values before it \
                 (the largest move), and the {} values from n = {} recur {} later",
                window, window, p.pre, p.period
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
fn check_sequence(g: &[u32], expr: &Expr) -> Result<String, Failure> {
    let mut count = 0;
    let mut shown = String::new();
    for (n, &v) in g.iter().enumerate() {
        let want = eval_at(expr, &["n"], &[n as i64])?;
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
