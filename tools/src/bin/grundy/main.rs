//! `grundy`: print Grundy tables and sequences, guess a formula, check it.
//! Not a judged binary; see `grundy --help`.
//!
//! Every value comes from the library's builders ([`Piece::table`] and
//! [`grundy_table`](grundy::board::grundy_table) for custom pieces,
//! [`subtraction_table`], [`fibonacci_table`], [`OctalGame::table`]), every
//! period from [`grundy::period`] (proven by a theorem where one applies,
//! else observed) and every winning move from [`grundy::game`]; this file
//! reads the command line (declared in [`cli`] for clap), calls them and
//! prints.

mod cli;
mod expr;
mod piece;
mod svg;
mod text;

use clap::Parser as _;
use cli::{Cli, Command, Game, PieceName, TableArgs, DEFAULT_LEN, SVG_CAP};
use expr::Expr;
use grundy::game::{board_game, Grundy};
use grundy::octal::guy_smith_period;
use grundy::period::{
    observed_period, subtraction_period_within, window_period, Evidence, Period, Theorem,
};
use grundy::pieces::Piece;
use grundy::subtraction::{fibonacci_table, subtraction_table};
use itertools::Itertools;
use piece::{Board, Custom};
use std::fmt::Write as _;
use std::io::Write as _;

/// How the process ends badly: the command line is refused (exit 2, nothing
/// done) or the work fails (exit 1). Either way one line on stderr.
enum Failure {
    Usage(String),
    Run(String),
}

/// The work a command may take, in the library's inner steps (a move into a
/// mex set, or a split's XOR): about 4 s of CPU in release (the rook's
/// 1000 x 1000 table, 10^9 moves). More is refused with the largest size
/// that fits.
const WORK_BOUND: u64 = 1_000_000_000;

/// Without --len, at most this many values are printed.
const PRINT_CAP: usize = 1000;

/// At most this many differing cells or indices are listed by `--check`.
const SHOWN_DIFFERENCES: usize = 10;

fn main() {
    let (code, out) = match Cli::try_parse() {
        Ok(cli) => match run(cli.command) {
            Ok(out) => (0, out),
            Err(Failure::Usage(message)) => fail(2, &message),
            Err(Failure::Run(message)) => fail(1, &message),
        },
        Err(error) => match error.kind() {
            clap::error::ErrorKind::DisplayHelp
            | clap::error::ErrorKind::DisplayVersion
            | clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                (0, error.render().to_string())
            }
            _ => fail(2, &cli::one_line(&error)),
        },
    };
    // A full disk or a closed pipe is an error too: the output is lost.
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
    {
        fail(1, &format!("cannot write the output: {}", e));
    }
    std::process::exit(code);
}

/// Writes `error: message` on stderr and exits with `code`.
fn fail(code: i32, message: &str) -> ! {
    eprintln!("error: {}", message);
    std::process::exit(code);
}

/// Carries out `command`; returns everything stdout gets, so that on an
/// error nothing has been printed.
fn run(command: Command) -> Result<String, Failure> {
    match command {
        Command::Table(args) => table(args),
        Command::Sequence(game) => sequence(&game),
    }
}

fn table(args: TableArgs) -> Result<String, Failure> {
    let custom_steps = !args.leap.is_empty() || !args.slide.is_empty();
    let board = match args.piece {
        PieceName::Custom => {
            Board::Custom(Custom::new(&args.leap, &args.slide).map_err(Failure::Usage)?)
        }
        name => {
            if custom_steps {
                return Err(Failure::Usage(
                    "--leap and --slide define the moves of `table custom`, not of a built-in piece"
                        .to_string(),
                ));
            }
            let name = format!("{:?}", name).to_lowercase();
            Board::Piece(Piece::from_name(&name).expect("every PieceName but custom is a Piece"))
        }
    };
    let n = args.n;
    bound_table(&board, n)?;
    if args.svg.is_some() && n > SVG_CAP {
        return Err(Failure::Usage(format!(
            "--svg draws at most {} x {} cells, not {} x {}",
            SVG_CAP, SVG_CAP, n, n
        )));
    }
    if args.svg.as_deref() == Some(std::path::Path::new("")) {
        return Err(Failure::Usage("--svg needs a file name".to_string()));
    }
    if let Some((x, y)) = args.moves {
        if x >= n || y >= n {
            return Err(Failure::Usage(format!(
                "--moves {},{} is off the {} x {} board (coordinates 0..={})",
                x,
                y,
                n,
                n,
                n - 1
            )));
        }
        bound_memo(&board, x, y)?;
    }
    // Read the expression before the work, so that a typo fails at once.
    let check = match &args.check {
        Some(Some(text)) => Some(Some(parse_expr(text, &["x", "y"])?)),
        Some(None) => Some(None),
        None => None,
    };

    let t = board.table(n);
    let name = board.name();
    let mut out = String::new();
    if let Some((x, y)) = args.moves {
        out += &moves_report(&board, &t, x, y);
    } else {
        let _ = writeln!(
            out,
            "{}, {} x {}: t[x][y] is the Grundy value of a lone {} at (x, y); row x, column y",
            name,
            n,
            n,
            board.noun()
        );
        if !args.quiet {
            out += &text::table(&t, args.highlight);
        }
    }
    if let Some(k) = args.highlight {
        let count = t.iter().flatten().filter(|&&v| v == k).count();
        let _ = writeln!(
            out,
            "highlight: [{}] marks the {} of {} cells equal to {}",
            k,
            count,
            n * n,
            k
        );
    }
    let mut differ = Vec::new();
    match check {
        Some(Some(expr)) => {
            let (report, cells) = check_table(&t, &expr)?;
            out += &report;
            differ = cells;
        }
        Some(None) => out += &check_closed_form(&board, &t),
        None => {}
    }
    if let Some(file) = &args.svg {
        let picture = svg::heatmap(&svg::Picture {
            title: &format!("{}, {} x {}", name, n, n),
            t: &t,
            highlight: args.highlight,
            moves: args.moves.map(|(x, y)| ((x, y), board.options(x, y))),
            differ: &differ,
        });
        std::fs::write(file, picture).map_err(|e| {
            Failure::Run(format!("cannot write the SVG to {}: {}", file.display(), e))
        })?;
        let _ = writeln!(out, "svg: wrote {}", file.display());
    }
    Ok(out)
}

/// Refuses a table whose moves exceed [`WORK_BOUND`], naming the largest
/// size that fits.
fn bound_table(board: &Board, n: usize) -> Result<(), Failure> {
    let work = board.work(n, n);
    if work <= WORK_BOUND {
        return Ok(());
    }
    let fits = (1..n)
        .rev()
        .find(|&m| board.work(m, m) <= WORK_BOUND)
        .unwrap_or(0);
    Err(Failure::Usage(format!(
        "the {} x {} table of the {} has {} moves, above the bound of {} \
         (a few seconds): take N <= {}",
        n,
        n,
        board.name(),
        grouped(work),
        grouped(WORK_BOUND),
        fits
    )))
}

fn parse_expr(text: &str, vars: &[&str]) -> Result<Expr, Failure> {
    Expr::parse(text, vars).map_err(|e| {
        // The text from the column on, to find the place without counting.
        let rest: String = text.chars().skip(e.column - 1).collect();
        let at = if rest.trim().is_empty() {
            String::new()
        } else {
            format!(" (at `{}`)", rest.trim_end())
        };
        Failure::Usage(format!(
            "--check '{}': column {}{}: {}",
            text, e.column, at, e.message
        ))
    })
}

/// The value of `expr` at `values` (named `vars`), or the error as a
/// [`Failure`] naming the point.
fn eval_at(expr: &Expr, vars: &[&str], values: &[i64]) -> Result<i64, Failure> {
    expr.eval(values).map_err(|e| {
        let at = vars
            .iter()
            .zip(values)
            .map(|(name, v)| format!("{} = {}", name, v))
            .join(", ");
        Failure::Run(format!(
            "--check '{}' has no value at {}: column {}: {}",
            expr, at, e.column, e.message
        ))
    })
}

/// The `--check 'EXPR'` report of a table, and the differing cells.
fn check_table(t: &[Vec<u32>], expr: &Expr) -> Result<(String, Vec<(usize, usize)>), Failure> {
    let n = t.len();
    let mut differ = Vec::new();
    let mut shown = String::new();
    for (x, row) in t.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            let want = eval_at(expr, &["x", "y"], &[x as i64, y as i64])?;
            if want != i64::from(v) {
                if differ.len() < SHOWN_DIFFERENCES {
                    let _ = writeln!(shown, "  ({}, {}): table {}, expression {}", x, y, v, want);
                }
                differ.push((x, y));
            }
        }
    }
    let mut out = format!(
        "check: {} of {} cells differ from `{}`",
        differ.len(),
        n * n,
        expr
    );
    out += &first_few(differ.len());
    out += &shown;
    Ok((out, differ))
}

/// `\n`, or `; the first 10, in order:\n` when more are not listed.
fn first_few(count: usize) -> String {
    match count {
        0 => "\n".to_string(),
        c if c <= SHOWN_DIFFERENCES => ":\n".to_string(),
        _ => format!("; the first {}:\n", SHOWN_DIFFERENCES),
    }
}

/// The `--check` report without an expression: the library's closed form.
fn check_closed_form(board: &Board, t: &[Vec<u32>]) -> String {
    let n = t.len();
    if board.closed_form(0, 0).is_none() {
        return format!(
            "check: the {} has no closed form in the library; give yours: --check 'EXPR'\n",
            board.name()
        );
    }
    let differ: Vec<(usize, usize, u32, u64)> = (0..n)
        .cartesian_product(0..n)
        .filter_map(|(x, y)| {
            let formula = board
                .closed_form(x as u64, y as u64)
                .expect("a piece with a closed form has it everywhere");
            (u64::from(t[x][y]) != formula).then_some((x, y, t[x][y], formula))
        })
        .collect();
    let mut out = format!(
        "check: {} of {} cells differ from the {}'s closed form",
        differ.len(),
        n * n,
        board.name()
    );
    out += &first_few(differ.len());
    for (x, y, table, formula) in differ.iter().take(SHOWN_DIFFERENCES) {
        let _ = writeln!(
            out,
            "  ({}, {}): table {}, closed form {}",
            x, y, table, formula
        );
    }
    out
}

/// The moves the library's memo ([`Grundy`]) may search for `--moves`: a
/// hash lookup per move, so fewer than the table builder's [`WORK_BOUND`].
const MEMO_BOUND: u64 = 10_000_000;

/// Refuses `--moves X,Y` where the library's memo would search more than
/// [`MEMO_BOUND`] moves: those of every cell below and left of (x, y).
fn bound_memo(board: &Board, x: usize, y: usize) -> Result<(), Failure> {
    let work = board.work(x + 1, y + 1);
    if work > MEMO_BOUND {
        Err(Failure::Usage(format!(
            "--moves {},{}: the search below (x, y) meets {} moves, above the bound of {} \
             (a few seconds): take a cell nearer (0, 0)",
            x,
            y,
            grouped(work),
            grouped(MEMO_BOUND)
        )))
    } else {
        Ok(())
    }
}

/// The `--moves X,Y` report: the options of (x, y) with their values and the
/// winning ones, from the library's game search ([`Grundy`] on
/// [`board_game`]), which computes them apart from the table `t`; the two
/// must agree.
fn moves_report(board: &Board, t: &[Vec<u32>], x: usize, y: usize) -> String {
    let n = t.len();
    let mut grundy = Grundy::new(board_game(|a, b, out| board.moves(a, b, out)));
    let value = grundy.value(&(x, y));
    let mut options: Vec<((usize, usize), u64)> = grundy
        .options_with_values(&(x, y))
        .into_iter()
        .map(|(cells, v)| (cells[0], v))
        .collect();
    options.sort_unstable();
    options.dedup();
    let mut winning: Vec<(usize, usize)> = grundy
        .winning_options(&(x, y))
        .into_iter()
        .map(|cells| cells[0])
        .collect();
    winning.sort_unstable();
    winning.dedup();
    assert_eq!(
        value,
        u64::from(t[x][y]),
        "the memo and the table disagree at ({}, {})",
        x,
        y
    );
    let mut out = format!(
        "{}, {} x {}: the moves from (x, y) = ({}, {}), where t[{}][{}] = {}: {}\n",
        board.name(),
        n,
        n,
        x,
        y,
        x,
        y,
        value,
        if value == 0 {
            "the player to move loses"
        } else {
            "the player to move wins"
        }
    );
    let width = options
        .iter()
        .map(|((a, b), _)| format!("({}, {})", a, b).len())
        .max()
        .unwrap_or(0);
    for &((a, b), v) in &options {
        assert_eq!(
            v,
            u64::from(t[a][b]),
            "the memo and the table disagree at ({}, {})",
            a,
            b
        );
        let cell = format!("({}, {})", a, b);
        let _ = writeln!(
            out,
            "  to {:<w$}  value {}{}",
            cell,
            v,
            if winning.contains(&(a, b)) {
                "  winning"
            } else {
                ""
            },
            w = width
        );
    }
    let _ = writeln!(
        out,
        "winning moves: {} of {} (those to a cell of value 0, where the opponent loses){}",
        winning.len(),
        options.len(),
        if options.is_empty() {
            "; no move at all: the piece is stuck"
        } else {
            ""
        }
    );
    out
}

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

fn sequence(game: &Game) -> Result<String, Failure> {
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
    let (g, proven) = match (options.period, len) {
        (true, None) => values_until_proven(game, cap),
        (period, len) => {
            let g = values(game, len.unwrap_or(DEFAULT_LEN).min(cap));
            let proven = if period { prove(game, &g) } else { None };
            (g, proven)
        }
    };
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
        out += &period_report(game, &g, proven, len.is_some());
    }
    if let Some(expr) = check {
        out += &check_sequence(&g, &expr)?;
    }
    Ok(out)
}

/// `g(0..len)` of `game`.
fn values(game: &Game, len: usize) -> Vec<u32> {
    match game {
        Game::Subtraction { moves, .. } => widen(&subtraction_table(&moves.0, len - 1)),
        Game::Fibonacci { .. } => widen(&fibonacci_table(len - 1)),
        Game::Octal { code, .. } => code.table(len),
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

/// `1234567` as `1,234,567`.
fn grouped(v: u64) -> String {
    let digits = v.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
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
