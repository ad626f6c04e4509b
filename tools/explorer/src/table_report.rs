//! What every `grundy table` report shares, for a piece ([`crate::table`])
//! or a rule written on the command line ([`crate::table_rule`]): the
//! `--highlight` line, the `--check` and `--check-lost` reports of a table,
//! and the `--svg` file written.

use crate::failure::{eval_at, Failure};
use crate::text::{first_few, SHOWN_DIFFERENCES};
use crate::{svg, text};
use grundy_guess::expr::Expr;
use std::fmt::Write as _;

/// The line under a table with `--highlight K`: how many of its cells are `K`.
pub fn highlight_report(t: &[Vec<u32>], k: u32) -> String {
    let count = t.iter().flatten().filter(|&&v| v == k).count();
    let cells: usize = t.iter().map(Vec::len).sum();
    format!(
        "highlight: [{}] marks the {} of {} cells equal to {}\n",
        k, count, cells, k
    )
}

/// `--check-lost EXPR`: its report, and its differing cells merged into
/// `differ` (sorted, each once), which `--check` may have filled.
pub fn check_lost_into(
    t: &[Vec<u32>],
    expr: &Expr,
    differ: &mut Vec<(usize, usize)>,
) -> Result<String, Failure> {
    let (report, cells) = check_lost_table(t, expr)?;
    differ.extend(cells);
    differ.sort_unstable();
    differ.dedup();
    Ok(report)
}

/// `--svg FILE`: writes the picture, and the line that says so.
pub fn write_svg(file: &std::path::Path, picture: &svg::Picture) -> Result<String, Failure> {
    std::fs::write(file, svg::heatmap(picture)).map_err(|e| {
        Failure::Run(format!(
            "cannot write the SVG to {}: {}",
            text::quote(&file.display().to_string()),
            e
        ))
    })?;
    Ok(format!("svg: wrote {}\n", file.display()))
}

/// The `--check 'EXPR'` report of a table, and the differing cells.
pub fn check_table(t: &[Vec<u32>], expr: &Expr) -> Result<(String, Vec<(usize, usize)>), Failure> {
    let n = t.len();
    let mut differ = Vec::new();
    let mut shown = String::new();
    let mut stack = Vec::new();
    for (x, row) in t.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            let want = eval_at(
                "--check",
                expr,
                &mut stack,
                &["x", "y"],
                &[x as i64, y as i64],
            )?;
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

/// The `--check-lost 'EXPR'` report of a table, and the differing cells:
/// where EXPR (true when not 0) is not exactly `t[x][y] == 0`.
pub fn check_lost_table(
    t: &[Vec<u32>],
    expr: &Expr,
) -> Result<(String, Vec<(usize, usize)>), Failure> {
    let n = t.len();
    let mut differ = Vec::new();
    let mut shown = String::new();
    let mut stack = Vec::new();
    for (x, row) in t.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            let values = [x as i64, y as i64];
            let says_lost = eval_at("--check-lost", expr, &mut stack, &["x", "y"], &values)? != 0;
            if says_lost != (v == 0) {
                if differ.len() < SHOWN_DIFFERENCES {
                    let _ = writeln!(
                        shown,
                        "  ({}, {}): table {} ({}), expression {}",
                        x,
                        y,
                        v,
                        if v == 0 { "lost" } else { "won" },
                        if says_lost { "true" } else { "false" }
                    );
                }
                differ.push((x, y));
            }
        }
    }
    let mut out = format!(
        "check-lost: {} of {} cells differ from `{}` being true exactly on the lost cells \
         (value 0)",
        differ.len(),
        n * n,
        expr
    );
    out += &first_few(differ.len());
    out += &shown;
    Ok((out, differ))
}
