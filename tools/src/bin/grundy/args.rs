//! The command line, read into a [`Command`] or a one-line error message.
//!
//! Hand-rolled: three commands and six options do not pay for a parser crate.
//! An option is `--name value`, `--name=value` or a bare flag, anywhere after
//! the command; `-h` / `--help` anywhere asks for the usage.

use grundy::octal::OctalGame;
use grundy::pieces::Piece;
use itertools::Itertools;
use std::path::PathBuf;

/// The largest `n` of `table`: the rook, palace and queen tables take about
/// n³ steps (10^9 at n = 1000, a few seconds) and n² values of memory.
pub const TABLE_CAP: usize = 1000;
/// The largest `n` of `table --svg`: about 160 bytes per cell, so 10 MB of SVG.
pub const SVG_CAP: usize = 256;
/// The largest `--len` of a sequence without splitting moves (subtraction,
/// Fibonacci, octal games without a digit 4, 5, 6 or 7): O(len) memory.
pub const LEN_CAP: usize = 10_000_000;
/// The largest `--len` of an octal game that splits heaps: its table takes
/// about len² / 4 steps per splitting digit.
pub const SPLIT_LEN_CAP: usize = 50_000;
/// Values printed by `sequence` without `--len` or `--period`.
pub const DEFAULT_LEN: usize = 60;
/// Values per printed row of `sequence`, without `--cols`.
pub const DEFAULT_COLS: usize = 10;

/// What the command line asks for.
#[derive(Debug)]
pub enum Command {
    /// Print the usage.
    Help,
    /// `table PIECE N [--highlight K] [--check] [--svg FILE]`.
    Table {
        piece: Piece,
        n: usize,
        highlight: Option<u32>,
        check: bool,
        svg: Option<PathBuf>,
    },
    /// `sequence GAME [ARG] [--len L] [--period] [--cols C]`.
    Sequence {
        game: Game,
        /// `None`: [`DEFAULT_LEN`] values, or with `--period` as many as
        /// the proof needs (up to the cap).
        len: Option<usize>,
        period: bool,
        cols: usize,
    },
}

/// A one-pile game of `sequence`.
#[derive(Debug)]
pub enum Game {
    /// Remove `s` stones for some `s` in the (positive) set.
    Subtraction(Vec<usize>),
    /// Remove a Fibonacci number of stones.
    Fibonacci,
    /// A take-and-break game.
    Octal(OctalGame),
}

impl Game {
    /// The largest `--len` this game accepts.
    pub fn len_cap(&self) -> usize {
        match self {
            Game::Octal(game) if splits(game) => SPLIT_LEN_CAP,
            _ => LEN_CAP,
        }
    }
}

/// Whether some digit of `game` lets a move leave two heaps (bit 4).
pub fn splits(game: &OctalGame) -> bool {
    (0..=game.max_removal()).any(|k| game.digit(k) & 4 != 0)
}

/// The options of the command line, before they are matched to a command.
#[derive(Default)]
struct Options {
    highlight: Option<String>,
    check: bool,
    svg: Option<String>,
    len: Option<String>,
    period: bool,
    cols: Option<String>,
    /// Every option given, by name, to report one that does not belong.
    given: Vec<&'static str>,
}

/// Reads the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Command, String> {
    if args.is_empty() || args.iter().any(|a| a == "-h" || a == "--help") {
        return Ok(Command::Help);
    }
    let mut positional: Vec<&str> = Vec::new();
    let mut options = Options::default();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if !(arg.starts_with('-') && arg.len() > 1) {
            positional.push(arg);
            continue;
        }
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (arg.as_str(), None),
        };
        let name: &'static str = match name {
            "--highlight" => "--highlight",
            "--check" => "--check",
            "--svg" => "--svg",
            "--len" => "--len",
            "--period" => "--period",
            "--cols" => "--cols",
            _ => return Err(format!("unknown option `{}` (see grundy --help)", arg)),
        };
        if options.given.contains(&name) {
            return Err(format!("`{}` is given twice", name));
        }
        options.given.push(name);
        if name == "--check" || name == "--period" {
            if inline.is_some() {
                return Err(format!("`{}` takes no value", name));
            }
            if name == "--check" {
                options.check = true;
            } else {
                options.period = true;
            }
            continue;
        }
        let value = match inline {
            Some(value) => value,
            None => rest
                .next()
                .cloned()
                .ok_or_else(|| format!("`{}` needs a value", name))?,
        };
        let slot = match name {
            "--highlight" => &mut options.highlight,
            "--svg" => &mut options.svg,
            "--len" => &mut options.len,
            _ => &mut options.cols,
        };
        *slot = Some(value);
    }
    match positional.first().copied() {
        Some("table") => table(&positional[1..], options),
        Some("sequence") => sequence(&positional[1..], options),
        Some("help") => Ok(Command::Help),
        Some(other) => Err(format!(
            "unknown command `{}` (table, sequence or help)",
            other
        )),
        None => Err("no command: give table, sequence or help".to_string()),
    }
}

/// Fails if an option other than `allowed` was given to `command`.
fn only(options: &Options, command: &str, allowed: &[&str]) -> Result<(), String> {
    match options.given.iter().find(|o| !allowed.contains(o)) {
        Some(option) => Err(format!(
            "`{}` is not an option of `{}` (it takes {})",
            option,
            command,
            allowed.iter().map(|o| format!("`{}`", o)).join(", ")
        )),
        None => Ok(()),
    }
}

/// Fails on positional arguments past the `expected` ones.
fn no_more(positional: &[&str], expected: usize) -> Result<(), String> {
    match positional.get(expected) {
        Some(extra) => Err(format!("unexpected argument `{}`", extra)),
        None => Ok(()),
    }
}

/// A whole number in `lo..=hi`; `what` names it in the message.
fn number(what: &str, text: &str, lo: usize, hi: usize, why: &str) -> Result<usize, String> {
    let value: usize = text
        .parse()
        .map_err(|_| format!("{} must be a whole number, found `{}`", what, text))?;
    if value < lo {
        return Err(format!("{} must be at least {}, found {}", what, lo, value));
    }
    if value > hi {
        return Err(format!(
            "{} = {} is above the cap {} ({})",
            what, value, hi, why
        ));
    }
    Ok(value)
}

fn table(positional: &[&str], options: Options) -> Result<Command, String> {
    only(&options, "table", &["--highlight", "--check", "--svg"])?;
    let names = || Piece::ALL.iter().map(|p| p.name()).join(", ");
    let name = positional
        .first()
        .ok_or_else(|| format!("`table` needs a piece ({}) and a size", names()))?;
    let piece = Piece::from_name(name)
        .ok_or_else(|| format!("unknown piece `{}` (one of {})", name, names()))?;
    let size = positional
        .get(1)
        .ok_or_else(|| format!("`table {}` needs a size, like `table {} 12`", name, name))?;
    no_more(positional, 2)?;
    let n = number(
        "the table size",
        size,
        1,
        TABLE_CAP,
        "the rook, palace and queen tables take n³ steps",
    )?;
    if options.svg.is_some() && n > SVG_CAP {
        return Err(format!(
            "`--svg` draws at most {} x {} cells (about 10 MB), not {} x {}",
            SVG_CAP, SVG_CAP, n, n
        ));
    }
    let highlight = match &options.highlight {
        Some(text) => Some(text.parse::<u32>().map_err(|_| {
            format!(
                "`--highlight` needs a Grundy value (a whole number), found `{}`",
                text
            )
        })?),
        None => None,
    };
    if options.svg.as_deref() == Some("") {
        return Err("`--svg` needs a file name".to_string());
    }
    Ok(Command::Table {
        piece,
        n,
        highlight,
        check: options.check,
        svg: options.svg.map(PathBuf::from),
    })
}

fn sequence(positional: &[&str], options: Options) -> Result<Command, String> {
    only(&options, "sequence", &["--len", "--period", "--cols"])?;
    let (game, used) = match positional.first().copied() {
        Some("subtraction") => {
            let list = positional.get(1).ok_or(
                "`sequence subtraction` needs a move list, like `sequence subtraction 1,3`",
            )?;
            (Game::Subtraction(moves(list)?), 2)
        }
        Some("fibonacci") => (Game::Fibonacci, 1),
        Some("octal") => {
            let code = positional
                .get(1)
                .ok_or("`sequence octal` needs a code, like `sequence octal 0.07`")?;
            (Game::Octal(OctalGame::parse(code)?), 2)
        }
        Some(other) => {
            return Err(format!(
                "unknown game `{}` (subtraction, fibonacci or octal)",
                other
            ))
        }
        None => return Err("`sequence` needs a game: subtraction, fibonacci or octal".to_string()),
    };
    no_more(positional, used)?;
    let len = match &options.len {
        Some(text) => {
            let why = if game.len_cap() == SPLIT_LEN_CAP {
                "splitting a heap makes the table take len² steps"
            } else {
                "the values are kept in memory"
            };
            Some(number("`--len`", text, 1, game.len_cap(), why)?)
        }
        None => None,
    };
    let cols = match &options.cols {
        Some(text) => number("`--cols`", text, 1, 1000, "one printed row")?,
        None => DEFAULT_COLS,
    };
    Ok(Command::Sequence {
        game,
        len,
        period: options.period,
        cols,
    })
}

/// A move list such as `1,3`: positive whole numbers up to [`LEN_CAP`]
/// separated by commas, at most 255 distinct.
fn moves(list: &str) -> Result<Vec<usize>, String> {
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
    Ok(moves)
}
