//! Plain-text rendering: aligned tables and sequences, readable without colour.

use itertools::Itertools;
use std::fmt::Write;

/// The number of characters `v` takes in decimal.
fn width(v: usize) -> usize {
    v.to_string().len()
}

/// `t` as an aligned grid: row `x` (down), column `y` (across), cell `t[x][y]`.
/// With `highlight = Some(k)`, cells equal to `k` are written `[k]` and the
/// others keep their value, so the digits stay in their columns.
pub fn table(t: &[Vec<u32>], highlight: Option<u32>) -> String {
    let n = t.len();
    let max = t.iter().flatten().copied().max().unwrap_or(0) as usize;
    let w = width(max).max(width(n.saturating_sub(1)));
    // A slot per cell: the value right-aligned in w characters, or, with a
    // highlight, in w + 2 whose last one is `]` or a space.
    let slot = |v: Option<u32>, text: String| -> String {
        match highlight {
            None => format!(" {:>w$}", text, w = w),
            Some(k) if v == Some(k) => format!(" {:>w$}", format!("[{}]", text), w = w + 2),
            Some(_) => format!(" {:>w$} ", text, w = w + 1),
        }
    };
    let label = width(n.saturating_sub(1)).max(3);
    let mut out = String::new();
    let header: String = (0..n).map(|y| slot(None, y.to_string())).collect();
    let _ = writeln!(
        out,
        "{:>label$}{}",
        "x\\y",
        header.trim_end(),
        label = label
    );
    for (x, row) in t.iter().enumerate() {
        let cells: String = row.iter().map(|&v| slot(Some(v), v.to_string())).collect();
        let _ = writeln!(out, "{:>label$}{}", x, cells.trim_end(), label = label);
    }
    out
}

/// `values` in rows of `cols`, each row labelled by the index of its first
/// value: `  10:  3 1 1 0 ...`.
pub fn sequence(values: &[u32], cols: usize) -> String {
    let max = values.iter().copied().max().unwrap_or(0) as usize;
    let w = width(max);
    let label = width(values.len().saturating_sub(1));
    let mut out = String::new();
    for (i, chunk) in values.chunks(cols).enumerate() {
        let row = chunk.iter().map(|v| format!("{:>w$}", v, w = w)).join(" ");
        let _ = writeln!(out, "{:>label$}:  {}", i * cols, row, label = label);
    }
    out
}

pub use grundy_shared::quote::{grouped, one_line, quote};

/// At most this many differing cells or indices are listed by `--check`.
pub const SHOWN_DIFFERENCES: usize = 10;

/// `\n`, or `; the first 10, in order:\n` when more are not listed.
pub fn first_few(count: usize) -> String {
    match count {
        0 => "\n".to_string(),
        c if c <= SHOWN_DIFFERENCES => ":\n".to_string(),
        _ => format!("; the first {}:\n", SHOWN_DIFFERENCES),
    }
}
