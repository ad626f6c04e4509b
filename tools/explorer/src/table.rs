//! `grundy table`: a piece's table, printed, highlighted, checked against a
//! closed form or an expression, its moves from one cell, and its picture.

use crate::bound::WORK_BOUND;
use crate::cli::{PieceName, TableArgs, SVG_CAP};
use crate::failure::{parse_expr, Failure};
use crate::piece::{Board, Custom};
use crate::table_report::{check_lost_into, check_table, highlight_report, write_svg};
use crate::text::{first_few, grouped, SHOWN_DIFFERENCES};
use crate::{svg, text};
use grundy::game::{board_game, Grundy};
use grundy::games::pieces::Piece;
use grundy_guess::expr::Expr;
use itertools::Itertools;
use std::fmt::Write as _;

/// `grundy table PIECE N`: a piece's table, or a custom piece's (`table
/// rule` is [`crate::table_rule`]'s).
pub fn table(args: TableArgs) -> Result<String, Failure> {
    if args.rule.is_some() {
        return Err(Failure::Usage(
            "a RULE after N is for `table rule N RULE`, not for a piece".to_string(),
        ));
    }
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
    // Read the expressions before the work, so that a typo fails at once.
    let check = match &args.check {
        Some(Some(text)) => Some(Some(parse_expr("--check", text, &["x", "y"])?)),
        Some(None) => {
            if board.closed_form(0, 0).is_none() {
                return Err(Failure::Usage(format!(
                    "--check without EXPR checks the library's closed form, and the {} has \
                     none: give yours, --check 'EXPR' (or --check-lost 'EXPR' for the lost cells)",
                    text::quote(&board.name())
                )));
            }
            Some(None)
        }
        None => None,
    };
    let check_lost = match &args.check_lost {
        Some(text) => Some(parse_expr("--check-lost", text, &["x", "y"])?),
        None => None,
    };
    let check_cost = match &check {
        Some(Some(expr)) => expr.cost(),
        _ => 0,
    }
    .saturating_add(check_lost.as_ref().map_or(0, Expr::cost));
    bound_table(&board, n, check_cost)?;
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
        out += &highlight_report(&t, k);
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
    if let Some(expr) = check_lost {
        out += &check_lost_into(&t, &expr, &mut differ)?;
    }
    if let Some(file) = &args.svg {
        out += &write_svg(
            file,
            &svg::Picture {
                title: &format!("{}, {} x {}", name, n, n),
                t: &t,
                highlight: args.highlight,
                moves: args.moves.map(|(x, y)| ((x, y), board.options(x, y))),
                differ: &differ,
            },
        )?;
    }
    crate::guessing::append(out, &args, |ask| grundy_guess::table(&t, ask))
}

/// The steps of the `m x m` table (its moves) and of the checks
/// (`check_cost` steps a cell): each part is bounded by [`WORK_BOUND`] on
/// its own, so a table at the bound can still be checked (both together
/// take at most twice the few seconds).
fn table_work(board: &Board, m: usize, check_cost: u64) -> (u64, u64) {
    (
        board.work(m, m),
        ((m * m) as u64).saturating_mul(check_cost),
    )
}

fn fits((moves, checks): (u64, u64)) -> bool {
    moves <= WORK_BOUND && checks <= WORK_BOUND
}

/// Refuses a table whose moves (for a custom piece, every step tried,
/// landing or not) or whose checks' expression steps exceed [`WORK_BOUND`],
/// naming the largest size that fits.
fn bound_table(board: &Board, n: usize, check_cost: u64) -> Result<(), Failure> {
    let (moves, checks) = table_work(board, n, check_cost);
    if fits((moves, checks)) {
        return Ok(());
    }
    // The work grows with the size: the largest m that fits, by bisection
    // (lo fits or is 0; hi does not fit).
    let (mut lo, mut hi) = (0, n);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if fits(table_work(board, mid, check_cost)) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let what = if moves > WORK_BOUND {
        format!(
            "takes {} steps (its moves{})",
            grouped(moves),
            if let Board::Custom(_) = board {
                ", tried or made"
            } else {
                ""
            }
        )
    } else {
        format!(
            "is checked in {} steps ({} a cell for the expressions of the checks)",
            grouped(checks),
            grouped(check_cost)
        )
    };
    Err(Failure::Usage(format!(
        "the {} x {} table of the {} {}, above the bound of {} (a few seconds): {}",
        n,
        n,
        text::quote(&board.name()),
        what,
        grouped(WORK_BOUND),
        if lo == 0 {
            "not even a 1 x 1 table fits".to_string()
        } else {
            format!("take N <= {}", lo)
        }
    )))
}

/// The `--check` report without an expression: the library's closed form
/// (the caller has refused a piece without one).
fn check_closed_form(board: &Board, t: &[Vec<u32>]) -> String {
    let n = t.len();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checks_have_their_own_bound() {
        let rook = Board::Piece(Piece::Rook);
        // The rook's 1000 x 1000 table is 999,000,000 moves: within the
        // bound, and a 36-step check of its 10^6 cells too.
        assert!(bound_table(&rook, 1000, 0).is_ok());
        assert!(bound_table(&rook, 1000, 36).is_ok());
        // 10^4 steps a cell: 10^10 in all; 316² * 10^4 <= 10^9 < 317² * 10^4.
        let err = match bound_table(&rook, 1000, 10_000) {
            Err(Failure::Usage(m)) => m,
            _ => panic!("a 10^10-step check is accepted"),
        };
        assert!(err.contains("take N <= 316"), "{err}");
        // A custom piece's steps that never land still count: 20,000 leaps
        // tried at 10^6 cells.
        let leaps: Vec<(usize, usize)> = (0..20_000).map(|k| (5000, k)).collect();
        let custom = Board::Custom(Custom::new(&leaps, &[]).unwrap());
        let err = match bound_table(&custom, 1000, 0) {
            Err(Failure::Usage(m)) => m,
            _ => panic!("2 * 10^10 tried steps are accepted"),
        };
        // 223² * 20,000 <= 10^9 < 224² * 20,000.
        assert!(err.contains("tried or made"), "{err}");
        assert!(err.contains("take N <= 223"), "{err}");
    }
}
