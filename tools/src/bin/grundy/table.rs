//! `grundy table`: a piece's table, printed, highlighted, checked against a
//! closed form or an expression, its moves from one cell, and its picture.

use crate::cli::{PieceName, TableArgs, SVG_CAP};
use crate::expr::Expr;
use crate::piece::{Board, Custom};
use crate::{eval_at, first_few, grouped, parse_expr, svg, text, Failure};
use crate::{SHOWN_DIFFERENCES, WORK_BOUND};
use grundy::game::{board_game, Grundy};
use grundy::games::pieces::Piece;
use itertools::Itertools;
use std::fmt::Write as _;

pub fn table(args: TableArgs) -> Result<String, Failure> {
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
