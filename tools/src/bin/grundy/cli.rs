//! The command line, declared for clap: its commands, options, value types and
//! `--help` text. What clap cannot check alone (caps that depend on the game,
//! the custom piece's moves) is checked in main.rs.

use clap::{Args, Parser, Subcommand, ValueEnum};
use grundy::octal::OctalGame;
use std::path::PathBuf;

/// The largest `N` of `table`: the rook, palace and queen tables take about
/// n³ steps (10^9 at n = 1000, a few seconds) and n² values of memory.
pub const TABLE_CAP: usize = 1000;
/// The largest `N` of `table --svg`.
pub const SVG_CAP: usize = 256;
/// The largest `--len` of a sequence: O(len) memory.
pub const LEN_CAP: usize = 10_000_000;
/// Values printed by `sequence` without `--len` or `--period`.
pub const DEFAULT_LEN: usize = 60;

/// The expression language, shown by `--help` of every command (a macro, so
/// that `concat!` can put it after the examples).
macro_rules! expressions {
    () => {
        "EXPRESSIONS (--check 'EXPR'):
  Integers (i64), the variables x, y (table) or n (sequence), and, from the
  loosest to the tightest binding, as in C:
    c ? a : b       a if c is not 0, else b
    ||  &&          logical or, and (0 or 1)
    |   ^   &       bitwise or, XOR (^ is XOR, not a power), and
    ==  !=          equal, not equal (0 or 1)
    <  <=  >  >=    comparisons (0 or 1)
    <<  >>          shifts
    +  -            add, subtract
    *  /  %         multiply; divide and remainder, truncated toward zero
    -a  !a  ~a      negate, logical not, bitwise not
    min(a, b, ...)  max(a, b, ...)  abs(a)  ( )
  As in C, x & 1 == 0 means x & (1 == 0): write (x & 1) == 0. Chained
  comparisons (a < b < c) are refused. Overflow, division by zero and shifts
  outside 0..=63 stop the check with an error."
    };
}

/// Print Grundy values to look for their patterns, guess a formula and check it.
#[derive(Parser, Debug)]
#[command(
    name = "grundy",
    arg_required_else_help = true,
    after_help = concat!(
        "EXAMPLES:
  grundy table palace 12 --highlight 0 --check
  grundy table knight 20 --check 'min(x, y) % 3'
  grundy table custom 12 --leap 1,2 --leap 2,1 --leap 1,1 --svg mine.svg
  grundy table king 10 --moves 5,7
  grundy sequence octal 0.07 --period
  grundy sequence subtraction 1,3 --check 'n % 2'

",
        expressions!()
    )
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// The N x N Grundy table of one piece that moves toward (0, 0).
    ///
    /// Row x (going down) and column y (going across) hold t[x][y], the
    /// Grundy value of a lone piece at (x, y), built by definition from the
    /// piece's moves.
    #[command(after_help = expressions!())]
    Table(TableArgs),
    /// g(0), g(1), ... for one pile of a one-pile game.
    #[command(subcommand, after_help = expressions!())]
    Sequence(Game),
}

/// The pieces of `table`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceName {
    Rook,
    Bishop,
    King,
    Knight,
    Palace,
    Queen,
    /// The piece of --leap and --slide
    Custom,
}

#[derive(Args, Debug)]
pub struct TableArgs {
    /// The piece (rook, bishop, king, knight, palace and queen are described
    /// in grundy::games::pieces).
    #[arg(value_enum)]
    pub piece: PieceName,
    /// The board size, 1..=1000.
    #[arg(value_parser = table_size)]
    pub n: usize,
    /// Write the cells equal to K as [K], to see where K lives.
    #[arg(long, value_name = "K")]
    pub highlight: Option<u32>,
    /// Count the cells where the table differs from EXPR (in x, y; see
    /// EXPRESSIONS below) and show the first few; without EXPR, from the
    /// piece's closed form in the library (the queen and custom pieces have
    /// none). An EXPR that starts with - is written --check='-...'.
    #[arg(long, value_name = "EXPR", num_args = 0..=1)]
    #[allow(clippy::option_option)]
    pub check: Option<Option<String>>,
    /// Also draw the table as a heatmap in FILE (N <= 256).
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// List the moves from (X, Y) with their values, marking the winning ones
    /// (to a cell of value 0); the table itself is not printed.
    #[arg(long, value_name = "X,Y", value_parser = step)]
    pub moves: Option<(usize, usize)>,
    /// Print the title and the reports (--check, --highlight's count), not
    /// the table itself: for large tables.
    #[arg(short, long)]
    pub quiet: bool,
    /// With the piece `custom`: a jump from (x, y) to (x - DX, y - DY).
    /// Repeat for more directions.
    #[arg(long, value_name = "DX,DY", value_parser = step)]
    pub leap: Vec<(usize, usize)>,
    /// With the piece `custom`: a slide of any number k >= 1 of steps, to
    /// (x - k DX, y - k DY). The rook is --slide 1,0 --slide 0,1.
    #[arg(long, value_name = "DX,DY", value_parser = step)]
    pub slide: Vec<(usize, usize)>,
}

#[derive(Subcommand, Debug)]
pub enum Game {
    /// Remove s stones for some s in MOVES.
    #[command(after_help = expressions!())]
    Subtraction {
        /// The move list, such as 1,3 (at most 255 distinct moves).
        #[arg(value_parser = move_list)]
        moves: Moves,
        #[command(flatten)]
        options: SequenceOptions,
    },
    /// Remove a Fibonacci number (1, 2, 3, 5, 8, ...) of stones.
    #[command(after_help = expressions!())]
    Fibonacci {
        #[command(flatten)]
        options: SequenceOptions,
    },
    /// The take-and-break game of an octal code (see grundy::octal).
    #[command(after_help = expressions!())]
    Octal {
        /// The code, such as 0.07 (Dawson's Kayles) or 0.77 (Kayles).
        #[arg(value_parser = octal_code)]
        code: OctalGame,
        #[command(flatten)]
        options: SequenceOptions,
    },
}

impl Game {
    pub fn options(&self) -> &SequenceOptions {
        match self {
            Game::Subtraction { options, .. }
            | Game::Fibonacci { options }
            | Game::Octal { options, .. } => options,
        }
    }
}

/// The moves of a subtraction game, sorted, without repeats.
#[derive(Clone, Debug)]
pub struct Moves(pub Vec<usize>);

#[derive(Args, Debug)]
pub struct SequenceOptions {
    /// Compute L values (default 60, at most 10^7 and what a few seconds
    /// allow: an octal game's cost grows with its code).
    #[arg(long, value_name = "L", value_parser = clap::value_parser!(u64).range(1..=LEN_CAP as u64))]
    pub len: Option<u64>,
    /// Say the (pre-period, period) of the values, and whether it is proven;
    /// without --len, compute as many values as the proof needs (within the
    /// bound).
    #[arg(long)]
    pub period: bool,
    /// Values per printed row.
    #[arg(long, value_name = "C", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub cols: u64,
    /// Print the title and the reports (--period, --check), not the values.
    #[arg(short, long)]
    pub quiet: bool,
    /// Count the indices n where g(n) differs from EXPR (in n; see
    /// EXPRESSIONS below) and show the first few.
    #[arg(long, value_name = "EXPR")]
    pub check: Option<String>,
    /// Print the values only, one a line, and nothing else (for pipes and
    /// for comparing with other programs); with --period, the values the
    /// proof computed.
    #[arg(long, conflicts_with_all = ["quiet", "check"])]
    pub raw: bool,
}

fn table_size(text: &str) -> Result<usize, String> {
    let n: usize = text
        .parse()
        .map_err(|_| format!("the table size must be a whole number, found `{}`", text))?;
    if n == 0 {
        return Err("the table size must be at least 1".to_string());
    }
    if n > TABLE_CAP {
        return Err(format!(
            "{} is above the cap {} (the rook, palace and queen tables take n³ steps)",
            n, TABLE_CAP
        ));
    }
    Ok(n)
}

/// `DX,DY` or `X,Y`: two whole numbers >= 0.
fn step(text: &str) -> Result<(usize, usize), String> {
    let parts: Vec<&str> = text.split(',').collect();
    let number = |part: &str| part.trim().parse::<usize>().ok();
    match parts[..] {
        [a, b] => match (number(a), number(b)) {
            (Some(a), Some(b)) => Ok((a, b)),
            _ => Err(format!(
                "`{}` is not two whole numbers >= 0 like 1,2 (a move goes toward the origin)",
                text
            )),
        },
        _ => Err(format!("`{}` is not a pair like 1,2", text)),
    }
}

/// A move list such as `1,3`: positive whole numbers up to [`LEN_CAP`]
/// separated by commas, at most 255 distinct.
fn move_list(list: &str) -> Result<Moves, String> {
    let mut moves = Vec::new();
    for part in list.split(',') {
        let s: usize = part.trim().parse().map_err(|_| {
            format!(
                "malformed move list `{}`: `{}` is not a whole number (write one like 1,3)",
                list, part
            )
        })?;
        if s == 0 || s > LEN_CAP {
            return Err(format!(
                "malformed move list `{}`: a move is a number of stones in 1..={}, found {}",
                list, LEN_CAP, s
            ));
        }
        moves.push(s);
    }
    moves.sort_unstable();
    moves.dedup();
    if moves.len() > 255 {
        return Err(format!(
            "{} distinct moves; at most 255 (the values are kept in bytes)",
            moves.len()
        ));
    }
    Ok(Moves(moves))
}

fn octal_code(code: &str) -> Result<OctalGame, String> {
    OctalGame::parse(code)
}

/// A clap error (usage, unknown option, bad value) as one line without the
/// `error: ` prefix: its first paragraph, with a tip if clap has one.
pub fn one_line(error: &clap::Error) -> String {
    let text = error.render().to_string();
    let mut parts: Vec<String> = Vec::new();
    for paragraph in text.split("\n\n") {
        let paragraph = paragraph.trim();
        if paragraph.starts_with("Usage:") || paragraph.starts_with("For more information") {
            break;
        }
        let joined = paragraph
            .lines()
            .map(str::trim)
            .collect::<Vec<_>>()
            .join(" ");
        if !joined.is_empty() {
            parts.push(joined);
        }
    }
    let line = parts.join("; ");
    line.strip_prefix("error: ").unwrap_or(&line).to_string()
}
