//! `grundy`: print Grundy tables and sequences to look for their patterns.
//! Not a judged binary; see `grundy --help`.
//!
//! Every value comes from the library's builders ([`Piece::table`],
//! [`subtraction_table`], [`fibonacci_table`], [`OctalGame::table`]) and every
//! period from [`proven_period`]; this file only reads the command line,
//! calls them and prints.

mod args;
mod svg;
mod text;

use args::{Command, Game, DEFAULT_LEN};
use grundy::octal::{proven_period, OctalGame};
use grundy::pieces::Piece;
use grundy::subtraction::{fibonacci_table, subtraction_table};
use itertools::Itertools;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

/// The `--help` text; `{table}`, `{svg}`, `{len}`, `{split}`, `{default}` and
/// `{cols}` stand for the caps and defaults of [`args`].
const USAGE: &str = "\
grundy: print Grundy values to look for their patterns

USAGE:
  grundy table PIECE N [--highlight K] [--check] [--svg FILE]
  grundy sequence subtraction MOVES [--len L] [--period] [--cols C]
  grundy sequence fibonacci [--len L] [--period] [--cols C]
  grundy sequence octal CODE [--len L] [--period] [--cols C]
  grundy --help

table: the N x N Grundy table of one piece that moves toward (0, 0), built by
  definition. Row x (going down) and column y (going across) hold t[x][y], the
  Grundy value of a lone piece at (x, y). PIECE is rook, bishop, king, knight,
  palace or queen (see grundy::pieces). N is 1..={table}.
  --highlight K  write the cells equal to K as [K], to see where K lives
  --check        count the cells where the table differs from the piece's
                 closed form (the queen has none)
  --svg FILE     also draw the table as a heatmap in FILE (N <= {svg})

sequence: g(0), g(1), ... for one pile / heap of a game.
  subtraction MOVES  remove s stones for some s in MOVES, e.g. 1,3
  fibonacci          remove a Fibonacci number (1, 2, 3, 5, 8, ...) of stones
  octal CODE         the take-and-break game with octal code CODE, e.g. 0.07
                     (Dawson's Kayles) or 0.77 (Kayles); see grundy::octal
  --len L     compute L values (default {default}; at most {len}, or {split} for an
              octal game that splits heaps)
  --period    say the (pre-period, period) the values prove by the Guy-Smith
              theorem, or that none is proven; without --len, compute as many
              values as the proof needs (up to the cap)
  --cols C    values per printed row (default {cols})

EXAMPLES:
  grundy table palace 12 --highlight 0
  grundy table king 10 --check --svg king.svg
  grundy sequence octal 0.07 --period
";

fn main() {
    let args: Result<Vec<String>, String> = std::env::args_os()
        .skip(1)
        .map(|a| {
            a.into_string()
                .map_err(|a| format!("argument {:?} is not valid UTF-8", a))
        })
        .collect();
    match args.and_then(|args| args::parse(&args)).and_then(run) {
        Ok(out) => {
            // A closed pipe (`grundy ... | head`) is not an error worth a report.
            let _ = std::io::stdout().lock().write_all(out.as_bytes());
        }
        Err(message) => {
            eprintln!("error: {}", message);
            std::process::exit(2);
        }
    }
}

/// Carries out `command`; returns everything stdout gets, so that on an
/// error nothing has been printed.
fn run(command: Command) -> Result<String, String> {
    match command {
        Command::Help => Ok(USAGE
            .replace("{table}", &args::TABLE_CAP.to_string())
            .replace("{svg}", &args::SVG_CAP.to_string())
            .replace("{len}", &args::LEN_CAP.to_string())
            .replace("{split}", &args::SPLIT_LEN_CAP.to_string())
            .replace("{default}", &DEFAULT_LEN.to_string())
            .replace("{cols}", &args::DEFAULT_COLS.to_string())),
        Command::Table {
            piece,
            n,
            highlight,
            check,
            svg,
        } => table(piece, n, highlight, check, svg.as_deref()),
        Command::Sequence {
            game,
            len,
            period,
            cols,
        } => Ok(sequence(&game, len, period, cols)),
    }
}

fn table(
    piece: Piece,
    n: usize,
    highlight: Option<u32>,
    check: bool,
    svg_file: Option<&Path>,
) -> Result<String, String> {
    let t = piece.table(n);
    let title = format!(
        "{}, {} x {}: t[x][y] is the Grundy value of a lone {} at (x, y); row x, column y",
        piece.name(),
        n,
        n,
        piece.name()
    );
    if let Some(file) = svg_file {
        let picture = svg::heatmap(
            &format!("{}, {} x {}", piece.name(), n, n),
            &match highlight {
                None => "t[x][y]: x down, y across; black = 0, the mover loses".to_string(),
                Some(k) => format!("t[x][y]: x down, y across; faded: cells other than {}", k),
            },
            &t,
            highlight,
        );
        std::fs::write(file, picture)
            .map_err(|e| format!("cannot write the SVG to {}: {}", file.display(), e))?;
    }
    let mut out = format!("{}\n{}", title, text::table(&t, highlight));
    if let Some(k) = highlight {
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
    if check {
        out += &check_closed_form(piece, &t);
    }
    if let Some(file) = svg_file {
        let _ = writeln!(out, "svg: wrote {}", file.display());
    }
    Ok(out)
}

/// The `--check` report: how many cells of `t` differ from the closed form.
fn check_closed_form(piece: Piece, t: &[Vec<u32>]) -> String {
    let n = t.len();
    if piece.closed_form(0, 0).is_none() {
        return format!(
            "check: the {} has no closed form, so there is nothing to compare the table with\n",
            piece.name()
        );
    }
    let differ: Vec<(usize, usize, u32, u64)> = (0..n)
        .cartesian_product(0..n)
        .filter_map(|(x, y)| {
            let formula = piece
                .closed_form(x as u64, y as u64)
                .expect("a piece with a closed form has it everywhere");
            (u64::from(t[x][y]) != formula).then_some((x, y, t[x][y], formula))
        })
        .collect();
    let mut out = format!(
        "check: {} of {} cells differ from the {}'s closed form\n",
        differ.len(),
        n * n,
        piece.name()
    );
    for (x, y, table, formula) in differ.iter().take(10) {
        let _ = writeln!(
            out,
            "  ({}, {}): table {}, closed form {}",
            x, y, table, formula
        );
    }
    out
}

fn sequence(game: &Game, len: Option<usize>, period: bool, cols: usize) -> String {
    let values = |len: usize| -> Vec<u32> {
        match game {
            Game::Subtraction(moves) => widen(&subtraction_table(moves, len - 1)),
            Game::Fibonacci => widen(&fibonacci_table(len - 1)),
            Game::Octal(game) => game.table(len),
        }
    };
    // The game whose period proven_period checks: a subtraction game is the
    // octal game with a 3 at each move; Fibonacci's move set is infinite.
    let octal = match game {
        Game::Subtraction(moves) => Some(OctalGame::subtraction(moves)),
        Game::Fibonacci => None,
        Game::Octal(game) => Some(game.clone()),
    };
    let (g, proven) = match (period, len, &octal) {
        (true, None, Some(octal)) => {
            grow_until_proven(game.len_cap(), values, |g| proven_period(octal, g))
        }
        _ => {
            let g = values(len.unwrap_or(DEFAULT_LEN));
            let proven = match (period, &octal) {
                (true, Some(octal)) => proven_period(octal, &g),
                _ => None,
            };
            (g, proven)
        }
    };
    let title = match game {
        Game::Subtraction(moves) => format!(
            "subtraction game {{{}}}: g(n) is the Grundy value of a pile of n stones",
            moves.iter().join(", ")
        ),
        Game::Fibonacci => "Fibonacci game (remove 1, 2, 3, 5, 8, ... stones): g(n) is \
             the Grundy value of a pile of n stones"
            .to_string(),
        Game::Octal(game) => format!(
            "octal game {}: g(n) is the Grundy value of one heap of n tokens",
            game
        ),
    };
    let mut out = format!(
        "{}, n = 0..={}\n{}",
        title,
        g.len() - 1,
        text::sequence(&g, cols)
    );
    if period {
        let line = match (proven, &octal) {
            (Some((e, p)), _) => format!(
                "period: (pre-period, period) = ({}, {}): g(n + {}) = g(n) for every n >= {}, \
                 proven by the Guy-Smith theorem from the {} values above",
                e,
                p,
                p,
                e,
                g.len()
            ),
            (None, Some(_)) => format!(
                "period: none proven within the {} values computed{}",
                g.len(),
                if len.is_some() {
                    " (a larger --len may prove one)"
                } else {
                    " (the cap)"
                }
            ),
            (None, None) => "period: none proven; the move set (every Fibonacci number) is \
                 infinite, so the Guy-Smith theorem does not apply"
                .to_string(),
        };
        out += &line;
        out.push('\n');
    }
    out
}

/// Values for 64, 128, 256, ... up to `cap` until `prove` finds a period:
/// the values and the period, or the `cap` values and `None`.
fn grow_until_proven(
    cap: usize,
    values: impl Fn(usize) -> Vec<u32>,
    prove: impl Fn(&[u32]) -> Option<(usize, usize)>,
) -> (Vec<u32>, Option<(usize, usize)>) {
    let mut len = 64.min(cap);
    loop {
        let g = values(len);
        let proven = prove(&g);
        if proven.is_some() || len == cap {
            return (g, proven);
        }
        len = (2 * len).min(cap);
    }
}

fn widen(values: &[u8]) -> Vec<u32> {
    values.iter().map(|&v| u32::from(v)).collect()
}
