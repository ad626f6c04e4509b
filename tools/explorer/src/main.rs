//! `grundy`: print Grundy tables and sequences, guess a formula, check it.
//! Not a judged binary; see `grundy --help`.
//!
//! Every value comes from the library's builders (`Piece::table` and
//! `board::grundy_table` for custom pieces, `subtraction_table`,
//! `fibonacci_table`, `OctalGame::table`), every period from
//! [`grundy::period`] (proven by a theorem where one applies, else observed)
//! and every winning move from [`grundy::game`]. [`cli`] declares the command
//! line for clap, and this file only dispatches: each subcommand's module
//! writes its report, and everything stdout gets is written here at the
//! end, so that an error leaves stdout empty, and a failed write is an error.
//!
//! The subcommands: [`table`] (a piece's table), [`table_rule`] (`table
//! rule`: two-parameter rules), [`sequence`] (heaps, octal codes and the
//! named games; long octal runs in [`longrun`]), [`segment`] (segments with
//! typed ends), [`param`] (`--param`: a rule's constant swept), [`partizan`]
//! (Left's and Right's rules valued as canonical forms), [`graph`] (a game
//! on a graph read from a file), [`new`] (a new problem's three files). Rules written on the command line: [`rule`]
//! reads heap rules, [`coins`] coin-turning ones, [`misere`] searches the
//! sums a misère split leaves.
//!
//! Below the subcommands, and importing none of them: [`failure`] (how a
//! command fails, and its exit status), [`bound`] (the work a command may
//! take), [`text`] (aligned output, quoting, `1,234`), [`table_report`]
//! (what both table subcommands report), [`svg`], [`piece`], and
//! [`guessing`] (`--guess` on the `grundy-guess` library: the expression
//! language and the guesser are that package's). A guess that finds none
//! exits with 3.

mod bound;
mod cli;
mod coins;
mod failure;
#[cfg(test)]
mod fuzz_tests;
mod graph;
mod guessing;
mod longrun;
mod misere;
mod new;
mod param;
mod partizan;
mod piece;
mod rule;
mod segment;
mod sequence;
mod svg;
mod table;
mod table_report;
mod table_rule;
mod text;

use clap::Parser as _;
use cli::{Cli, Command};
use failure::Failure;
use std::io::Write as _;

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
            None if args.piece == cli::PieceName::Rule => table_rule::table(&args),
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
        Command::Graph(args) => graph::run(&args),
    }
}
