//! `grundy`: print Grundy tables and sequences, guess a formula, check it.
//! Not a judged binary; see `grundy --help`.
//!
//! Every value comes from the library's builders (`Piece::table` and
//! `board::grundy_table` for custom pieces, `subtraction_table`,
//! `fibonacci_table`, `OctalGame::table`), every period from
//! [`grundy::period`] (proven by a theorem where one applies, else observed)
//! and every winning move from [`grundy::game`]. [`cli`] declares the command
//! line for clap, [`table`] and [`sequence`] call the library and write the
//! reports, and this file runs them: everything stdout gets is written at the
//! end, so that an error leaves stdout empty, and a failed write is an error.
//!
//! Rules written on the command line: [`rule`] reads heap, coin-turning
//! ([`coins`]) and two-parameter rules ([`table_rule`]), [`misere`] searches
//! the sums a misère split leaves, [`param`] sweeps a rule's constant,
//! [`segment`] values segments with typed ends, [`partizan`] values partizan
//! games (Left's and Right's rules) as canonical forms.
//! [`expr`] is the expression language, its functions in [`builtin`], and
//! [`guess`] finds formulas in it. A guess that finds none exits with 3.

mod builtin;
mod cli;
mod coins;
mod expr;
#[cfg(test)]
mod fuzz_tests;
mod guess;
mod longrun;
#[path = "../../manifest.rs"]
mod manifest;
mod misere;
mod new;
mod param;
mod partizan;
mod piece;
#[path = "../../quote.rs"]
mod quote;
mod rule;
mod segment;
mod sequence;
mod svg;
mod table;
mod table_rule;
mod text;

use clap::Parser as _;
use cli::{Cli, Command};
use expr::Expr;
use itertools::Itertools;
use std::io::Write as _;

/// How the process ends badly: the command line is refused (exit 2, nothing
/// done) or the work fails (exit 1), either way one line on stderr; or the
/// work stopped short (a time budget, Ctrl-C): what was computed on stdout,
/// why it stopped on stderr, and the exit status `code`.
pub enum Failure {
    Usage(String),
    Run(String),
    /// `--guess` found no formula within its budget: the report (on stdout,
    /// saying so) and exit status 3.
    NoFormula(String),
    Partial {
        out: String,
        message: String,
        code: i32,
    },
}

/// The work a command may take, in the library's inner steps (a move into a
/// mex set, or a split's XOR): about 4 s of CPU in release (the rook's
/// 1000 x 1000 table, 10^9 moves). More is refused with the largest size
/// that fits.
pub const WORK_BOUND: u64 = 1_000_000_000;

/// At most this many differing cells or indices are listed by `--check`.
pub const SHOWN_DIFFERENCES: usize = 10;

fn main() {
    let (code, out) = match Cli::try_parse() {
        Ok(cli) => match run(cli.command) {
            Ok(out) => (0, out),
            Err(Failure::Usage(message)) => fail(2, &message),
            Err(Failure::Run(message)) => fail(1, &message),
            Err(Failure::NoFormula(out)) => (3, out),
            Err(Failure::Partial { out, message, code }) => {
                let _ = writeln!(std::io::stderr(), "grundy: {}", text::one_line(&message));
                (code, out)
            }
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

/// Writes `error: message` on stderr, as one line, and exits with `code`;
/// when even stderr cannot be written (a full disk), nothing, and the exit
/// code still tells.
fn fail(code: i32, message: &str) -> ! {
    let _ = writeln!(std::io::stderr(), "error: {}", text::one_line(message));
    std::process::exit(code);
}

/// Carries out `command`; returns everything stdout gets, so that on an
/// error nothing has been printed.
fn run(command: Command) -> Result<String, Failure> {
    match command {
        Command::Table(args) => match &args.param {
            Some(spec) if args.piece == cli::PieceName::Rule => param::table(&args, spec),
            Some(_) => Err(Failure::Usage(
                "--param sweeps a constant of a rule: `table rule` or `sequence heap`".to_string(),
            )),
            None => table::table(args),
        },
        Command::Sequence(game @ cli::Game::Segment { .. }) => match &game.options().param {
            Some(_) => Err(Failure::Usage(
                "--param sweeps a constant of a rule: `sequence heap` or `table rule`".to_string(),
            )),
            None => segment::sequence(&game),
        },
        Command::Sequence(game) => match &game.options().param {
            Some(spec) => param::sequence(&game, spec),
            None => sequence::sequence(&game),
        },
        Command::New(args) => new::new(args),
        Command::Partizan(game) => partizan::run(&game),
    }
}

/// `text` read as an expression over `vars`, for the option `flag`
/// (`--check`), or the error naming the column.
pub fn parse_expr(flag: &str, text: &str, vars: &[&str]) -> Result<Expr, Failure> {
    Expr::parse(text, vars).map_err(|e| parse_failure(flag, text, &e))
}

/// The one-line error of a parse error `e` in `text`, given with `what`
/// (`--check`): the text and the text from the column on, to find the place
/// without counting, both quoted cut.
pub fn parse_failure(what: &str, text: &str, e: &expr::ParseError) -> Failure {
    let rest: String = text.chars().skip(e.column - 1).collect();
    let at = if rest.trim().is_empty() {
        String::new()
    } else {
        format!(" (at `{}`)", text::quote(rest.trim_end()))
    };
    Failure::Usage(format!(
        "{} '{}': column {}{}: {}",
        what,
        text::quote(text),
        e.column,
        at,
        e.message
    ))
}

/// The value of `expr` at `values` (named `vars`), or the error as a
/// [`Failure`] naming the point.
pub fn eval_at(
    flag: &str,
    expr: &Expr,
    stack: &mut Vec<i64>,
    vars: &[&str],
    values: &[i64],
) -> Result<i64, Failure> {
    expr.eval_with(stack, values).map_err(|e| {
        let at = vars
            .iter()
            .zip(values)
            .map(|(name, v)| format!("{} = {}", name, v))
            .join(", ");
        Failure::Run(format!(
            "{} '{}' has no value at {}: column {}: {}",
            flag,
            text::quote(&expr.to_string()),
            at,
            e.column,
            e.message
        ))
    })
}

/// `\n`, or `; the first 10, in order:\n` when more are not listed.
pub fn first_few(count: usize) -> String {
    match count {
        0 => "\n".to_string(),
        c if c <= SHOWN_DIFFERENCES => ":\n".to_string(),
        _ => format!("; the first {}:\n", SHOWN_DIFFERENCES),
    }
}

pub use quote::grouped;
