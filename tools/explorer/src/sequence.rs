//! `grundy sequence`: the values of a one-pile game, its period (proven by a
//! theorem where one applies, else observed), `--check` and `--check-lost`.

use crate::bound::{heap_bound, WORK_BOUND};
use crate::cli::{self, Game, DEFAULT_LEN};
use crate::failure::{eval_at, parse_expr, parse_failure, Failure};
use crate::longrun::{self, End};
use crate::misere::Stop;
use crate::rule::{Rule, RuleError};
use crate::text;
use crate::text::{first_few, grouped, SHOWN_DIFFERENCES};
use grundy::heap::{heap_table, outcomes, Play};
use grundy::octal::{guy_smith_period, guy_smith_period_of};
use grundy::period::{observed_period, window_period, Evidence, Period, Theorem};
use grundy::subtraction::{fibonacci_table, subtraction_period_within, subtraction_table};
use grundy_guess::expr::Expr;
use itertools::Itertools;
use std::fmt::Write as _;
use std::time::Duration;

/// Values computed for `--guess` without `--len`.
const GUESS_LEN: usize = 1000;
/// The steps a heap rule may take for `--guess` without `--len` (about half
/// a second): fewer values where they cost more.
const GUESS_WORK: u64 = 100_000_000;

/// Without --len, at most this many values are printed.
const PRINT_CAP: usize = 1000;

/// Steps to compute `len` values of `game`, from the library's documented
/// complexity. An octal game's cost is not known before it runs (the sparse
/// space makes most values far cheaper than the direct loop's n / 2 splits
/// a splitting digit): it runs under a time budget instead (see
/// [`longrun`]).
fn sequence_work(game: &Game, len: u64) -> u64 {
    match game {
        Game::Segment { .. } => 0,
        Game::Subtraction { moves, .. } => len.saturating_mul(moves.0.len() as u64),
        // About log_phi(len) Fibonacci numbers below each pile.
        Game::Fibonacci { .. } => len.saturating_mul(45),
        // Bounded by --time; counted while the rule runs (see heap_values).
        Game::Octal { .. } | Game::Heap { .. } => 0,
    }
}

/// What one more value of `game` costs, in words, for the refusal message.
fn work_per_value(game: &Game) -> String {
    match game {
        Game::Segment { .. } => "segments".to_string(),
        Game::Subtraction { moves, .. } => format!("{} steps a value", moves.0.len()),
        Game::Fibonacci { .. } => "about 45 steps a value".to_string(),
        Game::Octal { .. } => "bounded by --time".to_string(),
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

/// What a heap game adds to the others: its parsed rule and the play.
pub struct Heap<'a> {
    rule: &'a Rule,
    misere: bool,
}

pub fn sequence(game: &Game) -> Result<String, Failure> {
    if let Game::Segment { .. } = game {
        return crate::segment::sequence(game);
    }
    let options = game.options();
    let rule = match game {
        Game::Heap { rule, coins, .. } => Some(
            if *coins {
                Rule::parse_coins(rule)
            } else {
                Rule::parse(rule)
            }
            .map_err(|e| parse_failure("heap rule", rule, &e))?,
        ),
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
    let long = matches!(game, Game::Octal { .. });
    if !long && (options.time.is_some() || options.checkpoint.is_some() || options.resume.is_some())
    {
        return Err(Failure::Usage(
            "--time, --checkpoint and --resume are for octal games (the others are refused \
             before they start if they would take more than a few seconds)"
                .to_string(),
        ));
    }
    let bound = heap_bound();
    let len = options.len.map(|len| len as usize);
    let guessing = options.guess || options.guess_lost;
    let budget = Duration::from_secs_f64(options.time.unwrap_or(longrun::DEFAULT_TIME));
    let mut run = None;
    // A heap rule stopped by its step bound before the --len asked: why
    // (the values before it are printed, then this line, exit 3).
    let mut heap_short: Option<String> = None;
    let (g, proven) = match (options.period, len, game) {
        (period, len, Game::Octal { code, .. }) => {
            let r = longrun::octal_run(&longrun::Request {
                code,
                len: match (period, len) {
                    (true, None) => None,
                    (_, len) => Some(
                        len.unwrap_or(if guessing { GUESS_LEN } else { DEFAULT_LEN })
                            .min(cap),
                    ),
                },
                budget,
                checkpoint: options.checkpoint.clone(),
                resume: options.resume.clone(),
            })?;
            let proven = match r.proven {
                Some(p) => Some(p),
                None if (period && len.is_some()) || guessing => {
                    guy_smith_period_of(code, &r.values)
                }
                None => None,
            };
            // Only the values read are widened to u32: all of them for
            // --raw, a check, a guess or a period observed (none proven);
            // else those printed (none with --quiet). The period is checked
            // on the values as the library keeps them (1.5 bytes a value).
            let all = options.raw
                || guessing
                || check.is_some()
                || check_lost.is_some()
                || (period && proven.is_none());
            let read = match (all, options.quiet, len) {
                (true, _, _) => r.values.len(),
                (false, true, _) => 0,
                (false, false, None) => r.values.len().min(PRINT_CAP),
                (false, false, Some(_)) => r.values.len(),
            };
            let g = r.values.iter().take(read).map(u32::from).collect();
            run = Some(r);
            (g, proven)
        }
        (true, None, _) => values_until_proven(game, heap.as_ref(), cap, bound)?,
        (period, len, _) => {
            let g = match (len, guessing, heap.as_ref()) {
                // A guess of a subtraction game without --len reads the
                // values until their period is proven: a fixed 1,000 values
                // of {1, 1000} fit `n & 1`, wrong from n = 1000 on.
                (None, true, None) if matches!(game, Game::Subtraction { .. }) => {
                    let (g, _) = values_until_proven(game, None, cap, bound)?;
                    if g.len() >= GUESS_LEN.min(cap) {
                        g
                    } else {
                        values(game, None, GUESS_LEN.min(cap), bound)?
                    }
                }
                // A guess without --len takes the values the bound allows.
                (None, true, Some(heap)) => {
                    match cut(
                        heap_run(heap, GUESS_LEN.min(cap), bound.min(GUESS_WORK)),
                        bound,
                    ) {
                        Ok((g, _)) => g,
                        Err(()) => values(game, Some(heap), GUESS_LEN.min(cap), bound)?,
                    }
                }
                // A --len a bound stops: the values up to where it stopped,
                // then why (streamed, not refused before any value).
                (Some(asked), _, Some(heap)) => {
                    match cut(heap_run(heap, asked.min(cap), bound), bound) {
                        Ok((g, why)) => {
                            heap_short = why.map(|why| {
                                format!(
                                    "stopped after {} of the {} values asked: {}",
                                    g.len(),
                                    asked,
                                    why
                                )
                            });
                            g
                        }
                        Err(()) => values(game, Some(heap), asked.min(cap), bound)?,
                    }
                }
                _ => values(
                    game,
                    heap.as_ref(),
                    len.unwrap_or(if guessing { GUESS_LEN } else { DEFAULT_LEN })
                        .min(cap),
                    bound,
                )?,
            };
            let proven = if period || guessing {
                prove(game, heap.as_ref(), &g)
            } else {
                None
            };
            (g, proven)
        }
    };
    let short = run.as_ref().and_then(|r| r.why_short(budget));
    if options.raw {
        let out: String = g.iter().map(|v| format!("{}\n", v)).collect();
        if let Some(message) = heap_short {
            return Err(Failure::Partial {
                out,
                message,
                code: 3,
            });
        }
        return stopped_short(out, run.as_ref(), short, options, len);
    }
    let title = match game {
        Game::Segment { .. } => unreachable!("segment.rs writes a segment game's report"),
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
        Game::Heap {
            rule, coins: true, ..
        } => format!(
            "coin-turning rule `{}`: g(n) is the Grundy value of one head at coin n (coins 0, \
             1, 2, ...)",
            text::quote(rule)
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
    let count = run.as_ref().map_or(g.len(), |r| r.values.len());
    let shown = if len.is_none() {
        count.min(PRINT_CAP)
    } else {
        count
    };
    let mut out = format!("{}, n = 0..={}\n", title, shown - 1);
    if !options.quiet {
        out += &text::sequence(&g[..shown], options.cols as usize);
    }
    if shown < count && !options.quiet {
        let _ = writeln!(
            out,
            "(the first {} of the {} values computed; --len {} prints them all)",
            shown, count, count
        );
    }
    if let Some(r) = &run {
        if let (Some(count), Some(file)) = (r.resumed, &options.resume) {
            let _ = writeln!(
                out,
                "resumed from the {} values saved in {} (checked: the game, the checksum, \
                 and values against the move rule)",
                count,
                text::quote(&file.display().to_string())
            );
        }
    }
    if options.period {
        let why = match (&short, len.is_some(), run.as_ref().map(|r| r.end)) {
            (Some(why), _, _) => format!(" ({})", why),
            (None, true, _) => " (a larger --len may prove one)".to_string(),
            (None, false, Some(End::Cap)) => " (the cap of the period search)".to_string(),
            (None, false, _) => " (the most that the time bound allows)".to_string(),
        };
        out += &period_report(game, &g, count, proven, &why);
    }
    let mut stack = Vec::new();
    if let Some(expr) = check {
        out += &check_sequence(&g, &expr, &mut stack)?;
    }
    if let Some(expr) = check_lost {
        out += &check_lost_sequence(&g, &expr, &mut stack)?;
    }
    if let Some(message) = heap_short {
        let _ = writeln!(out, "{}", message);
        return Err(Failure::Partial {
            out,
            message,
            code: 3,
        });
    }
    if guessing {
        return crate::guessing::append(out, options, |ask| {
            grundy_guess::sequence(&g, proven.as_ref(), ask)
        });
    }
    stopped_short(out, run.as_ref(), short, options, len)
}

/// `out` as the output, or, for a `--len` not reached or any run stopped by
/// Ctrl-C (`why` it is short), the failure that prints `out` (what was
/// computed) and says on stderr why it is short (exit 3, or 130 for Ctrl-C).
fn stopped_short(
    mut out: String,
    run: Option<&longrun::Run>,
    why: Option<String>,
    options: &cli::SequenceOptions,
    len: Option<usize>,
) -> Result<String, Failure> {
    if let (Some(r), Some(why)) = (run, why) {
        let asked = match (options.period, len) {
            (true, None) => None,
            (_, len) => Some(len.unwrap_or(DEFAULT_LEN)),
        };
        if r.end == End::Interrupted || asked.is_some() {
            let message = match asked {
                Some(asked) => format!(
                    "stopped after {} of the {} values asked: {}",
                    r.values.len(),
                    asked,
                    why
                ),
                None => format!("stopped after {} values: {}", r.values.len(), why),
            };
            if !options.raw {
                let _ = writeln!(out, "{}", message);
            }
            let code = if r.end == End::Interrupted { 130 } else { 3 };
            return Err(Failure::Partial { out, message, code });
        }
    }
    Ok(out)
}

/// The values a guess of the heap rule `game` reads (`--len` of them, or
/// those the guess's bound allows, as [`sequence`] computes them) and the
/// period they prove: the rows of a `--param` sweep's joint guess.
pub fn guess_values(game: &Game) -> Result<(Vec<u32>, Option<Period>), Failure> {
    let Game::Heap {
        rule,
        coins,
        misere,
        options,
    } = game
    else {
        return Err(Failure::Usage(
            "a joint guess sweeps a heap rule".to_string(),
        ));
    };
    let rule = if *coins {
        Rule::parse_coins(rule)
    } else {
        Rule::parse(rule)
    }
    .map_err(|e| parse_failure("heap rule", rule, &e))?;
    let heap = Heap {
        rule: &rule,
        misere: *misere,
    };
    let cap = max_len(game, 0) as usize;
    let bound = heap_bound();
    let g = match options.len {
        Some(len) => values(game, Some(&heap), (len as usize).min(cap), bound)?,
        None => match cut(
            heap_run(&heap, GUESS_LEN.min(cap), bound.min(GUESS_WORK)),
            bound,
        ) {
            Ok((g, _)) => g,
            Err(()) => values(game, Some(&heap), GUESS_LEN.min(cap), bound)?,
        },
    };
    let proven = prove(game, Some(&heap), &g);
    Ok((g, proven))
}

/// `g(0..len)` of `game`; a heap rule's within `bound` steps.
fn values(game: &Game, heap: Option<&Heap>, len: usize, bound: u64) -> Result<Vec<u32>, Failure> {
    Ok(match game {
        Game::Segment { .. } => unreachable!("segment.rs values segment games"),
        Game::Subtraction { moves, .. } => narrow(&subtraction_table(&moves.0, len - 1)),
        Game::Fibonacci { .. } => narrow(&fibonacci_table(len - 1)),
        Game::Octal { .. } => unreachable!("octal games run in longrun"),
        Game::Heap { .. } => {
            let heap = heap.expect("a heap game has its rule");
            heap_values(heap, len, bound).map_err(|e| match e {
                RuleError::Bound { n, alone: true } => Failure::Usage(format!(
                    "the heap rule's options of n = {} alone take more than {} steps \
                     (expression steps, loop turns and heaps){}: bound its loops by n",
                    n,
                    grouped(bound),
                    if n > 1 {
                        format!(", so at most --len {}", n)
                    } else {
                        String::new()
                    }
                )),
                RuleError::Bound { n, .. } => Failure::Usage(format!(
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
    match heap_run(heap, len, bound) {
        (_, Some(Stop::Rule(e))) => Err(e),
        (_, Some(Stop::States { n })) => Err(RuleError::Message(format!(
            "{}: at most --len {}",
            states_why(n),
            n.max(1)
        ))),
        (g, None) => Ok(g),
    }
}

/// Why the misère search of the sums stopped at heap `n`.
fn states_why(n: usize) -> String {
    format!(
        "the misère search of the sums a split leaves valued more than {} positions by n = {}",
        grouped(crate::misere::state_cap() as u64),
        n
    )
}

/// A run of [`heap_run`] cut where a bound stopped it: the values, and
/// why they stop short of those asked (`None`: all of them). `Err` where
/// there is nothing to keep: an error of the rule, a position alone past
/// the bound, or a stop before n = 2 (the callers then refuse, with the
/// reason, through [`values`]).
fn cut(run: (Vec<u32>, Option<Stop>), bound: u64) -> Result<(Vec<u32>, Option<String>), ()> {
    let (mut g, stop) = run;
    let (n, why) = match stop {
        None => return Ok((g, None)),
        Some(Stop::Rule(RuleError::Bound { n, alone: false })) => (
            n,
            format!(
                "the heap rule took more than {} steps (expression steps, loop turns and \
                 heaps) by n = {}",
                grouped(bound),
                n
            ),
        ),
        Some(Stop::States { n }) => (n, states_why(n)),
        Some(Stop::Rule(_)) => return Err(()),
    };
    if n <= 1 || g.len() < n {
        return Err(());
    }
    g.truncate(n);
    Ok((g, Some(why)))
}

/// [`heap_values`], with the values and why they stopped: where a bound
/// stops the run at `n`, the values below `n` are right.
fn heap_run(heap: &Heap, len: usize, bound: u64) -> (Vec<u32>, Option<Stop>) {
    if heap.rule.coins() {
        let (g, stop) = crate::coins::values(heap.rule, len, bound);
        return (g, stop.map(Stop::Rule));
    }
    let mut work = 0;
    let mut failed: Option<RuleError> = None;
    let mut splits = false;
    let misere = heap.misere;
    let rule = |n: usize, push: &mut dyn FnMut(&[usize])| {
        if failed.is_some() || splits {
            return; // the rest is not read
        }
        let mut split = false;
        let result = heap.rule.options(n, &mut work, bound, &mut |heaps| {
            if misere && heaps.len() > 1 {
                split = true;
            } else {
                push(heaps);
            }
        });
        match result {
            Err(e) => failed = Some(e),
            Ok(()) => splits |= split,
        }
    };
    let g = if misere {
        outcomes(len, Play::Misere, rule)
            .into_iter()
            .map(u32::from)
            .collect()
    } else {
        narrow(&heap_table(len, rule))
    };
    if splits && failed.is_none() {
        // A sum's misère outcome is not a function of its heaps': the
        // multisets of heaps are searched (misere.rs).
        return crate::misere::outcomes(heap.rule, len, bound);
    }
    (g, failed.map(Stop::Rule))
}

/// The period that the values `g` prove for `game`, if a theorem applies:
/// a subtraction game's values are a recurrence on a window of its largest
/// move; an octal game has the Guy-Smith theorem; the Fibonacci game has
/// neither (its move set is infinite).
fn prove(game: &Game, heap: Option<&Heap>, g: &[u32]) -> Option<Period> {
    match game {
        Game::Segment { .. } => None,
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
        Game::Segment { .. } => unreachable!("segment.rs values segment games"),
        Game::Subtraction { moves, .. } => match subtraction_period_within(&moves.0, cap) {
            Some((g, period)) => (narrow(&g), Some(period)),
            None => (values(game, heap, cap, bound)?, None),
        },
        Game::Fibonacci { .. } => (values(game, heap, DEFAULT_LEN.min(cap), bound)?, None),
        Game::Octal { .. } => unreachable!("octal games run in longrun"),
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
                    Err(RuleError::Bound { n, .. }) if n > 1 => {
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

/// The `--period` line(s): the proven period and its theorem, or that none is
/// proven and what the values show (observed, with saltus where there is one).
/// `len` is the number of values computed; `g` holds them all when no
/// period is proven (the observed one is looked for in them).
fn period_report(game: &Game, g: &[u32], len: usize, proven: Option<Period>, why: &str) -> String {
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
            len, why
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

/// The library's `u64` values as the explorer's `u32` ones: a value is at
/// most the number of a position's options, far below 2^32 within the
/// explorer's bounds on length and work.
fn narrow(values: &[u64]) -> Vec<u32> {
    values
        .iter()
        .map(|&v| u32::try_from(v).expect("a value below 2^32"))
        .collect()
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
                guess: false,
                guess_lost: false,
                budget: 5.0,
                tries: grundy_guess::MAX_CANDIDATES,
                param: None,
                raw: false,
                time: None,
                checkpoint: None,
                resume: None,
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
        let report = period_report(&fibonacci(), &g, g.len(), None, "");
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
